import CellKit

/// A `UIListContentConfiguration` style, by the name of its factory (`subtitleCell` is
/// `UIListContentConfiguration.subtitleCell()`).
enum PrototypeContentStyle: String, CaseIterable, Sendable {
    case cell, subtitleCell, valueCell
    case sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell
    case header, footer, plainHeader, plainFooter, groupedHeader, groupedFooter
    case sidebarHeader, prominentInsetGroupedHeader, extraProminentInsetGroupedHeader

    /// The configuration the factory makes.
    var configuration: UIListContentConfiguration {
        switch self {
        case .cell: .cell()
        case .subtitleCell: .subtitleCell()
        case .valueCell: .valueCell()
        case .sidebarCell: .sidebarCell()
        case .sidebarSubtitleCell: .sidebarSubtitleCell()
        case .accompaniedSidebarCell: .accompaniedSidebarCell()
        case .accompaniedSidebarSubtitleCell: .accompaniedSidebarSubtitleCell()
        case .header: .header()
        case .footer: .footer()
        case .plainHeader: .plainHeader()
        case .plainFooter: .plainFooter()
        case .groupedHeader: .groupedHeader()
        case .groupedFooter: .groupedFooter()
        case .sidebarHeader: .sidebarHeader()
        case .prominentInsetGroupedHeader: .prominentInsetGroupedHeader()
        case .extraProminentInsetGroupedHeader: .extraProminentInsetGroupedHeader()
        }
    }
}
