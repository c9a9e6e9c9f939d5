import Foundation

/// Reads a file handle line by line on a thread of its own: a child's output, the watch protocol's two
/// ends (the watched viewer's standard input, the watch's pipe from the viewer). Each complete line,
/// without its newline, goes to `line`; once the other side has closed the handle, `end` runs once with
/// what followed the last newline (nil when nothing did). Reads a signal interrupts are retried.
package enum LineReader {
    /// Starts the reading thread, named `name`.
    package static func start(_ handle: FileHandle, name: String, line: @escaping @Sendable (String) -> Void,
                              end: @escaping @Sendable (_ unterminated: String?) -> Void) {
        let reader = Thread {
            var pending = Data()
            while let chunk = ChildProcess.readChunk(handle) {
                pending.append(chunk)
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    line(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                    pending.removeSubrange(pending.startIndex...newline)
                }
            }
            end(pending.isEmpty ? nil : String(decoding: pending, as: UTF8.self))
        }
        reader.name = name
        reader.start()
    }
}
