import CGtk
import CellKit
import Foundation
import GtkSupport

/// Renders a state matrix a row at a time, each tile once and at its own size.
///
/// One demo canvas per column is built at the column's traits and kept for the whole matrix, and
/// all of them live in one undecorated window (through an ``OffscreenRenderer``). For each row the
/// row's states are forced on the item through its list (`configurationStateOverridesByItem`), so
/// every cell is asked for a fresh configuration for that state and its column's traits (UIKit's
/// `updateConfiguration(using:)` and the configurations' `updated(for:)` run each time; no look is
/// reused across states or traits) and is measured again, since a state may change a row's height.
/// The row's cells are then laid out and drawn together in one frame, and each is rasterized alone:
/// the renderer's viewport is the cell's frame, so nothing but the cell is turned into pixels.
@preconcurrency @MainActor
final class MatrixTileRenderer {
    /// A text label to render in a row's frame (row and column labels of the sheet).
    struct Label {
        let text: String
        let width: Int
        let alignment: NSTextAlignment
    }

    private let host = WindowRef()
    private let renderer = OffscreenRenderer()
    private let demo: PreviewDemo
    private let item: PreviewItem
    private let indexPath: IndexPath
    private let canvases: [DemoCanvas]

    /// Builds one canvas per column context and shows the host window.
    init(demo: PreviewDemo, item: PreviewItem, contexts: [PreviewContext]) throws {
        self.demo = demo
        self.item = item
        canvases = contexts.map { DemoCanvas(demo: demo, context: $0, maximumHeight: CGFloat(PreviewRenderer.maximumCanvasHeight)) }
        guard let row = demo.items.firstIndex(of: item), let first = canvases.first,
              let indexPath = first.list.indexPath(forPreviewRow: row) else {
            throw PreviewRenderer.Failure(description: "the demo '\(demo.id)' has no item '\(item.id)' in its list")
        }
        self.indexPath = indexPath
        gtk_window_set_decorated(host.window, 0)
        gtk_window_set_child(host.window, renderer.widget)
        Snapshotter.present(host.window)
    }

    /// The item's cell in every column with `states` forced, and `labels`, rendered in one frame.
    func renderRow(_ states: ForcedStates, labels: [Label] = []) throws -> (tiles: [PixelImage], labels: [PixelImage]) {
        let overrides = states.overrides(customStates: demo.customStates)
        var batch: [OffscreenRenderer.Prepared] = []
        for canvas in canvases {
            canvas.list.configurationStateOverridesByItem = [indexPath: overrides]
            canvas.fitHeightToContent(maximumHeight: CGFloat(PreviewRenderer.maximumCanvasHeight))
            let cell = try PreviewRenderer.cell(in: canvas, demo: demo, item: item)
            batch.append(OffscreenRenderer.Prepared(view: canvas.rootView, crop: cell.convert(cell.bounds, to: canvas.rootView)))
        }
        batch += labels.map { renderer.prepareLabel($0.text, width: $0.width, alignment: $0.alignment) }
        let images = try renderer.render(batch).map { try $0.get() }
        return (Array(images.prefix(canvases.count)), Array(images.dropFirst(canvases.count)))
    }

    /// Labels alone, rendered in one frame.
    func renderLabels(_ labels: [Label]) throws -> [PixelImage] {
        try renderer.render(labels.map { renderer.prepareLabel($0.text, width: $0.width, alignment: $0.alignment) }).map { try $0.get() }
    }
}
