import Foundation

/// `cellscope matrix` with 16 state combinations × 12 text sizes (192 tiles), run as a child process:
/// CPU time (user and system, every thread), wall time and peak resident memory (the child's maximum
/// resident set size), all from `wait4`.
struct MatrixBenchmark {
    struct Result {
        var cpuSeconds = Measurement(runs: [])
        var seconds = Measurement(runs: [])
        var peakMiB = Measurement(runs: [])
    }

    let output: String

    static let arguments = ["matrix", "sidebar", "--item", "mobile-app", "--states", "selected,highlighted,disabled,focused"]

    func run(times: Int) throws -> Result {
        let cellscope = try ChildProcess.sibling("cellscope")
        var result = Result()
        for run in 0..<times {
            FileHandle.standardError.write(Data("… matrix of 192 tiles: run \(run + 1) of \(times)\n".utf8))
            let process = try ChildProcess.run(cellscope, Self.arguments + ["--output", "\(output)/matrix-192.png"])
            guard process.status == 0 else { throw BenchmarkFailure("cellscope \(Self.arguments.joined(separator: " ")) failed (status \(process.status))") }
            result.cpuSeconds.runs.append(process.cpuNanoseconds / 1e9)
            result.seconds.runs.append(process.wallNanoseconds / 1e9)
            result.peakMiB.runs.append(process.peakResidentBytes / 1_048_576)
        }
        return result
    }
}
