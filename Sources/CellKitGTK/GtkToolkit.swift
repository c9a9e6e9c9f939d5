import CellKitCore
import Foundation
import GtkSupport

/// The GTK 4 backend as the view layer sees it (see `Toolkit`); CellKit names it as its toolkit.
@preconcurrency @MainActor
package enum GtkToolkit: Toolkit {
    /// A `GtkWindow` showing `window`'s widget (`GtkWindowHost`).
    package static func makeWindowHost(for window: any HostedWindow) -> any WindowHost {
        GtkWindowHost(window: window)
    }

    /// GTK's default main context (`GtkAppMainLoop`).
    package static var mainLoop: any AppMainLoop { GtkAppMainLoop() }

    /// On the GLib main loop (GtkSupport's `MainLoop`), at default priority.
    package static func run(after delay: TimeInterval, _ body: @escaping @MainActor () -> Void) {
        MainLoop.schedule(.default, after: delay, body)
    }

    /// On the GLib main loop's next turn, at default priority.
    package static func runOnNextTurn(_ body: @escaping @MainActor () -> Void) {
        MainLoop.schedule(.default, body)
    }

    /// Runs at once on the main thread or the thread that owns GLib's default main context (which
    /// drains the main queue), otherwise as a main-actor task (see GtkSupport's `MainActorHop`).
    package nonisolated static func runOnMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
        MainActorHop.run(body)
    }
}
