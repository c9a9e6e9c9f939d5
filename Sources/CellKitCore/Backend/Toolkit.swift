import Foundation

/// What the view layer asks of the backend beyond a view's own backing: a host window for a
/// `UIWindow`, the app's main loop, work later on that loop, and a way back to the main actor from a
/// view's nonisolated `deinit`. A view's backing is made by the backend too, when the view first joins a shown window or
/// is rendered.
@preconcurrency @MainActor
package protocol Toolkit {
    /// A host window for `window`, made at its current size and title, showing its view tree.
    static func makeWindowHost(for window: any HostedWindow) -> any WindowHost
    /// The main loop an app runs on.
    static var mainLoop: any AppMainLoop { get }
    /// Calls `body` on the main thread after `delay` seconds, between the toolkit's events and frames
    /// (what `perform(_:with:afterDelay:)` gives a UIKit object).
    static func run(after delay: TimeInterval, _ body: @escaping @MainActor () -> Void)
    /// Calls `body` on the main thread at the main loop's next turn.
    static func runOnNextTurn(_ body: @escaping @MainActor () -> Void)
    /// Runs `body` on the main actor: at once when the caller is already where main-actor work runs,
    /// otherwise as soon as the main actor runs its jobs.
    nonisolated static func runOnMainActor(_ body: @escaping @MainActor @Sendable () -> Void)
}
