import Foundation

/// A view that scrolls with the mouse wheel or touchpad (`UIScrollView`): the backend reports each
/// scroll event over the view, and an event the target does not use goes on to what encloses it.
@preconcurrency @MainActor
package protocol ScrollInputTarget: AnyObject {
    /// The wheel or touchpad scrolled by `dx`, `dy` (wheel notches, or smooth amounts); `shifted`:
    /// Shift was held. Returns whether the view used the event.
    func wheelScrolled(dx: CGFloat, dy: CGFloat, shifted: Bool) -> Bool
}
