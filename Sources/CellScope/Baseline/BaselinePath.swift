import Foundation

/// A path a manifest names, relative to its generation's folder, and where it leads: a manifest is
/// untrusted, so a path is accepted only when it stays inside that folder, by its words (relative,
/// no `..` or `.`, no empty part) and after every symbolic link on the way is followed (`realpath`),
/// compared part by part with the folder's own resolved path, so that `DIR-other` is not inside `DIR`.
enum BaselinePath {
    /// Why a path is refused; nil when its words are acceptable.
    static func lexicalProblem(_ path: String) -> String? {
        if path.isEmpty { return "is empty" }
        if path.hasPrefix("/") { return "is absolute; a baseline names its files relative to its folder" }
        if path.utf8.contains(0) { return "contains a NUL byte" }
        if path.utf8.count >= Int(PATH_MAX) { return "is longer than a path can be" }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        if parts.contains("..") { return "leads out of the baseline's folder ('..')" }
        if parts.contains(".") || parts.contains("") { return "has an empty or '.' part" }
        return nil
    }

    /// Where `path` leads inside `root` (itself resolved, ``resolvedFolder(_:)``): the file's resolved
    /// URL, or nil when it does not exist. Throws when it leads outside `root` or cannot be resolved
    /// (a link loop, permission denied); the message starts with the path.
    static func resolve(_ path: String, in root: URL) throws(CommandLineError) -> URL? {
        if let problem = lexicalProblem(path) { throw CommandLineError("'\(BaselineManifestCheck.shortened(path))' \(problem)") }
        let joined = root.path + "/" + path
        guard let resolved = realpath(joined, nil) else {
            let code = errno
            if code == ENOENT || code == ENOTDIR {
                try checkExistingPrefix(of: path, in: root)
                return nil
            }
            throw CommandLineError("'\(path)' \(InputFile.failure(opening: joined, errno: code).reason)")
        }
        defer { free(resolved) }
        let url = URL(fileURLWithPath: String(cString: resolved))
        guard isInside(url.path, root.path) else {
            throw CommandLineError("'\(path)' leads out of the baseline's folder (to \(url.path)) through a symbolic link")
        }
        return url
    }

    /// The real path of a folder (its links followed), or nil with `errno` set.
    static func resolvedFolder(_ url: URL) -> URL? {
        guard let resolved = realpath(url.path, nil) else { return nil }
        defer { free(resolved) }
        return URL(fileURLWithPath: String(cString: resolved))
    }

    /// Whether `path` is `folder` or below it, compared part by part (both resolved, absolute).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        let inner = path.split(separator: "/"), outer = folder.split(separator: "/")
        return inner.count >= outer.count && zip(inner, outer).allSatisfy { $0 == $1 }
    }

    /// For a path that does not exist: its longest existing ancestor must still be inside `root`, so
    /// that a missing file behind a link that leads out is refused like an existing one.
    private static func checkExistingPrefix(of path: String, in root: URL) throws(CommandLineError) {
        var parts = path.split(separator: "/").map(String.init)
        while !parts.isEmpty {
            parts.removeLast()
            guard let resolved = realpath(root.path + "/" + parts.joined(separator: "/"), nil) else { continue }
            defer { free(resolved) }
            let ancestor = String(cString: resolved)
            guard isInside(ancestor, root.path) else {
                throw CommandLineError("'\(path)' leads out of the baseline's folder (to \(ancestor)) through a symbolic link")
            }
            return
        }
    }
}
