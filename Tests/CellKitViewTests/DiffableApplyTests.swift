@testable import CellKit
import CGtk
import CGtkShim
import Foundation
import Testing

/// `apply` changes only what differs, and outline sections expand and collapse.
@Suite @MainActor struct DiffableApplyTests {
    let list: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<String, String>
    let counter = ConfigurationCounter()

    init() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.headerMode = .none
        list = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600),
                                collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let counter = counter
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            counter.count[title, default: 0] += 1
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: list) { collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
    }

    private func apply(_ items: [String], section: String = "main") {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections([section])
        snapshot.appendItems(items)
        dataSource.apply(snapshot)
        list.layoutIfNeeded()
    }

    private func cell(_ title: String) -> UICollectionViewCell? {
        dataSource.indexPath(for: title).flatMap { list.cellForItem(at: $0) }
    }

    private func text(at item: Int) -> String? {
        (list.cellForItem(at: IndexPath(item: item, section: 0))?.contentConfiguration as? UIListContentConfiguration)?.text
    }

    @Test func applyKeepsCellsOfItemsThatSurviveAndMove() {
        apply(["A", "B", "C", "D"])
        let b = cell("B"), d = cell("D")
        apply(["D", "A", "B", "E"])
        #expect(cell("B") === b, "a surviving item keeps its cell")
        #expect(cell("D") === d, "a moved item keeps its cell")
        #expect((0..<4).map(text) == ["D", "A", "B", "E"])
        #expect(dataSource.lastChanges.deletedItems == [IndexPath(item: 2, section: 0)])
        #expect(dataSource.lastChanges.insertedItems == [IndexPath(item: 3, section: 0)])
        #expect(dataSource.lastChanges.movedItems.map(\.to) == [IndexPath(item: 0, section: 0)])
    }

    @Test func selectionFollowsItsItemAcrossApply() {
        apply(["A", "B", "C"])
        list.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        apply(["Z", "A", "B", "C"])
        #expect(list.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(cell("B")?.configurationState.isSelected == true)
    }

    @Test func reconfigureKeepsTheCellAndRerunsItsConfiguration() {
        apply(["A", "B"])
        let before = cell("A")
        let runs = counter.count["A"] ?? 0
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems(["A"])
        dataSource.apply(snapshot)
        list.layoutIfNeeded()
        #expect(cell("A") === before)
        #expect(counter.count["A"] == runs + 1)
        var reload = dataSource.snapshot()
        reload.reloadItems(["B"])
        let bRuns = counter.count["B"] ?? 0
        dataSource.apply(reload)
        list.layoutIfNeeded()
        #expect(counter.count["B"] == bRuns + 1, "a reloaded item is dequeued (through prepareForReuse) and configured again")
        #expect(counter.count["A"] == runs + 1, "other items are untouched")
    }

    @Test func measuredHeightsFollowTheirItemsAcrossApply() throws {
        apply(["A", "Tall\ntwo lines", "C"])
        let tall = try #require(list.engine.measuredSize(of: IndexPath(item: 1, section: 0))?.height)
        #expect(tall > UICollectionView.estimatedItemHeight)
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems(["A"])
        dataSource.apply(snapshot)
        #expect(list.engine.measuredSize(of: IndexPath(item: 0, section: 0))?.height == tall,
                "the measured height moved with its item, before any layout")
        #expect(list.engine.frame(of: IndexPath(item: 1, section: 0))?.minY == tall, "the next row starts below it")
        #expect(!list.engine.needsMeasurement(IndexPath(item: 0, section: 0)))
        #expect(list.engine.measuredSize(of: IndexPath(item: 2, section: 0)) == nil)
    }

    @Test func flatListsKeepNoPerRowOutline() {
        apply((0..<500).map { "item \($0)" })
        list.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        #expect(list.interactionState.outline.isEmpty, "every row is flat")
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Projects"])
        outline.append(["Alpha"], to: "Projects")
        dataSource.apply(outline, to: "sidebar")
        list.layoutIfNeeded()
        list.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        #expect(list.interactionState.outline.count == 501, "outline sections give every row its facts")
    }

    @Test func outlineSectionsExpandCollapseAndIndent() {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Projects", "Tags"])
        outline.append(["Alpha", "Beta"], to: "Projects")
        outline.append(["Red"], to: "Tags")
        dataSource.apply(outline, to: "sidebar")
        list.layoutIfNeeded()
        #expect((0..<2).map(text) == ["Projects", "Tags"], "collapsed children are not rows")
        list.setExpanded(true, item: 0)
        #expect((0..<4).map(text) == ["Projects", "Alpha", "Beta", "Tags"])
        #expect(list.cellForItem(at: IndexPath(item: 0, section: 0))?.configurationState.isExpanded == true)
        #expect((list.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)?.indentationLevel == 1)
        #expect(dataSource.snapshot(for: "sidebar").isExpanded("Projects"))
        list.setExpanded(false, item: 0)
        #expect((0..<2).map(text) == ["Projects", "Tags"])
    }
}

/// Counts registration handler runs per item.
@MainActor
final class ConfigurationCounter {
    var count: [String: Int] = [:]
}

extension UICollectionView {
    /// Expands or collapses the outline row `item` of section 0 the way the keyboard does.
    fileprivate func setExpanded(_ expanded: Bool, item: Int) {
        send(.focusIn)
        while let focused = interactionState.focused, focused != item { send(.key(focused < item ? .down : .up)) }
        send(.key(expanded ? .right : .left))
        layoutIfNeeded()
    }
}
