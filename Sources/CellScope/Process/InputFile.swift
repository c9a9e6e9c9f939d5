import Foundation

/// A file the command line reads as input (a lint config, a baseline's manifest, a recorded
/// configuration or image), read so that what it is cannot hang or mislead the command: it is opened
/// without waiting (a FIFO with no writer does not block), must be a regular file (not a folder, a
/// device such as `/dev/zero`, a FIFO or a socket), and is read up to a limit. Every refusal names
/// its cause as the system gives it: permission denied, a symbolic link loop, a missing file.
enum InputFile {
    /// Why the file was not read, in words that follow its name ("is a folder, not a file").
    struct Failure: Error, CustomStringConvertible {
        /// What is wrong, without the file's name: "cannot be read: permission denied".
        let reason: String
        /// Whether the file is simply not there (a missing file is often an expected answer).
        let isMissing: Bool
        var description: String { reason }
    }

    /// The whole file at `path`, at most `limit` bytes.
    static func read(_ path: String, limit: Int) throws(Failure) -> Data {
        let descriptor = try open(path)
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = Glibc.read(descriptor, &buffer, buffer.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(reason: "cannot be read: \(String(cString: strerror(errno)))", isMissing: false)
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
            if data.count > limit {
                throw Failure(reason: "is larger than \(limit.withThousandsSeparators) bytes, more than such a file can be", isMissing: false)
            }
        }
    }

    /// The first `count` bytes of the file at `path` (fewer when it is shorter).
    static func prefix(_ path: String, count: Int) throws(Failure) -> [UInt8] {
        let descriptor = try open(path)
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let read = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + filled, count - filled) }
            if read < 0 {
                if errno == EINTR { continue }
                throw Failure(reason: "cannot be read: \(String(cString: strerror(errno)))", isMissing: false)
            }
            if read == 0 { break }
            filled += read
        }
        return Array(bytes[0..<filled])
    }

    /// Opens `path` for reading without blocking and checks that it is a regular file.
    private static func open(_ path: String) throws(Failure) -> Int32 {
        let descriptor = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(opening: path, errno: errno) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let reason = errno
            close(descriptor)
            throw Failure(reason: "cannot be read: \(String(cString: strerror(reason)))", isMissing: false)
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw Failure(reason: notRegular(info.st_mode), isMissing: false)
        }
        return descriptor
    }

    /// The cause of a failed `open` of `path`, in words.
    static func failure(opening path: String, errno code: Int32) -> Failure {
        switch code {
        case ENOENT:
            var info = stat()
            if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
                let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
                return Failure(reason: "is a symbolic link to '\(target)', which does not exist", isMissing: true)
            }
            return Failure(reason: "does not exist", isMissing: true)
        case ELOOP: return Failure(reason: "is a symbolic link loop (its links lead back to themselves)", isMissing: false)
        case EACCES: return Failure(reason: "cannot be read: permission denied", isMissing: false)
        case ENOTDIR: return Failure(reason: "cannot be read: a part of its path is a file, not a folder", isMissing: true)
        default: return Failure(reason: "cannot be read: \(String(cString: strerror(code)))", isMissing: false)
        }
    }

    /// "is a folder, not a file", "is not a regular file (a character device)".
    static func notRegular(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "is a folder, not a file"
        case S_IFCHR: return "is not a regular file (a character device)"
        case S_IFBLK: return "is not a regular file (a block device)"
        case S_IFIFO: return "is not a regular file (a FIFO)"
        case S_IFSOCK: return "is not a regular file (a socket)"
        default: return "is not a regular file"
        }
    }
}
