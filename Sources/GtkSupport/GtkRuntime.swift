import CGtk
import CGtkShim
import Foundation

/// Why GTK could not be started.
public enum GtkRuntimeError: Error, CustomStringConvertible, Sendable {
    /// `gtk_init_check` failed: there is no display to connect to. Each value is the environment
    /// variable's value when it was set (and could not be opened), nil when it was not set.
    case noDisplay(display: String?, waylandDisplay: String?)

    public var description: String {
        switch self {
        case .noDisplay(let display, let waylandDisplay):
            let which = switch (display, waylandDisplay) {
            case (nil, nil): "neither DISPLAY nor WAYLAND_DISPLAY is set"
            case (let x?, nil): "DISPLAY=\(x) could not be opened"
            case (nil, let wayland?): "WAYLAND_DISPLAY=\(wayland) could not be opened (and DISPLAY is not set)"
            case (let x?, let wayland?): "neither DISPLAY=\(x) nor WAYLAND_DISPLAY=\(wayland) could be opened"
            }
            return """
                CellKit needs a display to create GTK widgets, but \(which). \
                Set DISPLAY to a running X server, or run the program under a virtual one, \
                for example: xvfb-run -a \(Self.suggestedCommand)
                """
        }
    }

    /// This program's command line, for the `xvfb-run -a …` suggestion (`swift test` for a test runner).
    static var suggestedCommand: String {
        let arguments = CommandLine.arguments
        guard let program = arguments.first.map({ URL(fileURLWithPath: $0).lastPathComponent }) else { return "PROGRAM" }
        if program.hasSuffix(".xctest") || program.hasPrefix("swiftpm-testing-helper") { return "swift test" }
        return ([program] + arguments.dropFirst()).map(Self.shellQuoted).joined(separator: " ")
    }

    private static func shellQuoted(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:,+@%".contains($0) }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// Starts GTK once, on first use, on the main thread.
///
/// Every GTK call in the project goes through a type that calls ``ensureStarted()`` first, so
/// programs never call `gtk_init` themselves. Without a display the start fails once with
/// ``GtkRuntimeError/noDisplay(display:waylandDisplay:)``; ``requireStarted()`` turns that into one clear
/// message on standard error and exit status 1, instead of a crash deep inside GTK.
@MainActor
public enum GtkRuntime {
    private static var state: Result<Void, GtkRuntimeError>?

    /// Whether GTK is running.
    public static var isStarted: Bool {
        if case .success = state { return true }
        return false
    }

    /// Initializes GTK if needed and installs the main-queue bridge and the guard that opens a popover
    /// whose anchor is off the screen at the nearest screen edge; throws when there is no display.
    public static func ensureStarted() throws(GtkRuntimeError) {
        if let state {
            return try state.get()
        }
        configureEnvironmentDefaults()
        let env = ProcessInfo.processInfo.environment
        // gtk_init_check may still succeed through another backend (for example broadway), so it decides.
        if gtk_init_check() == 0 {
            let failure = GtkRuntimeError.noDisplay(display: env["DISPLAY"], waylandDisplay: env["WAYLAND_DISPLAY"])
            state = .failure(failure)
            throw failure
        }
        MainLoop.installDispatchBridge()
        // GTK 4.8 on X11 cannot place a popover whose anchor is on no monitor (a critical, then a 0×0
        // popover); its own save dialog anchors menus at rows scrolled off the screen.
        cgtk_place_popovers_on_monitors()
        state = .success(())
    }

    /// Like ``ensureStarted()``, but prints the error and exits with status 1 when GTK cannot start.
    ///
    /// Used where a UIKit signature cannot throw (`UIView.init(frame:)`).
    public static func requireStarted() {
        do {
            try ensureStarted()
        } catch {
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            exit(1)
        }
    }

    /// Settings that make rendering identical on every machine unless the caller chose otherwise:
    /// no desktop settings (fonts, DPI, theme) leak into pixels, and no accessibility bus is needed.
    private static func configureEnvironmentDefaults() {
        setenv("GTK_A11Y", "none", 0)
        setenv("NO_AT_BRIDGE", "1", 0)
    }
}
