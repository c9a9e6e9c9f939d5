import CellKit

/// The pantry as a grid of jars; a jar that is running low wears a small orange dot on its corner.
final class PantryGridViewController: UIViewController {
    static let lowStockKind = "low-stock-badge"
    static let shelfKind = "shelf-background"

    /// The shelf the jars stand on: a soft rounded panel behind the whole section.
    final class ShelfBackgroundView: UICollectionReusableView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .secondarySystemBackground
            layer.cornerRadius = 14
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    struct Jar: Hashable {
        let name: String
        let isLow: Bool
    }

    let jars = [
        Jar(name: "Flour", isLow: false), Jar(name: "Rice", isLow: true), Jar(name: "Oats", isLow: false),
        Jar(name: "Lentils", isLow: true), Jar(name: "Sugar", isLow: false),
    ]
    var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Jar>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Pantry"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let jarCell = UICollectionView.CellRegistration<UICollectionViewListCell, Jar> { cell, _, jar in
            var content = UIListContentConfiguration.cell()
            content.text = jar.name
            content.textProperties.alignment = .center
            cell.contentConfiguration = content
            // The old-style look: a plain tile, tinted while it is picked.
            let tile = UIView()
            tile.backgroundColor = .systemBackground
            tile.layer.cornerRadius = 10
            cell.backgroundView = tile
            let picked = UIView()
            picked.backgroundColor = .systemTeal
            picked.layer.cornerRadius = 10
            cell.selectedBackgroundView = picked
        }
        let badge = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: Self.lowStockKind) { [weak self] badge, _, indexPath in
            badge.backgroundColor = .systemOrange
            badge.layer.cornerRadius = 8
            badge.isHidden = self?.dataSource.itemIdentifier(for: indexPath)?.isLow != true
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Jar>(collectionView: collectionView) { collectionView, indexPath, jar in
            collectionView.dequeueConfiguredReusableCell(using: jarCell, for: indexPath, item: jar)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: badge, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Jar>()
        snapshot.appendSections([0])
        snapshot.appendItems(jars)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func makeLayout() -> UICollectionViewLayout {
        // A 16-point dot, centred a quarter of its size beyond the jar's top trailing corner.
        let dotAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.25, y: -0.25))
        let dotSize = NSCollectionLayoutSize(widthDimension: .absolute(16), heightDimension: .absolute(16))
        let dot = NSCollectionLayoutSupplementaryItem(layoutSize: dotSize, elementKind: Self.lowStockKind, containerAnchor: dotAnchor)
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1))
        let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [dot])
        item.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(90))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let shelf = NSCollectionLayoutDecorationItem.background(elementKind: Self.shelfKind)
        shelf.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
        section.decorationItems = [shelf]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(ShelfBackgroundView.self, forDecorationViewOfKind: Self.shelfKind)
        return layout
    }
}
