@testable import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// A photo grid with a count badge on each tile, built the way iOS code builds it: a 20 × 20 supplementary
/// item anchored at the tile's top trailing corner with a fractional offset of (0.3, −0.3), its view from a
/// `SupplementaryRegistration`. The badge is placed by UIKit's anchor rule, drawn over its tile and the
/// tile's neighbour gap, and follows its item when items are inserted before it.
@Suite(.gtk) @MainActor struct ItemBadgeRenderingTests {
    static let badgeKind = "badge"

    private func grid(items: [Int]) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
        let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20),
                                                                                           heightDimension: .absolute(20)),
                                                        elementKind: Self.badgeKind, containerAnchor: badgeAnchor)
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25),
                                                                             heightDimension: .fractionalHeight(1)),
                                          supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                          heightDimension: .absolute(100)),
                                                       subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout)
        collectionView.backgroundColor = .white
        let tiles = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, _ in
            var background = UIBackgroundConfiguration.clear()
            background.backgroundColor = .systemBlue
            cell.backgroundConfiguration = background
        }
        let badges = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: Self.badgeKind) { view, _, _ in
            view.backgroundColor = .systemRed
            view.layer.cornerRadius = 10
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: tiles, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: badges, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        return (collectionView, dataSource)
    }

    @Test func eachTileHasABadgeStraddlingItsTopTrailingCorner() throws {
        let (collectionView, source) = grid(items: Array(0..<6))
        for index in 0..<6 {
            let indexPath = IndexPath(item: index, section: 0)
            let cell = try #require(collectionView.cellForItem(at: indexPath)).frame
            let badge = try #require(collectionView.supplementaryView(forElementKind: Self.badgeKind, at: indexPath))
            // 20 × 20 with its top trailing corner on the cell's, then 0.3 × 20 = 6 points right and up.
            #expect(badge.frame == CGRect(x: cell.maxX - 20 + 6, y: cell.minY - 6, width: 20, height: 20), "item \(index)")
        }
        let image = try ViewSnapshot.image(of: collectionView)
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))).frame
        func isRed(_ x: CGFloat, _ y: CGFloat) -> Bool {
            let pixel = image.pixel(x: Int(x), y: Int(y))
            return pixel.red > 200 && pixel.green < 120 && pixel.blue < 120
        }
        // The badge's center is over the tile (inside its corner): the badge is drawn above the cell.
        #expect(isRed(first.maxX - 4, first.minY + 4), "the badge covers the tile's corner")
        // The part outside the tile shows too, over the gap.
        #expect(isRed(first.maxX + 3, first.minY - 2), "the badge hangs past the tile")
        #expect(!isRed(first.midX, first.midY), "the tile's middle is not covered")
        withExtendedLifetime(source) {}
    }

    @Test func badgesFollowTheirItemsWhenItemsAreInsertedBefore() throws {
        let (collectionView, source) = grid(items: [10, 11])
        let original = try #require(collectionView.supplementaryView(forElementKind: Self.badgeKind, at: IndexPath(item: 0, section: 0)))
        var snapshot = source.snapshot()
        snapshot.insertItems([9], beforeItem: 10)
        source.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        let moved = try #require(collectionView.supplementaryView(forElementKind: Self.badgeKind, at: IndexPath(item: 1, section: 0)))
        #expect(moved === original, "the badge view went with its item")
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))).frame
        #expect(moved.frame.minX == cell.maxX - 14)
        #expect(collectionView.supplementaryView(forElementKind: Self.badgeKind, at: IndexPath(item: 2, section: 0)) != nil)
    }
}
