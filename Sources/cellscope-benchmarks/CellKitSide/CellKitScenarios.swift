import CBenchmarkSupport
import CellKit
import CGtk
import Foundation

/// The CellKit side of each scenario. Every scenario follows the same steps as the native program's
/// (Sources/cellscope-native-list/scenarios.c): build the list, show it, wait for its first frame and
/// for the frame clock to go quiet, then time each change from just before it is made to the
/// after-paint of the first frame that shows it.
@MainActor
struct CellKitScenarios {
    let request: ScenarioRequest

    func run() throws -> ScenarioResult {
        switch request.scenario {
        case "selection": return try selection()
        case "text-size": return try textSize()
        case "rebuild": return try rebuild()
        case "first-frame": return try firstFrame()
        case "scroll": return try scroll()
        default: return try SnapshotScenario(items: request.items).run()
        }
    }

    /// The selection moves between rows 0 and 1: through `selectItem(at:animated:scrollPosition:)`
    /// (`request.selectionInput == .call`), or through a real click, X pointer input sent by XTest
    /// (`.click`), which reaches the list through GTK's event handling and CellKit's gestures.
    private func selection() throws -> ScenarioResult {
        let (list, meter) = try showList(items: request.items)
        let usesClicks = request.selectionInput == .click
        if usesClicks {
            guard cbench_pointer_available() != 0 else { throw BenchmarkFailure("the display has no XTest extension") }
            list.onSelect = { _ in meter.markChange() }
        }
        var result = makeResult()
        for index in 0..<(request.warmup + request.iterations) {
            let target = index % 2 == 0 ? 1 : 0
            if usesClicks {
                guard let center = list.center(ofRow: target),
                      cbench_pointer_move(list.listWidget, Double(center.x), Double(center.y)) != 0
                else { throw BenchmarkFailure("cannot point at row \(target)") }
            }
            meter.settle()
            let sample: (Double, Double)
            do {
                sample = try timeToFrame(meter, timeout: 5) {
                    if usesClicks {
                        _ = cbench_pointer_click()
                    } else {
                        list.collectionView.selectItem(at: IndexPath(item: target, section: 0), animated: false, scrollPosition: [])
                        meter.markChange()
                    }
                }
            } catch where usesClicks && list.selectedRow != target {
                throw BenchmarkFailure("a real click (XTest) on row \(target) of the CellKit list did not select it")
            }
            guard list.selectedRow == target else { throw BenchmarkFailure("the \(request.selectionInput) did not select row \(target)") }
            if index >= request.warmup { result.add(sample) }
        }
        try finish(&result, list: list, meter: meter)
        return result
    }

    /// Dynamic Type: the window's preferred content size category switches between Large and XXL.
    private func textSize() throws -> ScenarioResult {
        let (list, meter) = try showList(items: request.items)
        var result = makeResult()
        let count = request.warmup + request.iterations
        for index in 0..<(count | 1) {  // an odd count ends at XXL
            let category: UIContentSizeCategory = index % 2 == 0 ? .extraExtraLarge : .large
            let sample = try timeToFrame(meter) {
                list.window.traitOverrides.preferredContentSizeCategory = category
                meter.markChange()
            }
            if index >= request.warmup && index < count { result.add(sample) }
            meter.settle()
        }
        try finish(&result, list: list, meter: meter)
        return result
    }

    /// The same rows built again from nothing: a new collection view, data source and snapshot.
    private func rebuild() throws -> ScenarioResult {
        let (list, meter) = try showList(items: request.items)
        var result = makeResult()
        for index in 0..<(request.warmup + request.iterations) {
            let sample = try timeToFrame(meter) {
                list.rebuild(itemCount: request.items)
                meter.markChange()
            }
            if index >= request.warmup { result.add(sample) }
            meter.settle()
        }
        try finish(&result, list: list, meter: meter)
        return result
    }

    /// From nothing to the first painted frame of a list of `items` rows, in a fresh process.
    private func firstFrame() throws -> ScenarioResult {
        var result = makeResult()
        result.residentBeforeBytes = Double(cbench_resident_bytes())
        let wall = cbench_wall_ns(), cpu = cbench_thread_cpu_ns()
        let list = FolderList(itemCount: request.items)
        list.show()
        let meter = try FrameMeter(window: list.gtkWindow)
        meter.markChange()
        let frame = try meter.waitForMarkedFrame()
        result.add((Double(frame.wall - wall), Double(frame.cpu - cpu)))
        result.extra["first_frame_at_ns"] = Double(frame.wall)
        meter.settle()
        result.residentBytes = Double(cbench_resident_bytes())
        try finish(&result, list: list, meter: meter)
        return result
    }

    /// Scrolling down one screen (the list's height) at a time.
    private func scroll() throws -> ScenarioResult {
        let (list, meter) = try showList(items: request.items)
        var result = makeResult()
        for index in 0..<(request.warmup + request.iterations) {
            let sample = try timeToFrame(meter) {
                let list = list.collectionView
                list.contentOffset = CGPoint(x: 0, y: list.contentOffset.y + list.bounds.height)
                meter.markChange()
            }
            if index >= request.warmup { result.add(sample) }
            meter.settle()
        }
        try finish(&result, list: list, meter: meter)
        return result
    }

    // MARK: Steps

    private func makeResult() -> ScenarioResult {
        ScenarioResult(side: "cellkit", scenario: request.scenario, wallNanoseconds: [], cpuNanoseconds: [])
    }

    private func showList(items: Int) throws -> (FolderList, FrameMeter) {
        let list = FolderList(itemCount: items)
        list.show()
        let meter = try FrameMeter(window: list.gtkWindow)
        meter.markChange()
        _ = try meter.waitForMarkedFrame()
        meter.settle()
        return (list, meter)
    }

    /// Nanoseconds (wall, main-thread CPU) from just before `change` to the after-paint of the first
    /// frame painted after the change was marked.
    private func timeToFrame(_ meter: FrameMeter, timeout: Double = 20, _ change: () throws -> Void) throws -> (Double, Double) {
        let wall = cbench_wall_ns(), cpu = cbench_thread_cpu_ns()
        try change()
        guard let frame = try? meter.waitForMarkedFrame(timeout: timeout) else {
            throw BenchmarkFailure("no frame showed the \(request.scenario) change within \(timeout) s")
        }
        return (Double(frame.wall - wall), Double(frame.cpu - cpu))
    }

    private func finish(_ result: inout ScenarioResult, list: FolderList, meter: FrameMeter) throws {
        meter.settle()
        guard let path = request.screenshot else { return }
        var error: UnsafeMutablePointer<CChar>?
        guard cbench_capture_window_png(list.gtkWindow, path, &error) != 0 else {
            defer { g_free(error) }
            throw BenchmarkFailure(error.map { String(cString: $0) } ?? "screenshot failed")
        }
        result.screenshot = path
    }
}

extension ScenarioResult {
    mutating func add(_ sample: (wall: Double, cpu: Double)) {
        wallNanoseconds.append(sample.wall)
        cpuNanoseconds.append(sample.cpu)
    }
}

