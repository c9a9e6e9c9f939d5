import CGtk
import Foundation
import GtkSupport

/// The zoom control of the traits bar: a menu button that shows the canvas zoom ("100%", "Fit (87%)")
/// and opens a list of the zoom steps and Fit.
@preconcurrency @MainActor
final class ZoomControl {
    /// The menu button.
    let widget: WidgetPointer
    /// The popover with one button per choice.
    private let popover: WidgetPointer
    /// Called with the zoom the user chose from the list.
    var onChoose: (@MainActor (CanvasZoom) -> Void)?

    /// The choices in the list: Fit, then the steps.
    static let choices: [CanvasZoom] = [.fit] + CanvasZoom.steps.map { .scale($0) }

    init() {
        widget = gtk_menu_button_new()!
        gtk_widget_set_tooltip_text(widget, "Canvas zoom, for the view only: exports keep the device scale "
            + "(Ctrl+= zoom in, Ctrl+- zoom out, Ctrl+0 100%, Ctrl+9 Fit)")
        gtk_widget_add_css_class(widget, "zoom-control")
        // It shows a percentage only ("100%", "Fit (87%)"); a screen reader says what it is.
        setAccessibleLabel(widget, "Zoom")
        popover = gtk_popover_new()!
        let list = Gtk.box(vertical: true, spacing: 2)
        for choice in Self.choices {
            let title = choice == .fit ? "Fit" : choice.label(shown: 1)
            let button = Gtk.button(title, classes: ["flat"]) { [weak self] in
                guard let self else { return }
                gtk_popover_popdown(popover.cast())
                onChoose?(choice)
            }
            Gtk.append(list, button)
        }
        gtk_popover_set_child(popover.cast(), list)
        gtk_menu_button_set_popover(widget.opaque, popover)
        // As wide as its widest label, so a new zoom never rearranges the traits bar (a narrow window
        // wraps it), which would change the room Fit scales to.
        show(.fit, shown: 2)
        var widest: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &widest, nil, nil)
        gtk_widget_set_size_request(widget, widest, -1)
        show(.actualSize, shown: 1)
    }

    /// Shows a zoom (`shown`: the scale shown now, which Fit chose).
    func show(_ zoom: CanvasZoom, shown: Double) {
        gtk_menu_button_set_label(widget.opaque, zoom.label(shown: shown))
    }

    /// The text the control shows.
    var label: String {
        gtk_menu_button_get_label(widget.opaque).map { String(cString: $0) } ?? ""
    }
}
