import CGtkShim
import Foundation
import GtkSupport

/// What every verb that draws needs before its first GTK call.
@preconcurrency @MainActor
enum CommandRuntime {
    /// Starts GTK, first starting a private X server when there is no display and `privateDisplay`
    /// allows it (the headless verbs). Once GTK runs, a lost X connection during an interrupt's
    /// cleanup no longer ends the process with status 1 before the cleanup does (``Termination``).
    static func startGtk(privateDisplay: Bool) throws {
        if privateDisplay { try HeadlessDisplay.ensureDisplay() }
        try GtkRuntime.ensureStarted()
        cgtk_termination_guard_x_io_errors()
    }
}
