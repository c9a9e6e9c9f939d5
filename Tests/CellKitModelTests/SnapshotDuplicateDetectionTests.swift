import Foundation
import Testing
@testable import CellKitCore

/// Appending and inserting record every identifier in one pass that also finds duplicates; these tests hold
/// that pass to UIKit's rule: the program stops on the first identifier (in order) that repeats or is already
/// in the snapshot, and the message names it.
@Suite("Snapshot duplicates stop the program and are named")
struct SnapshotDuplicateDetectionTests {
    @Test("an identifier repeated within one appended batch")
    func repeatedInBatch() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["A"])
            snapshot.appendItems(["a", "b", "c", "b", "a"])
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("appendItems(_:toSection:): item identifier \"b\" is not unique"))
    }

    @Test("a repeat at the end of a batch of 100 000")
    func repeatAtTheEndOfALargeBatch() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<100_000) + [99_999])
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("item identifier 99999 is not unique"))
    }

    @Test("inserting an identifier that another section holds")
    func insertingAnItemOfAnotherSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["A", "B"])
            snapshot.appendItems(["a1", "a2"], toSection: "A")
            snapshot.appendItems(["b1"], toSection: "B")
            snapshot.insertItems(["new", "a2"], afterItem: "b1")
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("insertItems(_:afterItem:): item identifier \"a2\" is not unique"))
    }

    @Test("a section identifier repeated within one batch")
    func repeatedSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["A", "B", "A"])
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("appendSections(_:): section identifier \"A\" is not unique"))
    }

    @Test("a move that lands next to itself after its anchor left keeps the snapshot consistent")
    func moveKeepsEveryPosition() {
        var snapshot = makeSnapshot([("A", ["a", "b", "c", "d"]), ("B", ["e", "f"])])
        snapshot.moveItem("a", afterItem: "f")
        snapshot.moveItem("e", beforeItem: "b")
        #expect(layout(of: snapshot) == [["A", "e", "b", "c", "d"], ["B", "f", "a"]])
        for (index, item) in snapshot.itemIdentifiers.enumerated() {
            #expect(snapshot.indexOfItem(item) == index)
        }
    }
}

@Suite("Snapshot bulk deletion")
struct SnapshotBulkDeletionTests {
    @Test("deleting scattered items of several sections, some twice, keeps every position right")
    func scatteredDeletes() {
        var snapshot = makeSnapshot([("A", (0..<50).map { "a\($0)" }), ("B", (0..<50).map { "b\($0)" })])
        snapshot.reloadItems(["a3", "a4", "b7"])
        snapshot.reconfigureItems(["b8", "a4"])
        snapshot.deleteItems(["a3", "b49", "a0", "a3", "b8", "zz", "b0", "a49"])
        #expect(snapshot.numberOfItems == 94)
        #expect(snapshot.itemIdentifiers(inSection: "A") == (1..<49).filter { $0 != 3 }.map { "a\($0)" })
        #expect(snapshot.itemIdentifiers(inSection: "B") == (1..<49).filter { $0 != 8 }.map { "b\($0)" })
        for (index, item) in snapshot.itemIdentifiers.enumerated() {
            #expect(snapshot.indexOfItem(item) == index)
        }
        #expect(snapshot.reloadedItemIdentifiers == ["a4", "b7"])
        #expect(snapshot.reconfiguredItemIdentifiers == ["a4"])
    }

    @Test("deleting the middle of 100 000 items and appending one")
    func largeDelete() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(Array(0..<100_000), toSection: 0)
        snapshot.appendItems([-1], toSection: 1)
        snapshot.deleteItems([50_000])
        snapshot.appendItems([100_000], toSection: 0)
        #expect(snapshot.numberOfItems == 100_001)
        #expect(snapshot.indexOfItem(49_999) == 49_999)
        #expect(snapshot.indexOfItem(50_001) == 50_000)
        #expect(snapshot.indexOfItem(100_000) == 99_999)
        #expect(snapshot.indexOfItem(-1) == 100_000)
        #expect(snapshot.indexOfItem(50_000) == nil)
    }
}
