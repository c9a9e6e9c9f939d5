import Foundation

/// Runs the kiwisolver references (Oracle/*.py) on a batch of systems in one Python process.
enum KiwiOracle {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The result for one system: whether each add succeeded, and the values at each check.
    struct Result {
        var added: [Bool]
        var checks: [[Double]]
    }

    /// A Python interpreter that can `import kiwisolver`: `$KIWISOLVER_PYTHON`, then `/usr/bin/python3`
    /// (Debian's `python3-kiwisolver` installs there), then every `python3` on `PATH`.
    static func interpreter() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let chosen = environment["KIWISOLVER_PYTHON"] { candidates.append(chosen) }
        candidates.append("/usr/bin/python3")
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            candidates.append("\(directory)/python3")
        }
        var tried: [String] = []
        for candidate in candidates where !tried.contains(candidate) {
            tried.append(candidate)
            guard FileManager.default.isExecutableFile(atPath: candidate) else { continue }
            if let (status, reason) = try? run(candidate, ["-c", "import kiwisolver"]), status == 0, reason == .exit { return candidate }
        }
        throw Failure(description: """
            No Python interpreter can import kiwisolver, the reference the solver is tested against. \
            Install Debian's python3-kiwisolver (apt-get install python3-kiwisolver) or set \
            KIWISOLVER_PYTHON to an interpreter that has it. Tried: \(tried.joined(separator: ", ")).
            """)
    }

    /// Solves `systems` with kiwisolver.
    static func solve(_ systems: [OperationSystem]) throws -> [Result] {
        let text = try run(script: "kiwi_oracle.py", input: "[" + systems.map(\.json).joined(separator: ",") + "]")
        var results: [Result] = []
        var current = Result(added: [], checks: [])
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            switch fields.first {
            case "added": current.added = fields.dropFirst().map { $0 == "1" }
            case "check": current.checks.append(try fields.dropFirst().map { field in
                guard let value = Double(field) else { throw Failure(description: "kiwi_oracle.py wrote '\(line)'") }
                return value
            })
            case "end":
                results.append(current)
                current = Result(added: [], checks: [])
            default: throw Failure(description: "kiwi_oracle.py wrote '\(line)'")
            }
        }
        guard results.count == systems.count else {
            throw Failure(description: "kiwi_oracle.py solved \(results.count) of \(systems.count) systems")
        }
        return results
    }

    /// Runs `Oracle/<script>` on `input` (written to a file) in one Python process and returns what it wrote.
    static func run(script: String, input: String) throws -> String {
        let python = try interpreter()
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("kiwi-oracle-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let inputFile = directory.appendingPathComponent("input.json")
        let outputFile = directory.appendingPathComponent("output.txt")
        try Data(input.utf8).write(to: inputFile)
        let path = oracleDirectory.appendingPathComponent(script).path
        // kiwisolver 1.4 can abort (SIGABRT, an uncaught `kiwi::InternalSolverError`) on a degenerate
        // system depending on the memory addresses its internal maps are ordered by, which differ from
        // one process to the next; a second process orders them differently. Only such an abort is
        // retried: any other failure, and any disagreement with its answers, fails the test.
        var aborts = 0
        while true {
            let (status, reason) = try run(python, [path, inputFile.path, outputFile.path])
            if status == 0, reason == .exit { return try String(contentsOf: outputFile, encoding: .utf8) }
            guard reason == .uncaughtSignal, status == SIGABRT, aborts < 2 else {
                throw Failure(description: "\(script) \(reason == .exit ? "exited with status" : "was killed by signal") \(status)"
                    + (aborts > 0 ? " (after \(aborts) kiwisolver aborts)" : ""))
            }
            aborts += 1
        }
    }

    private static var oracleDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Oracle")
    }

    @discardableResult
    private static func run(_ executable: String, _ arguments: [String]) throws -> (Int32, Process.TerminationReason) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason)
    }
}
