import CGtk
import CellKit
import Foundation
import GtkSupport

/// Composes rendered tiles into one exported image (the matrix, the strip), with the same layout as
/// the command line's `MatrixSheet`: column labels on top, row labels on the leading side, tiles in
/// a grid on a light background. Tiles that failed show their error on a pale red tile. The sheet is
/// returned as placed images (``ImageSheet``), so an export streams it instead of holding it whole.
@preconcurrency @MainActor
enum SheetComposer {
    static let gap = MatrixSheet.gap
    static let labelWidth = MatrixSheet.labelWidth
    static let headerHeight = MatrixSheet.headerHeight
    /// The height of an error tile.
    static let errorTileHeight = 60

    /// The grid as one sheet; `rowLabels` nil leaves out the row label column.
    static func compose(tiles: [[Result<PixelImage, any Error>]], rowLabels: [String]?, columnLabels: [String],
                        tileWidth: Int, renderer: OffscreenRenderer) throws -> ImageSheet {
        // Errors become pale red tiles with their text; every text is rendered in one batch.
        var errorTexts: [(row: Int, column: Int, prepared: OffscreenRenderer.Prepared)] = []
        for (row, results) in tiles.enumerated() {
            for (column, result) in results.enumerated() {
                if case .failure(let error) = result {
                    errorTexts.append((row, column, errorText(String(describing: error), width: tileWidth, renderer: renderer)))
                }
            }
        }
        let provisionalWidths = (0..<columnLabels.count).map { column in
            tiles.map { row in (try? row[column].get())?.width ?? max(tileWidth, 56) }.max() ?? tileWidth
        }
        let columnTexts = columnLabels.enumerated().map { column, label in
            renderer.prepareLabel(label, width: provisionalWidths[column], alignment: .center)
        }
        let rowTexts = (rowLabels ?? []).map { renderer.prepareLabel($0, width: labelWidth - gap, alignment: .natural) }
        let rendered = try renderer.render(errorTexts.map(\.prepared) + columnTexts + rowTexts).map { try $0.get() }
        var images = tiles.map { row in row.map { (try? $0.get()) ?? PixelImage(width: 1, height: 1) } }
        for (offset, entry) in errorTexts.enumerated() {
            images[entry.row][entry.column] = errorTile(text: rendered[offset], width: tileWidth)
        }
        let columnImages = Array(rendered[errorTexts.count..<(errorTexts.count + columnTexts.count)])
        let rowImages = Array(rendered[(errorTexts.count + columnTexts.count)...])

        let labelColumn = rowLabels == nil ? 0 : labelWidth
        let columnWidths = (0..<columnLabels.count).map { column in images.map { $0[column].width }.max() ?? 0 }
        let rowHeights = images.map { row in row.map(\.height).max() ?? 0 }
        let width = labelColumn + columnWidths.reduce(0, +) + gap * (columnWidths.count + 1)
        let height = headerHeight + rowHeights.reduce(0, +) + gap * (rowHeights.count + 1)
        var sheet = ImageSheet(width: width, height: height, background: MatrixSheet.background)
        var x = labelColumn + gap
        for (column, label) in columnImages.enumerated() {
            sheet.place(label, x: x + (columnWidths[column] - label.width) / 2, y: 4)
            x += columnWidths[column] + gap
        }
        var y = headerHeight + gap
        for (row, tiles) in images.enumerated() {
            if row < rowImages.count {
                let text = rowImages[row]
                sheet.place(text, x: gap, y: y + max(0, (rowHeights[row] - text.height) / 2))
            }
            x = labelColumn + gap
            for (column, tile) in tiles.enumerated() {
                sheet.place(tile, x: x, y: y)
                x += columnWidths[column] + gap
            }
            y += rowHeights[row] + gap
        }
        return sheet
    }

    /// The text of an error tile, ready to render.
    private static func errorText(_ message: String, width: Int, renderer: OffscreenRenderer) -> OffscreenRenderer.Prepared {
        renderer.prepareLabel("Could not render: \(message)", width: max(40, width - 16), alignment: .natural,
                              color: UIColor(red: 0.6, green: 0.05, blue: 0.05, alpha: 1), weight: .regular, lines: 0)
    }

    /// A pale red tile holding an error's rendered text.
    private static func errorTile(text: PixelImage, width: Int) -> PixelImage {
        var tile = PixelImage(width: max(width, 56), height: max(errorTileHeight, text.height + 16), fill: (252, 228, 228, 255))
        tile.draw(text, atX: 8, y: 8)
        return tile
    }
}

/// The widgets a tile shows while rendering, once rendered, or when rendering failed.
@preconcurrency @MainActor
enum TileWidgets {
    /// A placeholder of about the tile's size.
    static func placeholder(width: Int, height: Int, scale: Double) -> WidgetPointer {
        let label = Gtk.label("Rendering…", classes: ["tile-placeholder", "dim-label"], xalign: 0.5)
        gtk_widget_set_size_request(label, Int32(Double(width) * scale), Int32(Double(height) * scale))
        return label
    }

    /// The rendered image at `scale`, or the error in words.
    static func content(for result: Result<PixelImage, any Error>, tileWidth: Int, scale: Double) -> WidgetPointer {
        switch result {
        case .success(let image):
            return Gtk.picture(image, scale: scale)
        case .failure(let error):
            let label = Gtk.label("⚠ Could not render\n\(error)", classes: ["tile-error"], wrap: true)
            gtk_widget_set_size_request(label, Int32(max(120, Double(tileWidth) * scale)), -1)
            gtk_label_set_max_width_chars(label.opaque, 30)
            gtk_widget_set_tooltip_text(label, String(describing: error))
            return label
        }
    }
}

