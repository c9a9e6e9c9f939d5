import Foundation
import Synchronization

/// CellKit's warning log. Problems that UIKit would report by crashing or failing silently (an unknown SF
/// Symbol name, a missing resource) are reported here once per key, so a list of a thousand rows does not
/// print a thousand identical lines. Warnings go to standard error unless a capture is active.
package enum Diagnostics {
    /// Receives warning messages.
    typealias Sink = @Sendable (String) -> Void

    private static let warnedKeys = Mutex<Set<String>>([])

    /// A sink that replaces standard error for the current task (set by `capturingWarnings`).
    @TaskLocal private static var taskSink: Sink?

    /// Emits `message` the first time `key` is seen in this process; later calls with the same key do nothing.
    /// Returns whether the warning was emitted.
    @discardableResult
    package static func warnOnce(key: String, message: String) -> Bool {
        let isNew = warnedKeys.withLock { $0.insert(key).inserted }
        guard isNew else { return false }
        if let sink = taskSink {
            sink(message)
        } else {
            FileHandle.standardError.write(Data("CellKit warning: \(message)\n".utf8))
        }
        return true
    }

    /// Runs `body` and returns the warnings emitted by it on the current task instead of printing them.
    package static func capturingWarnings<T>(_ body: () throws -> T) rethrows -> (result: T, warnings: [String]) {
        let collector = Collector()
        let result = try $taskSink.withValue({ message in collector.append(message) }) {
            try body()
        }
        return (result, collector.messages)
    }

    /// Thread-safe list of captured messages.
    private final class Collector: Sendable {
        private let storage = Mutex<[String]>([])
        func append(_ message: String) { storage.withLock { $0.append(message) } }
        var messages: [String] { storage.withLock { $0 } }
    }

    /// Forgets that `key` was warned about, so the next `warnOnce` with it emits again (for tests).
    package static func resetWarning(forKey key: String) {
        _ = warnedKeys.withLock { $0.remove(key) }
    }
}
