import CGtk
import Foundation
import GtkSupport

/// The viewer's main loop: GLib's default main context iterated once at a time by CellScope itself,
/// so that work that must not run inside a GLib source's dispatch (loading a rebuilt preview library,
/// whose code runs the viewer's loop again) runs between iterations.
///
/// A loaded library's `main` enters ``run()`` again from inside ``perform(_:)``: the loop nests a few
/// frames deeper per in-process reload and goes on dispatching events and the next reload. ``quit(_:)``
/// ends every level: the innermost returns the status first, and a level whose caller returns
/// instead of exiting finds the loop over too.
@preconcurrency @MainActor
enum ViewerRunLoop {
    private static var isRunning = false
    private static var status: Int32 = 0
    private static var pending: [@MainActor () -> Void] = []

    /// Runs events, and the work ``perform(_:)`` queues, until ``quit(_:)``; returns its status.
    static func run() -> Int32 {
        MainLoop.installDispatchBridge()
        isRunning = true
        while isRunning {
            g_main_context_iteration(nil, 1)
            while isRunning, !pending.isEmpty {
                pending.removeFirst()()
            }
        }
        return status
    }

    /// Ends ``run()`` (every level of it) with `status`.
    static func quit(_ status: Int32 = 0) {
        self.status = status
        isRunning = false
        g_main_context_wakeup(nil)
    }

    /// Runs `work` from the loop itself, after the event being dispatched now, outside any GLib
    /// source's dispatch.
    static func perform(_ work: @escaping @MainActor () -> Void) {
        pending.append(work)
        g_main_context_wakeup(nil)
    }
}
