import Foundation
import Testing
@testable import CellKitCore

/// The diff matches runs of unchanged items at the front and back of each section by comparing identifiers in
/// step, and analyses only the part in between item by item. These tests hold it to the plain item-by-item
/// analysis the documentation describes, on many random edits.
@Suite("Snapshot diff: matching unchanged runs gives the same changes as analysing every item")
struct SnapshotDiffEquivalenceTests {
    @Test("random edits of random snapshots")
    func randomEdits() {
        var random = SeededRandom(seed: 14)
        for round in 0..<400 {
            let old = randomSnapshot(&random)
            var new = old
            for _ in 0..<random.next(upTo: 6) { randomEdit(&new, &random) }
            let changes = SnapshotChanges(from: old, to: new)
            let expected = ReferenceDiff(from: old, to: new)
            #expect(changes.insertedItems == expected.inserted, "round \(round)")
            #expect(changes.deletedItems == expected.deleted, "round \(round)")
            #expect(changes.movedItems.map { [$0.from, $0.to] } == expected.moved.map { [$0.0, $0.1] }, "round \(round)")
            #expect(changes.insertedSections == expected.insertedSections && changes.deletedSections == expected.deletedSections,
                    "round \(round)")
        }
    }

    @Test("an edit in the middle of a long section touches only the middle")
    func editInTheMiddle() {
        let items = (0..<10_000).map { "i\($0)" }
        let old = makeSnapshot([("A", items)])
        var new = old
        new.deleteItems(["i5000"])
        new.insertItems(["x"], afterItem: "i7000")
        new.appendItems(["tail"])
        let changes = SnapshotChanges(from: old, to: new)
        #expect(changes.deletedItems == [path(0, 5000)])
        #expect(changes.insertedItems == [path(0, 7000), path(0, 10_000)])
        #expect(changes.movedItems.isEmpty)
    }

    private func randomSnapshot(_ random: inout SeededRandom) -> Snapshot {
        var snapshot = Snapshot()
        var next = 0
        for section in 0..<(1 + random.next(upTo: 3)) {
            snapshot.appendSections(["S\(section)"])
            let items = (0..<random.next(upTo: 9)).map { _ in next += 1; return "i\(next)" }
            snapshot.appendItems(items)
        }
        return snapshot
    }

    private func randomEdit(_ snapshot: inout Snapshot, _ random: inout SeededRandom) {
        let items = snapshot.itemIdentifiers
        let sections = snapshot.sectionIdentifiers
        let fresh = "n\(random.next(upTo: 1_000_000))"
        switch random.next(upTo: 7) {
        case 0 where !items.isEmpty: snapshot.deleteItems([items[random.next(upTo: items.count)]])
        case 1 where !items.isEmpty && snapshot.indexOfItem(fresh) == nil:
            snapshot.insertItems([fresh], beforeItem: items[random.next(upTo: items.count)])
        case 2 where items.count > 1:
            let item = items[random.next(upTo: items.count)], anchor = items[random.next(upTo: items.count)]
            snapshot.moveItem(item, afterItem: anchor)
        case 3 where !sections.isEmpty && snapshot.indexOfItem(fresh) == nil:
            snapshot.appendItems([fresh], toSection: sections[random.next(upTo: sections.count)])
        case 4 where sections.count > 1:
            snapshot.moveSection(sections[random.next(upTo: sections.count)], beforeSection: sections[random.next(upTo: sections.count)])
        case 5 where sections.count > 1: snapshot.deleteSections([sections[random.next(upTo: sections.count)]])
        case 6 where snapshot.indexOfSection("T\(fresh)") == nil:
            snapshot.appendSections(["T\(fresh)"])
            if snapshot.indexOfItem(fresh) == nil { snapshot.appendItems([fresh]) }
        default: break
        }
    }
}

/// The item-by-item analysis of SnapshotChanges' documentation, written plainly.
private struct ReferenceDiff {
    var inserted: [IndexPath] = []
    var deleted: [IndexPath] = []
    var moved: [(IndexPath, IndexPath)] = []
    var insertedSections: [Int] = []
    var deletedSections: [Int] = []

    init(from old: Snapshot, to new: Snapshot) {
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        deletedSections = oldSections.indices.filter { new.indexOfSection(oldSections[$0]) == nil }
        insertedSections = newSections.indices.filter { old.indexOfSection(newSections[$0]) == nil }
        /// Where an item was in `old` (section index, position), when it survives into a kept section.
        func origin(_ item: String) -> IndexPath? {
            guard let section = old.sectionIdentifier(containingItem: item), new.indexOfSection(section) != nil,
                  let path = old.indexPath(forItem: item) else { return nil }
            return path
        }
        var moves: [(IndexPath, IndexPath)] = []
        for (newSection, section) in newSections.enumerated() {
            guard let oldSection = old.indexOfSection(section) else { continue }
            var staying: [(old: Int, new: Int)] = []
            for (position, item) in new.itemIdentifiers(inSection: section).enumerated() {
                let destination = IndexPath(item: position, section: newSection)
                guard let from = origin(item) else { inserted.append(destination); continue }
                if from.section == oldSection { staying.append((from.item, position)) } else { moves.append((from, destination)) }
            }
            let kept = Set(LongestIncreasingSubsequence.positions(in: staying.map(\.old)))
            for (k, pair) in staying.enumerated() where !kept.contains(k) {
                moves.append((IndexPath(item: pair.old, section: oldSection), IndexPath(item: pair.new, section: newSection)))
            }
        }
        moved = moves.sorted { $0.1 < $1.1 }
        for (oldSection, section) in oldSections.enumerated() where new.indexOfSection(section) != nil {
            for (position, item) in old.itemIdentifiers(inSection: section).enumerated() {
                let survives = new.sectionIdentifier(containingItem: item).map { old.indexOfSection($0) != nil } ?? false
                if !survives { deleted.append(IndexPath(item: position, section: oldSection)) }
            }
        }
    }
}

/// A small deterministic random number generator, so failures repeat.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }

    /// A number in 0 ..< bound (bound > 0).
    mutating func next(upTo bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}
