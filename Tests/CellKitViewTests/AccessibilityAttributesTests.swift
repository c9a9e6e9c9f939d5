import CGtk
import CGtkShim
@testable import CellKit
import CellKitGTK
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// Views answer UIKit's accessibility questions: class defaults until the app sets a value, the
/// app's values after, custom actions that run their handlers, and the GTK accessible of a shown
/// view carries the label, value and hint to the desktop's screen reader.
@Suite(.gtk) @MainActor struct AccessibilityAttributesTests {
    @Test func controlsAndLabelsHaveUIKitsDefaults() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Save")
        #expect(button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])

        let label = UILabel(frame: .zero)
        label.text = "Inbox"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Inbox")
        #expect(label.accessibilityTraits == .staticText)

        let toggle = UISwitch(frame: .zero)
        #expect(toggle.accessibilityValue == "0")
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")

        let plain = UIView(frame: .zero)
        #expect(!plain.isAccessibilityElement)
        #expect(plain.accessibilityLabel == nil)
        #expect(plain.accessibilityTraits == [])
    }

    @Test func valuesTheAppSetsReplaceTheDefaults() {
        let button = UIButton(type: .system)
        button.setTitle("★", for: .normal)
        button.accessibilityLabel = "Favorite"
        button.accessibilityValue = "Off"
        button.accessibilityHint = "Adds the reminder to favorites"
        button.accessibilityTraits = [.button, .selected]
        #expect(button.accessibilityLabel == "Favorite")
        #expect(button.accessibilityValue == "Off")
        #expect(button.accessibilityHint == "Adds the reminder to favorites")
        #expect(button.accessibilityTraits == [.button, .selected])
        button.accessibilityLabel = nil
        #expect(button.accessibilityLabel == "★", "nil restores the default")
    }

    @Test func customActionsAreStoredAndRunTheirHandlers() {
        let view = UIView(frame: .zero)
        var done: [String] = []
        let complete = UIAccessibilityCustomAction(name: "Mark as complete") { action in
            done.append(action.name)
            return true
        }
        let delete = UIAccessibilityCustomAction(name: "Delete", image: UIImage(systemName: "trash")) { _ in false }
        view.accessibilityCustomActions = [complete, delete]
        #expect(view.accessibilityCustomActions?.map(\.name) == ["Mark as complete", "Delete"])
        #expect(view.accessibilityCustomActions?.first?.actionHandler?(complete) == true)
        #expect(delete.actionHandler?(delete) == false)
        #expect(delete.image != nil)
        #expect(done == ["Mark as complete"])
    }

    @Test func activatingAControlSendsItsPrimaryAction() {
        let button = UIButton(type: .system)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .primaryActionTriggered)
        #expect(button.accessibilityActivate())
        #expect(taps == 1)
        button.isEnabled = false
        #expect(!button.accessibilityActivate())
        #expect(taps == 1)
        #expect(!UIView(frame: .zero).accessibilityActivate())
    }

    @Test func theGtkAccessibleOfAShownViewCarriesLabelValueAndHint() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        let button = UIButton(type: .system)
        button.setTitle("Due date", for: .normal)
        button.frame = CGRect(x: 10, y: 10, width: 120, height: 34)
        window.addSubview(button)
        window.makeKeyAndVisible()
        defer {
            if let gtkWindow = ViewTesting.gtkWindow(of: window) { gtk_window_destroy(gtkWindow) }
        }
        let widget = UnsafeMutableRawPointer(ViewTesting.gtkWidget(of: button))
        func check(_ property: GtkAccessibleProperty, _ expected: String) -> String? {
            guard let mismatch = cgtk_accessible_check_string_property(widget, property, expected) else { return nil }
            defer { g_free(mismatch) }
            return String(cString: mismatch)
        }
        #expect(check(GTK_ACCESSIBLE_PROPERTY_LABEL, "Due date") == nil)
        #expect(check(GTK_ACCESSIBLE_PROPERTY_LABEL, "Something else") == "Due date", "the check can fail")
        button.accessibilityValue = "Today"
        button.accessibilityHint = "Changes the date"
        #expect(check(GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "Today") == nil)
        #expect(check(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Changes the date") == nil)
        button.isEnabled = false
        button.accessibilityLabel = "Due"
        let disabled = cgtk_accessible_check_boolean_state(widget, GTK_ACCESSIBLE_STATE_DISABLED, 1)
        #expect(disabled == nil)
        g_free(disabled)
        #expect(check(GTK_ACCESSIBLE_PROPERTY_LABEL, "Due") == nil)
    }
}
