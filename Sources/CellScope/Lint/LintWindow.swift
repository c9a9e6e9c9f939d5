import CGtk
import CellKit
import Foundation
import GtkSupport

/// One undecorated window that every lint rendering of a canvas goes through: the canvas is put in it
/// once, and each rendering waits for one frame at the canvas's current size and takes its pixels.
///
/// Opening and closing a window for every rendering (what `ViewSnapshot` does for a detached view) costs
/// a round of window mapping on the X server each time; lint renders thousands of permutations, so it keeps
/// the window. The window is not resizable, so it follows the canvas's size as states change row heights.
@preconcurrency @MainActor
final class LintWindow {
    private let host = WindowRef()
    private var shown: UIView?

    init() {
        gtk_window_set_decorated(host.window, 0)
        gtk_window_set_resizable(host.window, 0)
    }

    /// Lays out and renders `view` (a root view) at its bounds size.
    func render(_ view: UIView) throws -> PixelImage {
        view.layoutIfNeeded()
        let widget = GtkEmbedding.widget(for: view)
        let width = Int32(view.bounds.width.rounded(.up)), height = Int32(max(1, view.bounds.height.rounded(.up)))
        if shown !== view {
            takeBack()
            gtk_window_set_child(host.window, widget)
            shown = view
        }
        gtk_widget_set_size_request(widget, width, height)
        let windowWidget = UnsafeMutableRawPointer(host.window).assumingMemoryBound(to: GtkWidget.self)
        if gtk_widget_get_mapped(windowWidget) == 0 {
            Snapshotter.present(host.window)
        } else {
            Snapshotter.waitForDraw(widget)
        }
        let image = try Snapshotter.render(widget: widget)
        guard image.width >= Int(width), image.height >= Int(height) else {
            throw PreviewRenderer.Failure(description: "a lint rendering came out \(image.width) × \(image.height) pixels "
                + "instead of \(width) × \(height)")
        }
        return image
    }

    /// Takes the shown view back out of the window (its widget can then be embedded elsewhere).
    func takeBack() {
        guard let shown else { return }
        let widget = GtkEmbedding.widget(for: shown)
        gtk_window_set_child(host.window, nil)
        gtk_widget_set_size_request(widget, -1, -1)
        self.shown = nil
    }
}
