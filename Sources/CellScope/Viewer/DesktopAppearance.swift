import CGtk
import Foundation
import GtkSupport

/// The viewer's own light or dark look, following the desktop (GTK 4.8 has no libadwaita style
/// manager): GNOME's `org.gnome.desktop.interface color-scheme` when that schema is installed,
/// otherwise a dark `GTK_THEME` (`Adwaita:dark`) or the current `gtk-application-prefer-dark-theme`.
/// The result is written to GtkSettings' `gtk-application-prefer-dark-theme`, which switches GTK's
/// built-in theme to its dark variant.
@preconcurrency @MainActor
enum DesktopAppearance {
    private static let schemaID = "org.gnome.desktop.interface"
    private static let key = "color-scheme"

    /// Whether the desktop asks for dark applications.
    static func prefersDark() -> Bool {
        if let scheme = colorScheme() { return scheme == "prefer-dark" }
        if let theme = ProcessInfo.processInfo.environment["GTK_THEME"]?.lowercased(),
           theme.hasSuffix(":dark") || theme.hasSuffix("-dark") {
            return true
        }
        return settingsPreferDark()
    }

    /// Makes the viewer's widgets light or dark.
    static func apply(dark: Bool) {
        guard let settings = gtk_settings_get_default() else { return }
        ObjectProperties.setBool(UnsafeMutableRawPointer(settings), "gtk-application-prefer-dark-theme", dark)
    }

    /// Applies the desktop's preference now and whenever it changes; keep the returned object alive
    /// for as long as the viewer should follow (nil when the desktop has no such setting).
    static func follow() -> GObjectRef? {
        apply(dark: prefersDark())
        guard let settings = gnomeInterfaceSettings() else { return nil }
        let reference = GObjectRef(taking: UnsafeMutableRawPointer(settings))
        Signals.connect(reference.pointer, "changed::\(key)", object: { _ in apply(dark: prefersDark()) })
        return reference
    }

    /// The `color-scheme` setting ("default", "prefer-dark", "prefer-light"), or nil without the schema.
    static func colorScheme() -> String? {
        guard let settings = gnomeInterfaceSettings() else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(settings)) }
        guard let value = g_settings_get_string(settings, key) else { return nil }
        defer { g_free(value) }
        return String(cString: value)
    }

    /// A GSettings object for the GNOME interface schema, only when the installed schema has `color-scheme`
    /// (`g_settings_new` would abort the process for a missing schema or key).
    private static func gnomeInterfaceSettings() -> UnsafeMutablePointer<GSettings>? {
        guard let source = g_settings_schema_source_get_default(),
              let schema = g_settings_schema_source_lookup(source, schemaID, 1) else { return nil }
        defer { g_settings_schema_unref(schema) }
        guard g_settings_schema_has_key(schema, key) != 0 else { return nil }
        return g_settings_new_full(schema, nil, nil)
    }

    /// GtkSettings' current `gtk-application-prefer-dark-theme`.
    private static func settingsPreferDark() -> Bool {
        guard let settings = gtk_settings_get_default() else { return false }
        var value = GValue()
        g_value_init(&value, g_type_from_name("gboolean"))  // G_TYPE_BOOLEAN is a macro Swift cannot import
        defer { g_value_unset(&value) }
        g_object_get_property(UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self),
                              "gtk-application-prefer-dark-theme", &value)
        return g_value_get_boolean(&value) != 0
    }
}
