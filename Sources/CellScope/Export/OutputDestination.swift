import Foundation

/// Where a PNG goes: the path a person gave, checked before any rendering starts, and the file the
/// bytes are written to.
///
/// A path that is a symbolic link is written through, as `cp` does: the link stays and its target
/// gets the new contents. A link to nothing is refused, as `cp` refuses to write through a dangling
/// link.
struct OutputDestination: Sendable, Equatable {
    /// The path as given.
    let requested: URL
    /// The file that receives the bytes (`requested`, or the file its links lead to).
    let target: URL

    /// The folder of the target file.
    var folder: URL { target.deletingLastPathComponent() }

    /// Checks `path`, given with `option`, and resolves its links. Throws a message that names the
    /// option and says what is wrong: not a .png name, a folder, a name or path too long for the file
    /// system, a missing or unwritable folder, a dangling link or a link loop, something other than a
    /// file.
    static func check(_ path: String, option: String) throws(CommandLineError) -> OutputDestination {
        guard !path.isEmpty else { throw CommandLineError("\(option) needs a file name, not an empty one") }
        guard path.lowercased().hasSuffix(".png") else { throw CommandLineError("\(option) must name a .png file, not '\(path)'") }
        let requested = URL(fileURLWithPath: path)
        let requestedFolder = requested.deletingLastPathComponent().path
        let name = requested.lastPathComponent
        let nameLimit = Self.nameLimit(in: requestedFolder)
        if name.utf8.count > nameLimit {
            throw CommandLineError("\(option): the file name is too long (\(name.utf8.count) bytes; this file system allows at most \(nameLimit) per name)")
        }
        if requested.path.utf8.count >= Int(PATH_MAX) {
            throw CommandLineError("\(option): the path is too long (\(requested.path.utf8.count) bytes; at most \(Int(PATH_MAX) - 1))")
        }
        var target = requested
        var info = stat()
        if lstat(requested.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
            guard let resolved = realpath(requested.path, nil) else {
                if errno == ELOOP {
                    throw CommandLineError("\(option) '\(path)' is a symbolic link loop (its links lead back to themselves)")
                }
                let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: requested.path)) ?? "?"
                throw CommandLineError("\(option) '\(path)' is a symbolic link to '\(destination)', which does not exist; "
                    + "give the link's target or a new file name")
            }
            target = URL(fileURLWithPath: String(cString: resolved))
            free(resolved)
        }
        if stat(target.path, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFDIR {
                throw CommandLineError("\(option) '\(path)' is a folder; give a file name, for example \(requested.appendingPathComponent("image.png").path)")
            }
            if (info.st_mode & S_IFMT) != S_IFREG {
                throw CommandLineError("\(option) '\(path)' is not a regular file")
            }
        }
        let destination = OutputDestination(requested: requested, target: target)
        let folder = destination.folder.path
        guard stat(folder, &info) == 0 else {
            if errno == ELOOP { throw CommandLineError("\(option): the folder \(folder) is a symbolic link loop") }
            if errno == EACCES { throw CommandLineError("\(option): the folder \(folder) cannot be reached: permission denied") }
            throw CommandLineError("\(option): the folder \(folder) does not exist")
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { throw CommandLineError("\(option): \(folder) is not a folder") }
        guard access(folder, W_OK | X_OK) == 0 else {
            throw CommandLineError("\(option): cannot write into the folder \(folder) (\(String(cString: strerror(errno))))")
        }
        return destination
    }

    /// The longest file name the file system of `folder` allows (255 when it does not say).
    private static func nameLimit(in folder: String) -> Int {
        let limit = pathconf(folder.isEmpty ? "." : folder, Int32(_PC_NAME_MAX))
        return limit > 0 ? limit : 255
    }

    /// How reports name the file: the path given, and the target when a link led elsewhere.
    var displayName: String {
        target.path == requested.path ? requested.path : "\(requested.path) (a link to \(target.path))"
    }
}
