/// What `cellscope-benchmarks` measures: each paired benchmark runs the same scenario on the CellKit
/// side and on the native side, in fresh processes, `runs` times.
struct PairedBenchmark {
    enum Unit { case microseconds, milliseconds }

    /// The JSON key stem, e.g. `selection_frame_2_rows`.
    let key: String
    /// The `--only` group it belongs to.
    let group: String
    /// The table's label.
    let title: String
    let request: ScenarioRequest
    let unit: Unit

    /// Every paired benchmark, in the order they run.
    static func all(selectionInput: ScenarioRequest.SelectionInput) -> [PairedBenchmark] {
        func request(_ scenario: String, _ items: Int, iterations: Int = 0, warmup: Int = 0) -> ScenarioRequest {
            ScenarioRequest(scenario: scenario, items: items, iterations: iterations, warmup: warmup, selectionInput: selectionInput)
        }
        return [
            PairedBenchmark(key: "selection_frame_2_rows", group: "selection", title: "selection moves, 2 rows",
                            request: request("selection", 2, iterations: 40, warmup: 5), unit: .microseconds),
            PairedBenchmark(key: "selection_frame_1000_rows", group: "selection", title: "selection moves, 1,000 rows",
                            request: request("selection", 1000, iterations: 40, warmup: 5), unit: .microseconds),
            PairedBenchmark(key: "text_size_frame", group: "text-size", title: "text size Large ↔ XXL, 1,000 rows",
                            request: request("text-size", 1000, iterations: 20, warmup: 2), unit: .microseconds),
            PairedBenchmark(key: "rebuild_frame", group: "rebuild", title: "rebuild the list, 1,000 rows",
                            request: request("rebuild", 1000, iterations: 10, warmup: 2), unit: .microseconds),
            PairedBenchmark(key: "first_frame_100k_cold", group: "first-frame", title: "first frame, 100k items (cold)",
                            request: request("first-frame", 100_000), unit: .milliseconds),
            PairedBenchmark(key: "first_frame_1m", group: "first-frame", title: "first frame, 1M items (cold)",
                            request: request("first-frame", 1_000_000), unit: .milliseconds),
            PairedBenchmark(key: "scroll_1k", group: "scroll", title: "scroll one screen, 1k items",
                            request: request("scroll", 1000, iterations: 30, warmup: 3), unit: .microseconds),
            PairedBenchmark(key: "scroll_100k", group: "scroll", title: "scroll one screen, 100k items",
                            request: request("scroll", 100_000, iterations: 30, warmup: 3), unit: .microseconds),
            PairedBenchmark(key: "scroll_1m", group: "scroll", title: "scroll one screen, 1M items",
                            request: request("scroll", 1_000_000, iterations: 30, warmup: 3), unit: .microseconds),
        ]
    }

    /// Every `--only` group, including CellKit's own (snapshot, Auto Layout), the matrix export and
    /// `cellscope watch`'s reload on save.
    static let groups = ["selection", "text-size", "rebuild", "first-frame", "scroll", "snapshot", "matrix", "autolayout", "reload"]
}

/// What a paired benchmark measured on both sides.
struct PairedResult {
    let benchmark: PairedBenchmark
    var cellKitWall = Measurement(runs: [])
    var nativeWall = Measurement(runs: [])
    var cellKitCPU = Measurement(runs: [])
    var nativeCPU = Measurement(runs: [])
    var cellKitResident = Measurement(runs: [])
    var nativeResident = Measurement(runs: [])
    var cellKitListResident = Measurement(runs: [])
    var nativeListResident = Measurement(runs: [])
    /// First frames only: from starting the process to the first frame's after-paint.
    var cellKitFromStart = Measurement(runs: [])
    var nativeFromStart = Measurement(runs: [])
    /// The largest screenshot difference (after averaging) over all runs.
    var largestScreenshotDifference = 0.0
}
