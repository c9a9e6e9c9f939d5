import CGtk
import Foundation
import GtkSupport

/// Main-loop hops for reloading prototypes: from the watching thread to the GLib main loop (an idle
/// source, which runs wherever the loop is iterated, nested loops included), and to the moment a
/// window's next frame has been drawn.
enum FrameTick {
    /// Runs `action` on the main actor from the GLib main loop once it is idle; callable from any thread.
    static func idle(_ action: @escaping @MainActor @Sendable () -> Void) {
        scheduleIdle(Unmanaged.passRetained(FrameTickAction(action)).toOpaque())
    }

    /// Runs `action` once the widget's next frame has been laid out and painted: the tick starts
    /// the frame, and the idle source it adds runs after the frame's layout and paint phases.
    static func afterNextFrame(of widget: WidgetPointer, _ action: @escaping @MainActor @Sendable () -> Void) {
        gtk_widget_add_tick_callback(widget, frameTicked, Unmanaged.passRetained(FrameTickAction(action)).toOpaque(), releaseAction)
        gtk_widget_queue_draw(widget)
    }
}

/// A main-actor closure carried through GLib's user data.
private final class FrameTickAction: Sendable {
    let action: @MainActor @Sendable () -> Void
    init(_ action: @escaping @MainActor @Sendable () -> Void) { self.action = action }
}

/// Adds an idle source that runs the retained action at `data` once, then releases it.
private func scheduleIdle(_ data: UnsafeMutableRawPointer) {
    g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, runAction, data, releaseAction)
}

private let runAction: GSourceFunc = { data in
    let box = Unmanaged<FrameTickAction>.fromOpaque(data!).takeUnretainedValue()
    MainActor.assumeIsolated { box.action() }
    return 0
}

private let frameTicked: GtkTickCallback = { _, _, data in
    scheduleIdle(Unmanaged<FrameTickAction>.fromOpaque(data!).retain().toOpaque())
    return 0
}

private let releaseAction: GDestroyNotify = { data in Unmanaged<FrameTickAction>.fromOpaque(data!).release() }
