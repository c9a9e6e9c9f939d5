import CGtk
import CellKitCore
import Foundation
import GtkSupport

/// The GTK implementation of `WindowHost`: a `GtkWindow` whose child is the `UIWindow`'s widget,
/// destroyed when the host is released (with the `UIWindow`).
@MainActor
final class GtkWindowHost: WindowHost {
    /// The GTK window (owned).
    let windowRef: WindowRef

    /// A GTK window at `window`'s size and title, showing its view tree.
    init(window: any HostedWindow) {
        windowRef = WindowRef()
        gtk_window_set_title(windowRef.window, window.title)
        gtk_window_set_default_size(windowRef.window, Int32(window.bounds.width.rounded(.up)), Int32(window.bounds.height.rounded(.up)))
        gtk_window_set_child(windowRef.window, GtkViewBacking.materialize(window).gtkWidget)
        Signals.connect(windowRef.pointer, "destroy") { [weak window] in window?.hostWindowWasDestroyed() }
        // The person closes the window (GTK then hides it).
        Signals.connectReturningBool(windowRef.pointer, "close-request") { [weak window] in
            window?.hostWindowWillClose()
            return false
        }
    }

    func setTitle(_ title: String) {
        gtk_window_set_title(windowRef.window, title)
    }

    func present() {
        gtk_window_present(windowRef.window)
    }

    var isShownOnScreen: Bool {
        gtk_widget_get_mapped(widget) != 0
    }

    /// The window as a widget.
    var widget: UnsafeMutablePointer<GtkWidget> {
        UnsafeMutableRawPointer(windowRef.window).assumingMemoryBound(to: GtkWidget.self)
    }

    /// Shows the window undecorated for `body` (a rendering of a window that is not on screen), then
    /// hides it again with its decorations back.
    func whileShownUndecorated<Result>(_ body: () throws -> Result) rethrows -> Result {
        let decorated = gtk_window_get_decorated(windowRef.window)
        gtk_window_set_decorated(windowRef.window, 0)
        Snapshotter.present(windowRef.window)
        defer {
            gtk_widget_set_visible(widget, 0)
            gtk_window_set_decorated(windowRef.window, decorated)
        }
        return try body()
    }
}
