import CGtk
import CGtkShim
import Foundation

/// Exposes a view's UIKit accessibility attributes through its GTK widget's `GtkAccessible`, so the
/// desktop's screen reader (through AT-SPI) hears what VoiceOver would: the label, the hint (as the
/// description), the value (as the value text), disabled state, and a role from the traits.
///
/// The role is set once, when the widget is created (GTK fixes a widget's role before it is
/// realized); later trait changes update everything but the role. Custom actions have no GTK 4.8
/// counterpart and are not exposed.
@preconcurrency @MainActor
enum AccessibilityBridge {
    /// Called when the view's widget was created: sets the role, then the properties.
    static func didMaterialize(_ view: UIView) {
        guard let widget = (view.backing as? GtkViewBacking)?.gtkWidget else { return }
        if view.isAccessibilityElement, let role = role(for: view.accessibilityTraits) {
            cgtk_object_set_int(widget, "accessible-role", Int32(role.rawValue))
        }
        update(view)
    }

    /// Sends the view's current attributes to its widget (nothing when it has none yet).
    static func update(_ view: UIView) {
        guard let widget = (view.backing as? GtkViewBacking)?.gtkWidget else { return }
        let accessible = OpaquePointer(widget)
        guard view.isAccessibilityElement, !view.isHidden else {
            for property in [GTK_ACCESSIBLE_PROPERTY_LABEL, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT] {
                gtk_accessible_reset_property(accessible, property)
            }
            return
        }
        let strings: [(GtkAccessibleProperty, String?)] = [
            (GTK_ACCESSIBLE_PROPERTY_LABEL, view.accessibilityLabel),
            (GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, view.accessibilityHint),
            (GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, view.accessibilityValue),
        ]
        for (property, text) in strings {
            guard let text, !text.isEmpty else {
                gtk_accessible_reset_property(accessible, property)
                continue
            }
            var value = GValue()
            g_value_init(&value, g_type_from_name("gchararray"))
            g_value_set_string(&value, text)
            var properties = [property]
            var values = [value]
            gtk_accessible_update_property_value(accessible, 1, &properties, &values)
            g_value_unset(&values[0])
        }
        var disabled = GValue()
        g_value_init(&disabled, g_type_from_name("gboolean"))
        g_value_set_boolean(&disabled, view.accessibilityTraits.contains(.notEnabled) ? 1 : 0)
        var states = [GTK_ACCESSIBLE_STATE_DISABLED]
        var stateValues = [disabled]
        gtk_accessible_update_state_value(accessible, 1, &states, &stateValues)
    }

    /// The GTK role for UIKit traits (nil keeps GTK's generic widget role).
    static func role(for traits: UIAccessibilityTraits) -> GtkAccessibleRole? {
        if traits.contains(.searchField) { return GTK_ACCESSIBLE_ROLE_SEARCH_BOX }
        if traits.contains(.adjustable) { return GTK_ACCESSIBLE_ROLE_SLIDER }
        if traits.contains(.link) { return GTK_ACCESSIBLE_ROLE_LINK }
        if traits.contains(.button) { return GTK_ACCESSIBLE_ROLE_BUTTON }
        if traits.contains(.header) { return GTK_ACCESSIBLE_ROLE_HEADING }
        if traits.contains(.image) { return GTK_ACCESSIBLE_ROLE_IMG }
        if traits.contains(.staticText) { return GTK_ACCESSIBLE_ROLE_LABEL }
        return nil
    }
}
