import CGtk
import CellKitCore
import Foundation
import GtkSupport

/// The keyboard focus of a text editor's widget, given only when it is asked for, as UIKit gives
/// first responder: by a press on the widget or by `take()`.
///
/// GTK also focuses the first focusable widget of a window it shows; UIKit never makes a text field or
/// text view first responder by itself, so that focus is refused (given back to the window from an
/// idle) and not reported. Every focus that is kept, and its loss, is reported to `changed`.
@preconcurrency @MainActor
final class RequestedFocus {
    private let widget: UnsafeMutablePointer<GtkWidget>
    private let changed: @MainActor (Bool) -> Void
    /// Whether the focus the widget takes next was asked for.
    private var isWanted = false
    /// Set from a refused focus until it is gone: no reports for it.
    private var isRefusing = false

    /// Watches `widget`'s focus and presses (a capture-phase press marks the next focus as wanted);
    /// `changed` hears every focus kept and lost.
    init(of widget: UnsafeMutablePointer<GtkWidget>, changed: @escaping @MainActor (Bool) -> Void) {
        self.widget = widget
        self.changed = changed
        let focus = gtk_event_controller_focus_new()!
        Signals.connect(UnsafeMutableRawPointer(focus), "enter") { [weak self] in self?.entered() }
        Signals.connect(UnsafeMutableRawPointer(focus), "leave") { [weak self] in self?.left() }
        gtk_widget_add_controller(widget, focus)
        let press = UnsafeMutableRawPointer(gtk_gesture_click_new()!)
        gtk_event_controller_set_propagation_phase(OpaquePointer(press), GTK_PHASE_CAPTURE)
        Signals.connect(press, "pressed", press: { [weak self] _, _, _ in self?.isWanted = true })
        gtk_widget_add_controller(widget, OpaquePointer(press))
    }

    /// Whether the widget has the keyboard focus.
    var hasFocus: Bool { gtk_widget_has_focus(widget) != 0 }

    /// Takes the keyboard focus (keeping one that was about to be refused); false when the widget is
    /// not in a window or GTK refuses.
    func take() -> Bool {
        guard gtk_widget_get_root(widget) != nil else { return false }
        if hasFocus, isRefusing {
            isRefusing = false
            changed(true)
            return true
        }
        isWanted = true
        return gtk_widget_grab_focus(widget) != 0
    }

    /// Gives the keyboard focus back to the window.
    func giveUp() {
        guard hasFocus, let root = gtk_widget_get_root(widget) else { return }
        gtk_root_set_focus(root, nil)
    }

    private func entered() {
        guard isWanted else {
            isRefusing = true
            MainLoop.schedule(.highIdle) { [weak self] in self?.giveUp() }
            return
        }
        changed(true)
    }

    private func left() {
        isWanted = false
        if isRefusing {
            isRefusing = false
            return
        }
        changed(false)
    }
}
