import CGtk
import Foundation
import GtkSupport

/// Waits for drawn frames and for conditions, dispatching GLib events meanwhile; every wait has a
/// timeout, so a frame that never comes fails the test instead of hanging it.
@MainActor
public final class FrameWaiter {
    /// How long a wait lasts before it gives up (generous: a loaded two-core machine is slow).
    public static let defaultTimeout: TimeInterval = 15

    /// Counts `after-paint` emissions of one frame clock.
    private final class PaintCounter {
        var count = 0
    }

    /// Why a wait gave up.
    public struct Timeout: Error, CustomStringConvertible {
        public let description: String
    }

    /// Waits until the frame clock of `widget`'s window has drawn `count` more frames, or until the
    /// window is hidden (input that closes a dialog is done when it is gone: a hidden window draws
    /// no more frames). Each frame is asked for with a redraw of the window, so the wait does not
    /// depend on something else scheduling one.
    public func waitForFrames(of widget: UnsafeMutablePointer<GtkWidget>, count: Int = 1,
                              timeout: TimeInterval = FrameWaiter.defaultTimeout) throws {
        guard let native = gtk_widget_get_native(widget) else {
            throw Timeout(description: "the widget is in no window, so no frame will show it")
        }
        let nativeWidget = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
        guard gtk_widget_get_mapped(nativeWidget) != 0, let clock = gtk_widget_get_frame_clock(nativeWidget) else {
            throw Timeout(description: "the window is not mapped, so no frame will be drawn")
        }
        // Both stay alive even if the window is destroyed during the wait.
        g_object_ref(UnsafeMutableRawPointer(nativeWidget))
        g_object_ref(UnsafeMutableRawPointer(clock))
        let counter = PaintCounter()
        let connection = Signals.connect(UnsafeMutableRawPointer(clock), "after-paint") { counter.count += 1 }
        defer {
            connection.disconnect()
            g_object_unref(UnsafeMutableRawPointer(clock))
            g_object_unref(UnsafeMutableRawPointer(nativeWidget))
        }
        for frame in 1...max(1, count) {
            gtk_widget_queue_draw(nativeWidget)
            guard waitUntil(timeout: timeout, { counter.count >= frame || gtk_widget_get_mapped(nativeWidget) == 0 }) else {
                throw Timeout(description: "no frame was drawn within \(timeout) s")
            }
            if gtk_widget_get_mapped(nativeWidget) == 0 { return }
        }
    }

    /// Polls `condition` while dispatching GLib events, for at most `timeout` seconds; returns its
    /// last value.
    @discardableResult
    public func waitUntil(timeout: TimeInterval = FrameWaiter.defaultTimeout, _ condition: () -> Bool) -> Bool {
        MainLoop.iterate(until: condition, timeout: timeout)
    }
}
