import CellKit
import Foundation
import GtkSupport

/// A grid of one cell rendered in every combination of states (rows) against text sizes or
/// appearances (columns), with labels, as one image.
///
/// The sheet is made of bands: a header band with the column labels, then one band per row (its
/// label and its tiles), each followed by a gap, so it can be written a row at a time (see
/// `MatrixVerb`) as well as whole (``image()``).
@preconcurrency @MainActor
package struct MatrixSheet {
    /// What varies across the columns.
    package enum Columns: Hashable, Sendable {
        /// Dynamic Type sizes.
        case sizes([UIContentSizeCategory])
        /// Light and dark.
        case appearances([UIUserInterfaceStyle])

        /// The contexts of the columns, from a base context.
        func contexts(from base: PreviewContext) -> [(label: String, context: PreviewContext)] {
            switch self {
            case .sizes(let categories):
                return categories.map { category in
                    var context = base
                    context.contentSizeCategory = category
                    return (ContentSizeNames.name(of: category), context)
                }
            case .appearances(let styles):
                return styles.map { style in
                    var context = base
                    context.userInterfaceStyle = style
                    return (style == .dark ? "Dark" : "Light", context)
                }
            }
        }
    }

    /// The rendered tiles, row by row.
    package let tiles: [[PixelImage]]
    /// The row labels.
    package let rowLabels: [String]
    /// The column labels.
    package let columnLabels: [String]
    private let rowLabelImages: [PixelImage]
    private let columnLabelImages: [PixelImage]

    /// Renders every tile, a row at a time (see `MatrixTileRenderer`).
    package init(demo: PreviewDemo, item: PreviewItem, rows: [ForcedStates], columns: Columns, base: PreviewContext) throws {
        let columnContexts = columns.contexts(from: base)
        let renderer = try MatrixTileRenderer(demo: demo, item: item, contexts: columnContexts.map(\.context))
        rowLabels = Self.rowLabels(rows, demo: demo)
        columnLabels = columnContexts.map(\.label)
        var tiles: [[PixelImage]] = []
        var rowLabelImages: [PixelImage] = []
        for (states, label) in zip(rows, rowLabels) {
            let row = try renderer.renderRow(states, labels: [Self.rowLabel(label)])
            tiles.append(row.tiles)
            rowLabelImages += row.labels
        }
        let columnWidths = Self.columnWidths(of: tiles, count: columnLabels.count)
        columnLabelImages = try renderer.renderLabels(zip(columnLabels, columnWidths).map(Self.columnLabel))
        self.tiles = tiles
        self.rowLabelImages = rowLabelImages
    }

    /// The label of each row: its states, or "normal".
    static func rowLabels(_ rows: [ForcedStates], demo: PreviewDemo) -> [String] {
        rows.map { $0.label(customStates: demo.customStates) }
    }

    /// How a row label is rendered: in the label column, leading-aligned.
    static func rowLabel(_ text: String) -> MatrixTileRenderer.Label {
        MatrixTileRenderer.Label(text: text, width: labelWidth - gap, alignment: .natural)
    }

    /// How a column label is rendered: over its column, centered.
    static func columnLabel(_ text: String, width: Int) -> MatrixTileRenderer.Label {
        MatrixTileRenderer.Label(text: text, width: width, alignment: .center)
    }

    /// The widest tile of each column.
    static func columnWidths(of tiles: [[PixelImage]], count: Int) -> [Int] {
        (0..<count).map { column in tiles.map { $0[column].width }.max() ?? 0 }
    }

    /// The pixel size of a sheet whose columns and rows are this wide and tall.
    nonisolated static func size(columnWidths: [Int], rowHeights: [Int]) -> (width: Int, height: Int) {
        (labelWidth + columnWidths.reduce(0, +) + gap * (columnWidths.count + 1),
         headerHeight + rowHeights.reduce(0, +) + gap * (rowHeights.count + 1))
    }

    /// The size of this sheet's image.
    var size: (width: Int, height: Int) {
        Self.size(columnWidths: Self.columnWidths(of: tiles, count: columnLabels.count),
                  rowHeights: tiles.map { row in row.map(\.height).max() ?? 0 })
    }

    nonisolated static let gap = 8
    nonisolated static let labelWidth = 170
    nonisolated static let headerHeight = 28
    /// The sheet's background.
    nonisolated static let background: (UInt8, UInt8, UInt8, UInt8) = (230, 230, 235, 255)

    /// The grid as one image: labels on a light background, each tile in its cell of the grid.
    package func image() -> PixelImage {
        let columnWidths = Self.columnWidths(of: tiles, count: columnLabels.count)
        let bands = [Self.headerBand(columnLabels: columnLabelImages, columnWidths: columnWidths)]
            + zip(rowLabelImages, tiles).map { Self.rowBand(label: $0, tiles: $1, columnWidths: columnWidths) }
        let width = Self.size(columnWidths: columnWidths, rowHeights: []).width
        var sheet = PixelImage(width: width, height: bands.map(\.height).reduce(0, +))
        var y = 0
        for band in bands {
            sheet.draw(band, atX: 0, y: y)
            y += band.height
        }
        return sheet
    }

    /// The top of the sheet: each column's label centered over its column, then a gap.
    static func headerBand(columnLabels: [PixelImage], columnWidths: [Int]) -> PixelImage {
        let width = size(columnWidths: columnWidths, rowHeights: []).width
        var band = PixelImage(width: width, height: headerHeight + gap, fill: background)
        var x = labelWidth + gap
        for (column, label) in columnLabels.enumerated() {
            band.draw(label, atX: x + (columnWidths[column] - label.width) / 2, y: 4)
            x += columnWidths[column] + gap
        }
        return band
    }

    /// One row of the sheet: its label centered vertically in the label column, its tiles in their
    /// columns, then a gap.
    static func rowBand(label: PixelImage, tiles: [PixelImage], columnWidths: [Int]) -> PixelImage {
        let width = size(columnWidths: columnWidths, rowHeights: []).width
        let rowHeight = tiles.map(\.height).max() ?? 0
        var band = PixelImage(width: width, height: rowHeight + gap, fill: background)
        band.draw(label, atX: gap, y: max(0, (rowHeight - label.height) / 2))
        var x = labelWidth + gap
        for (column, tile) in tiles.enumerated() {
            band.draw(tile, atX: x, y: 0)
            x += columnWidths[column] + gap
        }
        return band
    }
}
