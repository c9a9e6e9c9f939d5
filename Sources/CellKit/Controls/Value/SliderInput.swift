import CGtk
import Foundation
import GtkSupport

/// The GTK side of a `UISlider`'s input: a drag gesture for the thumb, keyboard focus and the arrow
/// keys, on the slider's own widget. The decisions are the slider's (UISlider+Tracking.swift).
@preconcurrency @MainActor
final class SliderInput {
    private weak var slider: UISlider?
    private let widget: UnsafeMutablePointer<GtkWidget>

    init(slider: UISlider, widget: UnsafeMutablePointer<GtkWidget>) {
        self.slider = slider
        self.widget = widget
        gtk_widget_set_focusable(widget, slider.isEnabled ? 1 : 0)
        gtk_widget_set_focus_on_click(widget, 1)

        let drag = UnsafeMutableRawPointer(gtk_gesture_drag_new()!)
        Signals.connect(drag, "drag-begin", point: { [weak self] x, y in
            guard let self, let slider = self.slider else { return }
            if slider.isEnabled, slider.isUserInteractionEnabled { gtk_widget_grab_focus(self.widget) }
            let state = slider.beginTracking(at: CGPoint(x: x, y: y)) ? GTK_EVENT_SEQUENCE_CLAIMED : GTK_EVENT_SEQUENCE_DENIED
            gtk_gesture_set_state(OpaquePointer(drag), state)
        })
        Signals.connect(drag, "drag-update", point: { [weak self] dx, _ in
            self?.slider?.continueTracking(by: CGFloat(dx))
        })
        Signals.connect(drag, "drag-end", point: { [weak self] dx, dy in
            guard let slider = self?.slider, let start = slider.trackingStart else { return }
            slider.endTracking(at: CGPoint(x: start.x + CGFloat(dx), y: start.y + CGFloat(dy)))
        })
        Signals.connect(drag, "cancel", object: { [weak self] _ in self?.slider?.cancelTracking() })
        gtk_widget_add_controller(widget, OpaquePointer(drag))

        let key = UnsafeMutableRawPointer(gtk_event_controller_key_new()!)
        Signals.connect(key, "key-pressed", key: { [weak self] keyval, _, _ in
            self?.slider?.keyPressed(Int32(bitPattern: keyval)) ?? false
        })
        gtk_widget_add_controller(widget, OpaquePointer(key))

        let focus = UnsafeMutableRawPointer(gtk_event_controller_focus_new()!)
        Signals.connect(focus, "enter") { [weak self] in self?.slider?.setNeedsDisplay() }
        Signals.connect(focus, "leave") { [weak self] in self?.slider?.setNeedsDisplay() }
        gtk_widget_add_controller(widget, OpaquePointer(focus))
    }

    /// Whether the slider has the keyboard focus.
    var hasFocus: Bool { gtk_widget_has_focus(widget) != 0 }

    /// Whether the focus shows: the slider has it and the window shows keyboard focus (GTK's
    /// focus-visible, set by the keyboard), as UIKit shows focus only with a hardware keyboard.
    var showsFocus: Bool {
        guard hasFocus, let root = gtk_widget_get_root(widget) else { return false }
        return gtk_window_get_focus_visible(UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self)) != 0
    }

    /// Lets the slider take the focus (enabled) or not (disabled).
    func setFocusable(_ focusable: Bool) { gtk_widget_set_focusable(widget, focusable ? 1 : 0) }

    /// Takes the keyboard focus; false when the slider is not in a window.
    func focus() -> Bool {
        guard gtk_widget_get_root(widget) != nil else { return false }
        return gtk_widget_grab_focus(widget) != 0
    }
}
