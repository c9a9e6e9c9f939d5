import Foundation

/// A backing that opens pop-up menus from its view, as UIKit opens a button's `menu` or a cell's
/// pop-up menu accessory: a popover beside the view listing the menu's items.
@preconcurrency @MainActor
package protocol MenuPresenting: AnyObject {
    /// Opens `menu` beside the view, replacing a menu already open there; choosing an item calls
    /// `choose` with its index (after closing the menu, unless the item keeps it presented). Closing
    /// the menu any other way chooses nothing. Shows nothing when the view is not on screen.
    func presentMenu(_ menu: MenuDescription, choose: @escaping @MainActor (Int) -> Void)
}
