import CGtk
import CellKitCore
import Foundation
import GtkSupport

/// A GTK popover that is a child of a view's widget but not a subview: the widget's allocation
/// positions it while it is open (GTK requires `gtk_popover_present` from the parent's allocation).
@preconcurrency @MainActor
protocol AnchoredPopover: AnyObject {
    /// Whether the popover is still showing.
    var isOpen: Bool { get }
    /// Positions the popover against its anchor.
    func present()
}

/// What every anchored popover does when it closes.
enum AnchoredPopoverClosing {
    /// Pops `popover` down and, on the next main-loop turn (GTK still runs the popdown), detaches it
    /// from its anchor's widget.
    @MainActor
    static func popDownAndDetach(_ popover: UnsafeMutablePointer<GtkWidget>) {
        gtk_popover_popdown(popover.cast())
        let widget = GObjectRef(retaining: popover)
        DispatchQueue.main.async {
            if gtk_widget_get_parent(widget.cast()) != nil { gtk_widget_unparent(widget.cast()) }
        }
    }
}
