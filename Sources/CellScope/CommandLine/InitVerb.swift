import CellKit
import Foundation

/// `cellscope init [DIR] [--name NAME] [--cellscope PATH|URL]`: writes a complete preview package
/// (``PreviewPackageTemplate``) into a new or empty folder, so that `swift run` in it opens the viewer on
/// the package's own cell. Without `--cellscope`, the package depends on the CellScope checkout this
/// program was built from; an installed program has none and asks for the option.
struct InitVerb {
    /// The verb's arguments, the line `help` prints and the names its reader accepts.
    static let usage = VerbUsage(name: "init", terms: [
        .optional([.word("DIR")]), .optional([.value("--name", "NAME")]), .optional([.value("--cellscope", "PATH|URL")]),
    ], summary:
        "write a complete preview package into DIR (default: the current folder; new or empty): Package.swift, a cell written "
            + "as an iOS app writes it, and a preview executable that shows it as a demo; --name sets the package name (default: "
            + "the folder's), --cellscope where CellScope is (default: the checkout this program was built from)")

    let folder: URL
    let template: PreviewPackageTemplate
    let output: (String) -> Void

    init(arguments: [String], output: @escaping (String) -> Void,
         currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) throws(CommandLineError) {
        let reader = try ArgumentReader(arguments, usage: Self.usage)
        folder = URL(fileURLWithPath: reader.positionals.first ?? ".", relativeTo: currentDirectory).standardizedFileURL
        let location: String
        if let given = reader.value("--cellscope") {
            location = given.contains("://") ? given : Self.relativePath(from: folder, to: URL(fileURLWithPath: given, relativeTo: currentDirectory).standardizedFileURL)
        } else if let checkout = Self.builtFromCheckout() {
            location = Self.relativePath(from: folder, to: checkout)
        } else {
            throw CommandLineError("this cellscope was not built from a CellScope checkout on this machine; pass --cellscope PATH (a clone of the CellScope repository) or --cellscope URL")
        }
        template = try PreviewPackageTemplate(name: reader.value("--name") ?? folder.lastPathComponent, cellScopeLocation: location)
        self.output = output
    }

    /// Writes the package. Refuses a folder that holds anything but hidden files (such as `.git`), so
    /// nothing of the user's is overwritten.
    func run() throws(CommandLineError) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw CommandLineError("'\(folder.path)' is a file, not a folder") }
            let visible = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
            guard visible.isEmpty else {
                throw CommandLineError("'\(folder.path)' is not empty (it holds \(visible.prefix(3).joined(separator: ", "))\(visible.count > 3 ? ", …" : "")); init writes only into a new or empty folder")
            }
        }
        for file in try template.files() {
            let url = folder.appendingPathComponent(file.path)
            do {
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url, options: .withoutOverwriting)
            } catch {
                throw CommandLineError("cannot write '\(url.path)': \((error as NSError).localizedDescription)")
            }
            output("wrote \(file.path)")
        }
        output("""

            next, in \(folder.path):
              swift run \(template.targetName)                         the viewer on your TaskCell
              cellscope watch                                    the same, reloaded on every save
              swift run \(template.targetName) render tasks --output tasks.png
            """)
    }

    /// The CellScope checkout this program was built from, if it is still on this machine.
    static func builtFromCheckout(sourceFile: String = #filePath) -> URL? {
        guard let root = ResourceLocator.packageRoot(containing: sourceFile),
              let manifest = try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8),
              manifest.contains("name: \"CellScope\"") else { return nil }
        return root
    }

    /// `target` as a path relative to `folder` ("../CellScope"), or absolute when they share only the root.
    static func relativePath(from folder: URL, to target: URL) -> String {
        let from = folder.pathComponents, to = target.pathComponents
        let common = zip(from, to).prefix { $0 == $1 }.count
        guard common > 1 else { return target.path }
        let path = Array(repeating: "..", count: from.count - common) + to.dropFirst(common)
        return path.isEmpty ? "." : path.joined(separator: "/")
    }
}
