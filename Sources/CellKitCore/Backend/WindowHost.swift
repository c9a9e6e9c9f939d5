import Foundation

/// The toolkit window that shows a `UIWindow`'s view tree, created on the window's first
/// `makeKeyAndVisible()` or rendering, and closed with the `UIWindow`.
///
/// The host window starts at the `UIWindow`'s size; from then on the person (or the desktop) sizes it,
/// and the root view takes that size in the toolkit's allocation. The host holds the `UIWindow`
/// weakly and tells it when the person closes the window (`UIWindow.hostWindowWillClose()`) and when
/// the toolkit destroyed it (`UIWindow.hostWindowWasDestroyed()`).
@preconcurrency @MainActor
package protocol WindowHost: AnyObject {
    /// Sets the title in the desktop's window list.
    func setTitle(_ title: String)
    /// Shows the window on screen and raises it.
    func present()
    /// Whether the window is on screen (mapped).
    var isShownOnScreen: Bool { get }
}
