#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Watches a package's sources with Linux inotify: every folder under `Sources/` (folders created
/// later included) and `Package.swift`. A change is a file written and closed, moved in or out, or
/// removed; editors' temporary and backup files (hidden names, `#…#`, `…~`, `.swp`, vim's `4913`
/// probe) are not changes.
final class SourceWatcher {
    /// What changed, relative to the package folder.
    struct Change: Equatable {
        var path: String
    }

    let packageFolder: URL
    private let descriptor: Int32
    private var folders: [Int32: String] = [:]
    private let fileEvents = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_MOVED_FROM) | UInt32(IN_DELETE)
    private let folderEvents = UInt32(IN_CREATE) | UInt32(IN_DELETE_SELF)

    /// The files at the top of the watched folder whose changes count (the others are ignored).
    private let countsTopLevelFile: (String) -> Bool

    /// Starts watching; the error says what could not be watched.
    init(packageFolder: URL) throws(CommandLineError) {
        self.packageFolder = packageFolder
        countsTopLevelFile = { $0 == "Package.swift" || ($0.hasPrefix("Package@swift") && $0.hasSuffix(".swift")) }
        descriptor = inotify_init1(Int32(IN_CLOEXEC) | Int32(IN_NONBLOCK))
        guard descriptor >= 0 else { throw CommandLineError("cannot watch files: \(String(cString: strerror(errno)))") }
        try watch("", mask: fileEvents)
        let sources = packageFolder.appendingPathComponent("Sources")
        if FileManager.default.fileExists(atPath: sources.path) { try watchTree("Sources") }
    }

    /// Watches one file: its folder, for the file being written, replaced (editors often save by
    /// renaming a new file over the old one) or removed. Changes are named by the file's name.
    init(file: URL) throws(CommandLineError) {
        packageFolder = file.deletingLastPathComponent()
        let name = file.lastPathComponent
        countsTopLevelFile = { $0 == name }
        descriptor = inotify_init1(Int32(IN_CLOEXEC) | Int32(IN_NONBLOCK))
        guard descriptor >= 0 else { throw CommandLineError("cannot watch files: \(String(cString: strerror(errno)))") }
        try watch("", mask: fileEvents)
    }

    deinit { close(descriptor) }

    private func watch(_ relative: String, mask: UInt32) throws(CommandLineError) {
        let path = relative.isEmpty ? packageFolder.path : packageFolder.appendingPathComponent(relative).path
        let watch = inotify_add_watch(descriptor, path, mask)
        guard watch >= 0 else { throw CommandLineError("cannot watch '\(path)': \(String(cString: strerror(errno)))") }
        folders[watch] = relative
    }

    /// Watches a folder and every folder below it.
    private func watchTree(_ relative: String) throws(CommandLineError) {
        try watch(relative, mask: fileEvents | folderEvents)
        let url = packageFolder.appendingPathComponent(relative)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        for name in names.sorted() where !Self.isScratch(name) {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &isFolder), isFolder.boolValue {
                try watchTree(relative + "/" + name)
            }
        }
    }

    /// Waits at most `timeout` seconds for changes and returns them (empty when none came).
    func waitForChanges(timeout: TimeInterval) -> [Change] {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, Int32(max(0, timeout) * 1000)) > 0 else { return [] }
        var changes: [Change] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            changes += events(in: buffer[0..<count])
        }
        return changes
    }

    /// Reads the `inotify_event` records in `bytes` (16-byte header: wd, mask, cookie, len; then the name).
    private func events(in bytes: ArraySlice<UInt8>) -> [Change] {
        var changes: [Change] = []
        var offset = bytes.startIndex
        while offset + 16 <= bytes.endIndex {
            let header = bytes[offset..<offset + 16].withUnsafeBytes { raw in
                (raw.loadUnaligned(fromByteOffset: 0, as: Int32.self), raw.loadUnaligned(fromByteOffset: 4, as: UInt32.self),
                 Int(raw.loadUnaligned(fromByteOffset: 12, as: UInt32.self)))
            }
            let (watch, mask, length) = header
            let nameBytes = bytes[(offset + 16)..<min(bytes.endIndex, offset + 16 + length)].prefix { $0 != 0 }
            let name = String(decoding: nameBytes, as: UTF8.self)
            offset += 16 + length
            guard let folder = folders[watch] else { continue }
            if mask & UInt32(IN_IGNORED) != 0 { folders[watch] = nil; continue }
            let path = folder.isEmpty ? name : folder + "/" + name
            if mask & UInt32(IN_ISDIR) != 0 {
                // A new folder of sources: watch it too, and count it (it may already hold files).
                if mask & (UInt32(IN_CREATE) | UInt32(IN_MOVED_TO)) != 0, !folder.isEmpty, !Self.isScratch(name) {
                    try? watchTree(path)
                    changes.append(Change(path: path))
                } else if mask & (UInt32(IN_DELETE) | UInt32(IN_MOVED_FROM)) != 0, !folder.isEmpty {
                    changes.append(Change(path: path))
                }
                continue
            }
            guard mask & fileEvents != 0, !Self.isScratch(name) else { continue }
            if folder.isEmpty, !countsTopLevelFile(name) { continue }
            changes.append(Change(path: path))
        }
        return changes
    }

    /// Editors' temporary and backup files.
    static func isScratch(_ name: String) -> Bool {
        name.isEmpty || name.hasPrefix(".") || name.hasPrefix("#") || name.hasSuffix("~") || name.hasSuffix(".swp")
            || name.hasSuffix(".swx") || name == "4913"
    }
}
