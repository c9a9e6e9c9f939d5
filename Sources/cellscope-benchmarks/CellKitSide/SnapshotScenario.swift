import CBenchmarkSupport
import CellKit
import Foundation

/// `NSDiffableDataSourceSnapshot` at scale, on a list that is on screen: build a snapshot of `items`
/// identifiers (one section), apply it (the diff against the empty list and the list's update), then
/// edit the data source's snapshot (delete the middle item, append a new one) and apply that (a diff of
/// two `items`-sized snapshots). Each step is timed alone (wall and main-thread CPU); the drawn frame
/// after the first apply is reported too (it includes the list's layout of every row).
@MainActor
struct SnapshotScenario {
    let items: Int

    func run() throws -> ScenarioResult {
        let list = FolderList(itemCount: 0)
        list.show()
        let meter = try FrameMeter(window: list.gtkWindow)
        meter.markChange()
        _ = try meter.waitForMarkedFrame()
        meter.settle()

        var result = ScenarioResult(side: "cellkit", scenario: "snapshot", wallNanoseconds: [], cpuNanoseconds: [])
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        let build = measure {
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<items))
        }
        let start = (cbench_wall_ns(), cbench_thread_cpu_ns())
        let apply = measure { list.dataSource.apply(snapshot, animatingDifferences: false) }
        meter.markChange()
        let frame = try meter.waitForMarkedFrame()
        var edited = list.dataSource.snapshot()
        let edit = measure {
            edited.deleteItems([items / 2])
            edited.appendItems([items])
        }
        let reapply = measure { list.dataSource.apply(edited, animatingDifferences: false) }
        guard list.collectionView.numberOfItems(inSection: 0) == items else {
            throw BenchmarkFailure("the list shows \(list.collectionView.numberOfItems(inSection: 0)) rows, not \(items)")
        }
        result.add((build.wall + apply.wall, build.cpu + apply.cpu))
        result.extra = [
            "build_wall_ns": build.wall, "build_cpu_ns": build.cpu,
            "apply_wall_ns": apply.wall, "apply_cpu_ns": apply.cpu,
            "apply_to_frame_wall_ns": Double(frame.wall - start.0), "apply_to_frame_cpu_ns": Double(frame.cpu - start.1),
            "edit_wall_ns": edit.wall, "edit_cpu_ns": edit.cpu,
            "reapply_wall_ns": reapply.wall, "reapply_cpu_ns": reapply.cpu,
        ]
        return result
    }

    private func measure(_ body: () -> Void) -> (wall: Double, cpu: Double) {
        let wall = cbench_wall_ns(), cpu = cbench_thread_cpu_ns()
        body()
        return (Double(cbench_wall_ns() - wall), Double(cbench_thread_cpu_ns() - cpu))
    }
}
