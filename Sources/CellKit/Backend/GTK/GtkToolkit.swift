import Foundation
import GtkSupport

/// The GTK 4 backend as the view layer sees it (see `Toolkit`).
@MainActor
enum GtkToolkit: Toolkit {
    static func makeWindowHost(for window: UIWindow) -> any WindowHost {
        GtkWindowHost(window: window)
    }

    static var mainLoop: any AppMainLoop { GtkAppMainLoop() }

    /// Runs at once on the main thread or the thread that owns GLib's default main context (which
    /// drains the main queue), otherwise as a main-actor task (see GtkSupport's `MainActorHop`).
    nonisolated static func runOnMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
        MainActorHop.run(body)
    }
}
