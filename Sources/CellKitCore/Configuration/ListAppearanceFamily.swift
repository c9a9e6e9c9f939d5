import Foundation

/// The visual families of list styles; content and background styles of the same family react to state the
/// same way. The adaptive (iOS 18) styles `cell`, `header`, `footer`, `listCell()`, `listHeader()` and
/// `listFooter()` take their family from the list environment (`cell(for:)`, `header(for:)`, `footer(for:)`).
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

    /// Whether a cell of this family in `states` has its background filled with the tint color, which turns
    /// text and images white: a selected, highlighted (pressed) or drop-targeted sidebar cell, and a list
    /// cell that is both selected and keyboard-focused. Background and content styles both ask this.
    func hasTintedBackground(_ states: CellSystemStates) -> Bool {
        switch self {
        case .plainCell, .groupedCell: return states.isSuperset(of: [.focused, .selected])
        // A pressed sidebar row shows the selection fill right away, so the white text and icon of a
        // selected sidebar row (UIKit's sidebar cells draw them on the tint fill) apply while it is
        // highlighted too.
        case .sidebarCell: return !states.isDisjoint(with: [.selected, .highlighted, .dropTargeted])
        default: return false
        }
    }

    /// The family an adaptive (iOS 18) cell style takes in a list environment.
    package static func cell(for environment: UIListEnvironment) -> ListAppearanceFamily {
        if environment.isSidebar { return .sidebarCell }
        if environment.isGrouped { return .groupedCell }
        return .plainCell
    }

    /// The header family for a list environment.
    static func header(for environment: UIListEnvironment) -> ListAppearanceFamily {
        if environment.isSidebar { return .sidebarHeader }
        if environment.isGrouped { return .groupedHeaderFooter }
        return .plainHeaderFooter
    }

    /// The footer family for a list environment (sidebars use the plain footer look).
    static func footer(for environment: UIListEnvironment) -> ListAppearanceFamily {
        environment.isGrouped ? .groupedHeaderFooter : .plainHeaderFooter
    }
}
