import CGtk
import CellKitCore
import Foundation

/// Frame callbacks on the GTK frame clock of the view's widget (`gtk_widget_add_tick_callback`).
extension GtkViewBacking: FrameClockHosting {
    func addFrameCallback(_ tick: @escaping @MainActor (_ frameTime: Int64) -> Bool) -> UInt32 {
        let box = Unmanaged.passRetained(FrameCallback(tick)).toOpaque()
        return gtk_widget_add_tick_callback(gtkWidget, { _, clock, data in
            let callback = Unmanaged<FrameCallback>.fromOpaque(data!).takeUnretainedValue()
            let time = Int64(gdk_frame_clock_get_frame_time(clock))
            return MainActor.assumeIsolated { callback.tick(time) } ? 1 : 0
        }, box, { data in
            Unmanaged<FrameCallback>.fromOpaque(data!).release()
        })
    }

    func removeFrameCallback(_ id: UInt32) {
        gtk_widget_remove_tick_callback(gtkWidget, id)
    }
}

/// A frame callback carried through GTK's `gpointer`, released by GTK's destroy notify.
private final class FrameCallback: @unchecked Sendable {
    let tick: @MainActor (Int64) -> Bool
    init(_ tick: @escaping @MainActor (Int64) -> Bool) { self.tick = tick }
}
