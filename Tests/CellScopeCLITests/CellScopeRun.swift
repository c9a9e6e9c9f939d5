import Foundation
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
    let marker = "\(CellScopeRun.session)/\(UUID().uuidString)"
    let process = Process()
    private let output = Pipe(), errors = Pipe()
    private let ended = DispatchSemaphore(value: 0)
    private var outputReader: PipeDrain?
    private var errorReader: PipeDrain?

    /// Starts `executable` (cellscope by default) with `arguments` in `directory` (by default this
    /// process's); `environment` changes apply on top of this process's environment (nil removes a variable).
    init(_ arguments: [String], environment: [String: String?] = [:], executable: URL = CellScopeRun.binary,
         in directory: URL? = nil) throws {
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var variables = ProcessInfo.processInfo.environment
        for (key, value) in environment { variables[key] = value }
        variables[Self.markerVariable] = marker
        process.environment = variables
        process.standardOutput = output
        process.standardError = errors
        process.terminationHandler = { [ended] _ in ended.signal() }
        try process.run()
        outputReader = PipeDrain(output.fileHandleForReading)
        errorReader = PipeDrain(errors.fileHandleForReading)
    }

    var pid: Int32 { process.processIdentifier }

    /// A run that a failed test abandons is killed, so that it cannot outlive the test.
    deinit {
        if process.isRunning {
            kill(pid, SIGKILL)
            _ = ended.wait(timeout: .now() + 5)
        }
    }

    /// Waits for the process to end (at most `timeout` seconds); true when it did.
    @discardableResult
    func waitForExit(timeout: TimeInterval = 120) -> Bool {
        guard ended.wait(timeout: .now() + timeout) == .success else { return false }
        ended.signal()
        return true
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
    var status: Int32 { process.isRunning ? -1 : process.terminationStatus }
    var endedBySignal: Bool { !process.isRunning && process.terminationReason == .uncaughtSignal }
    var standardOutput: String { outputReader?.text ?? "" }
    var standardError: String { errorReader?.text ?? "" }

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

/// Reads a pipe to its end on a background thread.
private final class PipeDrain: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = Probe.readToEnd(handle)
            done.signal()
        }
    }

    /// Everything the pipe delivered (waits for its writers to close it, at most ten seconds).
    var text: String {
        guard done.wait(timeout: .now() + 10) == .success else { return "(still open)" }
        done.signal()
        return String(decoding: data, as: UTF8.self)
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
