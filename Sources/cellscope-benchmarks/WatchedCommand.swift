import Foundation

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
        let handle = output.fileHandleForReading
        Thread.detachNewThread { [self] in
            var pending = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                pending.append(chunk)
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                    pending.removeSubrange(pending.startIndex...newline)
                    condition.withLock { collected.append(line) }
                    condition.broadcast()
                }
            }
        }
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
