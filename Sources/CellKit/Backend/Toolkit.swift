import Foundation

/// What the view layer asks of the backend beyond a view's own backing: a host window for a
/// `UIWindow`, the app's main loop, and a way back to the main actor from a view's nonisolated
/// `deinit`. A view's backing is made by the backend too, when the view first joins a shown window or
/// is rendered.
@preconcurrency @MainActor
protocol Toolkit {
    /// A host window for `window`, made at its current size and title, showing its view tree.
    static func makeWindowHost(for window: UIWindow) -> any WindowHost
    /// The main loop an app runs on.
    static var mainLoop: any AppMainLoop { get }
    /// Runs `body` on the main actor: at once when the caller is already where main-actor work runs,
    /// otherwise as soon as the main actor runs its jobs.
    nonisolated static func runOnMainActor(_ body: @escaping @MainActor @Sendable () -> Void)
}

/// The backend in use: GTK 4 (`Backend/GTK`).
typealias CurrentToolkit = GtkToolkit
