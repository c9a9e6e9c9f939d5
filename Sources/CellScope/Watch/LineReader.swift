import Foundation

/// Reads a descriptor line by line on a thread of its own, for the watch protocol's two ends (the
/// watched viewer's standard input, the watch's pipe from the viewer): each complete line, without its
/// newline, goes to `line`; `end` runs once the other side has closed it.
enum LineReader {
    /// Starts the reading thread, named `name`.
    static func start(_ handle: FileHandle, name: String, line: @escaping @Sendable (String) -> Void,
                      end: @escaping @Sendable () -> Void) {
        let reader = Thread {
            var pending = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                pending.append(chunk)
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    line(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                    pending.removeSubrange(pending.startIndex...newline)
                }
            }
            end()
        }
        reader.name = name
        reader.start()
    }
}
