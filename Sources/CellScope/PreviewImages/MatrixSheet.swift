import CellKit
import Foundation
import GtkSupport

/// A grid of one cell rendered in every combination of states (rows) against text sizes or
/// appearances (columns), with labels, as one image.
@preconcurrency @MainActor
public struct MatrixSheet {
    /// What varies across the columns.
    public enum Columns: Hashable, Sendable {
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
    public let tiles: [[PixelImage]]
    /// The row labels.
    public let rowLabels: [String]
    /// The column labels.
    public let columnLabels: [String]

    /// Renders every tile.
    public init(demo: PreviewDemo, item: PreviewItem, rows: [ForcedStates], columns: Columns, base: PreviewContext) throws {
        let columnContexts = columns.contexts(from: base)
        let tiles = try rows.map { states in
            try columnContexts.map { try PreviewRenderer.renderCell(demo, item: item, states: states, context: $0.context) }
        }
        self.init(tiles: tiles, rowLabels: Self.rowLabels(rows, demo: demo), columnLabels: columnContexts.map(\.label))
    }

    /// A sheet of tiles already rendered.
    init(tiles: [[PixelImage]], rowLabels: [String], columnLabels: [String]) {
        self.tiles = tiles
        self.rowLabels = rowLabels
        self.columnLabels = columnLabels
    }

    /// The label of each row: its states, or "normal".
    static func rowLabels(_ rows: [ForcedStates], demo: PreviewDemo) -> [String] {
        rows.map { $0.label(customStates: demo.customStates) }
    }

    /// The pixel size of a sheet whose columns and rows are this wide and tall.
    nonisolated static func size(columnWidths: [Int], rowHeights: [Int]) -> (width: Int, height: Int) {
        (labelWidth + columnWidths.reduce(0, +) + gap * (columnWidths.count + 1),
         headerHeight + rowHeights.reduce(0, +) + gap * (rowHeights.count + 1))
    }

    /// The size of this sheet's image.
    var size: (width: Int, height: Int) {
        Self.size(columnWidths: (0..<columnLabels.count).map { column in tiles.map { $0[column].width }.max() ?? 0 },
                  rowHeights: tiles.map { row in row.map(\.height).max() ?? 0 })
    }

    nonisolated static let gap = 8
    nonisolated static let labelWidth = 170
    nonisolated static let headerHeight = 28

    /// The grid as one image: labels on a light background, each tile in its cell of the grid.
    public func image() throws -> PixelImage {
        let columnWidths = (0..<columnLabels.count).map { column in tiles.map { $0[column].width }.max() ?? 0 }
        let rowHeights = tiles.map { row in row.map(\.height).max() ?? 0 }
        let (width, height) = Self.size(columnWidths: columnWidths, rowHeights: rowHeights)
        var sheet = PixelImage(width: width, height: height, fill: (230, 230, 235, 255))
        var x = Self.labelWidth + Self.gap
        for (column, label) in columnLabels.enumerated() {
            sheet.draw(try Self.label(label, width: columnWidths[column], alignment: .center), atX: x, y: 4)
            x += columnWidths[column] + Self.gap
        }
        var y = Self.headerHeight + Self.gap
        for (row, label) in rowLabels.enumerated() {
            let text = try Self.label(label, width: Self.labelWidth - Self.gap, alignment: .natural)
            sheet.draw(text, atX: Self.gap, y: y + max(0, (rowHeights[row] - text.height) / 2))
            x = Self.labelWidth + Self.gap
            for (column, tile) in tiles[row].enumerated() {
                sheet.draw(tile, atX: x, y: y)
                x += columnWidths[column] + Self.gap
            }
            y += rowHeights[row] + Self.gap
        }
        return sheet
    }

    private static func label(_ text: String, width: Int, alignment: NSTextAlignment) throws -> PixelImage {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: CGFloat(max(width, 10)), height: 20))
        label.text = text
        label.font = UIFont.systemFont(ofSize: 12, weight: .semibold)
        label.textColor = UIColor(white: 0.25, alpha: 1)
        label.textAlignment = alignment
        label.numberOfLines = 2
        label.frame.size.height = max(20, label.sizeThatFits(CGSize(width: CGFloat(width), height: 100)).height)
        return try ViewSnapshot.image(of: label)
    }
}
