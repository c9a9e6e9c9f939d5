import Foundation

extension UIListContentConfiguration {
    /// A style's defaults for a state: fonts and metrics for the traits' Dynamic Type size, colors for the
    /// system states, and the accessibility-size layout flags. `traits` are complete (resolved against
    /// `UITraitCollection.current`). Values are UIKit's observed defaults (iOS 16–18);
    /// comments mark CellKit's choices where UIKit's behaviour is unknown.
    package static func styled(_ style: Style, traits: UITraitCollection, states: CellSystemStates) -> UIListContentConfiguration {
        let key = StyleCacheKey(style: style.rawValue, traits: traits, states: states)
        return listContentStyleCache.value(for: key) { makeStyled(style, traits: key.traits, states: key.states) }
    }

    private static func makeStyled(_ style: Style, traits: UITraitCollection, states: CellSystemStates) -> UIListContentConfiguration {
        let category = traits.effectiveContentSizeCategory
        var c = UIListContentConfiguration(style: style, traits: traits)
        let look = c.look

        func font(_ textStyle: UIFont.TextStyle, _ weight: UIFont.Weight? = nil) -> UIFont {
            UIFont.preferredFont(
                forTextStyle: textStyle, weight: weight ?? DynamicTypeTable.weight(for: textStyle),
                compatibleWith: traits)
        }
        /// A vertical metric designed for Large, scaled with the text style and rounded (CellKit's rule).
        func scaled(_ value: CGFloat, _ textStyle: UIFont.TextStyle) -> CGFloat {
            (value * DynamicTypeTable.scaleFactor(for: textStyle, category: category)).rounded()
        }
        func margins(_ top: CGFloat, _ leading: CGFloat, _ bottom: CGFloat, _ trailing: CGFloat)
            -> NSDirectionalEdgeInsets
        {
            NSDirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
        }

        let cellMargin = ListMetrics.cellVerticalMargin(for: category)
        var primaryColor: UIColor = .label
        var secondaryColor: UIColor = .secondaryLabel
        c.axesPreservingSuperviewLayoutMargins = .horizontal
        c.imageToTextPadding = ListMetrics.imageToTextPadding(sidebar: look.isSidebar)
        c.textToSecondaryTextHorizontalPadding = ListMetrics.textToSecondaryTextHorizontalPadding
        c.textToSecondaryTextVerticalPadding = ListMetrics.textToSecondaryTextVerticalPadding(subtitle: look.isSubtitle)
        c.textProperties.showsExpansionTextWhenTruncated = look.isCell
        c.secondaryTextProperties.showsExpansionTextWhenTruncated = look.isCell

        switch look {
        case .cell:
            c.textProperties.font = font(.body)
            c.secondaryTextProperties.font = font(.caption1)
            secondaryColor = .label
            c.directionalLayoutMargins = margins(cellMargin, 16, cellMargin, 8)
        case .subtitleCell:
            c.textProperties.font = font(.body)
            c.secondaryTextProperties.font = font(.caption1)
            secondaryColor = .label
            let vertical = scaled(4, .body)  // 4 pt at Large; scaling is CellKit's choice
            c.directionalLayoutMargins = margins(vertical, 16, vertical, 8)
        case .valueCell:
            c.textProperties.font = font(.body)
            c.secondaryTextProperties.font = font(.body)
            c.prefersSideBySideTextAndSecondaryText = true
            c.directionalLayoutMargins = margins(cellMargin, 16, cellMargin, 8)
        case .sidebarCell, .sidebarSubtitleCell, .sidebarValueCell, .accompaniedSidebarCell,
            .accompaniedSidebarSubtitleCell:
            c.textProperties.font = font(.body)
            c.secondaryTextProperties.font = font(look == .sidebarValueCell ? .body : .footnote)
            c.prefersSideBySideTextAndSecondaryText = look == .sidebarValueCell
            // Vertical margins as in list cells (CellKit's choice); 8 pt horizontally.
            c.directionalLayoutMargins = margins(cellMargin, 8, cellMargin, 8)
            for keyPath in [\UIListContentConfiguration.textProperties, \.secondaryTextProperties] {
                c[keyPath: keyPath].numberOfLines = 1
                c[keyPath: keyPath].adjustsFontSizeToFitWidth = true
                c[keyPath: keyPath].minimumScaleFactor = 0.9
                c[keyPath: keyPath].allowsDefaultTighteningForTruncation = true
            }
        case .plainHeader, .plainFooter:
            c.textProperties.font = font(.subheadline, .bold)
            c.secondaryTextProperties.font = font(.subheadline)
            primaryColor = .secondaryLabel
            let vertical = scaled(4, .subheadline)
            c.directionalLayoutMargins = margins(vertical, 8, vertical, 8)
        case .groupedHeader:
            c.textProperties.font = font(.footnote)
            c.textProperties.transform = .uppercase
            c.secondaryTextProperties.font = font(.footnote)
            primaryColor = .secondaryLabel
            c.directionalLayoutMargins = margins(scaled(17, .footnote), 8, scaled(6, .footnote), 8)
        case .groupedFooter:
            c.textProperties.font = font(.footnote)
            c.secondaryTextProperties.font = font(.footnote)
            primaryColor = .secondaryLabel
            c.directionalLayoutMargins = margins(scaled(6, .footnote), 8, scaled(12, .footnote), 8)
        case .prominentInsetGroupedHeader:
            c.textProperties.font = font(.title3, .bold)
            c.secondaryTextProperties.font = font(.subheadline)
            c.axesPreservingSuperviewLayoutMargins = []
            c.directionalLayoutMargins = margins(scaled(8, .title3), 3, scaled(11, .title3), 3)
        case .extraProminentInsetGroupedHeader:
            c.textProperties.font = font(.title2, .bold)
            c.secondaryTextProperties.font = font(.subheadline)
            c.axesPreservingSuperviewLayoutMargins = []
            c.directionalLayoutMargins = margins(scaled(9, .title2), 3, scaled(10, .title2), 3)
        case .sidebarHeader:
            c.textProperties.font = font(.title3, .bold)
            c.secondaryTextProperties.font = font(.footnote)
            c.directionalLayoutMargins = margins(0, 8, 0, 8)
        }

        let family = look.family
        if states.contains(.disabled) {
            if family.isHeaderOrFooter {
                primaryColor = .quaternaryLabel
                secondaryColor = .quaternaryLabel
            } else if family.isSidebar {
                primaryColor = .quaternaryLabel
                secondaryColor = .quaternaryLabel
                c.imageProperties.tintColorTransformer = .disabledDimming
            } else {
                primaryColor = .tertiaryLabel
                secondaryColor = look.isValue ? .quaternaryLabel : .tertiaryLabel
                c.imageProperties.tintColor = .tertiaryLabel
            }
        } else if family.hasTintedBackground(states) {
            primaryColor = .white
            secondaryColor = UIColor.white.withAlphaComponent(0.8)
            c.imageProperties.tintColor = .white
        } else if family.isHeaderOrFooter && states.contains(.highlighted) {
            c.textProperties.colorTransformer = .highlight
            c.secondaryTextProperties.colorTransformer = .highlight
        }
        c.textProperties.color = primaryColor
        c.secondaryTextProperties.color = secondaryColor

        if category.isAccessibilityCategory {
            c.prefersSideBySideTextAndSecondaryText = false
            if look.isSidebar && look.isCell {
                for keyPath in [\UIListContentConfiguration.textProperties, \.secondaryTextProperties] {
                    c[keyPath: keyPath].numberOfLines = 0
                    c[keyPath: keyPath].adjustsFontSizeToFitWidth = false
                    c[keyPath: keyPath].allowsDefaultTighteningForTruncation = false
                }
            }
        }

        c.resetCustomizations()
        return c
    }

    /// Forgets every customization (after building a style's defaults).
    private mutating func resetCustomizations() {
        customized = CustomizationRecord()
        imageProperties.customized = CustomizationRecord()
        textProperties.customized = CustomizationRecord()
        secondaryTextProperties.customized = CustomizationRecord()
    }
}
