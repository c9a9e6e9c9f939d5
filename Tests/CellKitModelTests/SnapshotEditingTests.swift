import Foundation
import Testing
@testable import CellKitCore

@Suite("Snapshot editing")
struct SnapshotEditingTests {
    @Test("appendItems without a section goes to the last section")
    func appendToLastSection() {
        var snapshot = Snapshot()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems(["b1", "b2"])
        snapshot.appendItems(["a1"], toSection: "A")
        #expect(layout(of: snapshot) == [["A", "a1"], ["B", "b1", "b2"]])
        #expect(snapshot.itemIdentifiers == ["a1", "b1", "b2"])
    }

    @Test("insertItems before and after an item land in that item's section")
    func insertItemsRelative() {
        var snapshot = makeSnapshot([("A", ["a1", "a3"]), ("B", ["b1"])])
        snapshot.insertItems(["a2"], beforeItem: "a3")
        snapshot.insertItems(["a0"], beforeItem: "a1")
        snapshot.insertItems(["b2", "b3"], afterItem: "b1")
        snapshot.insertItems(["a4"], afterItem: "a3")
        #expect(layout(of: snapshot) == [["A", "a0", "a1", "a2", "a3", "a4"], ["B", "b1", "b2", "b3"]])
        #expect(snapshot.indexOfItem("b1") == 5)
        #expect(snapshot.indexOfItem("a4") == 4)
    }

    @Test("deleteItems removes items from any section and ignores unknown identifiers")
    func deleteItems() {
        var snapshot = makeSnapshot([("A", ["a1", "a2", "a3"]), ("B", ["b1", "b2"])])
        snapshot.deleteItems(["a2", "b1", "nope"])
        #expect(layout(of: snapshot) == [["A", "a1", "a3"], ["B", "b2"]])
        #expect(snapshot.numberOfItems == 3)
        #expect(snapshot.indexOfItem("a3") == 1)
        #expect(snapshot.indexOfItem("b2") == 2)
        #expect(snapshot.indexOfItem("a2") == nil)
        #expect(snapshot.sectionIdentifier(containingItem: "b1") == nil)
    }

    @Test("deleteAllItems leaves no items and no sections")
    func deleteAll() {
        var snapshot = makeSnapshot([("A", ["a1"]), ("B", ["b1"])])
        snapshot.reloadSections(["A"])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
        snapshot.appendSections(["A"])
        snapshot.appendItems(["a1"])
        #expect(layout(of: snapshot) == [["A", "a1"]])
    }

    @Test("moveItem before and after, within and across sections")
    func moveItems() {
        var snapshot = makeSnapshot([("A", ["a1", "a2", "a3"]), ("B", ["b1", "b2"])])
        snapshot.moveItem("a1", afterItem: "a3")
        #expect(layout(of: snapshot) == [["A", "a2", "a3", "a1"], ["B", "b1", "b2"]])
        snapshot.moveItem("b2", beforeItem: "a2")
        #expect(layout(of: snapshot) == [["A", "b2", "a2", "a3", "a1"], ["B", "b1"]])
        snapshot.moveItem("a3", afterItem: "b1")
        #expect(layout(of: snapshot) == [["A", "b2", "a2", "a1"], ["B", "b1", "a3"]])
        #expect(snapshot.sectionIdentifier(containingItem: "a3") == "B")
        #expect(snapshot.indexOfItem("a3") == 4)
        snapshot.moveItem("a2", beforeItem: "a2")
        #expect(layout(of: snapshot) == [["A", "b2", "a2", "a1"], ["B", "b1", "a3"]])
    }

    @Test("insertSections before and after, with later sections re-indexed")
    func insertSections() {
        var snapshot = makeSnapshot([("A", ["a1"]), ("C", ["c1"])])
        snapshot.insertSections(["B"], beforeSection: "C")
        snapshot.insertSections(["D", "E"], afterSection: "C")
        snapshot.insertSections(["Z"], beforeSection: "A")
        #expect(snapshot.sectionIdentifiers == ["Z", "A", "B", "C", "D", "E"])
        #expect(snapshot.indexOfSection("C") == 3)
        #expect(snapshot.indexOfItem("c1") == 1)
        snapshot.appendItems(["b1"], toSection: "B")
        #expect(snapshot.itemIdentifiers == ["a1", "b1", "c1"])
        #expect(snapshot.indexOfItem("c1") == 2)
    }

