import Foundation

/// How views run work later: on the toolkit's main loop (`Toolkit.run(after:_:)`), so it runs between
/// the toolkit's events and frames whether or not the dispatch main queue is being drained (a held
/// button's repeat must keep running while a test or a drag drives the toolkit's loop itself).
@preconcurrency @MainActor
enum MainLoopDelay {
    /// Calls `body` on the main thread after `delay` seconds.
    static func after(_ delay: TimeInterval, _ body: @escaping @MainActor () -> Void) {
        CurrentToolkit.run(after: delay, body)
    }

    /// Calls `body` on the main thread at the main loop's next turn.
    static func nextTurn(_ body: @escaping @MainActor () -> Void) {
        CurrentToolkit.runOnNextTurn(body)
    }
}
