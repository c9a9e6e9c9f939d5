import CGtk
import GtkSupport
import RenderingTestSupport
import Testing

/// Wrapped GObjects are sunk once and finalized when the last Swift reference goes away.
@Suite(.gtk) @MainActor struct OwnershipTests {
    @Test func droppingAFloatingWidgetFinalizesIt() {
        var finalized = false
        var label: GObjectRef? = GObjectRef(taking: UnsafeMutableRawPointer(gtk_label_new("hello")))
        #expect(g_object_is_floating(label!.cast(GObject.self)) == 0)
        label!.onFinalize { finalized = true }
        label = nil
        #expect(finalized)
    }

    @Test func aParentKeepsItsChildAliveUntilItIsFinalized() {
        var childFinalized = false
        var parent: GObjectRef? = GObjectRef(taking: UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)))
        do {
            let child = GObjectRef(taking: UnsafeMutableRawPointer(gtk_label_new("child")))
            child.onFinalize { childFinalized = true }
            gtk_box_append(parent!.cast(), child.cast())
        }
        #expect(!childFinalized)
        parent = nil
        #expect(childFinalized)
    }

    @Test func droppingAWindowDestroysIt() {
        var finalized = false
        let before = g_list_model_get_n_items(gtk_window_get_toplevels())
        var window: WindowRef? = WindowRef()
        window!.onFinalize { finalized = true }
        #expect(g_list_model_get_n_items(gtk_window_get_toplevels()) == before + 1)
        window = nil
        MainLoop.drainPending()
        #expect(finalized)
        #expect(g_list_model_get_n_items(gtk_window_get_toplevels()) == before)
    }
}
