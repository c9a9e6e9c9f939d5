import Foundation

/// `cellscope port SOURCE --output DIR`: copies an iOS app's sources (a folder, or one Swift file) to
/// DIR with each Swift file rewritten by ``SourcePort`` (`import UIKit` → `import CellKit`, `#selector`
/// → the unapplied method, no `@objc`), so that code written for UIKit builds against CellKit. Other
/// files are copied as they are. The sources are never changed, and DIR must be new or empty.
///
/// It prints each changed file and each line that needs an edit by hand (`File.swift:12: why`), and
/// exits 0 when everything was ported, 1 when some lines need an edit.
struct PortVerb {
    let source: URL
    let destination: URL
    let output: (String) -> Void

    init(arguments: [String], output: @escaping (String) -> Void) throws(CommandLineError) {
        let reader = try ArgumentReader(arguments, verb: "port", options: ["--output"], positionals: ["SOURCE"])
        guard let source = reader.positionals.first else {
            throw CommandLineError("port needs a SOURCE: the folder of an app's Swift files, or one Swift file")
        }
        guard reader.positionals.count == 1 else {
            throw CommandLineError("port takes one SOURCE (a folder or a Swift file); got \(reader.positionals.count)")
        }
        guard let destination = reader.value("--output") else {
            throw CommandLineError("port needs --output DIR: the new or empty folder the ported copy goes into (the sources are never changed)")
        }
        self.source = URL(fileURLWithPath: source).standardizedFileURL
        self.destination = URL(fileURLWithPath: destination).standardizedFileURL
        self.output = output
    }

    /// Writes the ported copy; returns the exit status.
    func run() throws(CommandLineError) -> Int32 {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: source.path, isDirectory: &isFolder) else {
            throw CommandLineError("'\(source.path)' does not exist")
        }
        if destination.path == source.path || destination.path.hasPrefix(source.path + "/") {
            throw CommandLineError("--output '\(destination.path)' is inside the sources; choose a folder outside them")
        }
        if manager.fileExists(atPath: destination.path),
           !((try? manager.contentsOfDirectory(atPath: destination.path)) ?? ["?"]).isEmpty {
            throw CommandLineError("--output '\(destination.path)' is not an empty folder; port writes only into a new or empty one")
        }
        let files: [(source: URL, relative: String)]
        if isFolder.boolValue {
            files = try Self.files(in: source)
        } else {
            guard source.pathExtension == "swift" else { throw CommandLineError("'\(source.path)' is not a Swift file or a folder") }
            files = [(source, source.lastPathComponent)]
        }
        var ported = 0, changed = 0, notes = 0
        for file in files {
            let target = destination.appendingPathComponent(file.relative)
            do {
                try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                guard file.source.pathExtension == "swift" else {
                    try manager.copyItem(at: file.source, to: target)
                    continue
                }
                guard let text = String(data: try Data(contentsOf: file.source), encoding: .utf8) else {
                    throw CommandLineError("'\(file.source.path)' is not UTF-8 text")
                }
                let port = SourcePort(text)
                try Data(port.text.utf8).write(to: target)
                ported += 1
                changed += port.changedLines
                if port.changedLines > 0 { output("ported \(file.relative): \(port.changedLines) line\(port.changedLines == 1 ? "" : "s") changed") }
                for note in port.notes { output("\(file.relative):\(note.line): needs an edit: \(note.message)") }
                notes += port.notes.count
            } catch let error as CommandLineError {
                throw error
            } catch {
                throw CommandLineError("cannot write '\(target.path)': \((error as NSError).localizedDescription)")
            }
        }
        output("ported \(ported) Swift file\(ported == 1 ? "" : "s") into \(destination.path): \(changed) line\(changed == 1 ? "" : "s") changed, "
            + (notes == 0 ? "none needs an edit by hand" : "\(notes) need\(notes == 1 ? "s" : "") an edit by hand (above)"))
        return notes == 0 ? 0 : 1
    }

    /// Every file under `folder` (hidden files and build folders left out), sorted, with its path relative to it.
    private static func files(in folder: URL) throws(CommandLineError) -> [(source: URL, relative: String)] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey],
                                                          options: [.skipsHiddenFiles]) else {
            throw CommandLineError("cannot read the folder '\(folder.path)'")
        }
        var files: [(URL, String)] = []
        for case let url as URL in walker {
            if url.lastPathComponent == ".build" { walker.skipDescendants(); continue }
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(folder.path.count + 1))
            files.append((url, relative))
        }
        return files.sorted { $0.1 < $1.1 }
    }
}