    @Test("deleteSections removes their items and keeps the rest indexed")
    func deleteSections() {
        var snapshot = makeSnapshot([("A", ["a1"]), ("B", ["b1", "b2"]), ("C", ["c1"])])
        snapshot.reconfigureItems(["b1", "c1"])
        snapshot.deleteSections(["B", "unknown"])
        #expect(layout(of: snapshot) == [["A", "a1"], ["C", "c1"]])
        #expect(snapshot.indexOfSection("C") == 1)
        #expect(snapshot.indexOfItem("c1") == 1)
        #expect(snapshot.sectionIdentifier(containingItem: "b2") == nil)
        #expect(snapshot.reconfiguredItemIdentifiers == ["c1"])
        // The deleted identifiers are free again.
        snapshot.appendSections(["B"])
        snapshot.appendItems(["b1"], toSection: "B")
        #expect(snapshot.itemIdentifiers == ["a1", "c1", "b1"])
    }

    @Test("moveSection carries the section's items")
    func moveSections() {
        var snapshot = makeSnapshot([("A", ["a1"]), ("B", ["b1", "b2"]), ("C", ["c1"])])
        snapshot.moveSection("A", afterSection: "C")
        #expect(layout(of: snapshot) == [["B", "b1", "b2"], ["C", "c1"], ["A", "a1"]])
        #expect(snapshot.indexOfItem("a1") == 3)
        snapshot.moveSection("C", beforeSection: "B")
        #expect(snapshot.sectionIdentifiers == ["C", "B", "A"])
        #expect(snapshot.indexOfItem("b2") == 2)
        #expect(snapshot.indexOfSection("A") == 2)
    }

    @Test("reload and reconfigure marks keep first-call order, drop duplicates and follow deletions")
    func marks() {
        var snapshot = makeSnapshot([("A", ["a1", "a2", "a3"]), ("B", ["b1"])])
        snapshot.reconfigureItems(["a3", "a1"])
        snapshot.reconfigureItems(["a1", "a2"])
        snapshot.reloadItems(["b1", "a2"])
        snapshot.reloadSections(["B", "A", "B"])
        #expect(snapshot.reconfiguredItemIdentifiers == ["a3", "a1", "a2"])
        #expect(snapshot.reloadedItemIdentifiers == ["b1", "a2"])
        #expect(snapshot.reloadedSectionIdentifiers == ["B", "A"])
        snapshot.deleteItems(["a1", "b1"])
        #expect(snapshot.reconfiguredItemIdentifiers == ["a3", "a2"])
        #expect(snapshot.reloadedItemIdentifiers == ["a2"])
        let cleared = snapshot.clearingUpdateMarks()
        #expect(cleared.reconfiguredItemIdentifiers.isEmpty)
        #expect(cleared.reloadedItemIdentifiers.isEmpty)
        #expect(cleared.reloadedSectionIdentifiers.isEmpty)
        #expect(cleared.itemIdentifiers == snapshot.itemIdentifiers)
    }

    @Test("a copy is independent of the original")
    func valueSemantics() {
        let original = makeSnapshot([("A", ["a1", "a2"])])
        var copy = original
        copy.deleteItems(["a1"])
        copy.appendSections(["B"])
        #expect(original.itemIdentifiers == ["a1", "a2"])
        #expect(original.numberOfSections == 1)
        #expect(copy.itemIdentifiers == ["a2"])
    }

    @Test("replaceItems(inSection:with:) swaps a section's items in place")
    func replaceItemsInSection() {
        var snapshot = makeSnapshot([("A", ["a1"]), ("B", ["b1", "b2"]), ("C", ["c1"])])
        snapshot.reconfigureItems(["b2"])
        snapshot.replaceItems(inSection: "B", with: ["x", "b1", "y"])
        #expect(layout(of: snapshot) == [["A", "a1"], ["B", "x", "b1", "y"], ["C", "c1"]])
        #expect(snapshot.indexOfItem("c1") == 4)
        #expect(snapshot.indexOfItem("b1") == 2)
        #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
    }

    @Test("moveItem(_:toSection:at:) places the item at a final position")
    func moveItemToPosition() {
        var snapshot = makeSnapshot([("A", ["a1", "a2", "a3"]), ("B", ["b1"])])
        snapshot.moveItem("a1", toSection: "A", at: 2)
        #expect(snapshot.itemIdentifiers(inSection: "A") == ["a2", "a3", "a1"])
        snapshot.moveItem("a3", toSection: "B", at: 99)
        #expect(layout(of: snapshot) == [["A", "a2", "a1"], ["B", "b1", "a3"]])
    }
}
