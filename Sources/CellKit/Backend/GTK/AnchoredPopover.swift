import Foundation

/// A GTK popover that is a child of a view's widget but not a subview: the widget's allocation
/// positions it while it is open (GTK requires `gtk_popover_present` from the parent's allocation).
@preconcurrency @MainActor
protocol AnchoredPopover: AnyObject {
    /// Whether the popover is still showing.
    var isOpen: Bool { get }
    /// Positions the popover against its anchor.
    func present()
}
