import CGtk

/// An owned reference to a GObject, released on the main actor.
///
/// Ownership rules:
/// - `init(taking:)` adopts a pointer from a `*_new()` call: a floating reference (most widgets) is
///   sunk once, a full reference (windows, controllers, list models) is adopted as is.
/// - The reference is dropped in an isolated `deinit`, so unrefs always happen on the GTK thread.
/// - Windows are not freed by their last unref, since GTK keeps its own list of toplevels; use
///   ``WindowRef``, which destroys the window when it is dropped.
/// - Controllers added with `gtk_widget_add_controller` belong to the widget: do not wrap them in
///   a `GObjectRef` after adding them.
@MainActor
open class GObjectRef {
    /// The object. Valid for as long as this reference lives.
    public let pointer: UnsafeMutableRawPointer

    /// Adopts a newly created object, sinking a floating reference.
    public init(taking pointer: UnsafeMutableRawPointer) {
        self.pointer = pointer
        let object = pointer.assumingMemoryBound(to: GObject.self)
        if g_object_is_floating(object) != 0 {
            g_object_ref_sink(object)
        }
    }

    /// Adds a reference to an object owned elsewhere.
    public init(retaining pointer: UnsafeMutableRawPointer) {
        self.pointer = pointer
        g_object_ref_sink(pointer.assumingMemoryBound(to: GObject.self))
    }

    isolated deinit {
        g_object_unref(pointer.assumingMemoryBound(to: GObject.self))
    }

    /// The object as a typed C pointer.
    public func cast<T>(_: T.Type = T.self) -> UnsafeMutablePointer<T> {
        pointer.assumingMemoryBound(to: T.self)
    }

    /// The object as an opaque C pointer (for final GTK types Swift imports as `OpaquePointer`).
    public var opaque: OpaquePointer { OpaquePointer(pointer) }

    /// Calls `body` when the object is finalized; used by tests to prove nothing leaks.
    public func onFinalize(_ body: @escaping @MainActor () -> Void) {
        let box = Unmanaged.passRetained(CallbackBox(body)).toOpaque()
        g_object_weak_ref(cast(GObject.self), { data, _ in
            let box = Unmanaged<CallbackBox<@MainActor () -> Void>>.fromOpaque(data!).takeRetainedValue()
            MainActor.assumeIsolated { box.callback() }
        }, box)
    }
}

/// An owned top-level window: destroyed (and so removed from GTK's toplevel list) when dropped.
@MainActor
public final class WindowRef: GObjectRef {
    /// Creates a new `GtkWindow`. GTK owns the reference `gtk_window_new` returns (its toplevel
    /// list); this wrapper adds its own, dropped after `gtk_window_destroy`.
    public init() {
        GtkRuntime.requireStarted()
        super.init(retaining: UnsafeMutableRawPointer(gtk_window_new()))
    }

    /// The window as a `GtkWindow *`.
    public var window: UnsafeMutablePointer<GtkWindow> { cast() }

    isolated deinit {
        gtk_window_destroy(window)
    }
}
