import Foundation
import GtkSupport

/// Runs every benchmark: each side of a scenario in its own fresh process, `runs` times (alternating
/// which side goes first), compares the screenshots of both sides after every run, then prints the
/// report (a table, or one JSON object with `--json`).
@MainActor
struct Orchestrator {
    static let usage = "usage: cellscope-benchmarks [--json] [--runs N] [--output DIR] [--only GROUP,…] [--selection-input call|click] [--reload-package DIR] [--reload-relaunch]"

    var json = false
    var runs = 5
    var output = "benchmark-output"
    var groups = Set(PairedBenchmark.groups)
    var selectionInput = ScenarioRequest.SelectionInput.call
    /// The package the reload benchmark edits (nil: one it writes with `cellscope init`).
    var reloadPackage: URL?
    /// Whether the reload benchmark's watch starts a new viewer for every reload (`watch --relaunch`).
    var reloadRelaunches = false

    init(arguments: [String]) throws {
        var rest = arguments[...]
        func value(for option: String) throws -> String {
            guard let value = rest.popFirst() else { throw BenchmarkFailure("\(option) needs a value; \(Self.usage)") }
            return value
        }
        while let option = rest.popFirst() {
            switch option {
            case "--json": json = true
            case "--runs":
                let text = try value(for: option)
                guard let number = Int(text), number > 0 else { throw BenchmarkFailure("--runs needs a positive whole number, not '\(text)'") }
                runs = number
            case "--output": output = try value(for: option)
            case "--only":
                let names = try value(for: option).split(separator: ",").map(String.init)
                let unknown = names.filter { !PairedBenchmark.groups.contains($0) }
                guard unknown.isEmpty else {
                    throw BenchmarkFailure("--only takes \(PairedBenchmark.groups.joined(separator: ", ")), not \(unknown.joined(separator: ", "))")
                }
                groups = Set(names)
            case "--selection-input":
                let text = try value(for: option)
                guard let input = ScenarioRequest.SelectionInput(rawValue: text) else { throw BenchmarkFailure("--selection-input takes call or click, not '\(text)'") }
                selectionInput = input
            case "--reload-relaunch":
                reloadRelaunches = true
            case "--reload-package":
                reloadPackage = URL(fileURLWithPath: try value(for: option)).standardizedFileURL
            case "--help", "-h":
                print(Self.usage)
                exit(0)
            default:
                throw BenchmarkFailure("unknown argument '\(option)'; \(Self.usage)")
            }
        }
    }

    func run() throws {
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let cellKit = try ChildProcess.sibling("cellscope-benchmarks")
        var report = Report(runs: runs, selectionInput: selectionInput, outputFolder: output)
        let paired = PairedBenchmark.all(selectionInput: selectionInput).filter { groups.contains($0.group) }
        // The native program only for the paired figures (`--only reload` needs cellscope alone).
        let native = paired.isEmpty ? "" : try ChildProcess.sibling("cellscope-native-list")
        for benchmark in paired {
            report.paired.append(try measure(benchmark, cellKit: cellKit, native: native))
        }
        if groups.contains("snapshot") {
            report.snapshot = try measureSnapshot(cellKit: cellKit)
        }
        if groups.contains("matrix") {
            report.matrix = try MatrixBenchmark(output: output).run(times: min(runs, 3))
        }
        if groups.contains("reload") {
            report.reload = try ReloadBenchmark(package: reloadPackage, relaunches: reloadRelaunches).run(times: runs)
        }
        // Last, in its own process, so that no other figure counts its views.
        if groups.contains("autolayout") {
            report.autoLayout = try measureAutoLayout(cellKit: cellKit)
        }
        if json { try report.printJSON() } else { report.printTable() }
    }

