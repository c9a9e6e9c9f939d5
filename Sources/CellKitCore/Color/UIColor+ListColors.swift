import Foundation

extension UIColor {
    /// UIKit's private plain-list cell background; behaves like `systemBackground`.
    static let tableCellPlainBackground = UIColor.systemBackground
    /// UIKit's private grouped-list cell background; behaves like `secondarySystemGroupedBackground`.
    static let tableCellGroupedBackground = UIColor.secondarySystemGroupedBackground
    /// UIKit's private plain-list selected cell background: `systemGray4`.
    static let tableCellPlainSelectedBackground = UIColor.systemGray4
    /// UIKit's private grouped-list selected cell background; its value is unknown, taken as `systemGray4`.
    static let tableCellGroupedSelectedBackground = UIColor.systemGray4
    /// UIKit's private sidebar background (used behind a reordering sidebar cell); its value is unknown,
    /// taken as `secondarySystemBackground`.
    static let sidebarBackground = UIColor.secondarySystemBackground
    /// UIKit's private background of a swiped sidebar cell; its value is unknown, taken as `systemGray5`.
    static let swipedSidebarCellBackground = UIColor.systemGray5
}
