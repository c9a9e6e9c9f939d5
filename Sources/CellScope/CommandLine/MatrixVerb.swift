import CellKit
import Foundation
import GtkSupport

/// `cellscope matrix DEMO --item ID [--states NAME,…] [--sizes XS,…] [--columns sizes|appearance]
/// --output FILE.png`: every combination of the chosen states (rows) against Dynamic Type sizes
/// (default all twelve) or light and dark (columns), as one PNG.
///
/// A grid that would exceed ``ImageLimits`` is refused once its first row (the normal state in
/// every column) shows how large it would be, with advice on how to split it.
@preconcurrency @MainActor
struct MatrixVerb {
    static let defaultStates = ["highlighted", "selected", "disabled"]

    let options: PreviewOptions
    let item: PreviewItem
    let stateNames: [String]
    let rows: [ForcedStates]
    let columns: MatrixSheet.Columns
    let output: (String) -> Void

    init(catalog: PreviewCatalog, arguments: [String], output: @escaping (String) -> Void) throws(CommandLineError) {
        let reader = try ArgumentReader(arguments, verb: "matrix", options: PreviewOptions.optionNames.union(["--columns"]),
                                        lists: ["--states", "--sizes"], flags: PreviewOptions.flagNames, positionals: ["DEMO"])
        options = try PreviewOptions(verb: "matrix", reader: reader, catalog: catalog)
        guard let item = options.item else {
            throw CommandLineError("matrix needs --item; valid items: \(options.demo.items.map(\.id).joined(separator: ", "))")
        }
        self.item = item
        stateNames = reader.isGiven("--states") ? reader.values("--states") : Self.defaultStates
        guard stateNames.count <= 6 else {
            throw CommandLineError("--states takes at most 6 states (\(1 << 6) rows); got \(stateNames.count)")
        }
        rows = ForcedStates.allCombinations(of: try ForcedStates.parse(stateNames, option: "--states",
                                                                        customStates: options.demo.customStates))
        switch reader.value("--columns")?.lowercased() ?? "sizes" {
        case "sizes":
            if reader.isGiven("--size") {
                throw CommandLineError("--size does not apply to --columns sizes, whose columns are the sizes; choose them with --sizes")
            }
            let names = reader.values("--sizes")
            var categories: [UIContentSizeCategory] = []
            for name in names {
                guard let category = ContentSizeNames.category(named: name) else {
                    throw .unknown("size", name, validChoices: ContentSizeNames.all.map(\.name))
                }
                categories.append(category)
            }
            try names.checkNoRepeats(in: "--sizes") { $0.uppercased() }
            columns = .sizes(categories.isEmpty ? ContentSizeNames.all.map(\.category) : categories)
        case "appearance":
            if reader.isGiven("--sizes") {
                throw CommandLineError("--sizes does not apply to --columns appearance, whose columns are light and dark; "
                    + "give one text size with --size")
            }
            if reader.isGiven("--appearance") {
                throw CommandLineError("--appearance does not apply to --columns appearance, whose columns are light and dark")
            }
            columns = .appearances([.light, .dark])
        case let other:
            throw .unknown("column kind", other, validChoices: ["sizes", "appearance"])
        }
        self.output = output
    }

    func run() throws {
        try CommandRuntime.startGtk(privateDisplay: true)
        let file = try PendingOutputFile(options.destination)
        let contexts = columns.contexts(from: options.context)
        func renderRow(_ states: ForcedStates) throws -> [PixelImage] {
            try contexts.map { try PreviewRenderer.renderCell(options.demo, item: item, states: states, context: $0.context) }
        }
        // The first row is the normal state; other states seldom change a cell's size.
        let firstRow = try renderRow(rows[0])
        let advice = MatrixSplitAdvice(stateNames: stateNames, columnLabels: contexts.map(\.label), splitsColumns: isSizes,
                                       columnWidths: firstRow.map(\.width), columnHeights: firstRow.map(\.height))
        try advice.check(MatrixSheet.size(columnWidths: advice.columnWidths,
                                          rowHeights: Array(repeating: firstRow.map(\.height).max() ?? 0, count: rows.count)),
                         estimated: true)
        var tiles = [firstRow]
        for states in rows.dropFirst() { tiles.append(try renderRow(states)) }
        let sheet = MatrixSheet(tiles: tiles, rowLabels: MatrixSheet.rowLabels(rows, demo: options.demo), columnLabels: contexts.map(\.label))
        try advice.check(sheet.size, estimated: false)
        try PNGExport.write(try sheet.image(), to: file, report: output)
    }

    private var isSizes: Bool {
        if case .sizes = columns { return true }
        return false
    }
}
