import Foundation
import ProcessSupport

/// A long-running command (`cellscope watch`) whose output lines (standard output and error
/// together) are collected as they come, to wait for the one that says something happened.
final class WatchedCommand: @unchecked Sendable {
    private let process = Process()
    private let condition = NSCondition()
    private var collected: [String] = []

    init(_ executable: String, _ arguments: [String]) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        LineReader.start(output.fileHandleForReading, name: "watched-command-output", line: { [self] line in
            condition.withLock { collected.append(line) }
            condition.broadcast()
        }, end: { _ in })
    }

    /// Every line so far.
    var lines: [String] { condition.withLock { collected } }

    /// Waits for a line containing `text`, past the first `skipping` such lines; nil when none came
    /// within `timeout` seconds or the command ended first.
    func waitForLine(containing text: String, timeout: TimeInterval, skipping: Int = 0) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            let matches = collected.filter { $0.contains(text) }
            if matches.count > skipping { return matches[skipping] }
            if !process.isRunning || Date() >= deadline { return nil }
            condition.wait(until: min(deadline, Date().addingTimeInterval(0.5)))
        }
    }

    /// Ends it (SIGTERM: the watch closes its viewer) and waits for it.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }
}
