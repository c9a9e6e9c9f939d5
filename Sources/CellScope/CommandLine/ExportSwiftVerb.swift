import Foundation

/// `cellscope export-swift PROTO.json [--output FILE.swift]`: writes the Swift source of the
/// prototype's screen (``SwiftExport``), one file that imports UIKit and builds the screen with the
/// API an iOS app uses, to standard output or to a file. A prototype file with a mistake is refused
/// with the message `render` gives for it (file, line and column).
@preconcurrency @MainActor
struct ExportSwiftVerb {
    /// The verb's arguments, the line `help` prints and the names its reader accepts.
    static let usage = VerbUsage(name: "export-swift", terms: [.word("PROTO.json"), .optional([.value("--output", "FILE.swift")])], summary:
        "write the Swift source of a prototype file's screen: one file that imports UIKit and builds the same screen with the API an "
            + "iOS app uses (a UIViewController with a UICollectionView list layout, cell and header/footer registrations, a diffable "
            + "data source, UIListContentConfiguration per content style, accessories, swipe actions, the navigation item, and custom "
            + "states as UIConfigurationStateCustomKey read in a configurationUpdateHandler), to standard output or to FILE.swift")

    let path: String
    let destination: String?
    let output: (String) -> Void

    init(arguments: [String], output: @escaping (String) -> Void) throws(CommandLineError) {
        let reader = try ArgumentReader(arguments, usage: Self.usage)
        guard let path = reader.positionals.first else {
            throw CommandLineError("export-swift needs a prototype file: export-swift PROTO.json [--output FILE.swift]")
        }
        guard path.lowercased().hasSuffix(".json") else {
            throw CommandLineError("export-swift takes a prototype file ending in .json, not '\(path)'")
        }
        if let destination = reader.value("--output") {
            guard !destination.isEmpty else { throw CommandLineError("--output needs a file name, not an empty one") }
            guard destination.hasSuffix(".swift") else { throw CommandLineError("--output must name a .swift file, not '\(destination)'") }
        }
        self.path = path
        destination = reader.value("--output")
        self.output = output
    }

    /// Reads the prototype and writes its Swift source.
    func run() throws(CommandLineError) {
        let url = URL(fileURLWithPath: path)
        let prototype: Prototype
        do {
            prototype = try PrototypeReader.read(contentsOf: url)
        } catch {
            throw CommandLineError("\(path): \(error.description)")
        }
        let source = SwiftExport(prototype: prototype, sourceName: url.lastPathComponent).source
        guard let destination else {
            output(String(source.dropLast()))
            return
        }
        let target = URL(fileURLWithPath: destination)
        var isFolder: ObjCBool = false
        let folder = target.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw CommandLineError("cannot write '\(destination)': the folder '\(folder)' does not exist")
        }
        if FileManager.default.fileExists(atPath: target.path, isDirectory: &isFolder), isFolder.boolValue {
            throw CommandLineError("cannot write '\(destination)': it is a folder, not a file")
        }
        do {
            try Data(source.utf8).write(to: target, options: .atomic)
        } catch {
            throw CommandLineError("cannot write '\(destination)': \((error as NSError).localizedDescription)")
        }
        output("wrote \(destination)")
    }
}
