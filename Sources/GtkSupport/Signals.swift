import CGtk

/// Typed signal connection.
///
/// Each function matches one C signal signature exactly (`gint` is `Int32`, `guint` is `UInt32`,
/// `gdouble` is `Double`), with a `@convention(c)` trampoline that enters the main actor with
/// `MainActor.assumeIsolated` (GTK emits on the main thread; anything else traps, which is the
/// check we want). The closure is boxed, passed retained, and released by the destroy notify.
/// Handlers should capture the emitting object weakly.
@MainActor
public enum Signals {
    /// `void handler(GObject *self, gpointer user_data)`: `clicked`, `stopped`, `leave`, `destroy`, …
    @discardableResult
    public static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping @MainActor () -> Void
    ) -> SignalConnection {
        typealias Trampoline = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
        let trampoline: Trampoline = { _, data in
            let box = unbox(data, as: (@MainActor () -> Void).self)
            MainActor.assumeIsolated { box() }
        }
        return connectRaw(instance, signal, unsafeBitCast(trampoline, to: GCallback.self), handler)
    }

    /// `void handler(self, gdouble x, gdouble y, user_data)`: motion `enter`, drag `drag-begin`/`drag-update`/`drag-end`.
    @discardableResult
    public static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        point handler: @escaping @MainActor (Double, Double) -> Void
    ) -> SignalConnection {
        typealias Trampoline = @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Void
        let trampoline: Trampoline = { _, x, y, data in
            let box = unbox(data, as: (@MainActor (Double, Double) -> Void).self)
            MainActor.assumeIsolated { box(x, y) }
        }
        return connectRaw(instance, signal, unsafeBitCast(trampoline, to: GCallback.self), handler)
    }

    /// `void handler(self, gint n_press, gdouble x, gdouble y, user_data)`: click `pressed`/`released`.
    @discardableResult
    public static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        press handler: @escaping @MainActor (Int32, Double, Double) -> Void
    ) -> SignalConnection {
        typealias Trampoline = @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void
        let trampoline: Trampoline = { _, count, x, y, data in
            let box = unbox(data, as: (@MainActor (Int32, Double, Double) -> Void).self)
            MainActor.assumeIsolated { box(count, x, y) }
        }
        return connectRaw(instance, signal, unsafeBitCast(trampoline, to: GCallback.self), handler)
    }

    /// `gboolean handler(self, guint keyval, guint keycode, GdkModifierType state, user_data)`: `key-pressed`.
    /// Return `true` when the key was handled.
    @discardableResult
    public static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        key handler: @escaping @MainActor (UInt32, UInt32, GdkModifierType) -> Bool
    ) -> SignalConnection {
        typealias Trampoline = @convention(c) (UnsafeMutableRawPointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?) -> gboolean
        let trampoline: Trampoline = { _, keyval, keycode, state, data in
            let box = unbox(data, as: (@MainActor (UInt32, UInt32, GdkModifierType) -> Bool).self)
            return MainActor.assumeIsolated { box(keyval, keycode, state) } ? 1 : 0
        }
        return connectRaw(instance, signal, unsafeBitCast(trampoline, to: GCallback.self), handler)
    }

    /// `gboolean handler(self, gdouble dx, gdouble dy, user_data)`: scroll controller `scroll`.
    /// Return `true` when the scroll was handled.
    @discardableResult
    public static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        scroll handler: @escaping @MainActor (Double, Double) -> Bool
    ) -> SignalConnection {
        typealias Trampoline = @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> gboolean
        let trampoline: Trampoline = { _, dx, dy, data in
            let box = unbox(data, as: (@MainActor (Double, Double) -> Bool).self)
            return MainActor.assumeIsolated { box(dx, dy) } ? 1 : 0
        }
        return connectRaw(instance, signal, unsafeBitCast(trampoline, to: GCallback.self), handler)
    }

    /// `void handler(self, guint position, user_data)`: list view `activate`.
    @discardableResult
    public static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        position handler: @escaping @MainActor (UInt32) -> Void
    ) -> SignalConnection {
        typealias Trampoline = @convention(c) (UnsafeMutableRawPointer?, guint, UnsafeMutableRawPointer?) -> Void
        let trampoline: Trampoline = { _, position, data in
            let box = unbox(data, as: (@MainActor (UInt32) -> Void).self)
            MainActor.assumeIsolated { box(position) }
        }
        return connectRaw(instance, signal, unsafeBitCast(trampoline, to: GCallback.self), handler)
    }

    /// `void handler(self, GObject *object, user_data)`: factory `setup`/`bind`, `notify::…` (a GParamSpec).
    @discardableResult
    public static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        object handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
    ) -> SignalConnection {
        typealias Trampoline = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
        let trampoline: Trampoline = { _, object, data in
            let box = unbox(data, as: (@MainActor (UnsafeMutableRawPointer?) -> Void).self)
            nonisolated(unsafe) let object = object
            MainActor.assumeIsolated { box(object) }
        }
        return connectRaw(instance, signal, unsafeBitCast(trampoline, to: GCallback.self), handler)
    }

    /// `gboolean handler(self, user_data)`: window `close-request`. Return `true` to stop the signal.
    /// (A separate name, so that trailing closures of the `void` shape stay unambiguous.)
    @discardableResult
    public static func connectReturningBool(
        _ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping @MainActor () -> Bool
    ) -> SignalConnection {
        typealias Trampoline = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean
        let trampoline: Trampoline = { _, data in
            let box = unbox(data, as: (@MainActor () -> Bool).self)
            return MainActor.assumeIsolated { box() } ? 1 : 0
        }
        return connectRaw(instance, signal, unsafeBitCast(trampoline, to: GCallback.self), handler)
    }

    /// `void handler(self, gint value, user_data)`: native dialog `response`.
    @discardableResult
    public static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        integer handler: @escaping @MainActor (Int32) -> Void
    ) -> SignalConnection {
        typealias Trampoline = @convention(c) (UnsafeMutableRawPointer?, gint, UnsafeMutableRawPointer?) -> Void
        let trampoline: Trampoline = { _, value, data in
            let box = unbox(data, as: (@MainActor (Int32) -> Void).self)
            MainActor.assumeIsolated { box(value) }
        }
        return connectRaw(instance, signal, unsafeBitCast(trampoline, to: GCallback.self), handler)
    }

    /// `gboolean handler(self, gpointer event, user_data)`: legacy controller `event` (a `GdkEvent *`).
    /// Return `true` when the event was handled (it then stops propagating).
    @discardableResult
    public static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        event handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Bool
    ) -> SignalConnection {
        typealias Trampoline = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean
        let trampoline: Trampoline = { _, event, data in
            let box = unbox(data, as: (@MainActor (UnsafeMutableRawPointer?) -> Bool).self)
            nonisolated(unsafe) let event = event
            return MainActor.assumeIsolated { box(event) } ? 1 : 0
        }
        return connectRaw(instance, signal, unsafeBitCast(trampoline, to: GCallback.self), handler)
    }

    private static func connectRaw<Handler>(
        _ instance: UnsafeMutableRawPointer, _ signal: String, _ callback: GCallback, _ handler: Handler
    ) -> SignalConnection {
        let box = Unmanaged.passRetained(CallbackBox(handler)).toOpaque()
        let release: GClosureNotify = { data, _ in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }
        let id = g_signal_connect_data(instance, signal, callback, box, release, GConnectFlags(rawValue: 0))
        precondition(id != 0, "GTK has no signal '\(signal)' on \(String(cString: g_type_name_from_instance(instance.assumingMemoryBound(to: GTypeInstance.self))))")
        return SignalConnection(instance: instance, handlerID: id)
    }
}

/// The closure inside a box passed as a signal's user data.
private func unbox<Handler>(_ data: UnsafeMutableRawPointer?, as _: Handler.Type) -> Handler {
    Unmanaged<CallbackBox<Handler>>.fromOpaque(data!).takeUnretainedValue().callback
}
