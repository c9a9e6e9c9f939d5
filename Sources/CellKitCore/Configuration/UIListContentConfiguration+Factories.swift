import Foundation

extension UIListContentConfiguration {
    /// A list cell: body text; caption secondary text stacked below (iOS 18: sidebar look in sidebars).
    public static func cell() -> UIListContentConfiguration { styled(.cell) }
    /// A cell with secondary text below the text, without spacing between them.
    public static func subtitleCell() -> UIListContentConfiguration { styled(.subtitleCell) }
    /// A cell with secondary text as a grey value at the trailing side (stacked when it does not fit).
    public static func valueCell() -> UIListContentConfiguration { styled(.valueCell) }
    /// The adaptive header (iOS 18): plain, grouped or sidebar look from the `listEnvironment` trait.
    public static func header() -> UIListContentConfiguration { styled(.header) }
    /// The adaptive footer (iOS 18): grouped look in grouped lists, plain elsewhere.
    public static func footer() -> UIListContentConfiguration { styled(.footer) }
    /// A plain-list header: emphasized subheadline in secondary label color. Deprecated in iOS 18 (`header()`).
    public static func plainHeader() -> UIListContentConfiguration { styled(.plainHeader) }
    /// A plain-list footer. Deprecated in iOS 18 (`footer()`).
    public static func plainFooter() -> UIListContentConfiguration { styled(.plainFooter) }
    /// A grouped-list header: uppercase footnote in secondary label color. Deprecated in iOS 18 (`header()`).
    public static func groupedHeader() -> UIListContentConfiguration { styled(.groupedHeader) }
    /// A grouped-list footer: footnote in secondary label color. Deprecated in iOS 18 (`footer()`).
    public static func groupedFooter() -> UIListContentConfiguration { styled(.groupedFooter) }
    /// A prominent inset-grouped header: bold title 3 in label color (iOS 15).
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        styled(.prominentInsetGroupedHeader)
    }
    /// An extra-prominent inset-grouped header: bold title 2 in label color (iOS 15).
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        styled(.extraProminentInsetGroupedHeader)
    }
    /// A sidebar cell: one line of body text that shrinks and tightens before truncating.
    /// Deprecated in iOS 18 (`cell()`).
    public static func sidebarCell() -> UIListContentConfiguration { styled(.sidebarCell) }
    /// A sidebar cell with stacked secondary text. Deprecated in iOS 18 (`subtitleCell()`).
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { styled(.sidebarSubtitleCell) }
    /// A sidebar section header: bold title 3. Deprecated in iOS 18 (`header()`).
    public static func sidebarHeader() -> UIListContentConfiguration { styled(.sidebarHeader) }
    /// A cell of a sidebar shown beside a supplementary column (its selection is grey, text stays label).
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { styled(.accompaniedSidebarCell) }
    /// An accompanied sidebar cell with stacked secondary text.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
        styled(.accompaniedSidebarSubtitleCell)
    }

    /// A style's defaults in the normal state of `UITraitCollection.current`.
    static func styled(_ style: Style) -> UIListContentConfiguration {
        styled(style, traits: .current, states: [])
    }
}
