import CGtk
import CGtkShim
import CellKitCore
import Foundation
import GtkSupport

/// The GTK implementation of `PressInput`: a `GtkGestureClick` on the view's widget. A press the
/// target takes claims the event sequence, so no other gesture on the way (a list's drag) acts on it.
@MainActor
final class GtkPressInput: PressInput {
    /// The click gesture (owned by the widget); tests emit its signals.
    let controller: UnsafeMutableRawPointer

    init(on widget: UnsafeMutablePointer<GtkWidget>, target: any PressInputTarget) {
        let controller = UnsafeMutableRawPointer(gtk_gesture_click_new()!)
        self.controller = controller
        Signals.connect(controller, "pressed", press: { [weak target] _, x, y in
            guard let target, target.pressBegan(at: CGPoint(x: x, y: y)) else { return }
            gtk_gesture_set_state(OpaquePointer(controller), GTK_EVENT_SEQUENCE_CLAIMED)
        })
        Signals.connect(controller, "released", press: { [weak target] _, x, y in
            target?.pressEnded(at: CGPoint(x: x, y: y))
        })
        Signals.connect(controller, "cancel", object: { [weak target] _ in target?.pressCancelled() })
        gtk_widget_add_controller(widget, OpaquePointer(controller))
    }
}

extension GtkViewBacking {
    /// Attaches a press recognizer for `target` to the widget (see `PressInputTarget`).
    func addPressInput(for target: any PressInputTarget) -> any PressInput {
        GtkPressInput(on: gtkWidget, target: target)
    }
}
