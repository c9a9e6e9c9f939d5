import Foundation

/// Everything one invocation measured, printed as a table or as one JSON object. Every ratio is
/// computed from figures of this same invocation: CellKit's median over the runs divided by the
/// native median.
struct Report {
    let runs: Int
    let selectionInput: ScenarioRequest.SelectionInput
    let outputFolder: String
    var paired: [PairedResult] = []
    /// CellKit's snapshot figures (nanoseconds), by name, over the runs.
    var snapshot: [String: Measurement]?
    var matrix: MatrixBenchmark.Result?
    var reload: ReloadBenchmark.Result?
    /// The Auto Layout benchmark's figures, as its child process wrote them.
    var autoLayout: [String: Any]?

    /// A target from the issue: a figure (CellKit ÷ native, or CellKit alone) and its limit.
    private struct Target {
        let key: String
        let limit: Double
        let atLeast: Bool
        var label: String { (atLeast ? "≥ " : "≤ ") + format(limit) }
        func holds(_ value: Double) -> Bool { atLeast ? value >= limit : value <= limit }
    }

    private static let targets: [Target] = [
        Target(key: "selection_frame_ratio_to_native", limit: 1.3, atLeast: false),
        Target(key: "first_frame_100k_cold_ratio_to_native", limit: 1.2, atLeast: false),
        Target(key: "first_frame_1m_ratio_to_native", limit: 1.2, atLeast: false),
        Target(key: "scroll_1m_over_1k", limit: 1.2, atLeast: false),
        Target(key: "rss_100k_ratio_to_native", limit: 1.2, atLeast: false),
        Target(key: "snapshot_apply_1m_ms", limit: 150, atLeast: false),
        Target(key: "rebuild_over_selection_cellkit", limit: 5, atLeast: true),
        Target(key: "matrix_192_seconds", limit: 1.5, atLeast: false),
        Target(key: "matrix_192_peak_mib", limit: 200, atLeast: false),
        Target(key: "reload_save_to_screen_seconds", limit: 1, atLeast: false),
    ]

    // MARK: Figures

    /// The flat figures (numbers) and the spread of each measured one ([minimum, maximum] over the runs).
    func figures() -> (values: [String: Double], spread: [String: [Double]], screenshots: [String: Double]) {
        var values: [String: Double] = [:], spread: [String: [Double]] = [:], screenshots: [String: Double] = [:]
        func put(_ key: String, _ measurement: Measurement, scale: Double) {
            guard !measurement.runs.isEmpty else { return }
            values[key] = measurement.median / scale
            spread[key] = [measurement.minimum / scale, measurement.maximum / scale]
        }
        for result in paired {
            let key = result.benchmark.key
            let (suffix, scale) = result.benchmark.unit == .microseconds ? ("us", 1e3) : ("ms", 1e6)
            put("\(key)_cellkit_\(suffix)", result.cellKitCPU, scale: scale)
            put("\(key)_native_\(suffix)", result.nativeCPU, scale: scale)
            put("\(key)_cellkit_wall_\(suffix)", result.cellKitWall, scale: scale)
            put("\(key)_native_wall_\(suffix)", result.nativeWall, scale: scale)
            values["\(key)_ratio_to_native"] = result.cellKitCPU.median / result.nativeCPU.median
            values["\(key)_wall_ratio_to_native"] = result.cellKitWall.median / result.nativeWall.median
            screenshots[key] = result.largestScreenshotDifference
            if !result.cellKitFromStart.runs.isEmpty {
                put("\(key)_from_process_start_cellkit_\(suffix)", result.cellKitFromStart, scale: scale)
                put("\(key)_from_process_start_native_\(suffix)", result.nativeFromStart, scale: scale)
                values["\(key)_from_process_start_ratio_to_native"] = result.cellKitFromStart.median / result.nativeFromStart.median
            }
            if key == "first_frame_100k_cold" {
                put("rss_100k_cellkit_mib", result.cellKitResident, scale: 1_048_576)
                put("rss_100k_native_mib", result.nativeResident, scale: 1_048_576)
                put("rss_100k_list_added_cellkit_mib", result.cellKitListResident, scale: 1_048_576)
                put("rss_100k_list_added_native_mib", result.nativeListResident, scale: 1_048_576)
                values["rss_100k_ratio_to_native"] = result.cellKitResident.median / result.nativeResident.median
            }
        }
        if let small = values["selection_frame_2_rows_ratio_to_native"], let large = values["selection_frame_1000_rows_ratio_to_native"] {
            values["selection_frame_ratio_to_native"] = max(small, large)
        }
        for side in ["cellkit", "native"] {
            if let far = values["scroll_1m_\(side)_us"], let near = values["scroll_1k_\(side)_us"] {
                values[side == "cellkit" ? "scroll_1m_over_1k" : "scroll_1m_over_1k_native"] = far / near
            }
            if let far = values["scroll_1m_\(side)_wall_us"], let near = values["scroll_1k_\(side)_wall_us"] {
                values[side == "cellkit" ? "scroll_1m_over_1k_wall" : "scroll_1m_over_1k_native_wall"] = far / near
            }
            if let rebuild = values["rebuild_frame_\(side)_us"], let selection = values["selection_frame_1000_rows_\(side)_us"] {
                values["rebuild_over_selection_\(side)"] = rebuild / selection
            }
        }
        if let snapshot {
            for (name, measurement) in snapshot {
                put("snapshot_1m_" + name.replacingOccurrences(of: "_ns", with: "_ms"), measurement, scale: 1e6)
            }
            if let build = snapshot["build_wall_ns"], let apply = snapshot["apply_wall_ns"],
               let buildCPU = snapshot["build_cpu_ns"], let applyCPU = snapshot["apply_cpu_ns"] {
                put("snapshot_apply_1m_ms", Measurement(runs: zip(buildCPU.runs, applyCPU.runs).map(+)), scale: 1e6)
                put("snapshot_apply_1m_wall_ms", Measurement(runs: zip(build.runs, apply.runs).map(+)), scale: 1e6)
            }
        }
        if let matrix {
            put("matrix_192_seconds", matrix.cpuSeconds, scale: 1)
            put("matrix_192_wall_seconds", matrix.seconds, scale: 1)
            put("matrix_192_peak_mib", matrix.peakMiB, scale: 1)
        }
        if let reload {
            put("reload_save_to_screen_seconds", reload.toScreen, scale: 1)
            put("reload_load_average", reload.load, scale: 1)
            for (name, measurement) in reload.phases {
                put("reload_phase_" + name.replacingOccurrences(of: " ", with: "_") + "_ms", measurement, scale: 1)
            }
        }
        return (values, spread, screenshots)
    }

