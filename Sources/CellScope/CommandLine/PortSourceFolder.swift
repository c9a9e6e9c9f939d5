import Foundation

/// The files `cellscope port` copies from an app's folder, and those it leaves out with the reason.
///
/// Hidden files and `.build` folders are skipped as a build would skip them. A symbolic link to a
/// file is copied as the file it points to (the copy is a plain file, so it does not depend on where
/// the link pointed). A link to a folder is left out and named, so that a link back up the tree
/// cannot make the walk loop; so is a link to nothing and anything that is not a regular file (a
/// FIFO, a socket, a device). Nothing is left out without a line saying so.
struct PortSourceFolder {
    /// A file to copy: where its bytes are read from, and its path relative to the folder.
    struct File {
        /// The file to read (a link's target when the folder holds a link to a file).
        let source: URL
        /// Its path inside the folder, which is also its path inside the copy.
        let relative: String
    }

    /// A file or link that is not copied, and why, in words that follow its path.
    struct LeftOut {
        /// Its path inside the folder.
        let relative: String
        /// Why it is not copied: "is a link to a folder (…)".
        let reason: String
    }

    /// The files to copy, sorted by path.
    private(set) var files: [File] = []
    /// What is not copied, sorted by path.
    private(set) var leftOut: [LeftOut] = []

    /// Walks `folder`.
    init(_ folder: URL) throws(CommandLineError) {
        let keys: [URLResourceKey] = [.isRegularFileKey, .isDirectoryKey, .isSymbolicLinkKey]
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles]) else {
            throw CommandLineError("cannot read the folder '\(folder.path)'")
        }
        for case let url as URL in walker {
            let relative = String(url.standardizedFileURL.path.dropFirst(folder.path.count + 1))
            let values = try? url.resourceValues(forKeys: Set(keys))
            if values?.isSymbolicLink == true {
                addLink(url, relative: relative)
            } else if values?.isDirectory == true {
                if url.lastPathComponent == ".build" { walker.skipDescendants() }
            } else if values?.isRegularFile == true {
                files.append(File(source: url, relative: relative))
            } else {
                leftOut.append(LeftOut(relative: relative, reason: "is not a regular file (a FIFO, a socket or a device)"))
            }
        }
        files.sort { $0.relative < $1.relative }
        leftOut.sort { $0.relative < $1.relative }
    }

    private mutating func addLink(_ link: URL, relative: String) {
        var isFolder: ObjCBool = false
        let target = link.resolvingSymlinksInPath()
        if !FileManager.default.fileExists(atPath: target.path, isDirectory: &isFolder) {
            leftOut.append(LeftOut(relative: relative, reason: "is a symbolic link to nothing (its target does not exist)"))
        } else if isFolder.boolValue {
            leftOut.append(LeftOut(relative: relative, reason: "is a symbolic link to a folder; port follows links to files only, "
                + "so that a link cannot make it loop: copy the folder in, or port it on its own"))
        } else {
            files.append(File(source: target, relative: relative))
        }
    }
}
