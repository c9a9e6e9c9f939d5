@testable import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// A plain data source over numbered rows in sections.
@MainActor
final class NumberedRowsDataSource: UICollectionViewDataSource {
    var counts: [Int]
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
        var content = cell.defaultContentConfiguration()
        content.text = title
        cell.contentConfiguration = content
    }
    var headerRegistration: UICollectionView.SupplementaryRegistration<UICollectionViewListCell>?
    var providedCells = 0

    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        providedCells += 1
        return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: "Row \(indexPath.section).\(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration!, for: indexPath)
    }
}

/// Keeps data sources alive for a test's duration (collection views hold them weakly, as in UIKit).
@MainActor
enum KeepAlive {
    private static var objects: [AnyObject] = []
    static func keep(_ object: AnyObject) { objects.append(object) }
}

/// A cell that counts how often it was prepared for reuse.
@MainActor
final class CountingCell: UICollectionViewListCell {
    nonisolated(unsafe) static var reuseCount = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        Self.reuseCount += 1
    }
}

@Suite(.gtk) @MainActor struct CollectionViewVirtualizationTests {
    private func makeList(_ counts: [Int], appearance: UICollectionLayoutListConfiguration.Appearance = .plain,
                          height: CGFloat = 640) -> (UICollectionView, NumberedRowsDataSource) {
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: appearance))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: height), collectionViewLayout: layout)
        let dataSource = NumberedRowsDataSource(counts: counts)
        collectionView.dataSource = dataSource
        KeepAlive.keep(dataSource)
        return (collectionView, dataSource)
    }

    @Test func layoutIfNeededRealizesAndConfiguresTheVisibleCells() {
        let (list, _) = makeList([30])
        list.layoutIfNeeded()
        let first = list.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
        #expect((first?.contentConfiguration as? UIListContentConfiguration)?.text == "Row 0.0")
        #expect(first?.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
        #expect(list.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 44)
        #expect(list.contentSize.height == CGFloat(30 * 44))
    }

    @Test func a100000ItemListCreatesOnlyAScreenfulOfCells() {
        let (list, dataSource) = makeList([100_000])
        list.layoutIfNeeded()
        let screenful = Int((CGFloat(640) / 44).rounded(.up))
        #expect(list.visibleCells.count <= screenful * 2 + 2)
        #expect(list.createdReusableViewCount == list.visibleCells.count)
        #expect(list.contentSize.height == CGFloat(100_000 * 44))
        list.contentOffset = CGPoint(x: 0, y: 44 * 50_000)
        list.layoutIfNeeded()
        #expect(list.cellForItem(at: IndexPath(item: 50_000, section: 0)) != nil)
        #expect(list.createdReusableViewCount <= screenful * 3 + 2, "scrolling reuses cells instead of making new ones")
        #expect(dataSource.providedCells > list.createdReusableViewCount)
    }

    @Test func scrolledAwayCellsAreReusedAfterPrepareForReuse() {
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
        let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 300), collectionViewLayout: layout)
        let source = CountingDataSource()
        KeepAlive.keep(source)
        list.dataSource = source
        list.layoutIfNeeded()
        CountingCell.reuseCount = 0
        list.contentOffset = CGPoint(x: 0, y: 44 * 40)
        list.layoutIfNeeded()
        #expect(CountingCell.reuseCount > 0)
        let cell = list.cellForItem(at: IndexPath(item: 40, section: 0)) as? CountingCell
        #expect((cell?.contentConfiguration as? UIListContentConfiguration)?.text == "Item 40")
    }

    @Test func indexPathForCellAndScrollToItem() {
        let (list, _) = makeList([200])
        list.scrollToItem(at: IndexPath(item: 120, section: 0), at: .top, animated: false)
        #expect(list.contentOffset.y == CGFloat(120 * 44))
        let cell = list.cellForItem(at: IndexPath(item: 120, section: 0))!
        #expect(list.indexPath(for: cell) == IndexPath(item: 120, section: 0))
    }

    @Test func programmaticSelectionFeedsCellState() {
        let (list, _) = makeList([10])
        list.layoutIfNeeded()
        list.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        #expect(list.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(list.cellForItem(at: IndexPath(item: 2, section: 0))?.configurationState.isSelected == true)
        list.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        #expect(list.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)], "single selection replaces")
        list.deselectItem(at: IndexPath(item: 3, section: 0), animated: false)
        #expect(list.indexPathsForSelectedItems == nil)
    }

    @Test func aRegistrationCreatedInsideTheCellProviderIsReportedOnce() {
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
        let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 200), collectionViewLayout: layout)
        let source = MisplacedRegistrationDataSource()
        KeepAlive.keep(source)
        list.dataSource = source
        let (_, warnings) = Diagnostics.capturingWarnings { list.layoutIfNeeded() }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("inside the cell provider") == true)
        #expect(warnings.first?.contains("create each registration once, up front") == true)
        #expect(list.visibleCells.count == 5, "the cells are still shown")
    }

    @Test func insetGroupedListRendersSectionsWithSeparatorsAndHeaders() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 330), collectionViewLayout: layout)
        let source = NumberedRowsDataSource(counts: [3, 2])
        KeepAlive.keep(source)
        source.headerRegistration = .init(elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = "Section \(indexPath.section)"
            header.contentConfiguration = content
        }
        list.dataSource = source
        list.layoutIfNeeded()
        GoldenImage.assertMatches(try ViewSnapshot.image(of: list), named: "list-inset-grouped-with-headers")
    }
}

@MainActor
final class CountingDataSource: UICollectionViewDataSource {
    let registration = UICollectionView.CellRegistration<CountingCell, Int> { cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = "Item \(item)"
        cell.contentConfiguration = content
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1000 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
    }
}

@MainActor
final class MisplacedRegistrationDataSource: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Item \(item)"
            cell.contentConfiguration = content
        }
        return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
    }
}
