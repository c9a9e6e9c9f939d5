import Foundation
import Testing
@testable import CellKitCore

@Suite("Snapshot queries")
struct SnapshotQueryTests {
    let snapshot = makeSnapshot([("A", ["a1", "a2"]), ("Empty", []), ("B", ["b1", "b2", "b3"])])

    @Test("counts")
    func counts() {
        #expect(snapshot.numberOfItems == 5)
        #expect(snapshot.numberOfSections == 3)
        #expect(snapshot.numberOfItems(inSection: "A") == 2)
        #expect(snapshot.numberOfItems(inSection: "Empty") == 0)
        #expect(snapshot.numberOfItems(inSection: "B") == 3)
        #expect(Snapshot().numberOfItems == 0)
        #expect(Snapshot().numberOfSections == 0)
    }

    @Test("identifiers in order")
    func identifiers() {
        #expect(snapshot.sectionIdentifiers == ["A", "Empty", "B"])
        #expect(snapshot.itemIdentifiers == ["a1", "a2", "b1", "b2", "b3"])
        #expect(snapshot.itemIdentifiers(inSection: "B") == ["b1", "b2", "b3"])
        #expect(snapshot.itemIdentifiers(inSection: "Empty") == [])
    }

    @Test("indexOfItem counts over all sections; indexOfSection; unknown identifiers give nil")
    func indexes() {
        #expect(snapshot.indexOfItem("a1") == 0)
        #expect(snapshot.indexOfItem("b1") == 2)
        #expect(snapshot.indexOfItem("b3") == 4)
        #expect(snapshot.indexOfItem("zz") == nil)
        #expect(snapshot.indexOfSection("B") == 2)
        #expect(snapshot.indexOfSection("zz") == nil)
        #expect(snapshot.sectionIdentifier(containingItem: "b2") == "B")
        #expect(snapshot.sectionIdentifier(containingItem: "zz") == nil)
    }

    @Test("index paths and flat indexes convert both ways, skipping empty sections")
    func indexPaths() {
        #expect(snapshot.indexPath(forItem: "b1") == path(2, 0))
        #expect(snapshot.indexPath(forItem: "a2") == path(0, 1))
        #expect(snapshot.itemIdentifier(at: path(2, 2)) == "b3")
        #expect(snapshot.itemIdentifier(at: path(1, 0)) == nil)
        #expect(snapshot.itemIdentifier(at: path(3, 0)) == nil)
        let flat = (0..<5).map { snapshot.indexPath(forFlatIndex: $0) }
        #expect(flat == [path(0, 0), path(0, 1), path(2, 0), path(2, 1), path(2, 2)])
        #expect(snapshot.indexPath(forFlatIndex: 5) == nil)
        #expect(snapshot.indexPath(forFlatIndex: -1) == nil)
        #expect(snapshot.itemIdentifier(atFlatIndex: 3) == "b2")
        #expect(snapshot.flatIndex(for: path(2, 1)) == 3)
        #expect(snapshot.flatIndex(for: path(1, 0)) == nil)
    }

    @Test("reload and reconfigure lists start empty")
    func emptyMarks() {
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
        #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
        #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
    }

    @Test("validating helpers name the identifier and the rule")
    func checks() {
        let misuse = snapshot.checkAppendItems(["b2"], toSection: "A")
        #expect(misuse?.rule == .duplicateItem)
        #expect(misuse?.identifier == "\"b2\"")
        #expect(misuse?.message.contains("\"b2\"") == true)
        #expect(misuse?.message.contains("unique across the whole snapshot") == true)
        #expect(snapshot.checkAppendItems(["new", "new"], toSection: nil)?.rule == .duplicateItem)
        #expect(snapshot.checkAppendItems(["new"], toSection: "nope")?.rule == .unknownSection)
        #expect(Snapshot().checkAppendItems(["x"], toSection: nil)?.rule == .noSections)
        #expect(snapshot.checkAppendItems(["new"], toSection: nil) == nil)
        #expect(snapshot.checkInsertItems(["x"], relativeTo: "nope", after: true)?.rule == .unknownItem)
        #expect(snapshot.checkMoveItem("a1", relativeTo: "nope", after: false)?.identifier == "\"nope\"")
        #expect(snapshot.checkReloadItems(["a1", "q"])?.identifier == "\"q\"")
        #expect(snapshot.checkReconfigureItems(["a1"]) == nil)
        #expect(snapshot.checkAppendSections(["A"])?.rule == .duplicateSection)
        #expect(snapshot.checkInsertSections(["X"], relativeTo: "nope", after: false)?.rule == .unknownSection)
        #expect(snapshot.checkMoveSection("A", relativeTo: "B", after: true) == nil)
        #expect(snapshot.checkReloadSections(["Q"])?.operation == "NSDiffableDataSourceSnapshot.reloadSections(_:)")
    }
}

@Suite("Snapshot misuse stops the program")
struct SnapshotMisuseTests {
    @Test("appending items to a snapshot without sections")
    func noSections() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendItems(["x"])
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("appendItems(_:toSection:): there are no sections"))
    }

    @Test("appending a duplicate item names it")
    func duplicateItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["A", "B"])
            snapshot.appendItems(["dup"], toSection: "A")
            snapshot.appendItems(["dup"], toSection: "B")
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("item identifier \"dup\" is not unique"))
    }

    @Test("reconfiguring an unknown item names it")
    func unknownItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["A"])
            snapshot.reconfigureItems(["ghost"])
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("reconfigureItems(_:): item identifier \"ghost\" is not in the snapshot"))
    }

    @Test("asking for the items of an unknown section")
    func unknownSection() async {
        await #expect(processExitsWith: .failure) {
            let snapshot = NSDiffableDataSourceSnapshot<String, String>()
            _ = snapshot.itemIdentifiers(inSection: "nope")
        }
    }

    @Test("expanding an unknown outline item")
    func unknownOutlineItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
            snapshot.append(["a"])
            snapshot.expand(["b"])
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("NSDiffableDataSourceSectionSnapshot.expand(_:): item identifier \"b\""))
    }
}
