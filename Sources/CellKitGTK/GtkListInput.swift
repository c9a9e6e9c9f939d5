import CGtk
import CGtkShim
import CellKitCore
import Foundation
import GtkSupport

/// The GTK implementation of `ListInput`, on the list's widget (made focusable, taking focus on click):
///
/// - `GtkGestureDrag` (primary button, or touch): every press, drag and release.
/// - `GtkEventControllerMotion`: the pointer entering, moving over and leaving the widget.
/// - `GtkEventControllerKey`: arrows, Home/End, Page Up/Down, Space, Return, Escape, as `ListKey`s;
///   other keys go on to the enclosing widgets.
/// - `GtkEventControllerFocus`: focus entering or leaving the widget.
@preconcurrency @MainActor
package final class GtkListInput: ListInput {
    private let widget: UnsafeMutablePointer<GtkWidget>
    /// The motion controller, owned by the widget; tests emit its signals (as the other three's).
    package let motion: UnsafeMutableRawPointer
    /// The key controller.
    package let key: UnsafeMutableRawPointer
    /// The focus controller.
    package let focus: UnsafeMutableRawPointer
    /// The drag gesture.
    package let drag: UnsafeMutableRawPointer

    init(on widget: UnsafeMutablePointer<GtkWidget>, target: any ListInputTarget) {
        self.widget = widget
        gtk_widget_set_focusable(widget, 1)
        gtk_widget_set_focus_on_click(widget, 1)

        motion = UnsafeMutableRawPointer(gtk_event_controller_motion_new()!)
        Signals.connect(motion, "enter", point: { [weak target] x, y in target?.pointerHovered(at: CGPoint(x: x, y: y)) })
        Signals.connect(motion, "motion", point: { [weak target] x, y in target?.pointerHovered(at: CGPoint(x: x, y: y)) })
        Signals.connect(motion, "leave") { [weak target] in target?.pointerHovered(at: nil) }
        gtk_widget_add_controller(widget, OpaquePointer(motion))

        key = UnsafeMutableRawPointer(gtk_event_controller_key_new()!)
        Signals.connect(key, "key-pressed", key: { [weak target] keyval, _, _ in
            guard let target, let listKey = GtkListInput.listKey(keyval) else { return false }
            return target.listKeyPressed(listKey)
        })
        gtk_widget_add_controller(widget, OpaquePointer(key))

        focus = UnsafeMutableRawPointer(gtk_event_controller_focus_new()!)
        Signals.connect(focus, "enter") { [weak target] in target?.focusEntered() }
        Signals.connect(focus, "leave") { [weak target] in target?.focusLeft() }
        gtk_widget_add_controller(widget, OpaquePointer(focus))

        drag = UnsafeMutableRawPointer(gtk_gesture_drag_new()!)
        Signals.connect(drag, "drag-begin", point: { [weak target] x, y in target?.dragBegan(at: CGPoint(x: x, y: y)) })
        Signals.connect(drag, "drag-update", point: { [weak target] dx, dy in target?.dragMoved(by: CGSize(width: dx, height: dy)) })
        Signals.connect(drag, "drag-end", point: { [weak target] dx, dy in target?.dragEnded(by: CGSize(width: dx, height: dy)) })
        Signals.connect(drag, "cancel", object: { [weak target] _ in target?.dragCancelled() })
        gtk_widget_add_controller(widget, OpaquePointer(drag))
    }

    /// Claims the drag gesture's sequence, so no other gesture acts on the press.
    package func claimPress() {
        gtk_gesture_set_state(OpaquePointer(drag), GTK_EVENT_SEQUENCE_CLAIMED)
    }

    /// Grabs the focus as a click into a focusable GTK widget does.
    package func takeFocusOnClick() {
        if gtk_widget_get_focus_on_click(widget) != 0, gtk_widget_has_focus(widget) == 0 {
            gtk_widget_grab_focus(widget)
        }
    }

    /// The window's `focus-visible`, which GTK sets on keyboard navigation.
    package var isFocusVisible: Bool {
        guard let root = gtk_widget_get_root(widget) else { return false }
        return gtk_window_get_focus_visible(UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self)) != 0
    }

    /// The list key a GDK key value is, or nil for a key lists do not use.
    private static func listKey(_ keyval: UInt32) -> ListKey? {
        switch Int32(keyval) {
        case GDK_KEY_Up, GDK_KEY_KP_Up: .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: .down
        case GDK_KEY_Home, GDK_KEY_KP_Home: .home
        case GDK_KEY_End, GDK_KEY_KP_End: .end
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: .pageUp
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: .pageDown
        case GDK_KEY_space, GDK_KEY_KP_Space: .space
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter: .enter
        case GDK_KEY_Escape: .escape
        case GDK_KEY_Left, GDK_KEY_KP_Left: .left
        case GDK_KEY_Right, GDK_KEY_KP_Right: .right
        default: nil
        }
    }
}

extension GtkViewBacking {
    /// Attaches the list's pointer, key and focus input for `target` to the widget (see `ListInputTarget`).
    func addListInput(for target: any ListInputTarget) -> any ListInput {
        GtkListInput(on: gtkWidget, target: target)
    }
}
