import CGtk
import CellKitCore
import Foundation
import GtkSupport

/// The GTK side of a value control's input (`UISlider`'s): a drag gesture for the thumb, keyboard
/// focus and the arrow keys, on the control's own widget. The decisions are the control's.
@preconcurrency @MainActor
final class GtkValueInput: ValueInput {
    private weak var client: (any ValueInputClient)?
    private let widget: UnsafeMutablePointer<GtkWidget>

    init(widget: UnsafeMutablePointer<GtkWidget>, isFocusable: Bool, client: any ValueInputClient) {
        self.client = client
        self.widget = widget
        gtk_widget_set_focusable(widget, isFocusable ? 1 : 0)
        gtk_widget_set_focus_on_click(widget, 1)

        let drag = UnsafeMutableRawPointer(gtk_gesture_drag_new()!)
        Signals.connect(drag, "drag-begin", point: { [weak self] x, y in
            guard let client = self?.client else { return }
            let state = client.inputPressed(at: CGPoint(x: x, y: y)) ? GTK_EVENT_SEQUENCE_CLAIMED : GTK_EVENT_SEQUENCE_DENIED
            gtk_gesture_set_state(OpaquePointer(drag), state)
        })
        Signals.connect(drag, "drag-update", point: { [weak self] dx, dy in
            self?.client?.inputMoved(by: CGSize(width: dx, height: dy))
        })
        Signals.connect(drag, "drag-end", point: { [weak self] dx, dy in
            self?.client?.inputReleased(movedBy: CGSize(width: dx, height: dy))
        })
        Signals.connect(drag, "cancel", object: { [weak self] _ in self?.client?.inputCancelled() })
        gtk_widget_add_controller(widget, OpaquePointer(drag))

        let key = UnsafeMutableRawPointer(gtk_event_controller_key_new()!)
        Signals.connect(key, "key-pressed", key: { [weak self] keyval, _, _ in
            guard let client = self?.client, let key = ValueKey(keyval: keyval) else { return false }
            return client.inputKeyPressed(key)
        })
        gtk_widget_add_controller(widget, OpaquePointer(key))

        let focus = UnsafeMutableRawPointer(gtk_event_controller_focus_new()!)
        Signals.connect(focus, "enter") { [weak self] in self?.client?.inputFocusChanged() }
        Signals.connect(focus, "leave") { [weak self] in self?.client?.inputFocusChanged() }
        gtk_widget_add_controller(widget, OpaquePointer(focus))
    }

    var hasFocus: Bool { gtk_widget_has_focus(widget) != 0 }

    var showsFocus: Bool {
        guard hasFocus, let root = gtk_widget_get_root(widget) else { return false }
        return gtk_window_get_focus_visible(UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self)) != 0
    }

    func setFocusable(_ focusable: Bool) { gtk_widget_set_focusable(widget, focusable ? 1 : 0) }

    func focus() -> Bool {
        guard gtk_widget_get_root(widget) != nil else { return false }
        return gtk_widget_grab_focus(widget) != 0
    }
}

extension ValueKey {
    /// The value key a GDK key value names, if any (keypad arrows count as arrows).
    init?(keyval: UInt32) {
        switch Int32(bitPattern: keyval) {
        case Int32(GDK_KEY_Right), Int32(GDK_KEY_KP_Right): self = .right
        case Int32(GDK_KEY_Left), Int32(GDK_KEY_KP_Left): self = .left
        case Int32(GDK_KEY_Up), Int32(GDK_KEY_KP_Up): self = .up
        case Int32(GDK_KEY_Down), Int32(GDK_KEY_KP_Down): self = .down
        case Int32(GDK_KEY_Home): self = .home
        case Int32(GDK_KEY_End): self = .end
        default: return nil
        }
    }
}

extension GtkViewBacking: ValueInputHosting {
    func attachValueInput(isFocusable: Bool, client: any ValueInputClient) -> any ValueInput {
        GtkValueInput(widget: gtkWidget, isFocusable: isFocusable, client: client)
    }
}
