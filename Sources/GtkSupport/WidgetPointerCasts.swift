import CGtk

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The widget as another GTK struct pointer (`GtkBox *`, `GtkPopover *`, …); the type comes
    /// from the call site. The caller vouches that the widget is of that type.
    public func cast<T>(_: T.Type = T.self) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(self).assumingMemoryBound(to: T.self)
    }

    /// The widget as an opaque pointer (for final GTK types: `GtkLabel *`, `GtkDropDown *`, …).
    public var opaque: OpaquePointer { OpaquePointer(self) }

    /// The widget as an untyped pointer (signal connection).
    public var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }

    /// Whether the widget is an instance of `type` or of a type derived from it (`GTK_IS_…`).
    public func isA(_ type: GType) -> Bool {
        g_type_check_instance_is_a(UnsafeMutableRawPointer(self).assumingMemoryBound(to: GTypeInstance.self), type) != 0
    }
}
