import Foundation

/// The layout numbers of lists and list content, in one place for configurations and the view layer.
/// Values are UIKit's observed defaults (iOS 16–18) unless a comment says otherwise.
package enum ListMetrics {
    /// Row height of a legacy table view.
    package static let defaultRowHeight: CGFloat = 44

    /// Minimum height of a list cell: twice the body line height (44 at Large), growing with Dynamic Type but
    /// capped at the XXXL value (58) for accessibility sizes. Headers and footers have no minimum.
    package static func minimumCellHeight(for category: UIContentSizeCategory) -> CGFloat {
        let capped = min(category.resolvedTableIndex, UIContentSizeCategory.extraExtraExtraLarge.resolvedTableIndex)
        return 2 * DynamicTypeTable.leadings[UIFont.TextStyle.body.tableRow][capped]
    }

    /// Top/bottom margin of list cell content: half the body line height rounded up (11 at Large).
    package static func cellVerticalMargin(for category: UIContentSizeCategory) -> CGFloat {
        (DynamicTypeTable.leading(for: .body, category: category) / 2).rounded(.up)
    }

    /// The space above and below a custom accessory view that is taller than the text (a switch), which
    /// sets the row's height: on the iOS 17/18 look 6.67 points at Large (a row with a 31-point switch is 44.33
    /// points on iOS 17.5), on the iOS 26 look 12.5 (a row with a 28-point switch is 53 points on iOS
    /// 26.2); both measured on simulator renderings, scaled with the cell's vertical margin.
    package static func accessoryVerticalPadding(for category: UIContentSizeCategory, look: SystemLook) -> CGFloat {
        let margin = cellVerticalMargin(for: category)
        return look == .iOS26 ? margin * 12.5 / 11 : margin * (20.0 / 3) / 11
    }

    /// A cell's horizontal layout margin (leading and trailing).
    package static let cellLayoutMargin: CGFloat = 16
    /// The horizontal layout margin on wide screens (390-point and wider phones, landscape phones, iPad).
    package static let wideCellLayoutMargin: CGFloat = 20
    /// The widest screen (in points) that gets the 16-point margins: 320- and 375-point phones do,
    /// 390-, 393- and 430-point phones get 20 (measured on iOS 17 simulator renderings of lists).
    package static let compactScreenWidthLimit: CGFloat = 375

    /// Padding between the content and the trailing edge when no accessory follows.
    static let contentToTrailingEdgePadding: CGFloat = 8
    /// Padding between the content and an accessory.
    package static let contentToAccessoryPadding: CGFloat = 16
    /// Spacing between trailing accessories.
    package static let trailingAccessorySpacing: CGFloat = 8
    /// Spacing between leading accessories.
    package static let leadingAccessorySpacing: CGFloat = 16
    /// Padding around the edit controls (delete, insert, multiselect).
    package static let editControlPadding: CGFloat = 16
    /// Padding around the reorder control.
    package static let reorderControlPadding: CGFloat = 16

    /// Padding between image and text: 16 in cells and headers, 10 in sidebars.
    package static func imageToTextPadding(sidebar: Bool) -> CGFloat { sidebar ? 10 : 16 }
    /// Horizontal padding between text and secondary text when side by side.
    static let textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// Vertical padding between stacked text and secondary text (0 for subtitle styles).
    static func textToSecondaryTextVerticalPadding(subtitle: Bool) -> CGFloat { subtitle ? 0 : 3 }

    /// The width reserved for a symbol image so texts line up across rows: 24 pt (28 in sidebars) scaled by
    /// `UIFontMetrics.default` and rounded to whole points; 0 at accessibility sizes, where UIKit ignores the
    /// reservation.
    package static func symbolReservedWidth(for category: UIContentSizeCategory, sidebar: Bool) -> CGFloat {
        if category.isAccessibilityCategory { return 0 }
        let base: CGFloat = sidebar ? 28 : 24
        return (base * DynamicTypeTable.scaleFactor(for: .body, category: category)).rounded()
    }

    /// The height reserved for a symbol image: the body line height (22 at Large).
    package static func symbolReservedHeight(for category: UIContentSizeCategory) -> CGFloat {
        DynamicTypeTable.leading(for: .body, category: category)
    }

    /// The scale of symbol images and accessories. UIKit steps it down at the largest sizes but the thresholds
    /// are unknown; CellKit uses large up to AX1, medium for AX2–AX3, small for AX4–AX5.
    package static func symbolScale(for category: UIContentSizeCategory) -> UIImage.SymbolScale {
        switch category.resolvedTableIndex {
        case ...7: return .large
        case 8...9: return .medium
        default: return .small
        }
    }

    /// Indentation per outline level: 10 in lists, 20 in sidebars.
    package static func indentationWidth(sidebar: Bool) -> CGFloat { sidebar ? 20 : 10 }

    /// Space above plain-list section headers (iOS 15 `headerTopPadding` default).
    package static let plainHeaderTopPadding: CGFloat = 22
    /// Top margin of a grouped header that belongs to the first section (instead of 17).
    static let groupedFirstSectionHeaderTopMargin: CGFloat = 32
    /// Height of a legacy plain table header (before Dynamic Type scaling).
    static let legacyPlainHeaderHeight: CGFloat = 28
    /// Height of a legacy grouped table header (before Dynamic Type scaling).
    static let legacyGroupedHeaderHeight: CGFloat = 17.5

    /// Corner radius of inset-grouped sections (drawn by the list, not by cell configurations).
    package static let insetGroupedSectionCornerRadius: CGFloat = 10
    /// Corner radius of sidebar cell and header backgrounds, and of grouped header/footer backgrounds.
    static let sidebarCornerRadius: CGFloat = 10

    /// Separator thickness: one device pixel; on the iOS 26 look one point (iOS 26.2 draws a list's
    /// separator as a band on the row's last three pixel rows at 3x, simulator rendering of a plain table).
    package static func separatorThickness(displayScale: CGFloat, look: SystemLook = .iOS17) -> CGFloat {
        look == .iOS26 ? 1 : 1 / max(displayScale, 1)
    }

    /// Opacity of a cell while it is dragged.
    static let draggingAlpha: CGFloat = 0.5
    /// Opacity of a cell's background color while it is reordered.
    static let reorderingBackgroundAlpha: CGFloat = 0.8
    /// Blur radius behind a reordering cell.
    static let reorderingBlurRadius: CGFloat = 4
    /// Duration of the editing-mode transition in seconds.
    static let editingTransitionDuration: TimeInterval = 0.3

    /// The shadow under a reordering cell. UIKit's values are not documented; CellKit uses black at 20 %
    /// opacity, radius 8, offset 0 × 2.
    static var reorderingShadow: UIShadowProperties {
        var shadow = UIShadowProperties()
        shadow.opacity = 0.2
        shadow.radius = 8
        shadow.offset = CGSize(width: 0, height: 2)
        return shadow
    }
}
