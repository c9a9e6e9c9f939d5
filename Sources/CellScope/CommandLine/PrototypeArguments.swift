import Foundation

/// Prototype files on the command line: where a verb takes a demo id, a path ending in `.json` names
/// a prototype file. Each such path is read and added to the catalog as a demo whose id is the path
/// as written, so that every verb finds it by the word it was given.
@preconcurrency @MainActor
enum PrototypeArguments {
    /// Options that take no value, as the verbs declare them; any other option's next word is its
    /// value, not a demo.
    static let flags: Set<String> = CellScopeCommand.verbs.reduce(["--help", "-h"]) { $0.union($1.flags) }

    /// The words of `arguments` that name prototype files.
    static func prototypePaths(in arguments: [String]) -> [String] {
        var paths: [String] = []
        for (index, word) in arguments.enumerated() where word.lowercased().hasSuffix(".json") && !word.hasPrefix("-") {
            let previous = index > 0 ? arguments[index - 1] : ""
            let isOptionValue = previous.hasPrefix("-") && !previous.contains("=") && !flags.contains(previous)
            if !isOptionValue, !paths.contains(word) { paths.append(word) }
        }
        return paths
    }

    /// `catalog` with a demo for each prototype file `arguments` names, first; a file that cannot
    /// be read or has a mistake is a command-line error naming the file, line and column.
    static func catalog(_ catalog: PreviewCatalog, adding arguments: [String]) throws(CommandLineError) -> PreviewCatalog {
        let paths = prototypePaths(in: arguments)
        guard !paths.isEmpty else { return catalog }
        var demos: [PreviewDemo] = []
        for path in paths {
            do {
                demos.append(try PrototypeDemo.load(path: path))
            } catch {
                throw CommandLineError("\(path): \(error.description)")
            }
        }
        return PreviewCatalog(demos + catalog.demos)
    }
}
