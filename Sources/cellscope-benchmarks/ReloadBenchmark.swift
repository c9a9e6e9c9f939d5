import CBenchmarkSupport
import Foundation

/// Reload on save as a person sees it: `cellscope watch` runs on a preview package that `cellscope
/// init` wrote, and each run saves a one-line change to the cell (its content view's background
/// color, swapped between two colors found nowhere else on screen) the way an editor saves (a
/// temporary file renamed over the source). A run is timed from that save to the first read of the
/// screen, from the X server, in which the new color covers the cell as the first look did.
///
/// The watch's own `reload timings:` line for the run says where the time went (waiting for the
/// save to settle, `swift build` or the compile and link steps, the new viewer's start and first frame).
struct ReloadBenchmark {
    struct Result {
        /// Per run: seconds from the save to the new look on screen.
        var toScreen = Measurement(runs: [])
        /// Per phase of the watch's timings (milliseconds), in the order they first appeared.
        var phases: [(name: String, milliseconds: Measurement)] = []
        /// The machine's load average over the last minute, at each run's save (/proc/loadavg).
        var load = Measurement(runs: [])
    }

    /// The package to edit (written by `cellscope init`); nil: a package written afresh in the
    /// temporary folder, whose `.build` stays between invocations.
    let package: URL?
    /// Whether the watch starts a new viewer for every reload (`cellscope watch --relaunch`) rather
    /// than loading an edit of the cell into the running viewer.
    var relaunches = false

    /// The two looks, `contentView.backgroundColor` as Swift source and as the pixel it draws.
    static let looks: [(source: String, pixel: UInt32)] = [
        ("UIColor(red: 0, green: 0.6, blue: 0.3, alpha: 1)", 0x00994C),
        ("UIColor(red: 0.6, green: 0, blue: 0.6, alpha: 1)", 0x990099),
    ]
    static let marker = "// reload benchmark: the one line each run changes"
    /// Per channel, for the rounding of 0.3 × 255.
    static let tolerance: Int32 = 2

