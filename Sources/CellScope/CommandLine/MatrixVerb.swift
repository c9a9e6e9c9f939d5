import CellKit
import Foundation
import GtkSupport

/// `cellscope matrix DEMO --item ID [--states NAME,…] [--sizes XS,…] [--columns sizes|appearance]
/// --output FILE.png`: every combination of the chosen states (rows) against Dynamic Type sizes
/// (default all twelve) or light and dark (columns), as one PNG.
///
/// A grid that would exceed ``ImageLimits`` is refused once its first row (the normal state in
/// every column) shows how large it would be, with advice on how to split it. Rows are rendered one
/// at a time (`MatrixTileRenderer`) and streamed into the PNG (``PNGStream``) as they come, so the
/// whole grid is never held in memory.
@preconcurrency @MainActor
struct MatrixVerb {
    /// The verb's arguments, the line `help` prints and the names its reader accepts.
    static let usage = VerbUsage(name: "matrix", terms: [
        .word("DEMO"), .value("--item", "ID"), .stateCombinations,
        .optional([.oneOf([[.list("--sizes", "XS,…"), .appearance], [.value("--columns", "appearance"), .size]])]),
        .direction, .canvas, .boldText, .highContrast, .value("--output", "FILE.png"),
    ], summary:
        "render one cell in every combination of up to 6 states (rows) against text sizes, or light and dark (columns), as one PNG")

    static let defaultStates = ["highlighted", "selected", "disabled"]

    let options: PreviewOptions
    let item: PreviewItem
    let stateNames: [String]
    let rows: [ForcedStates]
    let columns: MatrixSheet.Columns
    let output: (String) -> Void

    init(catalog: PreviewCatalog, arguments: [String], output: @escaping (String) -> Void) throws(CommandLineError) {
        let reader = try ArgumentReader(arguments, usage: Self.usage)
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
            let categories = try ContentSizeNames.categories(named: reader.values("--sizes"), option: "--sizes")
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

    /// Renders the matrix a row at a time and streams each row into the PNG as soon as it is
    /// rendered, so only one row of tiles is ever held.
    func run() throws {
        try CommandRuntime.startGtk(privateDisplay: true)
        let file = try PendingOutputFile(options.destination)
        let contexts = columns.contexts(from: options.context)
        let renderer = try MatrixTileRenderer(demo: options.demo, item: item, contexts: contexts.map(\.context))
        let rowLabels = MatrixSheet.rowLabels(rows, demo: options.demo)
        // The first row is the normal state; other states seldom change a cell's size.
        let first = try renderer.renderRow(rows[0], labels: [MatrixSheet.rowLabel(rowLabels[0])])
        let columnWidths = first.tiles.map(\.width)
        let firstHeight = first.tiles.map(\.height).max() ?? 0
        let advice = MatrixSplitAdvice(stateNames: stateNames, columnLabels: contexts.map(\.label), splitsColumns: isSizes,
                                       columnWidths: columnWidths, columnHeights: first.tiles.map(\.height))
        try advice.check(MatrixSheet.size(columnWidths: columnWidths, rowHeights: Array(repeating: firstHeight, count: rows.count)),
                         estimated: true)
        let columnLabels = try renderer.renderLabels(zip(contexts.map(\.label), columnWidths).map(MatrixSheet.columnLabel))
        let stream = try PNGStream(file: file, width: MatrixSheet.size(columnWidths: columnWidths, rowHeights: []).width)
        try stream.append(MatrixSheet.headerBand(columnLabels: columnLabels, columnWidths: columnWidths))
        try stream.append(MatrixSheet.rowBand(label: first.labels[0], tiles: first.tiles, columnWidths: columnWidths))
        var rowHeights = [firstHeight]
        for (states, label) in zip(rows, rowLabels).dropFirst() {
            let row = try renderer.renderRow(states, labels: [MatrixSheet.rowLabel(label)])
            guard row.tiles.map(\.width) == columnWidths else {
                throw PreviewRenderer.Failure(description: "the cell is \(row.tiles.map(\.width)) pixels wide in the state '\(label)' "
                    + "but \(columnWidths) in the normal state; a matrix needs the same width in every row")
            }
            rowHeights.append(row.tiles.map(\.height).max() ?? 0)
            // Refused as soon as the rows so far, and the rest at the first row's height, are too tall.
            let remaining = rows.count - rowHeights.count
            try advice.check(MatrixSheet.size(columnWidths: columnWidths, rowHeights: rowHeights + Array(repeating: firstHeight, count: remaining)),
                             estimated: remaining > 0)
            try stream.append(MatrixSheet.rowBand(label: row.labels[0], tiles: row.tiles, columnWidths: columnWidths))
        }
        let replaced = try stream.finish()
        output("\(replaced ? "replaced" : "wrote") \(options.destination.displayName) (\(stream.width)×\(stream.height))")
    }

    private var isSizes: Bool {
        if case .sizes = columns { return true }
        return false
    }
}
