import CellKit
import Foundation

/// `cellscope baseline record|verify [DEMO…] --dir DIR [--states NAME,…] [--sizes XS,…] [--appearances light,dark]
/// [--width N] [--direction ltr|rtl] [--bold-text] [--shard I/N] [--update] [--report DIR]`.
///
/// `record` renders every permutation lint would check (item × state combination × size × appearance ×
/// contrast; without `--states`, each demo's custom states are among the states, ``BaselineCoverage``)
/// and writes its PNG and resolved configuration into a new generation of DIR, swapped in
/// when complete (``BaselineGeneration``). `verify` renders them again and reports what differs.
/// Without permutation options, `verify` uses those the baseline was recorded with (its manifest).
/// Every run takes the folder's lock first (``BaselineLock``) and checks the manifest as untrusted
/// input (``BaselineSession``) before it renders.
///
/// Exit status: 0 when verify finds no difference (or `--update` re-recorded every one) and when record
/// worked, 1 when verify finds a difference or rendering or writing fails, 2 for a wrong argument or
/// a baseline that cannot be used as it is (a malformed manifest, a path out of the folder, an
/// unreadable folder).
@preconcurrency @MainActor
struct BaselineVerb {
    /// The verb's arguments, the line `help` prints and the names its reader accepts.
    static let usage = VerbUsage(name: "baseline", terms: [
        .literal("record|verify"), .optional([.words("DEMO")]), .value("--dir", "DIR"), .stateCombinations, .sizes, .appearances,
        .canvas, .direction, .boldText, .optional([.value("--shard", "I/N")]), .optional([.flag("--update")]),
        .optional([.value("--report", "DIR")]),
    ], summary:
        "record: render every permutation lint checks (each item × state combination × size × appearance × contrast; without "
            + "--states, every custom state each demo declares is in the combinations, and a warning names what is left out) into DIR as a PNG "
            + "and its resolved configuration as JSON, with a manifest; verify: render them again and report property differences in words, "
            + "changed pixels with a diff image, and missing and extra permutations (exit status 1 on any difference); verify uses the "
            + "recorded options unless given others; --update re-records what differs; --report DIR writes an HTML report with before, "
            + "after, diff and side by side; --shard I/N takes this runner's share (1-based) of the permutations")

    /// `record` or `verify`.
    typealias Mode = BaselineMode

    let mode: Mode
    let catalog: PreviewCatalog
    let reader: ArgumentReader
    let layout: BaselineLayout
    let shard: BaselineShard
    let update: Bool
    let reportFolder: URL?
    let output: (String) -> Void
    let errorOutput: (String) -> Void

    /// Whether the run writes the baseline (and so takes the lock exclusively).
    var writes: Bool { mode == .record || update }

    init(catalog: PreviewCatalog, arguments: [String], output: @escaping (String) -> Void,
         errorOutput: @escaping (String) -> Void = { _ in }) throws(CommandLineError) {
        guard let first = arguments.first, let mode = Mode(rawValue: first) else {
            let given = arguments.first.map { "'\($0)'" } ?? "nothing"
            throw CommandLineError("baseline needs 'record' or 'verify' first, not \(given): cellscope baseline record|verify [DEMO…] --dir DIR")
        }
        self.mode = mode
        self.catalog = catalog
        reader = try ArgumentReader(Array(arguments.dropFirst()), usage: Self.usage, verb: "baseline \(mode)")
        if mode == .record {
            for option in ["--update", "--report"] where reader.isGiven(option) {
                throw CommandLineError("\(option) belongs to 'baseline verify'; 'baseline record' writes the whole baseline")
            }
        }
        update = reader.flag("--update")
        layout = BaselineLayout(dir: try Self.folder(reader.value("--dir"), mustExist: mode == .verify, writable: mode == .record || update))
        _ = try PermutationOptions.plan(from: reader, catalog: catalog)
        shard = try reader.value("--shard").map { text throws(CommandLineError) in try BaselineShard(parsing: text) } ?? .whole
        reportFolder = try reader.value("--report").map { path throws(CommandLineError) in
            try Self.folder(path, option: "--report", mustExist: false, writable: true)
        }
        self.output = output
        self.errorOutput = errorOutput
    }

    /// Takes the lock, reads and checks the baseline, then renders and records, or renders and
    /// compares; returns the exit status.
    func run() throws -> Int32 {
        let (lock, session) = try prepare()
        defer { withExtendedLifetime(lock) {} }
        try CommandRuntime.startGtk(privateDisplay: true)
        switch mode {
        case .record: return try BaselineRecording(session: session).run()
        case .verify: return try BaselineVerification(session: session).run()
        }
    }

    /// What comes before any rendering: creates the folder (record), takes its lock, puts right what an
    /// interrupted writer left (writers), and reads and checks the baseline. The lock is held as long
    /// as the returned one lives (nil for a read-only folder, ``BaselineLock``).
    func prepare() throws -> (BaselineLock?, BaselineSession) {
        if mode == .record {
            do {
                try FileManager.default.createDirectory(at: layout.dir, withIntermediateDirectories: true)
            } catch {
                throw BaselineFolder.Failure(description: "cannot create the baseline folder \(layout.dir.path): \(BaselineFolder.reason(error))")
            }
        }
        let lock = try BaselineLock(dir: layout.dir, exclusive: writes, waiting: errorOutput)
        if writes { for line in try layout.recover() { output(line) } }
        return (lock, try BaselineSession(verb: self))
    }

    /// The folder given with `option`: it must be a folder (and with `mustExist`, exist); one that
    /// exists must be readable, and with `writable`, writable.
    static func folder(_ path: String?, option: String = "--dir", mustExist: Bool, writable: Bool) throws(CommandLineError) -> URL {
        guard let path else { throw CommandLineError("baseline needs \(option) DIR, the baseline's folder") }
        guard !path.isEmpty else { throw CommandLineError("\(option) needs a folder name, not an empty one") }
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            let failure = InputFile.failure(opening: url.path, errno: errno)
            guard failure.isMissing else { throw CommandLineError("\(option) '\(path)' \(failure.reason)") }
            if mustExist {
                throw CommandLineError("\(option) '\(path)' does not exist; record a baseline there first with 'cellscope baseline record --dir \(path)'")
            }
            return url
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw CommandLineError("\(option) '\(path)' is a file, not a folder")
        }
        let access = writable ? R_OK | W_OK | X_OK : R_OK | X_OK
        guard Glibc.access(url.path, access) == 0 else {
            throw CommandLineError("\(option) '\(path)' cannot be \(writable ? "written" : "read"): \(String(cString: strerror(errno)))")
        }
        return url
    }
}
