import CGtk

/// A connected signal handler; ``disconnect()`` removes it.
///
/// The connection holds only a GLib weak reference to the emitting object, so it never keeps the
/// object alive, and disconnecting after the object was finalized is a harmless no-op. The
/// handler's closure is owned by GLib and released by the connection's destroy notify, whether
/// the handler is disconnected or the object goes away.
@MainActor
public final class SignalConnection {
    /// The GLib handler id.
    public let handlerID: gulong
    private let source: UnsafeMutablePointer<GWeakRef>

    init(instance: UnsafeMutableRawPointer, handlerID: gulong) {
        self.handlerID = handlerID
        source = .allocate(capacity: 1)
        source.initialize(to: GWeakRef())
        g_weak_ref_init(source, instance)
    }

    isolated deinit {
        g_weak_ref_clear(source)
        source.deallocate()
    }

    /// Whether the handler is still connected to a live object.
    public var isConnected: Bool {
        guard let object = g_weak_ref_get(source) else { return false }
        defer { g_object_unref(object) }
        return g_signal_handler_is_connected(object, handlerID) != 0
    }

    /// Disconnects the handler (its closure is released right away). Safe to call more than once.
    public func disconnect() {
        guard let object = g_weak_ref_get(source) else { return }
        defer { g_object_unref(object) }
        if g_signal_handler_is_connected(object, handlerID) != 0 {
            g_signal_handler_disconnect(object, handlerID)
        }
    }
}
