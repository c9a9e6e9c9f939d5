import Foundation
import Testing
@testable import CellKitCore

/// Snapshots of identifiers in ascending order are indexed by their order (no hash table); any edit that
/// breaks the order switches to the dictionary. Either way every lookup answers the same, and duplicates stop
/// the program as UIKit's exception would.
@Suite struct SnapshotOrderedIndexTests {
    typealias IntSnapshot = NSDiffableDataSourceSnapshot<Int, Int>

    /// Every item's index, index path and section, checked against the snapshot's own item list.
    func expectConsistent(_ snapshot: IntSnapshot, sourceLocation: SourceLocation = #_sourceLocation) {
        for (flat, item) in snapshot.itemIdentifiers.enumerated() {
            #expect(snapshot.indexOfItem(item) == flat, sourceLocation: sourceLocation)
            let path = snapshot.indexPath(forItem: item)
            #expect(path.map { snapshot.sectionIdentifiers[$0.section] } == snapshot.sectionIdentifier(containingItem: item),
                    sourceLocation: sourceLocation)
            #expect(path.flatMap { snapshot.itemIdentifier(at: $0) } == item, sourceLocation: sourceLocation)
        }
    }

    @Test func ascendingItemsNeedNoDictionary() {
        var snapshot = IntSnapshot()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(Array(0..<1_000), toSection: 0)
        snapshot.appendItems(Array(1_000..<1_500), toSection: 1)
        snapshot.appendItems([1_500, 1_502])
        #expect(snapshot.itemOrder != nil && snapshot.itemLocations.isEmpty)
        #expect(snapshot.numberOfItems == 1_502)
        #expect(snapshot.indexOfItem(1_501) == nil && snapshot.indexOfItem(-1) == nil && snapshot.indexOfItem(9_999) == nil)
        snapshot.insertItems([1_501], afterItem: 1_500)
        snapshot.deleteItems([3, 3, 700, 42_000])
        #expect(snapshot.itemOrder != nil, "inserting in order and deleting keep the order")
        #expect(snapshot.numberOfItems == 1_501)
        expectConsistent(snapshot)
    }

    @Test func anEditThatBreaksTheOrderSwitchesToTheDictionary() {
        var snapshot = IntSnapshot()
        snapshot.appendSections([0, 1])
        snapshot.appendItems([10, 20, 30], toSection: 0)
        snapshot.appendItems([40, 50], toSection: 1)
        snapshot.appendItems([5], toSection: 1)
        #expect(snapshot.itemOrder == nil)
        #expect(snapshot.itemIdentifiers == [10, 20, 30, 40, 50, 5])
        expectConsistent(snapshot)

        var moved = IntSnapshot()
        moved.appendSections([0, 1])
        moved.appendItems([1, 2], toSection: 0)
        moved.appendItems([3, 4], toSection: 1)
        moved.moveSection(1, beforeSection: 0)
        #expect(moved.itemOrder == nil)
        expectConsistent(moved)
        moved.moveItem(2, beforeItem: 3)
        #expect(moved.itemIdentifiers == [2, 3, 4, 1])
        expectConsistent(moved)
    }

    @Test func diffsAndMovesAgreeWithTheDictionary() {
        var ordered = IntSnapshot()
        ordered.appendSections([0, 1])
        ordered.appendItems(Array(0..<50), toSection: 0)
        ordered.appendItems(Array(50..<100), toSection: 1)
        var hashed = ordered
        hashed.switchToHashedIndex()
        var edited = ordered
        edited.deleteItems([7, 60])
        edited.appendItems([100])
        edited.moveItem(30, afterItem: 90)
        edited.reconfigureItems([40])
        #expect(SnapshotChanges(from: ordered, to: edited) == SnapshotChanges(from: hashed, to: edited))
        let mapping = SnapshotChanges.indexPathMapping(from: ordered, to: edited)
        #expect(mapping(IndexPath(item: 30, section: 0)) == edited.indexPath(forItem: 30))
        #expect(mapping(IndexPath(item: 7, section: 0)) == nil)
    }

    @Test func aRepeatAcrossSectionsStillStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0, 1])
            snapshot.appendItems([1, 2, 3], toSection: 0)
            snapshot.appendItems([3, 4], toSection: 1)
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("appendItems(_:toSection:): item identifier 3 is not unique"))
    }

    /// An identifier type that is only `Hashable`.
    struct Tag: Hashable, Sendable { var name: String }

    @Test func identifiersThatAreNotComparableOrNotInOrderUseTheDictionary() {
        var tags = NSDiffableDataSourceSnapshot<Int, Tag>()
        tags.appendSections([0])
        tags.appendItems([Tag(name: "b"), Tag(name: "a")])
        #expect(tags.itemOrder == nil && tags.itemLocations.count == 2)
        #expect(tags.indexOfItem(Tag(name: "a")) == 1)
        var names = NSDiffableDataSourceSnapshot<Int, String>()
        names.appendSections([0])
        names.appendItems(["c", "b", "a"])
        #expect(names.itemOrder == nil && names.indexOfItem("a") == 2)
    }
}
