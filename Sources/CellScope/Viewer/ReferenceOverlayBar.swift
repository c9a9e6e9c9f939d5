import CGtk
import Foundation
import GtkSupport

/// The one-row bar above the canvas while it has a reference: the reference's name, the modes
/// (beside, onion skin, difference), the onion skin's opacity, and Clear. Nothing in it has a fixed
/// width, and it never widens the window: the name ellipsizes and takes the room left, the opacity
/// is a small button ("50%") whose popover holds the slider, and a pane narrower than the row
/// scrolls it (to the focused control) instead of growing.
@preconcurrency @MainActor
final class ReferenceOverlayBar {
    /// The bar (hidden until a reference is shown).
    let widget: WidgetPointer
    /// The row of controls inside it.
    let row: WidgetPointer
    /// The reference's file name.
    let nameLabel: WidgetPointer
    /// One toggle button per mode, in ``ReferenceMode/allCases`` order.
    private(set) var modeButtons: [ReferenceMode: WidgetPointer] = [:]
    /// The onion skin's opacity slider (0–100 %), in the opacity button's popover.
    let opacityScale: WidgetPointer
    /// The button that shows the opacity ("50%") and opens the slider, shown in onion skin mode.
    let opacityButton: WidgetPointer
    /// The button that removes the reference.
    private(set) var clearButton: WidgetPointer!
    private var isShowing = false

    /// Called when a mode button is pressed.
    var onMode: (@MainActor (ReferenceMode) -> Void)?
    /// Called when the opacity slider moves (0 to 1).
    var onOpacity: (@MainActor (Double) -> Void)?
    /// Called by the Clear button.
    var onClear: (@MainActor () -> Void)?

    init() {
        row = Gtk.box(vertical: false, spacing: 8, classes: ["reference-bar"])
        widget = Gtk.scrolled(row, horizontal: GTK_POLICY_EXTERNAL, vertical: GTK_POLICY_NEVER)
        gtk_widget_set_visible(widget, 0)
        nameLabel = Gtk.label("", classes: ["reference-name"])
        gtk_label_set_ellipsize(nameLabel.opaque, PANGO_ELLIPSIZE_MIDDLE)
        gtk_widget_set_hexpand(nameLabel, 1)
        opacityScale = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 100, 5)!
        gtk_scale_set_draw_value(opacityScale.cast(), 0)
        // Inside the popover: its width never reaches the window's.
        gtk_widget_set_size_request(opacityScale, 180, -1)
        opacityButton = gtk_menu_button_new()!
        gtk_widget_set_tooltip_text(opacityButton, "The onion skin's opacity: how much of the reference shows over the canvas")
        let popover = gtk_popover_new()!
        gtk_popover_set_child(popover.cast(), opacityScale)
        gtk_menu_button_set_popover(opacityButton.opaque, popover)
        let modes = Gtk.box(vertical: false, classes: ["linked"])
        var group: WidgetPointer?
        for mode in ReferenceMode.allCases {
            let button = Gtk.toggleButton(mode.title, tooltip: mode.tooltip) { [weak self] on in
                guard let self, on, !isShowing else { return }
                onMode?(mode)
            }
            if let group { gtk_toggle_button_set_group(button.cast(), group.cast()) } else { group = button }
            modeButtons[mode] = button
            Gtk.append(modes, button)
        }
        Signals.connect(opacityScale.raw, "value-changed") { [weak self] in
            guard let self, !isShowing else { return }
            let value = gtk_range_get_value(opacityScale.cast())
            gtk_menu_button_set_label(opacityButton.opaque, "\(Int(value.rounded()))%")
            onOpacity?(value / 100)
        }
        clearButton = Gtk.button("✕", tooltip: "Clear: remove the reference from this item", classes: ["flat"]) { [weak self] in
            self?.onClear?()
        }
        Gtk.append(row, nameLabel, modes, opacityButton, clearButton)
    }

    /// Shows the bar for a reference named `name`, shown in `mode` at `opacity`; nil hides the bar.
    func show(name: String?, mode: ReferenceMode, opacity: Double) {
        isShowing = true
        defer { isShowing = false }
        gtk_widget_set_visible(widget, name == nil ? 0 : 1)
        guard let name else { return }
        Gtk.setText(nameLabel, name)
        gtk_widget_set_tooltip_text(nameLabel, name)
        for (buttonMode, button) in modeButtons {
            gtk_toggle_button_set_active(button.cast(), buttonMode == mode ? 1 : 0)
        }
        gtk_range_set_value(opacityScale.cast(), (opacity * 100).rounded())
        gtk_menu_button_set_label(opacityButton.opaque, "\(Int((opacity * 100).rounded()))%")
        gtk_widget_set_visible(opacityButton, mode == .onionSkin ? 1 : 0)
    }
}
