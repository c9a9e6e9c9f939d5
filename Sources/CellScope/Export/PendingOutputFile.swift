import CGtkShim
import Foundation

/// A file being written atomically: its bytes go to an unnamed file in the destination's folder
/// (Linux's O_TMPFILE), which gets its real name in one rename once it is complete. Until then
/// nothing with a name exists, so an interruption at any moment, even SIGKILL, leaves no partial or
/// hidden file behind. On file systems without unnamed files, a hidden `.cellscope-*.tmp` file is
/// used instead, and ``Termination`` removes it if the command is interrupted.
///
/// Created before the rendering starts, so an unwritable folder is reported before the work.
final class PendingOutputFile {
    /// Why the file could not be written.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let destination: OutputDestination
    /// The open file, for writers that stream into it (``PNGStream``); -1 once committed.
    private(set) var descriptor: Int32
    /// The hidden file's path when the folder has no unnamed files.
    private let namedTemporary: String?

    /// Opens the unnamed file (or the hidden fallback) in the destination's folder.
    init(_ destination: OutputDestination) throws {
        self.destination = destination
        let folder = destination.folder.path
        let unnamed = cgtk_open_unnamed_file(folder)
        if unnamed >= 0 {
            descriptor = unnamed
            namedTemporary = nil
            return
        }
        let reason = errno
        guard [EOPNOTSUPP, EISDIR, EINVAL].contains(reason) else {
            throw Failure(description: "cannot write into \(folder): \(String(cString: strerror(reason)))")
        }
        let (fallback, path) = try Termination.shared.atomically { registry throws -> (Int32, String) in
            for _ in 0..<100 {
                let path = destination.folder.appendingPathComponent(".cellscope-\(UInt32.random(in: .min ... .max)).tmp").path
                let opened = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
                if opened >= 0 {
                    registry.temporaryFiles.insert(path)
                    return (opened, path)
                }
                if errno != EEXIST { break }
            }
            throw Failure(description: "cannot write into \(folder): \(String(cString: strerror(errno)))")
        }
        descriptor = fallback
        namedTemporary = path
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
        if let namedTemporary {
            Termination.shared.atomically { registry in
                if registry.temporaryFiles.remove(namedTemporary) != nil { unlink(namedTemporary) }
            }
        }
    }

    /// Writes `data`, flushes it to disk and gives the file its name, replacing an existing file
    /// (whose permissions the new one keeps). Returns whether a file was replaced.
    @discardableResult
    func commit(_ data: Data) throws -> Bool {
        let target = destination.target.path
        try data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw Failure(description: "cannot write \(target): \(String(cString: strerror(errno)))")
                }
                offset += written
            }
        }
        return try commit()
    }

    /// Flushes what was written into ``descriptor`` to disk and gives the file its name, replacing an
    /// existing file (whose permissions the new one keeps). Returns whether a file was replaced.
    @discardableResult
    func commit() throws -> Bool {
        let target = destination.target.path
        var existing = stat()
        let replacing = stat(target, &existing) == 0
        if replacing { fchmod(descriptor, existing.st_mode & 0o7777) }
        guard fsync(descriptor) == 0 else { throw Failure(description: "cannot write \(target): \(String(cString: strerror(errno)))") }
        try Termination.shared.atomically { registry in
            let temporary: String
            if let namedTemporary {
                temporary = namedTemporary
            } else {
                temporary = destination.folder.appendingPathComponent(".cellscope-\(UInt32.random(in: .min ... .max)).tmp").path
                guard cgtk_link_unnamed_file(descriptor, temporary) == 0 else {
                    throw Failure(description: "cannot write \(target): \(String(cString: strerror(errno)))")
                }
            }
            guard rename(temporary, target) == 0 else {
                let reason = errno
                unlink(temporary)
                registry.temporaryFiles.remove(temporary)
                throw Failure(description: "cannot write \(target): \(String(cString: strerror(reason)))")
            }
            registry.temporaryFiles.remove(temporary)
        }
        close(descriptor)
        descriptor = -1
        return replacing
    }
}
