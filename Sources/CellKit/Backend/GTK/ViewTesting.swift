import CGtk
import CGtkShim
import Foundation

/// Hooks that let tests observe GTK resources behind views. Not part of UIKit: `package` access, so
/// only the tests of this package see it.
@preconcurrency @MainActor
package enum ViewTesting {
    /// Calls `body` when the GTK widget that backs `view` is finalized (immediately never, if the
    /// view was never shown or rendered).
    package static func onWidgetFinalized(_ view: UIView, _ body: @escaping @MainActor () -> Void) {
        (view.backing as? GtkViewBacking)?.widget.onFinalize(body)
    }

    /// Whether the view currently has a GTK widget.
    package static func hasWidget(_ view: UIView) -> Bool {
        view.backing != nil
    }
}

extension ViewTesting {
    /// The GTK window of a `UIWindow` that was made visible.
    package static func gtkWindow(of window: UIWindow) -> UnsafeMutablePointer<GtkWindow>? {
        window.isShownOnScreen ? (window.hostWindow() as? GtkWindowHost)?.windowRef.window : nil
    }

    /// Emits a GTK click (press then release at `point`, in the control's coordinates) through the
    /// control's own gesture controller. The control must have a widget. (Signal level: the
    /// real-input tests click with the X pointer.)
    package static func click(_ control: UIControl, at point: CGPoint? = nil) {
        guard let gesture = (control.pressInput as? GtkPressInput)?.controller else { return }
        let location = point ?? CGPoint(x: control.bounds.midX, y: control.bounds.midY)
        cgtk_emit_int_double_double(gesture, "pressed", 1, location.x, location.y)
        cgtk_emit_int_double_double(gesture, "released", 1, location.x, location.y)
    }
}

extension ViewTesting {
    /// The GTK widget of a view that has one (shown or rendered).
    package static func gtkWidget(of view: UIView) -> UnsafeMutablePointer<GtkWidget> {
        GtkViewBacking.materialize(view).gtkWidget
    }

    /// Clicks a row of a shown list at the signal level: a press and a release without movement at
    /// the row's center, emitted on the list's own GTK drag gesture (so the gesture arbitration,
    /// the interaction reducer, the delegate and the cells' update cycle all run). The real-input
    /// tests click with the X pointer instead.
    package static func clickItem(at indexPath: IndexPath, in list: UICollectionView) {
        guard let gesture = list.interaction.drag, let frame = list.engine.frame(of: indexPath) else { return }
        let x = frame.midX - list.contentOffset.x, y = frame.midY - list.contentOffset.y
        cgtk_emit_double_double(gesture, "drag-begin", x, y)
        cgtk_emit_double_double(gesture, "drag-end", 0, 0)
    }
}

extension ViewTesting {
    /// The titles of the pop-up menu open from `view` or one of its subviews (a cell's pop-up
    /// menu accessory, say), in order; empty when none is open.
    package static func openMenuTitles(in view: UIView) -> [String] {
        openMenu(in: view)?.titles ?? []
    }

    /// Chooses the item at `index` of the pop-up menu open from `view` or one of its subviews, as
    /// a click on it would (the item button's `clicked` signal). Does nothing when none is open.
    package static func chooseMenuItem(at index: Int, in view: UIView) {
        guard let menu = openMenu(in: view), menu.buttons.indices.contains(index) else { return }
        cgtk_emit_void(menu.buttons[index], "clicked")
    }

    private static func openMenu(in view: UIView) -> MenuPopover? {
        if let menu = (view.backing as? GtkViewBacking)?.menuPopover, menu.isOpen { return menu }
        return view.subviews.lazy.compactMap { openMenu(in: $0) }.first
    }
}
