import Foundation
import Testing
@testable import CellKitCore

@Suite("Snapshot diff: what apply inserts, deletes, moves and reconfigures")
struct SnapshotDiffTests {
    typealias Move = SnapshotChanges.ItemMove
    typealias SectionMove = SnapshotChanges.SectionMove

    @Test("equal snapshots change nothing")
    func noChange() {
        let old = makeSnapshot([("A", ["a", "b"]), ("B", ["c"])])
        let changes = SnapshotChanges(from: old, to: old)
        #expect(changes.isEmpty)
        #expect(!changes.hasStructuralChanges)
        #expect(changes == SnapshotChanges())
    }

    @Test("deletes use old index paths, inserts new ones")
    func insertAndDelete() {
        let old = makeSnapshot([("A", ["a", "b", "c", "d"])])
        let new = makeSnapshot([("A", ["a", "c", "e", "d", "f"])])
        let changes = SnapshotChanges(from: old, to: new)
        #expect(changes.deletedItems == [path(0, 1)])
        #expect(changes.insertedItems == [path(0, 2), path(0, 4)])
        #expect(changes.movedItems.isEmpty)
        #expect(changes.deletedSections.isEmpty && changes.insertedSections.isEmpty && changes.movedSections.isEmpty)
    }

    @Test("moving one item to the end is one move, not four")
    func singleMove() {
        let old = makeSnapshot([("A", ["a", "b", "c", "d", "e"])])
        let new = makeSnapshot([("A", ["b", "c", "d", "e", "a"])])
        let changes = SnapshotChanges(from: old, to: new)
        #expect(changes.movedItems == [Move(from: path(0, 0), to: path(0, 4))])
        #expect(changes.insertedItems.isEmpty && changes.deletedItems.isEmpty)
    }

    @Test("items that keep their relative order around deletions and insertions do not move")
    func shiftsAreNotMoves() {
        let old = makeSnapshot([("A", ["a", "b", "c", "d"])])
        let new = makeSnapshot([("A", ["x", "b", "c", "y", "d"])])
        let changes = SnapshotChanges(from: old, to: new)
        #expect(changes.movedItems.isEmpty)
        #expect(changes.deletedItems == [path(0, 0)])
        #expect(changes.insertedItems == [path(0, 0), path(0, 3)])
    }