    func run(times: Int) throws -> Result {
        let cellscope = try ChildProcess.sibling("cellscope")
        let folder = try package ?? Self.writePackage(cellscope: cellscope)
        let cellFile = try Self.cellFile(in: folder)
        let original = try String(contentsOf: cellFile, encoding: .utf8)
        defer { try? original.write(to: cellFile, atomically: true, encoding: .utf8) }
        try Self.save(Self.withLook(0, in: original), to: cellFile)

        progress("reload on save: cellscope watch builds \(folder.path) (the first build of a package takes minutes)")
        let watch = try WatchedCommand(cellscope, ["watch", "--package", folder.path] + (relaunches ? ["--relaunch"] : []))
        defer { watch.stop() }
        guard watch.waitForLine(containing: "viewer open:", timeout: 3600) != nil else {
            throw BenchmarkFailure("cellscope watch did not open its viewer; its output:\n\(watch.lines.suffix(20).joined(separator: "\n"))")
        }
        var bounds: [Int32] = [0, 0, 0, 0]
        let firstCount = try waitForScreen(timeout: 60) {
            let count = cbench_screen_color_bounds(Self.looks[0].pixel, Self.tolerance, &bounds)
            return count > 200 ? count : nil
        }
        // The area polled: the cell's, with room around it (the reloaded window opens where the old one was).
        let margin: Int32 = 40
        let area = (x: bounds[0] - margin, y: bounds[1] - margin, width: bounds[2] + 2 * margin, height: bounds[3] + 2 * margin)

        var result = Result()
        var phases: [String: Measurement] = [:]
        var order: [String] = []
        for run in 0..<times {
            progress("reload on save: run \(run + 1) of \(times)")
            let look = (run + 1) % 2
            let reloadsBefore = watch.lines.filter { $0.hasPrefix("Reloaded in") }.count
            let edited = Self.withLook(look, in: original)
            if let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8), let value = text.split(separator: " ").first.flatMap({ Double($0) }) {
                result.load.runs.append(value)
            }
            try Self.save(edited, to: cellFile)
            let saved = cbench_wall_ns()
            _ = try waitForScreen(timeout: 600) {
                let count = cbench_screen_count_color(Self.looks[look].pixel, Self.tolerance, area.x, area.y, area.width, area.height)
                return count >= firstCount * 9 / 10 ? count : nil
            }
            result.toScreen.runs.append(Double(cbench_wall_ns() - saved) / 1e9)
            // The watch has finished the reload (the old viewer closed) once it says so; its timings line follows.
            guard watch.waitForLine(containing: "Reloaded in", timeout: 120, skipping: reloadsBefore) != nil else {
                throw BenchmarkFailure("cellscope watch did not report reload \(run + 1); its output:\n\(watch.lines.suffix(20).joined(separator: "\n"))")
            }
            guard let timings = watch.waitForLine(containing: "reload timings:", timeout: 5, skipping: run) else { continue }
            for (name, value) in Self.phases(in: timings) {
                if phases[name] == nil { order.append(name) }
                phases[name, default: Measurement(runs: [])].runs.append(value)
            }
        }
        result.phases = order.map { ($0, phases[$0]!) }
        return result
    }

    /// Polls the screen until `found` gives a value (every 10 ms, at most `timeout` seconds).
    private func waitForScreen(timeout: Double, _ found: () -> Int64?) throws -> Int64 {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let value = found() { return value }
            usleep(10_000)
        }
        throw BenchmarkFailure("the new look did not appear on screen within \(Int(timeout)) s")
    }

    /// The phases of a `reload timings: quiet 50 ms · compile 420 ms · …` line.
    static func phases(in line: String) -> [(String, Double)] {
        line.dropFirst("reload timings: ".count).components(separatedBy: " · ").compactMap { part in
            let words = part.split(separator: " ")
            guard words.count >= 3, words.last == "ms", let value = Double(words[words.count - 2]) else { return nil }
            return (words.dropLast(2).joined(separator: " "), value)
        }
    }

    /// The cell's source with the benchmark's line (look `index`) before its content configuration is set.
    static func withLook(_ index: Int, in source: String) -> String {
        source.replacingOccurrences(of: "        contentConfiguration = content\n",
                                    with: "        contentView.backgroundColor = \(looks[index].source) \(marker)\n        contentConfiguration = content\n")
    }

    /// Saves as editors do: a temporary file beside the source, renamed over it.
    static func save(_ text: String, to file: URL) throws {
        try Data(text.utf8).write(to: file, options: .atomic)
    }

    /// The cell file `cellscope init` writes.
    static func cellFile(in folder: URL) throws -> URL {
        let sources = folder.appendingPathComponent("Sources")
        for target in (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [] {
            let file = sources.appendingPathComponent(target).appendingPathComponent("TaskCell.swift")
            if let text = try? String(contentsOf: file, encoding: .utf8), text.contains("        contentConfiguration = content\n") {
                return file
            }
        }
        throw BenchmarkFailure("\(folder.path) holds no Sources/*/TaskCell.swift as cellscope init writes it")
    }

    /// A package written afresh by `cellscope init` (depending on this checkout) in a folder of the
    /// temporary directory that keeps its `.build`, named after the checkout so that two never share it.
    static func writePackage(cellscope: String) throws -> URL {
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let name = "cellscope-reload-benchmark-" + checkout.path.split(separator: "/").joined(separator: "-")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !name.hasPrefix(".") {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
        let written = try ChildProcess.run(cellscope, ["init", folder.path, "--name", "ReloadBenchmark", "--cellscope", checkout.path])
        guard written.status == 0 else { throw BenchmarkFailure("cellscope init \(folder.path) failed (status \(written.status))") }
        return folder
    }

    private func progress(_ message: String) {
        FileHandle.standardError.write(Data("… \(message)\n".utf8))
    }
}
