// Benchmarks for CellKit, run from a release build under a display:
//
//   swift build -c release --product cellscope-benchmarks
//   xvfb-run -a .build/release/cellscope-benchmarks [--json FILE] [--items N] [--iterations N] [--only state|autolayout]
//
// It uses the cairo renderer unless GSK_RENDERER is set (GSK_RENDERER=gl for the GL renderer).
//
// Prints a table and writes the same numbers as JSON.

import Foundation
import GtkSupport

@MainActor
func runBenchmarks() throws {
    var arguments = Array(CommandLine.arguments.dropFirst())
    func value(_ name: String) -> String? {
        guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
        defer { arguments.removeSubrange(index...index + 1) }
        return arguments[index + 1]
    }
    let usage = "usage: cellscope-benchmarks [--json FILE] [--items N] [--iterations N] [--only state|autolayout]"
    func failure(_ message: String) -> NSError {
        NSError(domain: "cellscope-benchmarks", code: 2,
                userInfo: [NSLocalizedDescriptionKey: "\(message); \(usage)"])
    }
    func count(_ name: String, default fallback: Int) throws -> Int {
        guard let text = value(name) else { return fallback }
        guard let number = Int(text), number > 0 else { throw failure("\(name) needs a positive whole number, not '\(text)'") }
        return number
    }
    let jsonPath = value("--json") ?? "cellscope-benchmarks.json"
    let items = try count("--items", default: 100_000)
    let iterations = try count("--iterations", default: 200)
    let only = value("--only")
    guard only == nil || only == "state" || only == "autolayout" else { throw failure("--only takes 'state' or 'autolayout', not '\(only!)'") }
    guard arguments.isEmpty else { throw failure("unknown arguments \(arguments.joined(separator: " "))") }
    // The same renderer as the tests and headless exports, unless the caller chose one: under Xvfb
    // the default GL renderer runs on a software rasterizer whose own memory (about 70 MB) would
    // be counted as the list's. `GSK_RENDERER=gl` measures that configuration instead.
    setenv("GSK_RENDERER", "cairo", 0)
    try GtkRuntime.ensureStarted()

    if only == "state" {
        // Only the CellKit state change, for profiling.
        print(String(format: "state change %.1f µs", StateChangeBenchmark().measureStateChange(iterations: iterations) / 1000))
        return
    }
    if only == "autolayout" {
        let figures = try AutoLayoutBenchmark().runAndReport()
        try JSONSerialization.data(withJSONObject: ["autoLayout": figures], options: [.prettyPrinted, .sortedKeys])
            .write(to: URL(fileURLWithPath: jsonPath), options: .atomic)
        return print("wrote \(jsonPath)")
    }
    let state = StateChangeBenchmark().run(iterations: iterations)
    let list = LargeListBenchmark().run(itemCount: items)

    func microseconds(_ nanoseconds: Double) -> String { String(format: "%10.1f µs", nanoseconds / 1000) }
    func milliseconds(_ nanoseconds: Double) -> String { String(format: "%10.1f ms", nanoseconds / 1_000_000) }
    let renderer = ProcessInfo.processInfo.environment["GSK_RENDERER"] ?? "default"
    let megabytes = { (bytes: Int) in String(format: "%10.1f MB", Double(bytes) / 1_048_576) }
    let rows: [(String, String)] = [
        ("GTK renderer", renderer.leftPadded(to: 13)),
        ("state change (CellKit, event to allocation)", microseconds(state.stateChange)),
        ("hand-written GTK update", microseconds(state.handWritten)),
        ("rebuild the cell's widgets", microseconds(state.rebuild)),
        ("state change / hand-written (target ≤ 1.5)", String(format: "%13.2f", state.stateChange / state.handWritten)),
        ("rebuild / state change (target ≥ 5)", String(format: "%13.2f", state.rebuild / state.stateChange)),
        ("\(items)-item list: first frame (target < 1 s)", milliseconds(list.firstFrame)),
        ("\(items)-item list: cells created", String(format: "%13d", list.liveCells)),
        ("\(items)-item list: resident memory (target < 150 MB)", megabytes(list.residentBytes)),
        ("\(items)-item list: memory the list added", megabytes(list.listBytes)),
        ("\(items)-item list: scroll one screen", microseconds(list.scrollOneScreen)),
    ]
    let width = rows.map(\.0.count).max() ?? 0
    for (name, number) in rows { print(name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + number) }
    // After the others, so that their memory figures do not count the Auto Layout benchmark's views.
    let autoLayout = try AutoLayoutBenchmark().runAndReport()

    let json: [String: Any] = [
        "gskRenderer": renderer,
        "autoLayout": autoLayout,
        "stateChangeNanoseconds": state.stateChange,
        "handWrittenGtkNanoseconds": state.handWritten,
        "rebuildNanoseconds": state.rebuild,
        "stateChangeOverHandWritten": state.stateChange / state.handWritten,
        "rebuildOverStateChange": state.rebuild / state.stateChange,
        "largeList": [
            "items": items,
            "firstFrameNanoseconds": list.firstFrame,
            "cellsCreated": list.liveCells,
            "residentBytes": list.residentBytes,
            "listBytes": list.listBytes,
            "scrollOneScreenNanoseconds": list.scrollOneScreen,
        ],
    ]
    let data = try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys])
    try data.write(to: URL(fileURLWithPath: jsonPath), options: .atomic)
    print("wrote \(jsonPath)")
}

extension String {
    /// The string right-aligned in a column of `width` characters.
    func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}

do {
    try runBenchmarks()
} catch {
    FileHandle.standardError.write(Data("error: \(error.localizedDescription)\n".utf8))
    exit(1)
}
