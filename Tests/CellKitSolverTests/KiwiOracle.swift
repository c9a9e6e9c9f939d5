import Foundation
import ProcessSupport

/// Runs the kiwisolver references (Oracle/*.py) on a batch of systems in one Python process.
enum KiwiOracle {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The result for one system: whether each add succeeded, and the values at each check; or that
    /// kiwisolver aborted on it (then there is nothing to compare).
    struct Result {
        var added: [Bool]
        var checks: [[Double]]
        var kiwiAborted = false
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
            if let ended = try? run(candidate, ["-c", "import kiwisolver"]), ended.status == 0, !ended.endedBySignal { return candidate }
        }
        throw Failure(description: """
            No Python interpreter can import kiwisolver, the reference the solver is tested against. \
            Install Debian's python3-kiwisolver (apt-get install python3-kiwisolver) or set \
            KIWISOLVER_PYTHON to an interpreter that has it. Tried: \(tried.joined(separator: ", ")).
            """)
    }

    /// Solves `systems` with kiwisolver. A system on which kiwisolver aborts the process (see
    /// ``run(script:input:allowingAbort:)``) gets a result marked ``Result/kiwiAborted``, and the
    /// systems after it are solved in a new process.
    static func solve(_ systems: [OperationSystem]) throws -> [Result] {
        var results: [Result] = []
        var remaining = systems[...]
        while !remaining.isEmpty {
            let input = "[" + remaining.map(\.json).joined(separator: ",") + "]"
            let (text, aborted) = try run(script: "kiwi_oracle.py", input: input, allowingAbort: true)
            let solved = try parse(text)
            results += solved
            remaining = remaining.dropFirst(solved.count)
            if aborted, !remaining.isEmpty {
                results.append(Result(added: [], checks: [], kiwiAborted: true))
                remaining = remaining.dropFirst()
            } else if !remaining.isEmpty {
                throw Failure(description: "kiwi_oracle.py solved \(solved.count) of \(solved.count + remaining.count) systems")
            }
        }
        return results
    }

    /// The complete systems in the oracle's output (a system cut off by an abort is left out).
    private static func parse(_ text: String) throws -> [Result] {
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
        return results
    }

    /// Runs `Oracle/<script>` on `input` (written to a file) in one Python process and returns what it
    /// wrote, and whether kiwisolver aborted the process (only when `allowingAbort`; otherwise an abort
    /// throws, as any other failure does).
    static func run(script: String, input: String, allowingAbort: Bool = false) throws -> (output: String, aborted: Bool) {
        let python = try interpreter()
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("kiwi-oracle-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let inputFile = directory.appendingPathComponent("input.json")
        let outputFile = directory.appendingPathComponent("output.txt")
        try Data(input.utf8).write(to: inputFile)
        let path = oracleDirectory.appendingPathComponent(script).path
        let ended = try run(python, [path, inputFile.path, outputFile.path])
        let (status, bySignal) = (ended.status, ended.endedBySignal)
        let output = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        if status == 0, !bySignal { return (output, false) }
        // kiwisolver 1.4 can abort the process (SIGABRT: an uncaught `kiwi::InternalSolverError`) on a
        // degenerate system; only a caller that can tell which system did it accepts that.
        if allowingAbort, bySignal, status == SIGABRT { return (output, true) }
        throw Failure(description: "\(script) \(bySignal ? "was killed by signal" : "exited with status") \(status)")
    }

    private static var oracleDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Oracle")
    }

    @discardableResult
    private static func run(_ executable: String, _ arguments: [String]) throws -> ChildProcess.Result {
        try ChildProcess.run(URL(fileURLWithPath: executable), arguments)
    }
}