    // MARK: Output

    func printJSON() throws {
        let (values, spread, screenshots) = figures()
        var object: [String: Any] = values
        object["spread"] = spread
        object["screenshot_largest_difference"] = screenshots
        object["screenshot_tolerance"] = ScreenshotComparison.tolerance
        object["runs"] = runs
        object["autolayout"] = autoLayout
        object["selection_input"] = selectionInput.rawValue
        object["gsk_renderer"] = ProcessInfo.processInfo.environment["GSK_RENDERER"] ?? "cairo"
        object["targets_missed"] = Self.targets.filter { values[$0.key].map { !$0.isNaN } ?? false }
            .filter { !$0.holds(values[$0.key]!) }.map(\.key)
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        FileHandle.standardOutput.write(data + Data("\n".utf8))
    }

    func printTable() {
        let (values, spread, _) = figures()
        func cell(_ key: String, _ unit: String) -> String {
            guard let value = values[key] else { return "—" }
            let range = spread[key].map { " [\(format($0[0]))–\(format($0[1]))]" } ?? ""
            return "\(format(value)) \(unit)\(range)"
        }
        var rows: [[String]] = [["figure (median of \(runs) runs [min–max])", "CellKit", "native GtkListView", "ratio", "target"]]
        for result in paired {
            let key = result.benchmark.key, unit = result.benchmark.unit == .microseconds ? "µs" : "ms"
            let suffix = result.benchmark.unit == .microseconds ? "us" : "ms"
            rows.append([result.benchmark.title + ": main-thread CPU to drawn frame", cell("\(key)_cellkit_\(suffix)", unit),
                         cell("\(key)_native_\(suffix)", unit), values["\(key)_ratio_to_native"].map(format) ?? "—", ""])
            rows.append(["  wall clock", cell("\(key)_cellkit_wall_\(suffix)", unit),
                         cell("\(key)_native_wall_\(suffix)", unit), values["\(key)_wall_ratio_to_native"].map(format) ?? "—", ""])
            if values["\(key)_from_process_start_cellkit_\(suffix)"] != nil {
                rows.append(["  from process start", cell("\(key)_from_process_start_cellkit_\(suffix)", unit),
                             cell("\(key)_from_process_start_native_\(suffix)", unit),
                             values["\(key)_from_process_start_ratio_to_native"].map(format) ?? "—", ""])
            }
        }
        if values["rss_100k_cellkit_mib"] != nil {
            rows.append(["resident memory, 100k items on screen", cell("rss_100k_cellkit_mib", "MiB"), cell("rss_100k_native_mib", "MiB"),
                         values["rss_100k_ratio_to_native"].map(format) ?? "—", ""])
            rows.append(["  added by the list", cell("rss_100k_list_added_cellkit_mib", "MiB"), cell("rss_100k_list_added_native_mib", "MiB"), "", ""])
        }
        for key in values.keys.sorted() where key.hasPrefix("snapshot_") || key.hasPrefix("matrix_") {
            rows.append([key, cell(key, ""), "", "", ""])
        }
        if let reload {
            rows.append(["reload on save: saved edit to new look on screen", cell("reload_save_to_screen_seconds", "s"), "", "", ""])
            rows.append(["  load average during the runs", cell("reload_load_average", ""), "", "", ""])
            for (name, _) in reload.phases {
                let key = "reload_phase_" + name.replacingOccurrences(of: " ", with: "_") + "_ms"
                rows.append(["  \(name) (the watch's own timing)", cell(key, "ms"), "", "", ""])
            }
        }
        for target in Self.targets {
            guard let value = values[target.key], !value.isNaN else { continue }
            rows.append([target.key, format(value), "", "", "\(target.label) " + (target.holds(value) ? "holds" : "MISSED")])
        }
        let widths = (0..<5).map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            print(zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  "))
        }
        print("selection moved by: \(selectionInput == .call ? "each toolkit's select call" : "real XTest clicks"); screenshots in \(outputFolder)")
    }
}

/// A number with three significant digits or more, thousands separated by commas.
func format(_ value: Double) -> String {
    if value.isNaN { return "—" }
    let digits = abs(value) >= 100 ? 0 : abs(value) >= 10 ? 1 : 2
    let text = String(format: "%.\(digits)f", abs(value))
    let parts = text.split(separator: ".", maxSplits: 1)
    var whole = String(parts[0])
    var grouped = ""
    while whole.count > 3 {
        grouped = "," + whole.suffix(3) + grouped
        whole.removeLast(3)
    }
    let sign = value < 0 ? "-" : ""
    return sign + whole + grouped + (parts.count > 1 ? "." + parts[1] : "")
}
