import CGtk
import CGtkShim
import CellKitCore
import Foundation

/// Hooks that let tests observe GTK resources behind views and act on them at the signal level. Not
/// part of UIKit: `package` access, so only the tests of this package see it (CellKit adds the hooks
/// that need its controls and lists, in `ViewTesting+Controls.swift`).
@preconcurrency @MainActor
package enum ViewTesting {
    /// Calls `body` when the GTK widget that backs `view` is finalized (immediately never, if the
    /// view was never shown or rendered).
    package static func onWidgetFinalized(_ view: any BackedView, _ body: @escaping @MainActor () -> Void) {
        (view.backing as? GtkViewBacking)?.widget.onFinalize(body)
    }

    /// Whether the view currently has a GTK widget.
    package static func hasWidget(_ view: any BackedView) -> Bool {
        view.backing != nil
    }

    /// The GTK window of a `UIWindow` that was made visible.
    package static func gtkWindow(of window: any HostedWindow) -> UnsafeMutablePointer<GtkWindow>? {
        guard let host = window.windowHost as? GtkWindowHost, host.isShownOnScreen else { return nil }
        return host.windowRef.window
    }

    /// The GTK widget of a view that has one (shown or rendered).
    package static func gtkWidget(of view: any BackedView) -> UnsafeMutablePointer<GtkWidget> {
        GtkViewBacking.materialize(view).gtkWidget
    }

    /// The GTK widget of an open date picker popover (tests look for its days and fields in it).
    package static func gtkWidget(of popover: any DatePickerPopoverPresentation) -> UnsafeMutablePointer<GtkWidget> {
        (popover as! GtkDatePickerPopover).widget
    }
}

extension ViewTesting {
    /// Emits a GTK click (press then release at `point`, in the view's coordinates) through a press
    /// input's own gesture controller. (Signal level: the real-input tests click with the X pointer.)
    package static func click(_ input: (any PressInput)?, at point: CGPoint) {
        guard let gesture = (input as? GtkPressInput)?.controller else { return }
        cgtk_emit_int_double_double(gesture, "pressed", 1, point.x, point.y)
        cgtk_emit_int_double_double(gesture, "released", 1, point.x, point.y)
    }

    /// Emits a press and a release without movement at `point` (in the list view's visible
    /// coordinates) on a list input's own GTK drag gesture.
    package static func click(_ input: (any ListInput)?, at point: CGPoint) {
        guard let gesture = (input as? GtkListInput)?.drag else { return }
        cgtk_emit_double_double(gesture, "drag-begin", point.x, point.y)
        cgtk_emit_double_double(gesture, "drag-end", 0, 0)
    }
}

extension ViewTesting {
    /// The titles of the pop-up menu open from `view` or one of its subviews (a cell's pop-up
    /// menu accessory, say), in order; empty when none is open.
    package static func openMenuTitles(in view: any BackedView) -> [String] {
        openMenu(in: view)?.titles ?? []
    }

    /// Chooses the item at `index` of the pop-up menu open from `view` or one of its subviews, as
    /// a click on it would (the item button's `clicked` signal). Does nothing when none is open.
    package static func chooseMenuItem(at index: Int, in view: any BackedView) {
        guard let menu = openMenu(in: view), menu.buttons.indices.contains(index) else { return }
        cgtk_emit_void(menu.buttons[index], "clicked")
    }

    private static func openMenu(in view: any BackedView) -> MenuPopover? {
        if let menu = (view.backing as? GtkViewBacking)?.menuPopover, menu.isOpen { return menu }
        return view.backedSubviews.lazy.compactMap { openMenu(in: $0) }.first
    }
}
