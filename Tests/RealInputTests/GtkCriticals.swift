import CGtk
import Foundation

/// Collects GTK's critical messages (failed `g_return_if_fail` checks) while a body runs.
@MainActor
final class GtkCriticals {
    private(set) var messages: [String] = []

    /// Runs `body` with GTK's criticals collected instead of printed.
    func recording(_ body: () throws -> Void) rethrows {
        let handler: GLogFunc = { _, _, message, data in
            let text = message.map { String(cString: $0) } ?? ""
            nonisolated(unsafe) let data = data
            MainActor.assumeIsolated {
                Unmanaged<GtkCriticals>.fromOpaque(data!).takeUnretainedValue().messages.append(text)
            }
        }
        let id = g_log_set_handler("Gtk", GLogLevelFlags(G_LOG_LEVEL_CRITICAL.rawValue), handler, Unmanaged.passUnretained(self).toOpaque())
        defer { g_log_remove_handler("Gtk", id) }
        try body()
    }
}
