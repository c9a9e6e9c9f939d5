import Foundation

extension UIListContentConfiguration {
    /// The factory that made a configuration.
    package enum Style: String, Hashable, Sendable, CaseIterable {
        case cell, subtitleCell, valueCell, header, footer
        case plainHeader, plainFooter, groupedHeader, groupedFooter
        case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader
        case sidebarCell, sidebarSubtitleCell, sidebarHeader
        case accompaniedSidebarCell, accompaniedSidebarSubtitleCell

        /// The concrete look in a list environment. The iOS 18 adaptive styles follow the environment:
        /// `cell`/`subtitleCell`/`valueCell` take the sidebar look in sidebars; `header` is plain, grouped or
        /// sidebar; `footer` is grouped in grouped lists and plain elsewhere.
        package func look(for environment: UIListEnvironment) -> Look {
            switch self {
            case .cell: return environment.isSidebar ? .sidebarCell : .cell
            case .subtitleCell: return environment.isSidebar ? .sidebarSubtitleCell : .subtitleCell
            case .valueCell: return environment.isSidebar ? .sidebarValueCell : .valueCell
            case .header:
                if environment.isSidebar { return .sidebarHeader }
                return environment.isGrouped ? .groupedHeader : .plainHeader
            case .footer: return environment.isGrouped ? .groupedFooter : .plainFooter
            case .plainHeader: return .plainHeader
            case .plainFooter: return .plainFooter
            case .groupedHeader: return .groupedHeader
            case .groupedFooter: return .groupedFooter
            case .prominentInsetGroupedHeader: return .prominentInsetGroupedHeader
            case .extraProminentInsetGroupedHeader: return .extraProminentInsetGroupedHeader
            case .sidebarCell: return .sidebarCell
            case .sidebarSubtitleCell: return .sidebarSubtitleCell
            case .sidebarHeader: return .sidebarHeader
            case .accompaniedSidebarCell: return .accompaniedSidebarCell
            case .accompaniedSidebarSubtitleCell: return .accompaniedSidebarSubtitleCell
            }
        }
    }

    /// A concrete look: what a style looks like once adapted to its environment.
    package enum Look: Hashable, Sendable {
        case cell, subtitleCell, valueCell
        case sidebarCell, sidebarSubtitleCell, sidebarValueCell
        case accompaniedSidebarCell, accompaniedSidebarSubtitleCell
        case plainHeader, plainFooter, groupedHeader, groupedFooter
        case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader
        case sidebarHeader

        /// The visual family (content does not distinguish plain from grouped cells).
        var family: ListAppearanceFamily {
            switch self {
            case .cell, .subtitleCell, .valueCell: return .plainCell
            case .sidebarCell, .sidebarSubtitleCell, .sidebarValueCell: return .sidebarCell
            case .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell: return .accompaniedSidebarCell
            case .plainHeader, .plainFooter: return .plainHeaderFooter
            case .groupedHeader, .groupedFooter, .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader:
                return .groupedHeaderFooter
            case .sidebarHeader: return .sidebarHeader
            }
        }

        /// Whether the look is a cell (cells have a minimum height; headers and footers do not).
        package var isCell: Bool { !family.isHeaderOrFooter }

        /// Whether the look belongs to a sidebar.
        package var isSidebar: Bool { family.isSidebar }

        /// Whether texts are stacked without vertical padding.
        var isSubtitle: Bool {
            self == .subtitleCell || self == .sidebarSubtitleCell || self == .accompaniedSidebarSubtitleCell
        }

        /// Whether the secondary text is a value next to the text.
        var isValue: Bool { self == .valueCell || self == .sidebarValueCell }
    }

    /// The look the configuration has in the environment it was styled for.
    package var look: Look { style.look(for: styledTraits.listEnvironment) }
}
