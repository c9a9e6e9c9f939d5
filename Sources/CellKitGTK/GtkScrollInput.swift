import CGtk
import CellKitCore
import Foundation
import GtkSupport

/// The GTK implementation of scroll input: a `GtkEventControllerScroll` on both axes on the view's
/// widget. An event the target does not use propagates to the enclosing widgets.
@MainActor
enum GtkScrollInput {
    static func attach(to widget: UnsafeMutablePointer<GtkWidget>, target: any ScrollInputTarget) {
        let controller = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)!
        let pointer = UnsafeMutableRawPointer(controller)
        Signals.connect(pointer, "scroll", scroll: { [weak target] dx, dy in
            guard let target else { return false }
            let state = gtk_event_controller_get_current_event_state(controller)
            return target.wheelScrolled(dx: CGFloat(dx), dy: CGFloat(dy), shifted: state.rawValue & GDK_SHIFT_MASK.rawValue != 0)
        })
        gtk_widget_add_controller(widget, controller)
    }
}

extension GtkViewBacking {
    /// Attaches wheel and touchpad scrolling for `target` to the widget (see `ScrollInputTarget`).
    func addScrollInput(for target: any ScrollInputTarget) {
        GtkScrollInput.attach(to: gtkWidget, target: target)
    }
}
