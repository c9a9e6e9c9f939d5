import CGtk
import CGtkShim
import CellKitCore
import Foundation

/// Exposes a view's UIKit accessibility attributes (its `AccessibilityDescription`) through its GTK widget's `GtkAccessible`, so the
/// desktop's screen reader (through AT-SPI) hears what VoiceOver would: the label, the hint (as the
/// description), the value (as the value text), disabled state, and a role from the traits.
///
/// The role is set once, when the widget is created (GTK fixes a widget's role before it is
/// realized); later trait changes update everything but the role. Custom actions have no GTK 4.8
/// counterpart and are not exposed.
@preconcurrency @MainActor
enum AccessibilityBridge {
    /// Called when the view's widget was created: sets the role, then the properties.
    static func didMaterialize(_ view: any BackedView) {
        guard let widget = (view.backing as? GtkViewBacking)?.gtkWidget else { return }
        let description = view.accessibilityDescription
        if description.isElement, let role = role(for: description.role) {
            cgtk_object_set_int(widget, "accessible-role", Int32(role.rawValue))
        }
        update(view)
    }

    /// Sends the view's current attributes to its widget (nothing when it has none yet).
    static func update(_ view: any BackedView) {
        guard let widget = (view.backing as? GtkViewBacking)?.gtkWidget else { return }
        let accessible = OpaquePointer(widget)
        let description = view.accessibilityDescription
        guard description.isElement, !view.isHidden else {
            for property in [GTK_ACCESSIBLE_PROPERTY_LABEL, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT] {
                gtk_accessible_reset_property(accessible, property)
            }
            return
        }
        let strings: [(GtkAccessibleProperty, String?)] = [
            (GTK_ACCESSIBLE_PROPERTY_LABEL, description.label),
            (GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description.hint),
            (GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, description.value),
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
        g_value_set_boolean(&disabled, description.isNotEnabled ? 1 : 0)
        var states = [GTK_ACCESSIBLE_STATE_DISABLED]
        var stateValues = [disabled]
        gtk_accessible_update_state_value(accessible, 1, &states, &stateValues)
    }

    /// The GTK role for a view's role (nil keeps GTK's generic widget role).
    static func role(for role: AccessibilityDescription.Role?) -> GtkAccessibleRole? {
        switch role {
        case .searchField: GTK_ACCESSIBLE_ROLE_SEARCH_BOX
        case .adjustable: GTK_ACCESSIBLE_ROLE_SLIDER
        case .link: GTK_ACCESSIBLE_ROLE_LINK
        case .button: GTK_ACCESSIBLE_ROLE_BUTTON
        case .header: GTK_ACCESSIBLE_ROLE_HEADING
        case .image: GTK_ACCESSIBLE_ROLE_IMG
        case .staticText: GTK_ACCESSIBLE_ROLE_LABEL
        case nil: nil
        }
    }
}
