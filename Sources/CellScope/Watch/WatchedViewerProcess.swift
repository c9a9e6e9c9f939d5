import Foundation
import ProcessSupport

/// A viewer that `cellscope watch` runs (`PREVIEW view --watched …`): commands go to its standard
/// input, its events (``WatchMessage``) are collected from its standard output, and anything else
/// it prints passes through to this process's output. Its standard error is this process's.
final class WatchedViewerProcess: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe(), output = Pipe()
    private let condition = NSCondition()
    private var events: [WatchMessage] = []
    private var outputEnded = false

    /// Starts `binary` with `arguments`; `passThrough` receives its other output lines.
    init(binary: URL, arguments: [String], passThrough: @escaping @Sendable (String) -> Void) throws {
        process.executableURL = binary
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = output
        try Termination.shared.atomically { registry in
            try process.run()
            registry.children.insert(process.processIdentifier)
        }
        LineReader.start(output.fileHandleForReading, name: "watched-viewer-output", line: { [self] line in
            if line.hasPrefix(WatchMessage.eventPrefix), let event = WatchMessage(line: line.dropFirst(WatchMessage.eventPrefix.count)) {
                condition.withLock { events.append(event) }
                condition.broadcast()
            } else {
                passThrough(line)
            }
        }, end: { [self] _ in
            condition.withLock { outputEnded = true }
            condition.broadcast()
        })
    }

    var pid: Int32 { process.processIdentifier }
    var isRunning: Bool { process.isRunning }
    /// Its exit status once it has ended.
    var status: Int32 { process.terminationStatus }

    /// Sends a command (ignored once the viewer has gone: SIGPIPE is ignored while watching).
    func send(_ message: WatchMessage) {
        try? input.fileHandleForWriting.write(contentsOf: Data((message.line + "\n").utf8))
    }

    /// Waits for an event of `kind` (at most `timeout` seconds); nil when it did not come, or the
    /// viewer ended first.
    func waitForEvent(_ kind: String, timeout: TimeInterval) -> WatchMessage? {
        waitForEvent(among: [kind], timeout: timeout)
    }

    /// Waits for the first event of one of `kinds` (at most `timeout` seconds); nil when none came,
    /// or the viewer ended first.
    func waitForEvent(among kinds: Set<String>, timeout: TimeInterval) -> WatchMessage? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = events.firstIndex(where: { kinds.contains($0.kind) }) { return events.remove(at: index) }
            if outputEnded || !condition.wait(until: deadline) { return events.firstIndex { kinds.contains($0.kind) }.map { events.remove(at: $0) } }
        }
    }

    /// Asks it to close, then ends it with SIGTERM and SIGKILL if it does not within `grace` seconds each.
    func stop(grace: TimeInterval = 5) {
        send(WatchMessage("quit"))
        for signal in [0, SIGTERM, SIGKILL] {
            if signal != 0 { kill(pid, signal) }
            let deadline = Date().addingTimeInterval(grace)
            while process.isRunning, Date() < deadline { usleep(10_000) }
            if !process.isRunning { break }
        }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        _ = Termination.shared.atomically { $0.children.remove(pid) }
    }
}
