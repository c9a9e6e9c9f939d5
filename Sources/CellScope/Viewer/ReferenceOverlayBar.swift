import CGtk
import Foundation
import GtkSupport

/// The one-row bar above the canvas while it has a reference: the reference's name, the modes
/// (Side by Side, Onion Skin, Difference), the onion skin's opacity, another file, and Clear.
/// Nothing in it has a fixed width: the name ellipsizes and the opacity slider takes the room left.
@preconcurrency @MainActor
final class ReferenceOverlayBar {
    /// The bar (hidden until a reference is shown).
    let widget: WidgetPointer
    /// The reference's file name.
    let nameLabel: WidgetPointer
    /// One toggle button per mode, in ``ReferenceMode/allCases`` order.
    private(set) var modeButtons: [ReferenceMode: WidgetPointer] = [:]
    /// The onion skin's opacity slider (0–100 %), shown in onion skin mode.
    let opacityScale: WidgetPointer
    /// The button that removes the reference.
    private(set) var clearButton: WidgetPointer!
    private var isShowing = false

    /// Called when a mode button is pressed.
    var onMode: (@MainActor (ReferenceMode) -> Void)?
    /// Called when the opacity slider moves (0 to 1).
    var onOpacity: (@MainActor (Double) -> Void)?
    /// Called by the Open button (another reference).
    var onOpen: (@MainActor () -> Void)?
    /// Called by the Clear button.
    var onClear: (@MainActor () -> Void)?

    init() {
        widget = Gtk.box(vertical: false, spacing: 8, classes: ["reference-bar"])
        gtk_widget_set_visible(widget, 0)
        let title = Gtk.label("Reference", classes: ["traits-title"])
        nameLabel = Gtk.label("", classes: ["reference-name"])
        gtk_label_set_ellipsize(nameLabel.opaque, PANGO_ELLIPSIZE_MIDDLE)
        gtk_label_set_max_width_chars(nameLabel.opaque, 28)
        opacityScale = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 100, 5)!
        gtk_scale_set_draw_value(opacityScale.cast(), 0)
        gtk_widget_set_hexpand(opacityScale, 1)
        gtk_widget_set_tooltip_text(opacityScale, "The reference's opacity over the canvas")
        let modes = Gtk.box(vertical: false, classes: ["linked"])
        var group: WidgetPointer?
        for mode in ReferenceMode.allCases {
            let button = Gtk.toggleButton(mode.title, tooltip: "Show the reference: \(mode.title.lowercased())") { [weak self] on in
                guard let self, on, !isShowing else { return }
                onMode?(mode)
            }
            if let group { gtk_toggle_button_set_group(button.cast(), group.cast()) } else { group = button }
            modeButtons[mode] = button
            Gtk.append(modes, button)
        }
        Signals.connect(opacityScale.raw, "value-changed") { [weak self] in
            guard let self, !isShowing else { return }
            onOpacity?(gtk_range_get_value(opacityScale.cast()) / 100)
        }
        let spacer = Gtk.box(vertical: false)
        gtk_widget_set_hexpand(spacer, 1)
        let open = Gtk.button("Open…", tooltip: "Compare with another reference PNG (Ctrl+Shift+O)", classes: ["flat"]) { [weak self] in
            self?.onOpen?()
        }
        clearButton = Gtk.button("Clear", tooltip: "Remove the reference from this item", classes: ["flat"]) { [weak self] in
            self?.onClear?()
        }
        Gtk.append(widget, title, nameLabel, modes, opacityScale, spacer, open, clearButton)
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
        gtk_widget_set_visible(opacityScale, mode == .onionSkin ? 1 : 0)
    }
}
