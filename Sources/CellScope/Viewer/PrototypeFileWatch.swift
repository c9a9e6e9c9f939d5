import Foundation

/// Waits on a thread of its own for saves of one file (inotify through ``SourceWatcher``) and calls
/// `saved` once per save: the events of one save (an editor's write, rename and attribute change)
/// are gathered by a ``SaveDebouncer`` with a short quiet period, short because a prototype reloads
/// in milliseconds, not after a build.
final class PrototypeFileWatch: @unchecked Sendable {
    /// How long no event must come before a save is over.
    static let quietPeriod: TimeInterval = 0.02

    /// Touched only by the watching thread once it has started.
    private let watcher: SourceWatcher
    private let lock = NSLock()
    private var isStopped = false

    /// Starts watching `file`; the error says what could not be watched.
    init(file: URL, saved: @escaping @Sendable () -> Void) throws(CommandLineError) {
        watcher = try SourceWatcher(file: file)
        let thread = Thread { [self] in run(saved) }
        thread.name = "prototype-watch"
        thread.start()
    }

    /// Stops watching (within a quarter of a second).
    func stop() {
        lock.withLock { isStopped = true }
    }

    private var stopped: Bool { lock.withLock { isStopped } }

    private func run(_ saved: @Sendable () -> Void) {
        var debouncer = SaveDebouncer(quietPeriod: Self.quietPeriod)
        while !stopped {
            let wait = debouncer.deadline.map { $0.timeIntervalSinceNow } ?? 0.25
            for _ in watcher.waitForChanges(timeout: max(0, min(wait, 0.25))) { debouncer.noteEvent(at: Date()) }
            if debouncer.takeFinishedBurst(at: Date()) != nil, !stopped { saved() }
        }
    }
}
