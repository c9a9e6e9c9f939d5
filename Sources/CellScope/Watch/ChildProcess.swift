import Foundation

/// A short-lived command (`swift build`, `swift package describe`) run to its end, its output
/// collected. While it runs, an interrupt of `cellscope` ends it too (``Termination``).
enum ChildProcess {
    /// How a command ended and what it printed.
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
        /// Both outputs, standard error last (where compilers print their diagnostics).
        var output: String { standardOutput + "\n" + standardError }
    }

    /// Runs `arguments` (looked up on PATH) in this process's folder and waits for it.
    static func run(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        let outputText = Collected(), errorText = Collected()
        try Termination.shared.atomically { registry in
            try process.run()
            registry.children.insert(process.processIdentifier)
        }
        let readers = DispatchGroup()
        for (pipe, text) in [(output, outputText), (errors, errorText)] {
            readers.enter()
            Thread.detachNewThread {
                text.set(pipe.fileHandleForReading.readDataToEndOfFile())
                readers.leave()
            }
        }
        readers.wait()
        process.waitUntilExit()
        _ = Termination.shared.atomically { $0.children.remove(process.processIdentifier) }
        return Result(status: process.terminationStatus, standardOutput: outputText.text, standardError: errorText.text)
    }

    /// Data one reader thread delivers.
    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func set(_ new: Data) { lock.withLock { data = new } }
        var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
    }
}
