import CGtk
import CGtkShim
import Foundation

/// The GLib main loop, and the bridge that lets Swift concurrency's main actor run inside it.
///
/// On Linux, `Task { @MainActor in … }` and `DispatchQueue.main.async` enqueue work on
/// libdispatch's main queue, which nothing drains while the GLib loop owns the main thread.
/// ``installDispatchBridge()`` adds a GLib source on the queue's wake-up file descriptor, the way
/// CoreFoundation's run loop integrates it, so that work runs between GTK events.
@MainActor
public enum MainLoop {
    private static var loops: [OpaquePointer] = []

    /// Makes the dispatch main queue (and so the main actor) drain inside the GLib loop. Idempotent.
    public static func installDispatchBridge() {
        cgtk_install_dispatch_main_queue_bridge()
    }

    /// Keeps the dispatch main queue, and so every other main-actor job, from running inside the
    /// GLib loop until ``releaseMainQueue()``: GTK events, frames and idle callbacks still run.
    /// For code that drives the loop itself and must not have unrelated main-actor work run in
    /// the middle of its waits, such as a test that sends real input to its own window while other
    /// tests wait for the main actor. Holds nest.
    public static func holdMainQueue() {
        cgtk_dispatch_bridge_hold()
    }

    /// Ends one ``holdMainQueue()``; after the last one, the work that waited runs from the loop.
    public static func releaseMainQueue() {
        cgtk_dispatch_bridge_release()
    }

    /// Runs the GLib main loop until ``quit()`` is called.
    public static func run() {
        installDispatchBridge()
        guard let loop = g_main_loop_new(nil, 0) else { return }
        loops.append(loop)
        g_main_loop_run(loop)
        g_main_loop_unref(loop)
    }

    /// Stops the innermost ``run()``.
    public static func quit() {
        guard let loop = loops.popLast() else { return }
        g_main_loop_quit(loop)
    }

    /// Dispatches every event source that is ready now, without waiting, for at most `timeLimit`
    /// seconds: work that keeps adding idle callbacks (the viewer's checks, a step per idle turn)
    /// is always ready, and a caller that waits for input to be handled should not run it to its end.
    public static func drainPending(timeLimit: TimeInterval = .infinity) {
        let deadline = Date().addingTimeInterval(timeLimit)
        var rounds = 0
        while g_main_context_pending(nil) != 0, rounds < 10_000, Date() < deadline {
            g_main_context_iteration(nil, 0)
            rounds += 1
        }
    }

    /// Iterates the loop until `condition` holds or `timeout` seconds pass; returns the condition's last value.
    @discardableResult
    public static func iterate(until condition: () -> Bool, timeout: TimeInterval = 5) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() >= deadline { return condition() }
            if g_main_context_iteration(nil, 0) == 0 {
                g_usleep(1_000)
            }
        }
        return true
    }
}
