import Foundation
import GtkSupport
import Testing

/// Starts GTK for rendering tests, or fails the test with the runtime's explanation.
///
/// Before the first start it pins the settings that make pixels identical on every machine (unless
/// the caller already set them): the X11 backend, GTK's cairo renderer, GTK's built-in default
/// settings instead of the desktop's, in-memory GSettings, and GTK's in-memory accessibility
/// backend (so tests can read what a widget tells assistive technologies, without a bus).
@MainActor
public enum GtkTestEnvironment {
    /// Starts GTK once; throws (failing the calling test) when there is no display.
    public static func start() throws {
        if !GtkRuntime.isStarted {
            for (name, value) in [("GDK_BACKEND", "x11"), ("GSK_RENDERER", "cairo"),
                                  ("GDK_DEBUG", "default-settings"), ("GSETTINGS_BACKEND", "memory"),
                                  ("GTK_A11Y", "test")] {
                setenv(name, value, 0)
            }
        }
        try GtkRuntime.ensureStarted()
    }
}
