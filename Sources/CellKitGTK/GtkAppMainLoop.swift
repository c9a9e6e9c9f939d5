import CellKitCore
import Foundation
import GtkSupport

/// The GTK implementation of `AppMainLoop`: GTK's default main context, through GtkSupport's
/// `GtkRuntime` and `MainLoop`.
@MainActor
struct GtkAppMainLoop: AppMainLoop {
    func start() {
        GtkRuntime.requireStarted()
    }

    func run() {
        MainLoop.run()
    }

    func quit() {
        MainLoop.quit()
    }

    func iterate(until condition: () -> Bool, timeout: TimeInterval) -> Bool {
        MainLoop.iterate(until: condition, timeout: timeout)
    }
}
