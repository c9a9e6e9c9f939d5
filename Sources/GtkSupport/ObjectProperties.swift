import CGtk
import CGtkShim

/// Sets GObject properties by name from Swift. `g_object_set` is variadic, which Swift cannot call,
/// so the shim's typed helpers make the call; this is their Swift face.
public enum ObjectProperties {
    /// Sets the boolean property `name` of `object` (for example `gtk-application-prefer-dark-theme`
    /// on `GtkSettings`).
    public static func setBool(_ object: UnsafeMutableRawPointer, _ name: String, _ value: Bool) {
        cgtk_object_set_bool(object, name, value ? 1 : 0)
    }
}
