import Foundation
import GtkSupport

/// How views run work later without importing GTK: on the GLib main loop (``MainLoop/schedule(_:afterMilliseconds:_:)``),
/// at default priority, so it runs between GTK events and frames whether or not the dispatch main queue is
/// being drained (a held button's repeat must keep running while a test or a drag drives the GTK loop itself).
@preconcurrency @MainActor
enum MainLoopDelay {
    /// Calls `body` on the main thread after `delay` seconds.
    static func after(_ delay: TimeInterval, _ body: @escaping @MainActor () -> Void) {
        MainLoop.schedule(.default, after: delay, body)
    }

    /// Calls `body` on the main thread at the main loop's next turn.
    static func nextTurn(_ body: @escaping @MainActor () -> Void) {
        MainLoop.schedule(.default, body)
    }
}
