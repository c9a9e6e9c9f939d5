@testable import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// A photo-library screen as iOS code builds it with a section provider: a "Featured" row of wide tiles
/// that scrolls sideways (`.groupPaging`), a three-column grid of square tiles, and an inset grouped list,
/// each grid section with a supplementary header.
@MainActor
enum GridScreen {
    static let featured = ["Beach", "Forest", "City", "Desert", "Mountains"]
    static let albums = ["Recents", "Favorites", "Selfies", "Portraits", "Panoramas", "Screenshots", "Bursts"]
    static let settings = ["Show Hidden Album", "iCloud Photos"]

    static func layout() -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 12
        return UICollectionViewCompositionalLayout(sectionProvider: { index, environment in
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            switch index {
            case 0:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(110)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPaging
                section.interGroupSpacing = 10
                section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
                section.boundarySupplementaryItems = [header]
                return section
            case 1:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3),
                                                                                      heightDimension: .fractionalHeight(1)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)
                section.boundarySupplementaryItems = [header]
                return section
            default:
                return NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped),
                                                      layoutEnvironment: environment)
            }
        }, configuration: configuration)
    }

    /// The screen in a `size` view, its collection view and data source (kept alive by the caller).
    static func make(size: CGSize = CGSize(width: 375, height: 640),
                     traits: (inout UITraitOverrides) -> Void = { _ in }) -> (UIView, UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        let container = UIView(frame: CGRect(origin: .zero, size: size))
        traits(&container.traitOverrides)
        container.backgroundColor = .systemGroupedBackground
        let collectionView = UICollectionView(frame: container.bounds, collectionViewLayout: layout())
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.showsVerticalScrollIndicator = false
        container.addSubview(collectionView)
        let tiles = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, indexPath, title in
            var content = UIListContentConfiguration.cell()
            content.text = title
            if indexPath.section == 0 {
                content.image = UIImage(systemName: "star.fill")
                content.textProperties.font = .preferredFont(forTextStyle: .headline)
            } else {
                // Square album tiles: the name alone, centered, in a smaller style.
                content.textProperties.font = .preferredFont(forTextStyle: .footnote)
                content.textProperties.alignment = .center
                content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
            }
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.listGroupedCell()
            background.cornerRadius = 12
            cell.backgroundConfiguration = background
        }
        let rows = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, indexPath, title in
            indexPath.section == 2
                ? view.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: title)
                : view.dequeueConfiguredReusableCell(using: tiles, for: indexPath, item: title)
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = indexPath.section == 0 ? "Featured" : "Albums"
            header.contentConfiguration = content
        }
        dataSource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1, 2])
        snapshot.appendItems(featured, toSection: 0)
        snapshot.appendItems(albums, toSection: 1)
        snapshot.appendItems(settings, toSection: 2)
        dataSource.apply(snapshot, animatingDifferences: false)
        return (container, collectionView, dataSource)
    }
}

/// The grid screen rendered in light and dark, at the default text size and at AX3, and after its
/// featured row was paged sideways.
@Suite(.gtk) @MainActor struct GridScreenRenderingTests {
    private func render(_ name: String, traits: (inout UITraitOverrides) -> Void = { _ in },
                        change: (UICollectionView) -> Void = { _ in }) throws {
        let (screen, collectionView, dataSource) = GridScreen.make(traits: traits)
        screen.layoutIfNeeded()
        change(collectionView)
        GoldenImage.assertMatches(try ViewSnapshot.image(of: screen), named: name)
        withExtendedLifetime(dataSource) {}
    }

    @Test func light() throws { try render("grid-screen-light-L") }
    @Test func dark() throws { try render("grid-screen-dark-L") { $0.userInterfaceStyle = .dark } }
    @Test func accessibilityText() throws {
        try render("grid-screen-light-AX3") { $0.preferredContentSizeCategory = .accessibilityExtraExtraLarge }
    }

    /// One wheel notch on the `.groupPaging` row: the second tile rests where the first did, 16 points in.
    @Test func featuredRowPagedToItsSecondTile() throws {
        try render("grid-screen-featured-paged", change: { collectionView in
            let next = collectionView.engine.orthogonalOffsetAfterWheel(section: 0, current: 0, notches: 1)
            collectionView.setOrthogonalOffset(next, forSection: 0)
            collectionView.layoutIfNeeded()
            #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 16)
        })
    }
}
