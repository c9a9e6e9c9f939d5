@testable import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// A rounded background behind each section, built the way iOS code builds it: a `UICollectionReusableView`
/// subclass registered with the layout for a decoration kind, `NSCollectionLayoutDecorationItem.background`
/// with content insets of 5, sections inset 10 so the background shows 5 points around the items.
@Suite(.gtk) @MainActor struct SectionBackgroundDecorationTests {
    static let backgroundKind = "section-background"

    /// A section background: a light green fill with rounded corners.
    final class SectionBackgroundView: UICollectionReusableView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = UIColor(red: 0.2, green: 0.8, blue: 0.3, alpha: 1)
            layer.cornerRadius = 12
        }

        required init?(coder: NSCoder) { fatalError("not used") }
    }

    private func grid() -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                             heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                          heightDimension: .absolute(60)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: Self.backgroundKind)
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(SectionBackgroundView.self, forDecorationViewOfKind: Self.backgroundKind)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        collectionView.backgroundColor = .white
        let tiles = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, _ in
            var fill = UIBackgroundConfiguration.clear()
            fill.backgroundColor = .systemBlue
            cell.backgroundConfiguration = fill
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: tiles, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems([1, 2, 3], toSection: 0)
        snapshot.appendItems([4, 5], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        return (collectionView, dataSource)
    }

    @Test func eachSectionHasItsBackgroundBehindItsItems() throws {
        let (collectionView, source) = grid()
        let backgrounds = collectionView.subviews.compactMap { $0 as? SectionBackgroundView }.sorted { $0.frame.minY < $1.frame.minY }
        // Section 0: two rows of 60 and insets of 10, 140 tall; section 1: one row, 80 tall, from y 140.
        // Each background is the section's frame inset 5.
        #expect(backgrounds.map(\.frame) == [CGRect(x: 5, y: 5, width: 290, height: 130),
                                              CGRect(x: 5, y: 145, width: 290, height: 70)])
        let image = try ViewSnapshot.image(of: collectionView)
        func isGreen(_ x: Int, _ y: Int) -> Bool {
            let pixel = image.pixel(x: x, y: y)
            return pixel.green > 180 && pixel.red < 100 && pixel.blue < 120
        }
        #expect(isGreen(8, 70), "the background shows in the margin beside the items")
        #expect(!isGreen(2, 70), "outside the background's insets the collection view shows")
        let firstCell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))).frame
        #expect(!isGreen(Int(firstCell.midX), Int(firstCell.midY)), "the cells are drawn over the background")
        #expect(isGreen(Int(firstCell.maxX) + 2, Int(firstCell.midY)), "between the cells the background shows")
        withExtendedLifetime(source) {}
    }
}
