import CellKitCore
import Foundation
import GtkSupport

/// Renders a view's widget to an image with GTK's renderer: what CellKit's public `ViewSnapshot`
/// uses, which decides from the view's place (a window on screen, a root view) which way to render.
@preconcurrency @MainActor
package enum GtkViewRendering {
    /// Renders a view in a window on screen where it is, once its widget was drawn.
    package static func imageInShownWindow(of view: any BackedView, scale: CGFloat) throws -> PixelImage {
        let widget = GtkViewBacking.materialize(view).gtkWidget
        Snapshotter.waitForDraw(widget)
        return try Snapshotter.render(widget: widget, scale: Double(scale))
    }

    /// Renders a root view (one without a superview) that is not on screen: a window through its
    /// `host`, shown undecorated for the rendering and hidden again; any other view in a temporary
    /// window at its own size.
    package static func imageOffScreen(of view: any BackedView, host: (any WindowHost)?, scale: CGFloat) throws -> PixelImage {
        let widget = GtkViewBacking.materialize(view).gtkWidget
        if let host = host as? GtkWindowHost {
            return try host.whileShownUndecorated { try Snapshotter.render(widget: widget, scale: Double(scale)) }
        }
        let size = view.bounds.size
        return try Snapshotter.renderDetached(widget: widget, width: Int(size.width.rounded(.up)), height: Int(size.height.rounded(.up)),
                                              scale: Double(scale))
    }
}
