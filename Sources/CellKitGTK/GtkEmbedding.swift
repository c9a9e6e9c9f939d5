import CGtk
import CellKitCore
import Foundation

/// Puts a CellKit view tree inside an ordinary GTK widget hierarchy (the viewer's panels) and
/// reads GTK facts back. Not part of UIKit: `package` access, so only the viewer and the tests of
/// this package see it.
///
/// The returned widget is owned by the view; add it to a GTK container, which then decides its
/// size: the view's frame follows the allocation and it lays out its subviews from there. Keep the
/// view alive for as long as the widget is shown, and remove the widget from its container before
/// dropping the view.
@preconcurrency @MainActor
package enum GtkEmbedding {
    /// The GTK widget that shows `view` (a root `UIView`, without a superview), created on first use.
    package static func widget(for view: any BackedView) -> UnsafeMutablePointer<GtkWidget> {
        precondition(!view.hasSuperview, "only a root view (one without a superview) can be embedded in GTK")
        return GtkViewBacking.materialize(view).gtkWidget
    }

    /// Asks GTK to lay out and redraw an embedded view now that its content changed size.
    package static func invalidateSize(of view: any BackedView) {
        view.backing?.requestResize()
    }
}
