import CGtk
import CellKit
import CellKitGTK
import Foundation
import GtkSupport

/// Where lint renders: several canvases are put in it at once, GTK lays them out and draws them in
/// one frame, and each canvas is then rasterized alone. The command line gives it a window of its
/// own (undecorated, 1 × 1 pixels); the viewer puts it in a corner of its own window, where it is
/// invisible, so checking a demo never flashes a window on the desktop.
///
/// Waiting for a frame is most of what a rendering costs (the frame clock paces frames, and the
/// window's size follows the canvas through a round trip to the X server), so lint renders the
/// canvases of every text size of a demo in the same frame rather than one frame each. The canvases
/// sit in a `GtkFixed` (which gives each its requested size) inside a 1 × 1 scrolled window, nearly
/// transparent, so the window itself stays small and draws almost nothing; each canvas is
/// rasterized from its own render node with GTK's cairo renderer, as `Snapshotter` does.
@preconcurrency @MainActor
final class LintRenderHost {
    /// The window this host owns (nil: it lives in someone else's window).
    private let ownWindow: WindowRef?
    /// The 1 × 1 widget that holds the canvases.
    let widget: WidgetPointer
    private let fixed: WidgetPointer
    private var shown: [UIView] = []

    /// A host in an undecorated window of its own, shown at the first rendering (the command line).
    static func inOwnWindow() -> LintRenderHost {
        let window = WindowRef()
        gtk_window_set_decorated(window.window, 0)
        gtk_window_set_resizable(window.window, 0)
        let host = LintRenderHost(window: window)
        gtk_window_set_child(window.window, host.widget)
        return host
    }

    /// A host whose ``widget`` the caller places in a shown window (the viewer); it renders only
    /// while that window is mapped.
    static func embeddable() -> LintRenderHost {
        LintRenderHost(window: nil)
    }

    private init(window: WindowRef?) {
        ownWindow = window
        fixed = gtk_fixed_new()!
        widget = Gtk.offscreenHost(around: fixed)
    }

    /// Puts `views` (root views) in the window, replacing what it showed.
    func show(_ views: [UIView]) {
        takeBack()
        var x = 0.0
        for view in views {
            gtk_fixed_put(fixed.cast(), GtkEmbedding.widget(for: view), x, 0)
            x += Double(view.bounds.width.rounded(.up))
        }
        shown = views
    }

    /// Lays out the shown views at their current bounds, waits for one frame that draws them all,
    /// and returns each view's pixels, in order.
    func render() throws -> [PixelImage] {
        guard let first = shown.first else { return [] }
        for view in shown {
            view.layoutIfNeeded()
            let width = Int32(view.bounds.width.rounded(.up)), height = Int32(max(1, view.bounds.height.rounded(.up)))
            gtk_widget_set_size_request(GtkEmbedding.widget(for: view), width, height)
        }
        if let ownWindow, gtk_widget_get_mapped(Gtk.widget(ownWindow.window)) == 0 {
            Snapshotter.present(ownWindow.window)
        } else {
            guard gtk_widget_get_mapped(widget) != 0 else { throw OffscreenRenderer.Failure.windowNotShown }
            Snapshotter.waitForDraw(GtkEmbedding.widget(for: first))
        }
        let rasterizer = try Rasterizer(on: GtkEmbedding.widget(for: first))
        return try shown.map { view in
            let image = try rasterizer.image(of: GtkEmbedding.widget(for: view), region: nil)
            let width = Int(view.bounds.width.rounded(.up)), height = Int(max(1, view.bounds.height.rounded(.up)))
            guard image.width >= width, image.height >= height else {
                throw PreviewRenderer.Failure(description: "a lint rendering came out \(image.width) × \(image.height) pixels "
                    + "instead of \(width) × \(height)")
            }
            return image
        }
    }

    /// Takes the shown views back out of the window (their widgets can then be embedded elsewhere).
    func takeBack() {
        for view in shown {
            let widget = GtkEmbedding.widget(for: view)
            gtk_fixed_remove(fixed.cast(), widget)
            gtk_widget_set_size_request(widget, -1, -1)
        }
        shown = []
    }
}
