import Foundation

/// `cellscope port SOURCE --output DIR`: copies an iOS app's sources (a folder, or one Swift file) to
/// DIR with each Swift file rewritten by ``SourcePort`` (`import UIKit` → `import CellKit`, `#selector`
/// → the unapplied method, no `@objc`), so that code written for UIKit builds against CellKit. Other
/// files are copied as they are. The sources are never changed, and DIR must be new or empty.
///
/// It prints each changed file, each line that needs an edit by hand (`File.swift:12: why`) and each
/// file it leaves out with the reason (``PortSourceFolder``; a Swift file over 8 MiB or not UTF-8),
/// and exits 0 when everything was ported, 1 when some lines need an edit or some file was left out.
struct PortVerb {
    /// The verb's arguments, the line `help` prints and the names its reader accepts.
    static let usage = VerbUsage(name: "port", terms: [.word("SOURCE"), .value("--output", "DIR")], summary:
        "copy an iOS app's sources (a folder, or one Swift file) into the new or empty DIR with what Linux cannot compile rewritten: "
            + "import UIKit becomes import CellKit, #selector(save(_:)) the method ListViewController.save(_:) named through its type, @objc and @IBAction go, @IBOutlet becomes @NibOutlet and each type's @IBAction methods are listed for nibs in a NibActionTarget conformance; each line "
            + "that needs an edit by hand is printed with its reason (exit status 1 when there is one)")

    let source: URL
    let destination: URL
    let output: (String) -> Void
    /// The largest Swift file port reads: far above any real source file (a 10,000-line file is
    /// about 500 KB), small enough that a file that is not source cannot exhaust memory.
    static let swiftFileLimit = 8 * 1024 * 1024

    init(arguments: [String], output: @escaping (String) -> Void) throws(CommandLineError) {
        let reader = try ArgumentReader(arguments, usage: Self.usage)
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
        let files: [PortSourceFolder.File]
        var leftOut: [PortSourceFolder.LeftOut] = []
        if isFolder.boolValue {
            let folder = try PortSourceFolder(source)
            files = folder.files
            leftOut = folder.leftOut
        } else {
            guard source.pathExtension == "swift" else { throw CommandLineError("'\(source.path)' is not a Swift file or a folder") }
            files = [PortSourceFolder.File(source: source, relative: source.lastPathComponent)]
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
                let text: String
                switch Self.swiftText(file.source) {
                case .success(let read): text = read
                case .failure(let failure):
                    leftOut.append(PortSourceFolder.LeftOut(relative: file.relative, reason: failure.reason))
                    continue
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
        for item in leftOut { output("\(item.relative): left out: it \(item.reason)") }
        output("ported \(ported) Swift file\(ported == 1 ? "" : "s") into \(destination.path): \(changed) line\(changed == 1 ? "" : "s") changed, "
            + (notes == 0 ? "none needs an edit by hand" : "\(notes) need\(notes == 1 ? "s" : "") an edit by hand (above)")
            + (leftOut.isEmpty ? "" : "; \(leftOut.count) left out (above)"))
        return notes == 0 && leftOut.isEmpty ? 0 : 1
    }

    /// The text of the Swift file at `url`, or why it cannot be ported: unreadable, over
    /// ``swiftFileLimit``, or not UTF-8.
    private static func swiftText(_ url: URL) -> Result<String, InputFile.Failure> {
        do {
            let bytes = try InputFile.read(url.path, limit: swiftFileLimit)
            guard let text = String(data: bytes, encoding: .utf8) else {
                return .failure(InputFile.Failure(reason: "is not UTF-8 text", isMissing: false))
            }
            return .success(text)
        } catch {
            return .failure(error)
        }
    }
}
