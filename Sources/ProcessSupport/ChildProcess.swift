import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A program run as a child process: started with its arguments, environment changes and working
/// folder; its standard output and error collected, handed over line by line, passed through or
/// thrown away; waited for with a time limit; its exit status (or the signal that ended it) reported.
///
/// ```swift
/// let result = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["swift", "--version"], timeout: 60)
/// print(result.status, result.standardOutput)
/// ```
///
/// ``start()`` and ``waitForExit(timeout:)`` are separate steps, so a caller can record the child
/// (its ``pid``) while it runs, for example to end it when the parent is interrupted.
package final class ChildProcess: @unchecked Sendable {
    /// Where the child's standard input comes from.
    package enum Input: Sendable {
        /// This process's standard input.
        case inherited
        /// Nothing: the child reads end of file at once (`/dev/null`).
        case empty
        /// A pipe that ``write(_:)`` fills and ``closeInput()`` closes.
        case pipe
    }

    /// Where one of the child's outputs goes.
    package enum Output: Sendable {
        /// Kept; read with ``standardOutput`` or ``standardError``.
        case collected
        /// Handed over a line at a time, without its line break, on a thread of its own.
        case lines(@Sendable (String) -> Void)
        /// This process's own output.
        case inherited
        /// Thrown away (`/dev/null`).
        case discarded
    }

    /// How a child ended and what it printed.
    package struct Result: Sendable {
        /// The exit status, or for a child a signal ended, the signal's number.
        package var status: Int32
        /// Whether a signal ended the child.
        package var endedBySignal: Bool
        /// Its collected standard output (empty unless collected).
        package var standardOutput: String
        /// Its collected standard error (empty unless collected).
        package var standardError: String
        /// Both outputs, standard error last (where compilers print their diagnostics).
        package var output: String { standardOutput + "\n" + standardError }
    }

    private let process = Process()
    private let ended = DispatchSemaphore(value: 0)
    private let input: Pipe?
    private let outputs: [OutputDrain?]

    /// A child that runs `executable` with `arguments` in `directory` (by default this process's);
    /// `environment` changes apply on top of this process's environment (nil removes a variable).
    package init(_ executable: URL, _ arguments: [String] = [], environment: [String: String?] = [:], in directory: URL? = nil,
                 standardInput: Input = .inherited, standardOutput: Output = .collected, standardError: Output = .collected) {
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty {
            var variables = ProcessInfo.processInfo.environment
            for (key, value) in environment { variables[key] = value }
            process.environment = variables
        }
        switch standardInput {
        case .inherited: input = nil
        case .empty: input = nil; process.standardInput = FileHandle.nullDevice
        case .pipe: input = Pipe(); process.standardInput = input
        }
        outputs = [standardOutput, standardError].map(OutputDrain.init)
        if let drain = outputs[0] { process.standardOutput = drain.pipe }
        if case .discarded = standardOutput { process.standardOutput = FileHandle.nullDevice }
        if let drain = outputs[1] { process.standardError = drain.pipe }
        if case .discarded = standardError { process.standardError = FileHandle.nullDevice }
        process.terminationHandler = { [ended] _ in ended.signal() }
    }

    /// A child that runs `arguments[0]`, looked up on PATH, with the rest of `arguments`.
    package convenience init(searchingPath arguments: [String], environment: [String: String?] = [:], in directory: URL? = nil,
                             standardInput: Input = .inherited, standardOutput: Output = .collected, standardError: Output = .collected) {
        self.init(URL(fileURLWithPath: "/usr/bin/env"), arguments, environment: environment, in: directory,
                  standardInput: standardInput, standardOutput: standardOutput, standardError: standardError)
    }

    /// Ends a child still running when it is no longer referenced, so that it cannot outlive its owner.
    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            _ = ended.wait(timeout: .now() + 5)
        }
    }

    /// Starts the child and the threads that read its outputs.
    package func start() throws {
        try process.run()
        for drain in outputs { drain?.start() }
    }

    /// The child's process identifier (0 before it starts).
    package var pid: Int32 { process.processIdentifier }

    /// Whether the child has started and not yet ended.
    package var isRunning: Bool { process.isRunning }

    /// Waits for the child to end (at most `timeout` seconds; without one, as long as it takes);
    /// true when it did.
    @discardableResult
    package func waitForExit(timeout: TimeInterval? = nil) -> Bool {
        if let timeout {
            guard ended.wait(timeout: .now() + timeout) == .success else { return false }
        } else {
            ended.wait()
        }
        ended.signal()
        return true
    }

    /// Sends `signal` to the child.
    package func signal(_ signal: Int32) {
        if process.isRunning { kill(pid, signal) }
    }

    /// How it ended: the exit status, or for a signal, the signal's number (-1 while it runs).
    package var status: Int32 { process.isRunning ? -1 : process.terminationStatus }
    /// Whether a signal ended it.
    package var endedBySignal: Bool { !process.isRunning && process.terminationReason == .uncaughtSignal }
    /// Its collected standard output, once the child (and any process that inherited the pipe) has
    /// closed it; waits at most ten seconds for that, then gives "(still open)".
    package var standardOutput: String { outputs[0]?.text ?? "" }
    /// Its collected standard error, as ``standardOutput``.
    package var standardError: String { outputs[1]?.text ?? "" }
    /// Status and outputs together, once it has ended.
    package var result: Result {
        Result(status: status, endedBySignal: endedBySignal, standardOutput: standardOutput, standardError: standardError)
    }

    /// Writes `data` to the child's standard input pipe (ignored once the child has gone).
    package func write(_ data: Data) {
        try? input?.fileHandleForWriting.write(contentsOf: data)
    }

    /// Closes the child's standard input pipe: it reads end of file.
    package func closeInput() {
        try? input?.fileHandleForWriting.close()
    }

    /// Runs a child to its end and returns how it ended and what it printed (both outputs collected).
    /// A child still running after `timeout` seconds is killed (SIGKILL) and reported as ended by it.
    package static func run(_ executable: URL, _ arguments: [String], environment: [String: String?] = [:], in directory: URL? = nil,
                            standardInput: Input = .inherited, timeout: TimeInterval? = nil) throws -> Result {
        let child = ChildProcess(executable, arguments, environment: environment, in: directory, standardInput: standardInput)
        try child.start()
        if !child.waitForExit(timeout: timeout) {
            child.signal(SIGKILL)
            child.waitForExit()
        }
        return child.result
    }

    /// Everything `handle` delivers until its writers close it; reads a signal interrupts are retried
    /// (Foundation's `readDataToEndOfFile` stops the process on EINTR).
    package static func readToEnd(_ handle: FileHandle) -> Data {
        var data = Data()
        while let chunk = readChunk(handle) { data.append(chunk) }
        return data
    }

    /// The next bytes `handle` delivers (nil at its end), retrying reads a signal interrupts.
    static func readChunk(_ handle: FileHandle) -> Data? {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(handle.fileDescriptor, &buffer, buffer.count)
            if count > 0 { return Data(buffer[0..<count]) }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }
}
