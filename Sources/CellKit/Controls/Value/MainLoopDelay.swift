import CGtk
import Foundation

/// Runs a main-actor closure once after a delay, from a GLib timeout on the main context: it fires
/// between GTK events and frames whether or not the dispatch main queue is being drained (a held
/// button's repeat must keep running while a test or a drag drives the GTK loop itself).
@preconcurrency @MainActor
enum MainLoopDelay {
    /// Calls `body` on the main thread after `delay` seconds.
    static func after(_ delay: TimeInterval, _ body: @escaping @MainActor () -> Void) {
        let box = Unmanaged.passRetained(DelayedBody(body)).toOpaque()
        g_timeout_add_full(G_PRIORITY_DEFAULT, UInt32((delay * 1000).rounded()), { data in
            let delayed = Unmanaged<DelayedBody>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { delayed.body() }
            return 0
        }, box, { data in Unmanaged<DelayedBody>.fromOpaque(data!).release() })
    }
}

/// Carries a delayed closure through GLib's user data.
private final class DelayedBody: @unchecked Sendable {
    let body: @MainActor () -> Void
    init(_ body: @escaping @MainActor () -> Void) { self.body = body }
}
