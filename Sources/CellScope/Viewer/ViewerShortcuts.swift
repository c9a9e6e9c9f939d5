import CGtk
import Foundation
import GtkSupport

/// The viewer's keyboard shortcuts: window actions (`viewer.NAME`), a shortcut controller that
/// triggers them from anywhere in the window, and the shortcuts window that lists them.
@preconcurrency @MainActor
final class ViewerShortcuts {
    struct Entry {
        /// The action name (activated as `viewer.NAME`).
        let action: String
        /// GTK accelerators, the first one shown in the shortcuts window.
        let accelerators: [String]
        let title: String
        let group: String
    }

    static let entries: [Entry] = [
        Entry(action: "zoom-in", accelerators: ["<Control>equal", "<Control>plus", "<Control>KP_Add"], title: "Zoom in", group: "Canvas"),
        Entry(action: "zoom-out", accelerators: ["<Control>minus", "<Control>KP_Subtract"], title: "Zoom out", group: "Canvas"),
        Entry(action: "zoom-actual", accelerators: ["<Control>0"], title: "Zoom to 100%", group: "Canvas"),
        Entry(action: "zoom-fit", accelerators: ["<Control>9"], title: "Zoom to fit the window", group: "Canvas"),
        Entry(action: "larger-text", accelerators: ["<Control><Alt>equal", "<Control><Alt>plus", "<Control><Alt>KP_Add"], title: "Larger text size", group: "Canvas"),
        Entry(action: "smaller-text", accelerators: ["<Control><Alt>minus", "<Control><Alt>KP_Subtract"], title: "Smaller text size", group: "Canvas"),
        Entry(action: "default-text", accelerators: ["<Control><Alt>0"], title: "Default text size (Large)", group: "Canvas"),
        Entry(action: "toggle-dark", accelerators: ["<Control>d"], title: "Light or dark appearance", group: "Canvas"),
        Entry(action: "reset-demo", accelerators: ["<Control><Shift>r"], title: "Reset the demo's data", group: "Canvas"),
        Entry(action: "undo", accelerators: ["<Control>z"], title: "Undo the demo's last change (a swipe action's delete)", group: "Canvas"),
        Entry(action: "redo", accelerators: ["<Control><Shift>z"], title: "Redo the change undone last", group: "Canvas"),
        Entry(action: "toggle-rtl", accelerators: ["<Control>r"], title: "Left-to-right or right-to-left", group: "Canvas"),
        Entry(action: "toggle-bold", accelerators: ["<Control>b"], title: "Bold Text", group: "Canvas"),
        Entry(action: "toggle-contrast", accelerators: ["<Control><Shift>c"], title: "Increase Contrast", group: "Canvas"),
        Entry(action: "compare-reference", accelerators: ["<Control><Shift>o"], title: "Compare with a reference PNG", group: "Canvas"),
        Entry(action: "follow-live", accelerators: ["<Control>l"], title: "Release pinned states (follow live state)", group: "Inspector"),
        Entry(action: "tab-inspector", accelerators: ["<Control>1"], title: "Inspector", group: "Views"),
        Entry(action: "tab-matrix", accelerators: ["<Control>2"], title: "State matrix", group: "Views"),
        Entry(action: "tab-strip", accelerators: ["<Control>3"], title: "Dynamic Type strip", group: "Views"),
        Entry(action: "tab-checks", accelerators: ["<Control>4"], title: "Checks", group: "Views"),
        Entry(action: "next-demo", accelerators: ["<Alt>Down"], title: "Next demo", group: "Views"),
        Entry(action: "previous-demo", accelerators: ["<Alt>Up"], title: "Previous demo", group: "Views"),
        Entry(action: "export", accelerators: ["<Control>e"], title: "Export the current view as PNG", group: "General"),
        Entry(action: "save-view", accelerators: ["<Control>s"], title: "Save the view (reopen with view --open)", group: "General"),
        Entry(action: "open-view", accelerators: ["<Control>o"], title: "Open a saved view", group: "General"),
        Entry(action: "show-shortcuts", accelerators: ["<Control>question", "F1"], title: "Keyboard shortcuts", group: "General"),
        Entry(action: "close", accelerators: ["<Control>w", "<Control>q"], title: "Close the viewer", group: "General"),
    ]

