import CGtk
import CGtkShim
import GtkSupport
import RenderingTestSupport
import Testing

/// Typed signal handlers receive the C arguments, can be disconnected, and release their closures.
@Suite(.gtk) @MainActor struct SignalConnectionTests {
    private final class Token {}

    @Test func pressHandlerReceivesTheExactArguments() {
        let gesture = GObjectRef(taking: UnsafeMutableRawPointer(gtk_gesture_click_new()))
        var received: [(Int32, Double, Double)] = []
        Signals.connect(gesture.pointer, "pressed", press: { received.append(($0, $1, $2)) })
        cgtk_emit_int_double_double(gesture.pointer, "pressed", 2, 12.5, 40.25)
        #expect(received.count == 1)
        #expect(received.first?.0 == 2)
        #expect(received.first?.1 == 12.5)
        #expect(received.first?.2 == 40.25)
    }

    @Test func keyHandlerDecidesWhetherTheKeyWasHandled() {
        let controller = GObjectRef(taking: UnsafeMutableRawPointer(gtk_event_controller_key_new()))
        var keys: [UInt32] = []
        Signals.connect(controller.pointer, "key-pressed", key: { keyval, _, _ in
            keys.append(keyval)
            return keyval == UInt32(GDK_KEY_Return)
        })
        #expect(cgtk_emit_key_pressed(controller.pointer, guint(GDK_KEY_Return), 36, GdkModifierType(rawValue: 0)) != 0)
        #expect(cgtk_emit_key_pressed(controller.pointer, guint(GDK_KEY_a), 38, GdkModifierType(rawValue: 0)) == 0)
        #expect(keys == [UInt32(GDK_KEY_Return), UInt32(GDK_KEY_a)])
    }

    @Test func disconnectingStopsDeliveryAndReleasesTheClosure() {
        let gesture = GObjectRef(taking: UnsafeMutableRawPointer(gtk_gesture_click_new()))
        var calls = 0
        weak var weakToken: Token?
        let connection: SignalConnection
        do {
            let token = Token()
            weakToken = token
            connection = Signals.connect(gesture.pointer, "stopped") { _ = token; calls += 1 }
        }
        cgtk_emit_void(gesture.pointer, "stopped")
        #expect(calls == 1)
        #expect(weakToken != nil)
        #expect(connection.isConnected)
        connection.disconnect()
        #expect(!connection.isConnected)
        #expect(weakToken == nil, "the closure box is released by the destroy notify")
        cgtk_emit_void(gesture.pointer, "stopped")
        #expect(calls == 1)
    }

    @Test func finalizingTheSourceReleasesTheClosureAndDisconnectIsHarmless() {
        var gesture: GObjectRef? = GObjectRef(taking: UnsafeMutableRawPointer(gtk_gesture_click_new()))
        weak var weakToken: Token?
        let connection: SignalConnection
        do {
            let token = Token()
            weakToken = token
            connection = Signals.connect(gesture!.pointer, "stopped") { _ = token }
        }
        gesture = nil
        #expect(weakToken == nil)
        #expect(!connection.isConnected)
        connection.disconnect()
    }
}