    @Test("reversing three items takes two moves; the longest ordered run stays")
    func reversal() {
        let old = makeSnapshot([("A", ["a", "b", "c"])])
        let new = makeSnapshot([("A", ["c", "b", "a"])])
        let changes = SnapshotChanges(from: old, to: new)
        #expect(changes.movedItems == [
            Move(from: path(0, 2), to: path(0, 0)),
            Move(from: path(0, 1), to: path(0, 1)),
        ])
    }

    @Test("an item that changes section is a move between index paths")
    func crossSectionMove() {
        let old = makeSnapshot([("A", ["a1", "a2"]), ("B", ["b1"])])
        var new = old
        new.moveItem("a1", afterItem: "b1")
        let changes = SnapshotChanges(from: old, to: new)
        #expect(changes.movedItems == [Move(from: path(0, 0), to: path(1, 1))])
        #expect(changes.insertedItems.isEmpty && changes.deletedItems.isEmpty)
        #expect(changes.movedSections.isEmpty)
    }

    @Test("section deletes, inserts and moves, with minimal section moves")
    func sectionChanges() {
        let old = makeSnapshot([("A", ["a"]), ("B", ["b"]), ("C", ["c"])])
        let new = makeSnapshot([("C", ["c"]), ("A", ["a"]), ("D", ["d"])])
        let changes = SnapshotChanges(from: old, to: new)
        #expect(changes.deletedSections == [1])
        #expect(changes.insertedSections == [2])
        #expect(changes.movedSections == [SectionMove(from: 2, to: 0)])
        // Items of deleted and inserted sections travel with their section.
        #expect(changes.deletedItems.isEmpty)
        #expect(changes.insertedItems.isEmpty)
        #expect(changes.movedItems.isEmpty)
    }

    @Test("a moved section reports in-section reorders in old and new coordinates")
    func movedSectionWithReorder() {
        let old = makeSnapshot([("A", ["a1", "a2"]), ("B", ["b1", "b2"])])
        let new = makeSnapshot([("B", ["b2", "b1"]), ("A", ["a1", "a2"])])
        let changes = SnapshotChanges(from: old, to: new)
        #expect(changes.movedSections == [SectionMove(from: 1, to: 0)])
        #expect(changes.movedItems == [Move(from: path(1, 1), to: path(0, 0))])
    }

    @Test("items leaving a deleted section are inserts; items entering an inserted section are deletes")
    func itemsAcrossInsertedAndDeletedSections() {
        let old = makeSnapshot([("A", ["a1", "a2"]), ("B", ["b1"])])
        let new = makeSnapshot([("A", ["a1", "b1"]), ("N", ["a2"])])
        let changes = SnapshotChanges(from: old, to: new)
        #expect(changes.deletedSections == [1])
        #expect(changes.insertedSections == [1])
        #expect(changes.insertedItems == [path(0, 1)])
        #expect(changes.deletedItems == [path(0, 1)])
        #expect(changes.movedItems.isEmpty)
    }

    @Test("the index path mapping follows surviving items and drops the rest")
    func indexPathMapping() {
        let old = makeSnapshot([("A", ["a1", "a2", "a3"]), ("B", ["b1"]), ("C", ["c1"])])
        let new = makeSnapshot([("B", ["a3", "b1"]), ("A", ["a1"]), ("N", ["c1"])])
        let map = SnapshotChanges.indexPathMapping(from: old, to: new)
        #expect(map(path(0, 0)) == path(1, 0))
        #expect(map(path(0, 1)) == nil, "deleted")
        #expect(map(path(0, 2)) == path(0, 0), "moved across sections")
        #expect(map(path(1, 0)) == path(0, 1))
        #expect(map(path(2, 0)) == nil, "its section C was deleted")
        #expect(map(path(5, 0)) == nil)
        #expect(new.itemCountsBySection == [2, 1, 1])
    }

    @Test("reconfigured items are reported at their new index paths")
    func reconfigure() {
        let old = makeSnapshot([("A", ["a", "b", "c"])])
        var new = old
        new.insertItems(["x"], beforeItem: "a")
        new.reconfigureItems(["c", "a"])
        let changes = SnapshotChanges(from: old, to: new)
        #expect(changes.reconfiguredItems == [path(0, 1), path(0, 3)])
        #expect(changes.insertedItems == [path(0, 0)])
        #expect(changes.reloadedItems.isEmpty)
        #expect(!changes.isEmpty)
    }

    @Test("a reconfigure alone is not a structural change")
    func reconfigureOnly() {
        let old = makeSnapshot([("A", ["a", "b"])])
        var new = old
        new.reconfigureItems(["b"])
        let changes = SnapshotChanges(from: old, to: new)
        #expect(!changes.hasStructuralChanges)
        #expect(changes.reconfiguredItems == [path(0, 1)])
        #expect(!changes.isEmpty)
    }

    @Test("reload beats reconfigure; inserted items and items of reloaded sections are not listed")
    func reloadRules() {
        let old = makeSnapshot([("A", ["a", "b"]), ("B", ["c", "d"])])
        var new = old
        new.appendItems(["n"], toSection: "A")
        new.reloadItems(["a", "c"])
        new.reconfigureItems(["a", "b", "n", "d"])
        new.reloadSections(["B"])
        let changes = SnapshotChanges(from: old, to: new)
        #expect(changes.reloadedItems == [path(0, 0)])
        #expect(changes.reconfiguredItems == [path(0, 1)])
        #expect(changes.reloadedSections == [1])
        #expect(changes.insertedItems == [path(0, 2)])
    }

    @Test("a moved item can also be reconfigured")
    func moveAndReconfigure() {
        let old = makeSnapshot([("A", ["a", "b", "c"])])
        var new = old
        new.moveItem("a", afterItem: "c")
        new.reconfigureItems(["a"])
        let changes = SnapshotChanges(from: old, to: new)
        #expect(changes.movedItems == [Move(from: path(0, 0), to: path(0, 2))])
        #expect(changes.reconfiguredItems == [path(0, 2)])
    }

    @Test("reloaded sections are reported only when they survive, at their new index")
    func reloadedSectionsSurvive() {
        let old = makeSnapshot([("A", ["a"]), ("B", ["b"])])
        var new = old
        new.insertSections(["N"], beforeSection: "A")
        new.reloadSections(["N", "B"])
        let changes = SnapshotChanges(from: old, to: new)
        #expect(changes.insertedSections == [0])
        #expect(changes.reloadedSections == [2])
    }

    @Test("appending 100 000 items is 100 000 inserts")
    func largeAppend() {
        let old = makeSnapshot([("All", [])])
        var new = old
        let items = (0..<100_000).map { "item \($0)" }
        new.appendItems(items, toSection: "All")
        #expect(new.numberOfItems == 100_000)
        #expect(new.indexOfItem("item 99999") == 99_999)
        #expect(new.sectionIdentifier(containingItem: "item 54321") == "All")
        let changes = SnapshotChanges(from: old, to: new)
        #expect(changes.insertedItems.count == 100_000)
        #expect(changes.insertedItems.first == path(0, 0))
        #expect(changes.insertedItems.last == path(0, 99_999))
        #expect(changes.movedItems.count == 0 && changes.deletedItems.count == 0)
    }

    @Test("one move and one insert in 100 000 items are found as exactly that")
    func largeEdit() throws {
        let items = (0..<100_000).map { "item \($0)" }
        let old = makeSnapshot([("All", items)])
        var new = old
        new.moveItem("item 10", afterItem: "item 90000")
        new.insertItems(["fresh"], beforeItem: "item 500")
        let changes = SnapshotChanges(from: old, to: new)
        // Counts first, so a wrong diff does not print 100 000 moves.
        try #require(changes.movedItems.count == 1 && changes.insertedItems.count == 1)
        #expect(changes.movedItems == [Move(from: path(0, 10), to: path(0, 90_001))])
        #expect(changes.insertedItems == [path(0, 499)])
        #expect(changes.deletedItems.isEmpty)
    }
}

@Suite("Longest increasing subsequence")
struct LongestIncreasingSubsequenceTests {
    @Test("positions of a longest strictly increasing run")
    func positions() {
        #expect(LongestIncreasingSubsequence.positions(in: []) == [])
        #expect(LongestIncreasingSubsequence.positions(in: [7]) == [0])
        #expect(LongestIncreasingSubsequence.positions(in: [0, 1, 2]) == [0, 1, 2])
        #expect(LongestIncreasingSubsequence.positions(in: [4, 0, 1, 2, 3]) == [1, 2, 3, 4])
        #expect(LongestIncreasingSubsequence.positions(in: [1, 2, 3, 4, 0]) == [0, 1, 2, 3])
        #expect(LongestIncreasingSubsequence.positions(in: [3, 1, 2, 0, 4]).count == 3)
        #expect(LongestIncreasingSubsequence.positions(in: [2, 1, 0]) == [2])
    }
}
