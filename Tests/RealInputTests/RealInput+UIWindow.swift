import CGtk
@testable import CellKit
import CellKitGTK
import GtkSupport
import RealInput

extension RealInput {
    /// Shows `window` on the Xvfb screen, lays it out, and aims real input at its GTK window. When
    /// that fails, the window is released again (see `release(_:)`) and the error is thrown.
    @MainActor func show(_ window: UIWindow) throws {
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        do {
            guard let gtkWindow = ViewTesting.gtkWindow(of: window) else {
                throw Unavailable(description: "the UIWindow has no GTK window")
            }
            try target(UnsafeMutableRawPointer(gtkWindow).assumingMemoryBound(to: GtkWidget.self))
        } catch {
            release(window)
            throw error
        }
    }

    /// Parks the pointer, hides `window` (it is destroyed with the `UIWindow`) so that it covers no
    /// later test's window, and ends the input session.
    @MainActor func release(_ window: UIWindow) {
        parkPointer()
        if let gtkWindow = ViewTesting.gtkWindow(of: window) {
            gtk_widget_set_visible(UnsafeMutableRawPointer(gtkWindow).assumingMemoryBound(to: GtkWidget.self), 0)
        }
        endSession()
    }
}
