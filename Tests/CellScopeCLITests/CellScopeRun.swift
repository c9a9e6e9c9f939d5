import Foundation
import ProcessSupport
import RenderingTestSupport

/// The `cellscope` executable run as a separate process, as people and CI run it, with a marker in
/// its environment so that anything it leaves running can be found (its children inherit the marker).
final class CellScopeRun: @unchecked Sendable {
    /// The environment variable that marks every process the command-line tests start.
    static let markerVariable = "CELLSCOPE_TEST_RUN"
    /// The marker of this test process's runs; each run adds its own suffix.
    static let session = UUID().uuidString
    static let binary = Probe.builtProductsDirectory.appendingPathComponent("cellscope")
    /// Changes that take away every display, so the headless verbs start their private Xvfb.
    static let noDisplay: [String: String?] = ["DISPLAY": nil, "WAYLAND_DISPLAY": nil]

    /// This run's marker value.
    let marker: String
    private let child: ChildProcess

    /// Starts `executable` (cellscope by default) with `arguments` in `directory` (by default this
    /// process's); `environment` changes apply on top of this process's environment (nil removes a variable).
    init(_ arguments: [String], environment: [String: String?] = [:], executable: URL = CellScopeRun.binary,
         in directory: URL? = nil) throws {
        marker = "\(CellScopeRun.session)/\(UUID().uuidString)"
        var changes = environment
        changes[Self.markerVariable] = marker
        child = ChildProcess(executable, arguments, environment: changes, in: directory)
        try child.start()
    }

    var pid: Int32 { child.pid }
    /// Whether it is still running.
    var isRunning: Bool { child.isRunning }

    /// Waits for the process to end (at most `timeout` seconds); true when it did. A run that a failed
    /// test abandons is killed when it is released, so that it cannot outlive the test.
    @discardableResult
    func waitForExit(timeout: TimeInterval = 120) -> Bool {
        child.waitForExit(timeout: timeout)
    }

    /// Sends `signal` (to the process, or with `toGroup` to its whole process group, as a terminal's
    /// Ctrl+C does) and measures how long the process takes to end: until the kernel shows it ended
    /// (a zombie, or gone), watched every millisecond, so that Foundation's own notice of the end,
    /// which can lag on a busy machine, does not count. Nil when it did not end within five seconds.
    func interrupt(with signal: Int32, toGroup: Bool = false) -> TimeInterval? {
        let group = ProcessTable.entry(pid)?.group ?? pid
        let start = DispatchTime.now().uptimeNanoseconds
        kill(toGroup ? -group : pid, signal)
        var end: UInt64?
        while DispatchTime.now().uptimeNanoseconds - start < 5_000_000_000 {
            if let entry = ProcessTable.entry(pid), entry.isAlive {
                usleep(1_000)
                continue
            }
            end = DispatchTime.now().uptimeNanoseconds
            break
        }
        guard let end, waitForExit(timeout: 5) else { return nil }
        return Double(end - start) / 1e9
    }

    /// How it ended: the exit status, or for a signal, the signal's number (-1 while it runs).
    var status: Int32 { child.status }
    var endedBySignal: Bool { child.endedBySignal }
    var standardOutput: String { child.standardOutput }
    var standardError: String { child.standardError }

    /// Its private Xvfb, once it runs one.
    var xvfb: ProcessTable.Entry? {
        ProcessTable.children(of: pid).first { $0.name == "Xvfb" }
    }

    /// Living processes this run started that are still there (its Xvfb, or itself).
    var leftovers: [ProcessTable.Entry] { ProcessTable.carrying(Self.markerVariable, marker) }

    /// Whether the process has a file open in `folder` (the unnamed output file it writes into once
    /// the rendering starts).
    func hasFileOpen(in folder: URL) -> Bool {
        ProcessTable.openFiles(of: pid).contains { $0.hasPrefix(folder.path + "/") }
    }

    /// Runs cellscope to the end (killing it after ten minutes) and returns the result.
    static func run(_ arguments: [String], environment: [String: String?] = [:], in directory: URL? = nil) throws -> CellScopeRun {
        let run = try CellScopeRun(arguments, environment: environment, in: directory)
        if !run.waitForExit(timeout: 600) {
            kill(run.pid, SIGKILL)
            run.waitForExit(timeout: 5)
        }
        return run
    }
}

/// A fresh, empty folder for one test's output files, removed afterwards.
struct ScratchFolder {
    let url: URL

    /// A folder in `parent` (the temporary folder by default; another when it does not exist).
    init(in parent: URL = FileManager.default.temporaryDirectory) throws {
        let base = FileManager.default.fileExists(atPath: parent.path) ? parent : FileManager.default.temporaryDirectory
        url = base.appendingPathComponent("cellscope-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Every name in the folder, hidden ones included.
    var contents: [String] { (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