    private func measure(_ benchmark: PairedBenchmark, cellKit: String, native: String) throws -> PairedResult {
        var result = PairedResult(benchmark: benchmark)
        let stem = "\(output)/\(benchmark.key.replacingOccurrences(of: "_", with: "-"))"
        for run in 0..<runs {
            progress("\(benchmark.title): run \(run + 1) of \(runs)")
            var request = benchmark.request
            request.screenshot = "\(stem)-cellkit.png"
            let cellKitRequest = request
            request.screenshot = "\(stem)-native.png"
            let nativeRequest = request
            let cellKitFirst = run % 2 == 1
            var sides: [String: ScenarioResult] = [:]
            for side in cellKitFirst ? ["cellkit", "native"] : ["native", "cellkit"] {
                sides[side] = side == "cellkit"
                    ? try child(cellKit, ["child"] + cellKitRequest.arguments)
                    : try child(native, nativeRequest.arguments)
            }
            let ours = sides["cellkit"]!, theirs = sides["native"]!
            result.cellKitWall.runs.append(Measurement.median(of: ours.wallNanoseconds))
            result.nativeWall.runs.append(Measurement.median(of: theirs.wallNanoseconds))
            result.cellKitCPU.runs.append(Measurement.median(of: ours.cpuNanoseconds))
            result.nativeCPU.runs.append(Measurement.median(of: theirs.cpuNanoseconds))
            if let fromStart = ours.extra["from_start_ns"], let nativeFromStart = theirs.extra["from_start_ns"] {
                result.cellKitFromStart.runs.append(fromStart)
                result.nativeFromStart.runs.append(nativeFromStart)
            }
            if let after = ours.residentBytes, let before = ours.residentBeforeBytes {
                result.cellKitResident.runs.append(after)
                result.cellKitListResident.runs.append(after - before)
            }
            if let after = theirs.residentBytes, let before = theirs.residentBeforeBytes {
                result.nativeResident.runs.append(after)
                result.nativeListResident.runs.append(after - before)
            }
            let comparison = try ScreenshotComparison(cellKit: cellKitRequest.screenshot!, native: nativeRequest.screenshot!)
            result.largestScreenshotDifference = max(result.largestScreenshotDifference, comparison.largestDifference)
            guard comparison.matches else {
                try comparison.difference?.writePNG(to: URL(fileURLWithPath: "\(stem)-difference.png"))
                let why = comparison.sizeMismatch.map { "sizes differ (\($0))" }
                    ?? "\(comparison.pixelsOverTolerance) pixels differ by more than \(Int(ScreenshotComparison.tolerance)) after 3×3 averaging "
                    + "(largest \(Int(comparison.largestDifference))); see \(stem)-difference.png"
                throw BenchmarkFailure("\(benchmark.title): the CellKit and native screenshots do not look alike: \(why)")
            }
        }
        return result
    }

    private func measureSnapshot(cellKit: String) throws -> [String: Measurement] {
        var figures: [String: Measurement] = [:]
        for run in 0..<runs {
            progress("snapshot of 1M items: run \(run + 1) of \(runs)")
            let result = try child(cellKit, ["child"] + ScenarioRequest(scenario: "snapshot", items: 1_000_000).arguments)
            for (name, value) in result.extra { figures[name, default: Measurement(runs: [])].runs.append(value) }
        }
        return figures
    }

    /// The Auto Layout figures (views against frames, CellKit's solver against kiwisolver), from a
    /// child process that prints its own tables (shown here unless `--json`) and writes the figures.
    private func measureAutoLayout(cellKit: String) throws -> [String: Any] {
        progress("Auto Layout")
        let file = "\(output)/autolayout.json"
        let process = try ChildProcess.run(cellKit, ["autolayout-child", file])
        guard process.status == 0 else { throw BenchmarkFailure("the Auto Layout benchmark failed (status \(process.status))") }
        if !json { FileHandle.standardOutput.write(process.standardOutput) }
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        guard let figures = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw BenchmarkFailure("cannot read \(file)")
        }
        return figures
    }

    /// Runs one side's child process and reads its result. A first frame also gets its time from the
    /// moment the process was started (runtime start-up, GTK's start and the list together).
    private func child(_ executable: String, _ arguments: [String]) throws -> ScenarioResult {
        let process = try ChildProcess.run(executable, arguments)
        guard process.status == 0 else {
            throw BenchmarkFailure("\(URL(fileURLWithPath: executable).lastPathComponent) \(arguments.joined(separator: " ")) failed (status \(process.status))")
        }
        do {
            var result = try JSONDecoder().decode(ScenarioResult.self, from: process.standardOutput)
            if let frame = result.extra["first_frame_at_ns"] {
                result.extra["from_start_ns"] = frame - process.startNanoseconds
            }
            return result
        } catch {
            throw BenchmarkFailure("cannot read the result of \(arguments.joined(separator: " ")): \(error)")
        }
    }

    private func progress(_ message: String) {
        FileHandle.standardError.write(Data("… \(message)\n".utf8))
    }
}
