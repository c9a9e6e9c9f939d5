import CGtk
import Foundation

/// The GLib priorities a scheduled closure can run at, from GLib's own constants.
public enum MainLoopPriority: Sendable {
    /// `G_PRIORITY_DEFAULT`: with ordinary events, before GTK's frames and idle work.
    case `default`
    /// `G_PRIORITY_HIGH_IDLE`: before GTK's layout and drawing (which run at `G_PRIORITY_HIGH_IDLE + 10`
    /// and `+ 20`), so that what the closure changes is in the next frame.
    case highIdle
    /// `G_PRIORITY_DEFAULT_IDLE`: when nothing more urgent is pending, after the next frame's layout and
    /// paint.
    case defaultIdle

    var value: Int32 {
        switch self {
        case .default: G_PRIORITY_DEFAULT
        case .highIdle: G_PRIORITY_HIGH_IDLE
        case .defaultIdle: G_PRIORITY_DEFAULT_IDLE
        }
    }
}

extension MainLoop {
    /// Runs `body` once on the main actor from the GLib main loop: when the loop reaches `priority`, or,
    /// with a delay, from a timeout at that priority. It runs between GTK events and frames whether or not
    /// the dispatch main queue is being drained (a held button's repeat keeps running while a test drives
    /// the loop itself), and wherever the loop is iterated, nested loops included. Callable from any thread.
    /// The closure is retained by the GLib source and released when the source is removed.
    public nonisolated static func schedule(_ priority: MainLoopPriority = .defaultIdle, afterMilliseconds delay: UInt32 = 0,
                                            _ body: @escaping @MainActor () -> Void) {
        let box = Unmanaged.passRetained(CallbackBox<@MainActor () -> Void>(body)).toOpaque()
        let run: GSourceFunc = { data in
            let box = Unmanaged<CallbackBox<@MainActor () -> Void>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.callback() }
            return 0
        }
        let release: GDestroyNotify = { data in Unmanaged<CallbackBox<@MainActor () -> Void>>.fromOpaque(data!).release() }
        if delay == 0 {
            g_idle_add_full(priority.value, run, box, release)
        } else {
            g_timeout_add_full(priority.value, delay, run, box, release)
        }
    }

    /// Runs `body` once on the main actor after `delay` seconds (rounded to milliseconds), from a GLib
    /// timeout at `priority`; see ``schedule(_:afterMilliseconds:_:)``.
    public nonisolated static func schedule(_ priority: MainLoopPriority = .default, after delay: TimeInterval,
                                            _ body: @escaping @MainActor () -> Void) {
        schedule(priority, afterMilliseconds: UInt32(max(0, (delay * 1000).rounded())), body)
    }
}
