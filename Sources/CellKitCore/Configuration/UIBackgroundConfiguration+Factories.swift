import Foundation

extension UIBackgroundConfiguration {
    /// A background with no fill and no stroke (clear color and clear stroke).
    public static func clear() -> UIBackgroundConfiguration { styled(.clear) }

    /// The adaptive list cell background (iOS 18): plain, grouped or sidebar look depending on the
    /// `listEnvironment` trait (plain when unspecified); re-adapts in `updated(for:)`.
    public static func listCell() -> UIBackgroundConfiguration { styled(.listCell) }

    /// The adaptive list header background (iOS 18), depending on the `listEnvironment` trait.
    public static func listHeader() -> UIBackgroundConfiguration { styled(.listHeader) }

    /// The adaptive list footer background (iOS 18), depending on the `listEnvironment` trait.
    public static func listFooter() -> UIBackgroundConfiguration { styled(.listFooter) }

    /// A plain-list cell background: system background, grey when highlighted or selected.
    /// Deprecated in iOS 18 in favour of `listCell()`.
    public static func listPlainCell() -> UIBackgroundConfiguration { styled(.listPlainCell) }

    /// A grouped / inset-grouped list cell background: secondary grouped background, grey when selected.
    /// Deprecated in iOS 18 in favour of `listCell()`.
    public static func listGroupedCell() -> UIBackgroundConfiguration { styled(.listGroupedCell) }

    /// A sidebar cell background: clear, tint-filled with 10 pt corners when selected.
    /// Deprecated in iOS 18 in favour of `listCell()`.
    public static func listSidebarCell() -> UIBackgroundConfiguration { styled(.listSidebarCell) }

    /// The background of a sidebar cell shown beside a supplementary column: a grey pill when selected.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
        styled(.listAccompaniedSidebarCell)
    }

    /// A plain-list header/footer background: clear, blurred while pinned.
    /// Deprecated in iOS 18 in favour of `listHeader()` / `listFooter()`.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { styled(.listPlainHeaderFooter) }

    /// A grouped-list header/footer background: clear, 10 pt corners.
    /// Deprecated in iOS 18 in favour of `listHeader()` / `listFooter()`.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { styled(.listGroupedHeaderFooter) }

    /// A sidebar header background: clear, 10 pt corners. Deprecated in iOS 18 in favour of `listHeader()`.
    public static func listSidebarHeader() -> UIBackgroundConfiguration { styled(.listSidebarHeader) }

    /// A style's default in the normal state of `UITraitCollection.current`.
    static func styled(_ style: Style) -> UIBackgroundConfiguration {
        styled(style, traits: .current, states: [])
    }

    /// A style's defaults for a state. Values marked "guess" in comments are CellKit's choices where UIKit's
    /// behaviour is not documented.
    package static func styled(_ style: Style, traits: UITraitCollection, states: CellSystemStates) -> UIBackgroundConfiguration {
        let key = StyleCacheKey(style: style.rawValue, traits: traits, states: states)
        return backgroundStyleCache.value(for: key) { makeStyled(style, traits: key.traits, states: key.states) }
    }

    private static func makeStyled(_ style: Style, traits: UITraitCollection, states: CellSystemStates) -> UIBackgroundConfiguration {
        let family = style.family(for: traits.listEnvironment)
        var c = UIBackgroundConfiguration(style: style, family: family)
        let tinted = family.hasTintedBackground(states)
        switch family {
        case .clear:
            c.backgroundColor = .clear
            c.strokeColor = .clear
        case .plainCell, .groupedCell:
            let base: UIColor = family == .plainCell ? .tableCellPlainBackground : .tableCellGroupedBackground
            let selected: UIColor = family == .plainCell
                ? .tableCellPlainSelectedBackground : .tableCellGroupedSelectedBackground
            if states.contains(.reordering) {
                c.applyReorderingLook(base: base)
            } else if tinted {
                c.backgroundColor = nil
            } else if states.contains(.focused) {
                c.backgroundColor = nil
                c.backgroundColorTransformer = .focus
            } else if states.contains(.dropTargeted) && states.contains(.highlighted) {
                c.backgroundColor = .systemGray2
            } else if states.contains(.highlighted) || states.contains(.dropTargeted) {
                c.backgroundColor = selected
            } else if states.contains(.selected) {
                // Editing too: iOS 17 fills a row selected in multiple-selection editing with #D1D1D6
                // (systemGray4, measured on a simulator rendering), as outside editing.
                c.backgroundColor = selected
            } else {
                c.backgroundColor = base
            }
        case .sidebarCell, .accompaniedSidebarCell:
            c.cornerRadius = ListMetrics.sidebarCornerRadius
            if states.contains(.reordering) {
                c.applyReorderingLook(base: .sidebarBackground)
            } else if tinted {
                c.backgroundColor = nil
            } else if family == .accompaniedSidebarCell && (states.contains(.selected) || states.contains(.dropTargeted)) {
                c.backgroundColor = states.contains(.highlighted) ? .systemFill : .secondarySystemFill
            } else if states.contains(.highlighted) {
                c.backgroundColor = .systemFill  // guess for UIKit's internal highlight transformer
            } else if states.contains(.swiped) {
                c.backgroundColor = .swipedSidebarCellBackground
            } else {
                c.backgroundColor = .clear
            }
            if states.contains(.disabled) { c.backgroundColorTransformer = .disabledDimming }
        case .plainHeaderFooter:
            c.backgroundColor = .clear
            if states.contains(.pinned) { c.visualEffect = UIBlurEffect(style: .systemChromeMaterial) }
        case .groupedHeaderFooter:
            c.backgroundColor = .clear
            c.cornerRadius = ListMetrics.sidebarCornerRadius
        case .sidebarHeader:
            c.backgroundColor = states.contains(.highlighted) ? .systemFill : .clear
            c.cornerRadius = ListMetrics.sidebarCornerRadius
        }
        if family.isSidebar, states.contains(.focused), !tinted {
            // Keyboard focus on a sidebar row that is not filled with the tint (a header, a row not
            // selected) shows as a 2-point ring in the tint color inside the row's rounded shape, as
            // GTK draws a focus-visible row. UIKit's iPad focus effect is not documented for sidebars;
            // the ring is CellKit's choice.
            c.strokeColor = nil
            c.strokeWidth = 2
            c.strokeOutset = -1
        }
        c.customized = CustomizationRecord()
        return c
    }

    /// The look of a cell being reordered: its color at 80 % alpha over a radius-4 blur, with a shadow.
    private mutating func applyReorderingLook(base: UIColor) {
        backgroundColor = base.withAlphaComponent(ListMetrics.reorderingBackgroundAlpha)
        visualEffect = UIBlurEffect(blurRadius: ListMetrics.reorderingBlurRadius)
        shadowProperties = ListMetrics.reorderingShadow
    }
}
