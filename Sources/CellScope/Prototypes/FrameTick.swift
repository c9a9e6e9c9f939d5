import CGtk
import Foundation
import GtkSupport

/// The moment a window's next frame has been drawn, for measuring how long a prototype's reload takes
/// to reach the screen.
enum FrameTick {
    /// Runs `action` once the widget's next frame has been laid out and painted: the tick starts
    /// the frame, and the idle callback it schedules runs after the frame's layout and paint phases.
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

private let frameTicked: GtkTickCallback = { _, _, data in
    MainLoop.schedule(.defaultIdle, Unmanaged<FrameTickAction>.fromOpaque(data!).takeUnretainedValue().action)
    return 0
}

private let releaseAction: GDestroyNotify = { data in Unmanaged<FrameTickAction>.fromOpaque(data!).release() }
