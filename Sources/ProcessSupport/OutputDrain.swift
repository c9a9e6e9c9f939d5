import Foundation

/// One output of a ``ChildProcess`` read on a thread of its own, so that a child that writes a lot to
/// one output never blocks on it while the other is read: kept whole, or handed over line by line.
final class OutputDrain: @unchecked Sendable {
    /// The pipe the child writes into.
    let pipe = Pipe()
    private let lines: (@Sendable (String) -> Void)?
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    /// A drain for `output`; nil when the output is not read (inherited or thrown away).
    init?(_ output: ChildProcess.Output) {
        switch output {
        case .collected: lines = nil
        case .lines(let handler): lines = handler
        case .inherited, .discarded: return nil
        }
    }

    /// Starts reading (once the child has started).
    func start() {
        let handle = pipe.fileHandleForReading
        if let lines {
            LineReader.start(handle, name: "child-output", line: lines, end: { [done] unterminated in
                if let unterminated { lines(unterminated) }
                done.signal()
            })
        } else {
            Thread.detachNewThread { [self] in
                data = ChildProcess.readToEnd(handle)
                done.signal()
            }
        }
    }

    /// Everything the pipe delivered (waits for its writers to close it, at most ten seconds).
    var text: String {
        guard done.wait(timeout: .now() + 10) == .success else { return "(still open)" }
        done.signal()
        return String(decoding: data, as: UTF8.self)
    }
}