    private weak var windowOwner: AnyObject?
    private let window: WidgetPointer
    private var shortcutsWindow: WidgetPointer?

    /// Installs the actions and shortcuts on `window`; `perform` runs with the action name.
    init(window: WidgetPointer, perform: @escaping @MainActor (String) -> Void) {
        self.window = window
        let group = g_simple_action_group_new()!
        for entry in Self.entries {
            let action = g_simple_action_new(entry.action, nil)!
            let name = entry.action
            Signals.connect(UnsafeMutableRawPointer(action), "activate", object: { _ in perform(name) })
            g_action_map_add_action(OpaquePointer(group), action)
            g_object_unref(UnsafeMutableRawPointer(action))
        }
        gtk_widget_insert_action_group(window, "viewer", OpaquePointer(group))
        g_object_unref(UnsafeMutableRawPointer(group))

        let controller = gtk_shortcut_controller_new()!
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        for entry in Self.entries {
            var trigger: OpaquePointer?
            for accelerator in entry.accelerators {
                guard let parsed = gtk_shortcut_trigger_parse_string(accelerator) else { continue }
                trigger = trigger.map { gtk_alternative_trigger_new($0, parsed) } ?? parsed
            }
            guard let trigger else { continue }
            let shortcut = gtk_shortcut_new(trigger, gtk_named_action_new("viewer.\(entry.action)"))
            gtk_shortcut_controller_add_shortcut(controller, shortcut)
        }
        gtk_widget_add_controller(window, controller)
    }

    /// Activates a viewer action as its shortcut would.
    static func activate(_ action: String, on window: WidgetPointer) {
        gtk_widget_activate_action_variant(window, "viewer.\(action)", nil)
    }

    /// The shortcuts window's title.
    static let title = "Keyboard Shortcuts"

    /// Shows the shortcuts window (built once from a GtkBuilder description).
    ///
    /// It is not modal: a modal window would make GTK ignore the main window's close button and a
    /// window manager's close request while it is open, so the viewer could not be closed. Closing
    /// the main window ends the viewer and this window with it.
    func showShortcutsWindow() {
        if shortcutsWindow == nil {
            let builder = gtk_builder_new_from_string(Self.shortcutsInterface, -1)!
            defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
            guard let object = gtk_builder_get_object(builder, "shortcuts") else { return }
            let shortcuts = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
            gtk_window_set_transient_for(shortcuts.cast(), window.cast())
            gtk_window_set_hide_on_close(shortcuts.cast(), 1)
            shortcutsWindow = shortcuts
        }
        if let shortcutsWindow { gtk_window_present(shortcutsWindow.cast()) }
    }

    /// The shortcuts window, once it was shown.
    var shownWindow: WidgetPointer? { shortcutsWindow }

    /// Closes the shortcuts window, if it was built.
    func destroy() {
        if let shortcutsWindow { gtk_window_destroy(shortcutsWindow.cast()) }
        shortcutsWindow = nil
    }

    /// The GtkBuilder description of the shortcuts window (titled, not modal), grouped as in `entries`.
    static var shortcutsInterface: String {
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;")
        }
        var groups: [String] = []
        for entry in entries where !groups.contains(entry.group) { groups.append(entry.group) }
        var xml = """
            <interface><object class="GtkShortcutsWindow" id="shortcuts"><property name="title">\(escape(title))</property>
            <child><object class="GtkShortcutsSection"><property name="section-name">viewer</property>
            <property name="max-height">12</property>
            """
        for group in groups {
            xml += "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(escape(group))</property>"
            for entry in entries where entry.group == group {
                let accelerators = entry.accelerators.filter { !$0.contains("KP_") && !$0.contains("plus") }
                xml += """
                    <child><object class="GtkShortcutsShortcut"><property name="title">\(escape(entry.title))</property>\
                    <property name="accelerator">\(escape(accelerators.joined(separator: " ")))</property></object></child>
                    """
            }
            xml += "</object></child>"
        }
        xml += "</object></child></object></interface>"
        return xml
    }
}
