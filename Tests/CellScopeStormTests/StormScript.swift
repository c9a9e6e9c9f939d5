import Foundation
import RenderingTestSupport

/// Runs `Tests/Storm/storm.py` (real XTest input on its own private Xvfb) against the `cellscope`
/// executable built next to the tests, and reads the figures it writes.
enum StormScript {
    /// How a storm or a replay ended.
    struct Outcome {
        let status: Int32
        let output: String
        /// The figures of `--json`: events sent, viewer runs with their RSS, failures.
        let figures: [String: Any]

        var failures: [String] { figures["failures"] as? [String] ?? [] }
        var events: Int { figures["events"] as? Int ?? 0 }
        var segments: [[String: Any]] { figures["segments"] as? [[String: Any]] ?? [] }
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Storm")

    /// Replays `Tests/Storm/Replays/NAME.storm`.
    static func replay(_ name: String, extra: [String] = []) throws -> Outcome {
        try run(["--replay", folder.appendingPathComponent("Replays/\(name).storm").path] + extra)
    }

    /// Runs the script with `arguments` (after `--cellscope` and `--json`).
    static func run(_ arguments: [String]) throws -> Outcome {
        let json = FileManager.default.temporaryDirectory.appendingPathComponent("storm-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: json) }
        let cellscope = Probe.builtProductsDirectory.appendingPathComponent("cellscope")
        let result = try Probe.run(executable: URL(fileURLWithPath: "/usr/bin/env"),
                                   ["python3", folder.appendingPathComponent("storm.py").path, "--cellscope", cellscope.path,
                                    "--json", json.path] + arguments)
        let figures = (try? Data(contentsOf: json)).flatMap { try? JSONSerialization.jsonObject(with: $0) } as? [String: Any]
        return Outcome(status: result.status, output: result.standardOutput + result.standardError, figures: figures ?? [:])
    }
}
