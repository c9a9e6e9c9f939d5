import CellKit
import Foundation
import GtkSupport

/// `cellscope matrix DEMO --item ID [--states NAME,…] [--sizes XS,…] [--columns sizes|appearance]
/// --output FILE.png`: every combination of the chosen states (rows) against Dynamic Type sizes
/// (default all twelve) or light and dark (columns), as one PNG.
@MainActor
struct MatrixVerb {
    let options: PreviewOptions
    let item: PreviewItem
    let rows: [StateSelection]
    let columns: MatrixSheet.Columns
    let output: (String) -> Void

    init(catalog: PreviewCatalog, arguments: [String], output: @escaping (String) -> Void) throws(CommandLineError) {
        let reader = try ArgumentReader(arguments, options: PreviewOptions.optionNames.union(["--states", "--sizes", "--columns"]),
                                        flags: PreviewOptions.flagNames)
        options = try PreviewOptions(verb: "matrix", reader: reader, catalog: catalog)
        guard let item = options.item else {
            throw CommandLineError("matrix needs --item; valid items: \(options.demo.items.map(\.id).joined(separator: ", "))")
        }
        self.item = item
        let stateNames = reader.values("--states").isEmpty ? ["highlighted", "selected", "disabled"] : reader.values("--states")
        guard stateNames.count <= 6 else {
            throw CommandLineError("--states takes at most 6 states (\(1 << 6) rows); got \(stateNames.count)")
        }
        _ = try options.states(stateNames, option: "--states")
        rows = StateSelection.allCombinations(of: stateNames)
        switch reader.value("--columns")?.lowercased() ?? "sizes" {
        case "sizes":
            let names = reader.values("--sizes")
            var categories: [UIContentSizeCategory] = []
            for name in names {
                guard let category = ContentSizeNames.category(named: name) else {
                    throw .unknown("size", name, validChoices: ContentSizeNames.all.map(\.name))
                }
                categories.append(category)
            }
            columns = .sizes(categories.isEmpty ? ContentSizeNames.all.map(\.category) : categories)
        case "appearance":
            columns = .appearances([.light, .dark])
        case let other:
            throw .unknown("column kind", other, validChoices: ["sizes", "appearance"])
        }
        self.output = output
    }

    func run() throws {
        try HeadlessDisplay.ensureDisplay()
        try GtkRuntime.ensureStarted()
        let sheet = try MatrixSheet(demo: options.demo, item: item, rows: rows, columns: columns, base: options.context)
        try PNGExport.write(try sheet.image(), to: options.destination, report: output)
    }
}
