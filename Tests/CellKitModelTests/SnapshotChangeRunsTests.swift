import Foundation
import Testing
@testable import CellKitCore

@Suite("Snapshot changes keep runs of rows compact")
struct SnapshotChangeRunsTests {
    @Test("consecutive index paths of one section form one run; others start new runs")
    func runs() {
        var runs = IndexPathRuns()
        runs.append(section: 0, items: 0..<3)
        runs.append(section: 0, item: 3)
        runs.append(section: 0, item: 5)
        runs.append(section: 1, item: 6)
        runs.append(section: 1, items: 7..<7)
        #expect(runs.runs.count == 3)
        #expect(runs.indexPaths == [path(0, 0), path(0, 1), path(0, 2), path(0, 3), path(0, 5), path(1, 6)])
    }

    @Test("a million inserted rows are one run")
    func millionInserts() {
        var old = NSDiffableDataSourceSnapshot<Int, Int>()
        old.appendSections([0])
        var new = old
        new.appendItems(Array(0..<1_000_000))
        let changes = SnapshotChanges(from: old, to: new)
        #expect(changes.insertedItemRuns.runs == [IndexPathRuns.Run(section: 0, start: 0, count: 1_000_000)])
        #expect(changes.hasStructuralChanges)
    }
}
