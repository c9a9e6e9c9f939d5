import Foundation

/// Where the image sits vertically relative to the text.
enum ListContentImageAlignment: Hashable, Sendable {
    /// Centered against the text block (normal sizes).
    case centered
    /// Aligned with the first line of text (accessibility sizes).
    case firstTextLine
}

/// The layout decisions for a list content configuration in the environment it was styled for, read by
/// `UIListContentView`.
struct ListContentLayout: Hashable, Sendable {
    /// Whether the environment uses an accessibility text size.
    var isAccessibilitySize: Bool
    /// Whether text and secondary text are placed side by side when they fit (never at accessibility sizes).
    var allowsSideBySide: Bool
    /// The default box of symbol images when `reservedLayoutSize` is zero (width 0 at accessibility sizes,
    /// where the width reservation is ignored).
    var symbolReservedSize: CGSize
    /// Whether a non-zero reserved width is honoured (false at accessibility sizes).
    var honorsReservedWidth: Bool
    /// Vertical image placement.
    var imageAlignment: ListContentImageAlignment
    /// Whether text wraps around the image (starts at the leading edge below it). UIKit's conditions are
    /// unknown; CellKit uses it from AX3 (accessibilityExtraLarge) up.
    var textWrapsAroundImage: Bool
    /// The symbol scale for images.
    var symbolScale: UIImage.SymbolScale
    /// The minimum height (cells only; 0 for headers and footers).
    var minimumHeight: CGFloat
}

extension UIListContentConfiguration {
    /// The layout decisions for the environment this configuration was styled for.
    var layout: ListContentLayout {
        let category = styledTraits.effectiveContentSizeCategory
        let isAX = category.isAccessibilityCategory
        let sidebar = look.isSidebar
        return ListContentLayout(
            isAccessibilitySize: isAX,
            allowsSideBySide: prefersSideBySideTextAndSecondaryText && !isAX,
            symbolReservedSize: CGSize(
                width: ListMetrics.symbolReservedWidth(for: category, sidebar: sidebar),
                height: ListMetrics.symbolReservedHeight(for: category)),
            honorsReservedWidth: !isAX,
            imageAlignment: isAX ? .firstTextLine : .centered,
            textWrapsAroundImage: category >= .accessibilityExtraLarge,
            symbolScale: ListMetrics.symbolScale(for: category),
            minimumHeight: look.isCell ? ListMetrics.minimumCellHeight(for: category) : 0
        )
    }

    /// The symbol configuration images are drawn with: the primary font's text style (body when it has none)
    /// at the layout's symbol scale, for the styled traits, with `preferredSymbolConfiguration` on top.
    var effectiveSymbolConfiguration: UIImage.SymbolConfiguration {
        let base = UIImage.SymbolConfiguration(
            textStyle: textProperties.font.textStyle ?? .body, scale: layout.symbolScale
        ).withTraitCollection(styledTraits)
        return base.applying(imageProperties.preferredSymbolConfiguration)
    }

    /// The primary text to draw: attributed text's string or text, with the text transform applied.
    var displayedText: String? {
        guard let raw = attributedText?.string ?? text else { return nil }
        return textProperties.transform.apply(to: raw)
    }

    /// The secondary text to draw, with its transform applied.
    var displayedSecondaryText: String? {
        guard let raw = secondaryAttributedText?.string ?? secondaryText else { return nil }
        return secondaryTextProperties.transform.apply(to: raw)
    }
}
