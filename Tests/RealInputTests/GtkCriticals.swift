import CGtk
import Foundation

/// Collects GTK's and GDK's critical messages (failed `g_return_if_fail` checks) while a body runs.
@MainActor
final class GtkCriticals {
    private(set) var messages: [String] = []

    /// The log domains of GTK's library: its widgets and its windowing layer.
    private static let domains = ["Gtk", "Gdk"]

    /// Runs `body` with the criticals collected instead of printed.
    func recording(_ body: () throws -> Void) rethrows {
        let handler: GLogFunc = { domain, _, message, data in
            let text = (domain.map { String(cString: $0) + ": " } ?? "") + (message.map { String(cString: $0) } ?? "")
            nonisolated(unsafe) let data = data
            MainActor.assumeIsolated {
                Unmanaged<GtkCriticals>.fromOpaque(data!).takeUnretainedValue().messages.append(text)
            }
        }
        let ids = Self.domains.map {
            ($0, g_log_set_handler($0, GLogLevelFlags(G_LOG_LEVEL_CRITICAL.rawValue), handler, Unmanaged.passUnretained(self).toOpaque()))
        }
        defer { for (domain, id) in ids { g_log_remove_handler(domain, id) } }
        try body()
    }
}
