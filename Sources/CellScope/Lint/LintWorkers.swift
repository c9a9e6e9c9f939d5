import CGtkShim
import Foundation

/// Spreads a lint run over processes: the demos are split into groups of about equal work, this
/// process checks the first group, and a copy of the running executable checks each other group on the
/// same display, at the same time, and hands its report back through a pipe. Lint is single-threaded
/// (GTK is), so on a machine with several cores this divides the wall time.
///
/// A worker is this executable run as `lint DEMO… --jobs 1` with the other options unchanged and
/// `CELLSCOPE_LINT_WORKER` set: it writes its report as JSON (``WorkerReport``) to descriptor 3 instead of
/// printing it. Workers are started by `cgtk_spawn_bound_child`, so the kernel ends them when this
/// process ends in any way (Ctrl+C included). A worker that fails makes the whole run fail.
@preconcurrency @MainActor
enum LintWorkers {
    /// The environment variable that makes `cellscope lint` a worker.
    static let environmentKey = "CELLSCOPE_LINT_WORKER"

    /// What a worker hands back.
    struct WorkerReport: Codable {
        struct Accepted: Codable {
            var finding: LintFinding
            var reason: String
        }
        var checked: Int
        var findings: [LintFinding]
        var accepted: [Accepted]

        init(_ report: LintReport) {
            checked = report.checked
            findings = report.findings
            accepted = report.accepted.map { Accepted(finding: $0.finding, reason: $0.reason) }
        }
    }

    /// Whether this process is a worker of another lint run.
    static var isWorker: Bool { ProcessInfo.processInfo.environment[environmentKey] != nil }

    /// Writes a worker's report to descriptor 3.
    static func handBack(_ report: LintReport) throws {
        let data = try JSONEncoder().encode(WorkerReport(report))
        let handle = FileHandle(fileDescriptor: 3, closeOnDealloc: true)
        try handle.write(contentsOf: data)
    }

    /// The demos split into `count` groups of about equal work (items × state combinations), each
    /// group in plan order; empty groups are dropped.
    static func groups(of plan: PermutationPlan, count: Int) -> [[PreviewDemo]] {
        var groups = [[Int]](repeating: [], count: max(1, count))
        var load = [Int](repeating: 0, count: groups.count)
        let costs = plan.demos.indices.map { plan.demos[$0].items.count * plan.stateCombinations(for: plan.demos[$0]).count }
        for index in plan.demos.indices.sorted(by: { costs[$0] > costs[$1] }) {
            let lightest = load.indices.min { load[$0] < load[$1] }!
            groups[lightest].append(index)
            load[lightest] += costs[index]
        }
        return groups.filter { !$0.isEmpty }.map { $0.sorted().map { plan.demos[$0] } }
    }

    /// A started worker: its pid and the read end of its pipe.
    struct Worker {
        let pid: pid_t
        let output: Int32
        let demos: [String]
    }

    /// Starts a worker on `demos` with the run's other arguments (`options`: everything but the demo names
    /// and `--jobs`).
    static func start(demos: [String], options: [String]) throws -> Worker {
        guard let executable = Bundle.main.executablePath ?? CommandLine.arguments.first else {
            throw PreviewRenderer.Failure(description: "cannot find this executable to start a lint worker")
        }
        var pipe: [Int32] = [0, 0]
        guard Glibc.pipe(&pipe) == 0 else { throw PreviewRenderer.Failure(description: "cannot create a pipe for a lint worker") }
        let arguments = [executable, "lint"] + demos + options + ["--jobs", "1"]
        var cArguments = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        setenv(environmentKey, "1", 1)
        defer { unsetenv(environmentKey) }
        var pid: pid_t = 0
        let status = cgtk_spawn_bound_child(executable, &cArguments, pipe[1], &pid)
        close(pipe[1])
        guard status == 0 else {
            close(pipe[0])
            throw PreviewRenderer.Failure(description: "cannot start a lint worker: \(String(cString: strerror(status)))")
        }
        return Worker(pid: pid, output: pipe[0], demos: demos)
    }

    /// Reads a worker's report and waits for it to end.
    static func collect(_ worker: Worker) throws -> LintReport {
        let data = FileHandle(fileDescriptor: worker.output, closeOnDealloc: true).readDataToEndOfFile()
        var status: Int32 = 0
        while waitpid(worker.pid, &status, 0) < 0 && errno == EINTR {}
        let exited = status & 0x7f == 0, code = (status >> 8) & 0xff
        // A worker exits with 1 when it found an error; anything else, or no report, is a failure.
        guard exited, code <= 1, let report = try? JSONDecoder().decode(WorkerReport.self, from: data) else {
            let how = exited ? "exited with status \(code)" : "was killed by signal \(status & 0x7f)"
            throw PreviewRenderer.Failure(description: "the lint worker for \(worker.demos.joined(separator: ", ")) \(how) "
                + "without a report; lint those demos alone (--jobs 1) to see why")
        }
        return LintReport(checked: report.checked, findings: report.findings,
                          accepted: report.accepted.map { ($0.finding, $0.reason) })
    }

    /// Joins the reports of the groups into one, findings in the order of the plan's demos.
    static func merge(_ reports: [LintReport], plan: PermutationPlan) -> LintReport {
        let order = Dictionary(uniqueKeysWithValues: plan.demos.enumerated().map { ($1.id, $0) })
        func sorted<T>(_ values: [T], demo: (T) -> String) -> [T] {
            values.enumerated().sorted { (order[demo($0.element)] ?? 0, $0.offset) < (order[demo($1.element)] ?? 0, $1.offset) }.map(\.element)
        }
        return LintReport(checked: reports.reduce(0) { $0 + $1.checked },
                          findings: sorted(reports.flatMap(\.findings), demo: \.demo),
                          accepted: sorted(reports.flatMap(\.accepted), demo: \.finding.demo))
    }
}
