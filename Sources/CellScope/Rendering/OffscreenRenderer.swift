import CGtk
import CellKit
import CellKitGTK
import Foundation
import GtkSupport

/// Renders demos, cells and labels to images inside the viewer's own window.
///
/// `PreviewRenderer` (the command line) shows each rendering in a temporary window; on a desktop
/// that would flash a window and steal focus for every matrix tile. This renderer instead puts the
/// view trees into an invisible 1×1 corner of the viewer window (a scrolled window without
/// scrollbars around a `GtkFixed`, which gives children their requested size whatever its own), waits
/// for one frame for a whole batch, and rasterizes each tree's render node with GTK's cairo renderer
/// as `Snapshotter` does, so the pixels are the command line's (a test compares them). A cell is
/// rasterized alone (the renderer's viewport is the cell's frame), not cropped from its whole list.
@preconcurrency @MainActor
final class OffscreenRenderer {
    /// Why a rendering did not happen.
    enum Failure: Error, CustomStringConvertible {
        /// Another rendering is in progress (renderings wait for a frame, which runs the main loop).
        case busy
        /// The viewer window is not shown, so nothing can be drawn.
        case windowNotShown

        var description: String {
            switch self {
            case .busy: "another rendering is in progress"
            case .windowNotShown: "the viewer window is not shown"
            }
        }
    }

    /// The widget to place anywhere in the window; it takes 1×1 pixels and is invisible.
    let widget: WidgetPointer
    private let fixed: WidgetPointer
    /// Whether a rendering is waiting for its frame.
    private(set) var isRendering = false

    init() {
        fixed = gtk_fixed_new()!
        widget = Gtk.offscreenHost(around: fixed)
        gtk_widget_set_halign(widget, GTK_ALIGN_START)
        gtk_widget_set_valign(widget, GTK_ALIGN_END)
    }

    /// A view tree ready to render, and the part of it to keep.
    struct Prepared {
        /// A root view (no superview) at its final size.
        let view: UIView
        /// The rectangle to crop to, in the view's coordinates (nil: all of it).
        let crop: CGRect?
    }

    /// Renders several prepared trees in one frame: they are put in the host together, GTK lays
    /// them out and draws them once, and each is rendered from its own render node.
    func render(_ batch: [Prepared]) throws -> [Result<PixelImage, any Error>] {
        guard !isRendering else { throw Failure.busy }
        guard gtk_widget_get_mapped(fixed) != 0 else { throw Failure.windowNotShown }
        isRendering = true
        defer { isRendering = false }
        var placed: [(index: Int, prepared: Prepared, widget: WidgetPointer)] = []
        var results = [Result<PixelImage, any Error>](repeating: .failure(ViewSnapshotError.emptyView), count: batch.count)
        var y = 0.0
        for (index, prepared) in batch.enumerated() {
            let view = prepared.view
            guard view.bounds.width >= 1, view.bounds.height >= 1 else { continue }
            view.layoutIfNeeded()
            let child = GtkEmbedding.widget(for: view)
            // GtkFixed gives children their minimum size; the request makes that the view's size.
            gtk_widget_set_size_request(child, Int32(view.bounds.width.rounded(.up)), Int32(view.bounds.height.rounded(.up)))
            gtk_fixed_put(fixed.cast(), child, 0, y)
            y += Double(view.bounds.height.rounded(.up))
            placed.append((index, prepared, child))
        }
        defer {
            for entry in placed {
                gtk_fixed_remove(fixed.cast(), entry.widget)
                gtk_widget_set_size_request(entry.widget, -1, -1)
            }
        }
        guard let first = placed.first else { return results }
        Snapshotter.waitForDraw(first.widget)
        let rasterizer = try Rasterizer(on: first.widget)
        for entry in placed {
            results[entry.index] = Result { try rasterizer.image(of: entry.widget, region: entry.prepared.crop) }
        }
        return results
    }

    /// Renders one prepared tree.
    func render(_ prepared: Prepared) throws -> PixelImage {
        try render([prepared])[0].get()
    }

    /// One item's cell in exactly `states`, in its demo list at `context`, ready to render and crop.
    func prepareCell(_ demo: PreviewDemo, item: PreviewItem, states: ForcedStates, context: PreviewContext) throws -> Prepared {
        let canvas = DemoCanvas(demo: demo, context: context)
        guard let row = demo.items.firstIndex(of: item), let indexPath = canvas.list.indexPath(forPreviewRow: row) else {
            throw PreviewRenderer.Failure(description: "the demo '\(demo.id)' has no item '\(item.id)' in its list")
        }
        // Forced through the list so the row is measured again in these states.
        canvas.list.configurationStateOverridesByItem = [indexPath: states.overrides(customStates: demo.customStates)]
        canvas.fitHeightToContent()
        let cell = try PreviewRenderer.cell(in: canvas, demo: demo, item: item)
        return Prepared(view: canvas.rootView, crop: cell.convert(cell.bounds, to: canvas.rootView))
    }

    /// One item's cell in exactly `states`, cropped from its demo list at `context`.
    func renderCell(_ demo: PreviewDemo, item: PreviewItem, states: ForcedStates, context: PreviewContext) throws -> PixelImage {
        try render(prepareCell(demo, item: item, states: states, context: context))
    }

    /// The whole demo list at `context`, ready to render.
    func prepareDemo(_ demo: PreviewDemo, context: PreviewContext) -> Prepared {
        Prepared(view: DemoCanvas(demo: demo, context: context).rootView, crop: nil)
    }

    /// A text label for sheets (matrix and strip exports), at most `lines` lines (0: no limit).
    func prepareLabel(_ text: String, width: Int, alignment: NSTextAlignment, color: UIColor = UIColor(white: 0.25, alpha: 1),
                      weight: UIFont.Weight = .semibold, lines: Int = 2) -> Prepared {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: CGFloat(max(width, 10)), height: 20))
        label.text = text
        label.font = UIFont.systemFont(ofSize: 12, weight: weight)
        label.textColor = color
        label.textAlignment = alignment
        label.numberOfLines = lines
        label.frame.size.height = max(20, label.sizeThatFits(CGSize(width: CGFloat(width), height: 400)).height)
        return Prepared(view: label, crop: nil)
    }
}
