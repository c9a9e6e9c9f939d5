import CGtk
import CGtkShim
import Foundation

/// Runs main-actor work from a nonisolated context such as a `deinit`: at once when the caller is
/// already where main-actor work runs (the main thread, or the thread running GLib's default main
/// context, which drains the main queue), otherwise as a main-actor task (test runners may run the
/// main actor's jobs on another thread).
public enum MainActorHop {
    /// Runs `body` on the main actor, synchronously when the caller is already there.
    public static func run(_ body: @escaping @MainActor @Sendable () -> Void) {
        if isProcessMainThread || g_main_context_is_owner(g_main_context_default()) != 0 {
            MainActor.assumeIsolated(body)
        } else {
            Task { @MainActor in body() }
        }
    }

    /// Whether the caller runs on the process's first thread, where the main queue is drained
    /// (Foundation's `Thread.isMainThread` can name another thread when Foundation started there).
    private static var isProcessMainThread: Bool { cgtk_is_process_main_thread() != 0 }
}
