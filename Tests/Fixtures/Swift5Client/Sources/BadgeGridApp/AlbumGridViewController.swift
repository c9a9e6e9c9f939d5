import CellKit

/// Albums in a three-column grid: each tile wears a badge at its top trailing corner while it has
/// unseen photos, and each section sits on a rounded background panel.
class AlbumGridViewController: UIViewController {

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Album.Section, Album>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Albums"
        view.backgroundColor = .systemBackground
        configureHierarchy()
        configureDataSource()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        reportLayout()
    }

    /// The grid: thirds of the width, square tiles, a 20-point badge pushed 30% of its size past the
    /// tile's corner, and a background decoration 6 points inside each section's edges.
    static func makeLayout() -> UICollectionViewLayout {
        let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badgeSize = NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: badgeSize, elementKind: BadgeView.elementKind, containerAnchor: badgeAnchor)

        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(1.0 / 3.0))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 18, leading: 18, bottom: 18, trailing: 18)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: SectionBackgroundView.elementKind)
        background.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
        section.decorationItems = [background]

        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(SectionBackgroundView.self, forDecorationViewOfKind: SectionBackgroundView.elementKind)
        return layout
    }

    private func configureHierarchy() {
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: Self.makeLayout())
        collectionView.backgroundColor = .systemBackground
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<AlbumCell, Album> { cell, _, album in
            cell.nameLabel.text = album.name
            cell.contentView.backgroundColor = album.color
        }
        let badgeRegistration = UICollectionView.SupplementaryRegistration<BadgeView>(elementKind: BadgeView.elementKind) { [weak self] badge, _, indexPath in
            guard let album = self?.dataSource.itemIdentifier(for: indexPath) else { return }
            badge.countLabel.text = "\(album.unseenCount)"
            badge.isHidden = !album.showsBadge
        }
        dataSource = UICollectionViewDiffableDataSource<Album.Section, Album>(collectionView: collectionView) { collectionView, indexPath, album in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: album)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: badgeRegistration, for: indexPath)
        }

        var snapshot = NSDiffableDataSourceSnapshot<Album.Section, Album>()
        snapshot.appendSections(Album.Section.allCases)
        snapshot.appendItems(Album.mine, toSection: .mine)
        snapshot.appendItems(Album.shared, toSection: .shared)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Prints where the first badge and the first section's background landed, in the collection
    /// view's coordinates, so a run shows the anchors at work.
    private func reportLayout() {
        let first = IndexPath(item: 0, section: 0)
        guard let cell = collectionView.cellForItem(at: first),
              let badge = collectionView.supplementaryView(forElementKind: BadgeView.elementKind, at: first) else {
            print("layout: the first album or its badge is not on screen")
            return
        }
        print("layout: cell \(Self.describe(cell.frame)) badge \(Self.describe(badge.frame))")
        let backgrounds = collectionView.subviews.compactMap { $0 as? SectionBackgroundView }.sorted { $0.frame.minY < $1.frame.minY }
        if let background = backgrounds.first {
            let backgroundIndex = collectionView.subviews.firstIndex { $0 === background } ?? 0
            let cellIndex = collectionView.subviews.firstIndex { $0 === cell } ?? 0
            print("layout: backgrounds \(backgrounds.count) first \(Self.describe(background.frame)) behind cells \(backgroundIndex < cellIndex)")
        }
        let hidden = Album.Section.allCases.flatMap { section -> [String] in
            let albums = section == .mine ? Album.mine : Album.shared
            return albums.indices.compactMap { item in
                let indexPath = IndexPath(item: item, section: section.rawValue)
                let badge = collectionView.supplementaryView(forElementKind: BadgeView.elementKind, at: indexPath)
                return badge?.isHidden == true ? albums[item].name : nil
            }
        }
        print("layout: badges hidden on \(hidden.joined(separator: ", "))")
        fflush(stdout)
    }

    private static func describe(_ rect: CGRect) -> String {
        func number(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }
        return "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
    }
}
