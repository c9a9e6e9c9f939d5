import Foundation

/// The window's side of a `WindowHost`: what the toolkit window asks of the `UIWindow` it shows.
/// `UIWindow` conforms (in CellKit). The host holds it weakly.
@preconcurrency @MainActor
package protocol HostedWindow: BackedView {
    /// The host window, once the window was made visible or rendered.
    var windowHost: (any WindowHost)? { get }
    /// The title in the desktop's window list.
    var title: String { get }
    /// The person closes the host window (the toolkit then hides it).
    func hostWindowWillClose()
    /// The toolkit destroyed the host window.
    func hostWindowWasDestroyed()
}
