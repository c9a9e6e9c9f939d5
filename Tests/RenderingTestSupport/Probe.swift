import Foundation

/// Runs the `gtk-probe` executable (and other programs) built next to the test bundle.
public enum Probe {
    /// What a probe run printed and how it ended.
    public struct Result: Sendable {
        public let status: Int32
        public let standardOutput: String
        public let standardError: String
    }

    /// Runs `gtk-probe` with `arguments`; `environment` changes are applied on top of this process's
    /// environment (a nil value removes the variable).
    public static func run(_ arguments: [String], environment: [String: String?] = [:]) throws -> Result {
        try run(executable: builtProductsDirectory.appendingPathComponent("gtk-probe"), arguments, environment: environment)
    }

    /// Runs any executable with `arguments` and environment changes, and collects its output.
    public static func run(executable: URL, _ arguments: [String], environment: [String: String?] = [:],
                           currentDirectory: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        // Both pipes are read at once, so a child that writes a lot to one cannot block on it while
        // the other is being read.
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let errorReader = PipeReader(err.fileHandleForReading)
        let outData = readToEnd(out.fileHandleForReading)
        let errData = errorReader.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outData, as: UTF8.self),
            standardError: String(decoding: errData, as: UTF8.self)
        )
    }

    /// Everything `handle` delivers until its writers close it; reads a signal interrupts are retried
    /// (Foundation's `readDataToEndOfFile` stops the process on EINTR).
    public static func readToEnd(_ handle: FileHandle) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(handle.fileDescriptor, &buffer, buffer.count)
            if count > 0 { data.append(contentsOf: buffer[0..<count]); continue }
            if count < 0 && errno == EINTR { continue }
            return data
        }
    }

    /// The folder that holds the test bundle and the package's executables.
    public static var builtProductsDirectory: URL {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var url = URL(fileURLWithPath: executable).deletingLastPathComponent()
        // The test runner may live inside a bundle folder (*.xctest).
        while url.pathExtension == "xctest" || url.lastPathComponent == "Contents" || url.lastPathComponent == "MacOS" {
            url.deleteLastPathComponent()
        }
        return url
    }
}

/// Reads a pipe to its end on a background thread.
final class PipeReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = Probe.readToEnd(handle)
            done.signal()
        }
    }

    /// Everything the pipe delivered, once its writer closed it.
    func wait() -> Data {
        done.wait()
        return data
    }
}
