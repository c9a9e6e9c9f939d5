import Foundation

/// The visual families of list styles; content and background styles of the same family react to state the
/// same way.
package enum ListAppearanceFamily: Hashable, Sendable {
    case plainCell
    case groupedCell
    case sidebarCell
    case accompaniedSidebarCell
    case plainHeaderFooter
    case groupedHeaderFooter
    case sidebarHeader
    case clear

    /// Whether this family belongs to a sidebar.
    package var isSidebar: Bool { self == .sidebarCell || self == .accompaniedSidebarCell || self == .sidebarHeader }

    /// Whether this family is a header or footer.
    var isHeaderOrFooter: Bool {
        self == .plainHeaderFooter || self == .groupedHeaderFooter || self == .sidebarHeader
    }
}

/// State rules shared by background and content configurations.
package enum ListStateStyling {
    /// Whether the background is filled with the tint color, which turns text and images white:
    /// a selected, highlighted (pressed) or drop-targeted sidebar cell, and a list cell that is both
    /// selected and keyboard-focused.
    static func hasTintedBackground(_ family: ListAppearanceFamily, _ flags: ConfigurationStateFlags) -> Bool {
        switch family {
        case .plainCell, .groupedCell: return flags.isFocused && flags.isSelected
        // A pressed sidebar row shows the selection fill right away, so the talk's override can turn
        // icon and text white for highlighted as well as selected rows.
        case .sidebarCell: return flags.isSelected || flags.isHighlighted || flags.isDropTarget
        default: return false
        }
    }

    /// The family an adaptive (iOS 18) style takes in a list environment.
    package static func cellFamily(for environment: UIListEnvironment) -> ListAppearanceFamily {
        if environment.isSidebar { return .sidebarCell }
        if environment.isGrouped { return .groupedCell }
        return .plainCell
    }

    /// The header family for a list environment.
    static func headerFamily(for environment: UIListEnvironment) -> ListAppearanceFamily {
        if environment.isSidebar { return .sidebarHeader }
        if environment.isGrouped { return .groupedHeaderFooter }
        return .plainHeaderFooter
    }

    /// The footer family for a list environment (sidebars use the plain footer look).
    static func footerFamily(for environment: UIListEnvironment) -> ListAppearanceFamily {
        environment.isGrouped ? .groupedHeaderFooter : .plainHeaderFooter
    }
}
