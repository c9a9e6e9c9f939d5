import CellKit
import Foundation

/// A list content configuration style, named after its factory.
enum ContentStyle: String, CaseIterable, Sendable {
    case cell, subtitleCell, valueCell, sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell,
         accompaniedSidebarSubtitleCell, plainHeader, plainFooter, groupedHeader, groupedFooter,
         prominentInsetGroupedHeader, extraProminentInsetGroupedHeader, sidebarHeader, header, footer

    /// A fresh configuration of this style.
    var configuration: UIListContentConfiguration {
        switch self {
        case .cell: .cell()
        case .subtitleCell: .subtitleCell()
        case .valueCell: .valueCell()
        case .sidebarCell: .sidebarCell()
        case .sidebarSubtitleCell: .sidebarSubtitleCell()
        case .accompaniedSidebarCell: .accompaniedSidebarCell()
        case .accompaniedSidebarSubtitleCell: .accompaniedSidebarSubtitleCell()
        case .plainHeader: .plainHeader()
        case .plainFooter: .plainFooter()
        case .groupedHeader: .groupedHeader()
        case .groupedFooter: .groupedFooter()
        case .prominentInsetGroupedHeader: .prominentInsetGroupedHeader()
        case .extraProminentInsetGroupedHeader: .extraProminentInsetGroupedHeader()
        case .sidebarHeader: .sidebarHeader()
        case .header: .header()
        case .footer: .footer()
        }
    }

    /// Cell styles show an image; header and footer styles show text only.
    var showsImage: Bool {
        switch self {
        case .cell, .subtitleCell, .valueCell, .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell,
             .accompaniedSidebarSubtitleCell: true
        default: false
        }
    }
}

/// A background configuration style, named after its factory.
enum BackgroundStyle: String, CaseIterable, Sendable {
    case listPlainCell, listGroupedCell, listSidebarCell, listAccompaniedSidebarCell, listPlainHeaderFooter,
         listGroupedHeaderFooter, listSidebarHeader, clear, listCell, listHeader, listFooter

    /// A fresh configuration of this style.
    var configuration: UIBackgroundConfiguration {
        switch self {
        case .listPlainCell: .listPlainCell()
        case .listGroupedCell: .listGroupedCell()
        case .listSidebarCell: .listSidebarCell()
        case .listAccompaniedSidebarCell: .listAccompaniedSidebarCell()
        case .listPlainHeaderFooter: .listPlainHeaderFooter()
        case .listGroupedHeaderFooter: .listGroupedHeaderFooter()
        case .listSidebarHeader: .listSidebarHeader()
        case .clear: .clear()
        case .listCell: .listCell()
        case .listHeader: .listHeader()
        case .listFooter: .listFooter()
        }
    }
}

/// One row of the styles reference.
enum StyleSample: Hashable, Sendable {
    case content(ContentStyle)
    case background(BackgroundStyle)

    /// The factory call the row shows, such as "subtitleCell()".
    var factoryCall: String {
        switch self {
        case .content(let style): "\(style.rawValue)()"
        case .background(let style): "\(style.rawValue)()"
        }
    }

    /// The factory name in kebab case, such as "subtitle-cell" or "list-plain-cell" (content and
    /// background factory names never coincide).
    var id: String {
        switch self {
        case .content(let style): Self.words(style.rawValue).joined(separator: "-")
        case .background(let style): Self.words(style.rawValue).joined(separator: "-")
        }
    }

    /// A human title, such as "Subtitle cell content".
    var title: String {
        switch self {
        case .content(let style): Self.sentence(style.rawValue) + " content"
        case .background(let style): Self.sentence(style.rawValue) + " background"
        }
    }

    private static func words(_ camelCase: String) -> [String] {
        var words: [String] = []
        for character in camelCase {
            if character.isUppercase || words.isEmpty { words.append("") }
            words[words.count - 1].append(character.lowercased())
        }
        return words
    }

    private static func sentence(_ camelCase: String) -> String {
        let text = words(camelCase).joined(separator: " ")
        return text.prefix(1).uppercased() + text.dropFirst()
    }
}
