import Foundation

extension UIConfigurationStateCustomKey {
    /// The custom state CellKit sets while the pointer is over a cell (see `isHovered`).
    public static let hovered = UIConfigurationStateCustomKey("com.cellscope.cellkit.hovered")
}

extension UICellConfigurationState {
    /// Whether the pointer is over the cell (a CellKit custom state; UIKit shows pointer hover with
    /// a hover effect instead of a state flag). CellKit draws iPadOS's pointer highlight for it.
    public var isHovered: Bool {
        get { self[.hovered] as? Bool ?? false }
        set { self[.hovered] = newValue ? true : nil }
    }
}
