@testable import CellKit
import Foundation
import Testing

/// A grid cell whose height comes from Auto Layout: a bar pinned to every edge of `contentView`, with a
/// height constraint the test sets per item.
@MainActor
final class ConstrainedTileCell: UICollectionViewCell {
    let bar = UIView()
    private(set) var barHeight: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        bar.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bar)
        barHeight = bar.heightAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            bar.topAnchor.constraint(equalTo: contentView.topAnchor),
            bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            barHeight,
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

/// A section header whose height comes from Auto Layout (a 30-point bar pinned to its edges).
@MainActor
final class ConstrainedHeaderView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: trailingAnchor),
            bar.topAnchor.constraint(equalTo: topAnchor),
            bar.bottomAnchor.constraint(equalTo: bottomAnchor),
            bar.heightAnchor.constraint(equalToConstant: 30),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

/// Grids built the way iOS code builds them (`NSCollectionLayoutSize`, `…Item`, `…Group`, `…Section`,
/// boundary supplementary items, a section provider), shown in a 375-point collection view: every cell's
/// and header's frame is the one UIKit's compositional layout gives, worked out here from its rules:
/// fractional sizes are fractions of the container (the collection view less the section's content
/// insets) or of the enclosing group; a group with a `count` shares its width among that many items after
/// `interItemSpacing`; item `contentInsets` shrink the item inside its slot; a top header sits at the
/// section's top, inset sideways like the content (`supplementariesFollowContentInsets`), and the section's
/// top inset comes between it and the first group.
@Suite @MainActor struct CompositionalGridFrameTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Int>

    /// A collection view with `layout` and `counts` items per section (item identifiers numbered through the
    /// sections), `ConstrainedTileCell`s (list cells in `listSections`), `ConstrainedHeaderView` headers, laid out.
    private func show(_ layout: UICollectionViewLayout, counts: [Int], listSections: Set<Int> = [], height: CGFloat = 2_000,
                      cellHeight: @escaping (Int) -> CGFloat = { _ in 10 }) -> UICollectionView {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: height), collectionViewLayout: layout)
        let tiles = UICollectionView.CellRegistration<ConstrainedTileCell, Int> { cell, _, item in
            cell.barHeight.constant = cellHeight(item)
        }
        let lists = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, indexPath, item in
            listSections.contains(indexPath.section)
                ? view.dequeueConfiguredReusableCell(using: lists, for: indexPath, item: item)
                : view.dequeueConfiguredReusableCell(using: tiles, for: indexPath, item: item)
        }
        let headers = UICollectionView.SupplementaryRegistration<ConstrainedHeaderView>(
            elementKind: UICollectionView.elementKindSectionHeader) { _, _, _ in }
        dataSource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = Snapshot()
        var next = 0
        for (section, count) in counts.enumerated() {
            snapshot.appendSections([section])
            snapshot.appendItems(Array(next..<next + count), toSection: section)
            next += count
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        KeepAlive.keep(dataSource)
        collectionView.layoutIfNeeded()
        collectionView.layoutIfNeeded()  // the second pass places what the first measured
        return collectionView
    }

    private func frame(_ view: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        view.cellForItem(at: IndexPath(item: item, section: section))?.frame
    }

    private func headerFrame(_ view: UICollectionView, _ section: Int) -> CGRect? {
        view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
    }

    private static func header(height: NSCollectionLayoutDimension) -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    }

    /// Two columns: a group of `count: 2` items 10 apart, groups 100 tall and 10 apart, section insets
    /// 8 / 16, an absolute 40-point header.
    static func twoColumnSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        section.boundarySupplementaryItems = [header(height: .absolute(40))]
        return section
    }

    @Test func twoColumnsWithInterItemSpacingInsetsAndAHeader() throws {
        let view = show(UICollectionViewCompositionalLayout(section: Self.twoColumnSection()), counts: [5])
        let width = (343.0 - 10) / 2  // 166.5
        for item in 0..<5 {
            let column = CGFloat(item % 2), row = CGFloat(item / 2)
            #expect(frame(view, item) == CGRect(x: 16 + column * (width + 10), y: 40 + 8 + row * 110, width: width, height: 100), "item \(item)")
        }
        #expect(headerFrame(view, 0) == CGRect(x: 16, y: 0, width: 343, height: 40))
        let expectedHeight: CGFloat = 40 + 8 + 3 * 100 + 2 * 10 + 8
        #expect(abs(view.contentSize.height - expectedHeight) < 0.001)
    }

    /// Apple's inset-items grid: items a fifth of the width and as tall as their group, inset 5 points on
    /// every side; groups as tall as a fifth of the width.
    @Test func insetItemsGridSizedByFractionsOfTheWidth() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)), subitems: [item])
        let view = show(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [12])
        for item in 0..<12 {
            let column = CGFloat(item % 5), row = CGFloat(item / 5)
            #expect(frame(view, item) == CGRect(x: column * 75 + 5, y: row * 75 + 5, width: 65, height: 65), "item \(item)")
        }
        #expect(abs(view.contentSize.height - 3 * 75) < 0.001, "75 is 0.2 × 375, not exact in binary")
    }

    /// Estimated heights: each cell takes the height its constraints give, full-width rows are placed one
    /// after another 6 points apart, and the header (estimated 44) takes its constraints' 30 points.
    @Test func estimatedHeightsSelfSizeThroughAutoLayout() throws {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 6
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        section.boundarySupplementaryItems = [Self.header(height: .estimated(44))]
        let constrained: [CGFloat] = [60, 25, 90, 44.4]
        // Measured heights are rounded up to whole pixels, as in UIKit (this display's scale is 1).
        let heights: [CGFloat] = [60, 25, 90, 45]
        let view = show(UICollectionViewCompositionalLayout(section: section), counts: [4], cellHeight: { constrained[$0] })
        #expect(headerFrame(view, 0) == CGRect(x: 20, y: 0, width: 335, height: 30))
        var y: CGFloat = 30
        for item in 0..<4 {
            #expect(frame(view, item) == CGRect(x: 20, y: y, width: 335, height: heights[item]), "item \(item)")
            y += heights[item] + 6
        }
        #expect(view.contentSize.height == y - 6)
    }

    /// Two self-sizing columns: each cell keeps the height its constraints give (UIKit does not stretch the
    /// shorter items of a row), and the next row starts below the tallest cell of the row, 4 points on.
    @Test func aRowOfEstimatedItemsIsAsTallAsItsTallestCell() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 4
        let heights: [CGFloat] = [70, 120, 40, 30]
        let view = show(UICollectionViewCompositionalLayout(section: section), counts: [4], cellHeight: { heights[$0] })
        #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 187.5, height: 70))
        #expect(frame(view, 1) == CGRect(x: 187.5, y: 0, width: 187.5, height: 120))
        #expect(frame(view, 2) == CGRect(x: 0, y: 124, width: 187.5, height: 40))
        #expect(frame(view, 3) == CGRect(x: 187.5, y: 124, width: 187.5, height: 30))
        #expect(abs(view.contentSize.height - (124 + 40)) < 0.001)
    }

    /// A section provider that mixes a three-column grid, a plain list and the two-column grid, 20 points
    /// apart (`interSectionSpacing`): the list's rows span the width, 44 points tall, right below the grid;
    /// the provider sees the collection view's width as its container.
    @Test func aSectionProviderMixesGridAndListSections() throws {
        var containerWidths: [CGFloat] = []
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, environment in
            containerWidths.append(environment.container.effectiveContentSize.width)
            switch index {
            case 0:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3),
                                                                                      heightDimension: .fractionalHeight(1)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
                return section
            case 1:
                return NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
            default:
                return Self.twoColumnSection()
            }
        }, configuration: configuration)
        let view = show(layout, counts: [4, 3, 2], listSections: [1])
        #expect(!containerWidths.isEmpty && containerWidths.allSatisfy { $0 == 375 })
        #expect(!view.isListSection(0) && view.isListSection(1) && !view.isListSection(2))
        let third = 343.0 / 3
        for item in 0..<4 {
            let column = CGFloat(item % 3), row = CGFloat(item / 3)
            let expected = CGRect(x: 16 + column * third + 4, y: 16 + row * 80 + 4, width: third - 8, height: 72)
            let actual = try #require(frame(view, item))
            #expect(abs(actual.minX - expected.minX) < 0.001 && abs(actual.width - expected.width) < 0.001
                    && actual.minY == expected.minY && actual.height == expected.height, "item \(item): \(actual)")
        }
        let grid = 16 + 2 * 80 + 16.0
        for item in 0..<3 {
            #expect(frame(view, item, 1) == CGRect(x: 0, y: grid + 20 + CGFloat(item) * 44, width: 375, height: 44), "row \(item)")
        }
        let lastTop = grid + 20 + 3 * 44 + 20
        #expect(headerFrame(view, 2) == CGRect(x: 16, y: lastTop, width: 343, height: 40))
        #expect(frame(view, 1, 2) == CGRect(x: 16 + 166.5 + 10, y: lastTop + 48, width: 166.5, height: 100))
        #expect(abs(view.contentSize.height - (lastTop + 40 + 8 + 100 + 8)) < 0.001)
    }
}
