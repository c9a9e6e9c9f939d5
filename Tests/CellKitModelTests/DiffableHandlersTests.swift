import Foundation
import Testing
@testable import CellKitCore

/// Records handler calls in order.
private final class CallLog {
    var calls: [String] = []
}

@Suite("Section snapshot handlers, reordering handlers and transactions")
struct DiffableHandlersTests {
    @Test("expanding asks, announces, lets the parent's children be replaced, then expands")
    func expandFlow() {
        let log = CallLog()
        var handlers = DiffableSectionSnapshotHandlers<String>()
        handlers.shouldExpandItem = { item in log.calls.append("should \(item)"); return true }
        handlers.willExpandItem = { item in log.calls.append("will \(item)") }
        handlers.snapshotForExpandingParent = { parent, current in
            log.calls.append("children of \(parent): \(current.items)")
            var loaded = SectionSnapshot()
            loaded.append(["Lemonade"])
            return loaded
        }
        let result = handlers.expanding("Drinks", in: makeFoodOutline())
        #expect(log.calls == ["should Drinks", "will Drinks", "children of Drinks: [\"Tea\"]"])
        #expect(result?.isExpanded("Drinks") == true)
        #expect(result?.visibleItems == ["Food", "Fruit", "Bread", "Drinks", "Lemonade"])
    }

    @Test("a vetoed, repeated or unknown expansion returns nil")
    func expandVeto() {
        var handlers = DiffableSectionSnapshotHandlers<String>()
        let outline = makeFoodOutline()
        #expect(handlers.expanding("Food", in: outline) == nil, "already expanded")
        #expect(handlers.expanding("Nothing", in: outline) == nil)
        #expect(handlers.expanding("Fruit", in: outline)?.isExpanded("Fruit") == true)
        handlers.shouldExpandItem = { $0 != "Fruit" }
        #expect(handlers.expanding("Fruit", in: outline) == nil)
    }

    @Test("collapsing asks and announces, and keeps the children")
    func collapseFlow() {
        let log = CallLog()
        var handlers = DiffableSectionSnapshotHandlers<String>()
        handlers.willCollapseItem = { log.calls.append("will \($0)") }
        let result = handlers.collapsing("Food", in: makeFoodOutline())
        #expect(log.calls == ["will Food"])
        #expect(result?.visibleItems == ["Food", "Drinks"])
        #expect(result?.items.count == 7)
        handlers.shouldCollapseItem = { _ in false }
        #expect(handlers.collapsing("Food", in: makeFoodOutline()) == nil)
        #expect(DiffableSectionSnapshotHandlers<String>().collapsing("Drinks", in: makeFoodOutline()) == nil)
    }

    @Test("reordering needs both canReorderItem and didReorder")
    func reorderingEnabled() {
        var handlers = DiffableReorderingHandlers<String, String>()
        #expect(!handlers.isReorderingEnabled)
        handlers.canReorderItem = { $0 != "pinned" }
        #expect(!handlers.canReorder("a"))
        handlers.didReorder = { _ in }
        #expect(handlers.isReorderingEnabled)
        #expect(handlers.canReorder("a"))
        #expect(!handlers.canReorder("pinned"))
    }

    @Test("a reorder transaction within a section")
    func transactionWithinSection() throws {
        let initial = makeSnapshot([("A", ["a", "b", "c", "d"]), ("B", ["e"])])
        let transaction = try #require(
            NSDiffableDataSourceTransaction.reordering(initial, from: path(0, 0), to: path(0, 2))
        )
        #expect(transaction.finalSnapshot.itemIdentifiers == ["b", "c", "a", "d", "e"])
        #expect(transaction.initialSnapshot.itemIdentifiers == ["a", "b", "c", "d", "e"])
        #expect(initial.itemIdentifiers.applying(transaction.difference) == ["b", "c", "a", "d", "e"])
        #expect(transaction.sectionTransactions.count == 1)
        let section = try #require(transaction.sectionTransactions.first)
        #expect(section.sectionIdentifier == "A")
        #expect(section.initialSnapshot.items == ["a", "b", "c", "d"])
        #expect(section.finalSnapshot.items == ["b", "c", "a", "d"])
        #expect(section.initialSnapshot.items.applying(section.difference) == ["b", "c", "a", "d"])
    }

    @Test("a reorder transaction across sections has one section transaction per section")
    func transactionAcrossSections() throws {
        let initial = makeSnapshot([("A", ["a", "b"]), ("B", ["c"])])
        let transaction = try #require(
            NSDiffableDataSourceTransaction.reordering(initial, from: path(0, 1), to: path(1, 0))
        )
        #expect(layout(of: transaction.finalSnapshot) == [["A", "a"], ["B", "b", "c"]])
        #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == ["A", "B"])
        #expect(transaction.sectionTransactions.map(\.finalSnapshot.items) == [["a"], ["b", "c"]])
        #expect(NSDiffableDataSourceTransaction.reordering(initial, from: path(0, 5), to: path(0, 0)) == nil)
        #expect(NSDiffableDataSourceTransaction.reordering(initial, from: path(0, 0), to: path(4, 0)) == nil)
    }
}
