import Foundation

/// What a button configuration looks like in its state: colors (dynamic, resolved when drawn),
/// fonts for the traits, and corner rounding. The view layer draws from this.
package struct ButtonAppearance: Equatable {
    /// The title and subtitle color.
    package var foreground: UIColor
    /// The image color (the foreground through `imageColorTransformer`).
    package var imageColor: UIColor
    /// The fill, or nil for none.
    package var background: UIColor?
    /// The outline, or nil for none.
    package var stroke: UIColor?
    package var strokeWidth: CGFloat
    package var titleFont: UIFont
    package var subtitleFont: UIFont
    /// The corner radius, or nil for a capsule (half the height).
    package var cornerRadius: CGFloat?
}

extension UIButtonConfiguration {
    /// The appearance in the styled state (`updated(for:)`; normal when never styled), for a button
    /// whose tint color is `tintColor`, in `traits`.
    ///
    /// Per style (normal state): plain and borderless draw no background and tinted text; gray
    /// and bordered a `secondarySystemFill` background; tinted and borderedTinted the tint at 15 %
    /// opacity; filled and borderedProminent a tint background with white text. Highlighted: plain
    /// text fades to half opacity, backgrounds darken by 15 % (lighten in dark mode). Selected
    /// (unless `automaticallyUpdateForSelection` is off): a tint background with white text, as a
    /// filled button. Disabled: `tertiaryLabel` text on a `tertiarySystemFill` background (none for
    /// plain). UIKit's exact state colors are not documented; these follow what it shows.
    package func appearance(tintColor: UIColor, traits: UITraitCollection) -> ButtonAppearance {
        let state = self.state ?? UIViewConfigurationState(traitCollection: traits)
        let hasBackground = ![.plain, .borderless].contains(style)
        let selected = state.isSelected && automaticallyUpdateForSelection && !state.isDisabled
        var foreground: UIColor
        var fill: UIColor?
        switch style {
        case .plain, .borderless:
            foreground = baseForegroundColor ?? tintColor
        case .gray, .bordered:
            foreground = baseForegroundColor ?? tintColor
            fill = baseBackgroundColor ?? .secondarySystemFill
        case .tinted, .borderedTinted:
            foreground = baseForegroundColor ?? tintColor
            fill = (baseBackgroundColor ?? tintColor).withAlphaComponent(0.15)
        case .filled, .borderedProminent:
            foreground = baseForegroundColor ?? .white
            fill = baseBackgroundColor ?? tintColor
        }
        if selected {
            fill = baseBackgroundColor ?? tintColor
            foreground = style == .filled || style == .borderedProminent ? foreground : .white
        }
        if state.isDisabled {
            foreground = .tertiaryLabel
            fill = hasBackground || selected ? .tertiarySystemFill : nil
        } else if state.isHighlighted {
            if let current = fill {
                fill = Self.highlighted(current, dark: traits.userInterfaceStyle == .dark)
            } else {
                foreground = foreground.withAlphaComponent(0.5)
            }
        }
        if background.customized.contains("backgroundColor") {
            fill = background.backgroundColor.map { background.backgroundColorTransformer?($0) ?? $0 }
        }
        let stroke = background.strokeWidth > 0 ? background.strokeColor ?? tintColor : nil
        return ButtonAppearance(
            foreground: foreground, imageColor: imageColorTransformer.map { $0(foreground) } ?? foreground, background: fill, stroke: stroke, strokeWidth: background.strokeWidth,
            titleFont: UIFont.preferredFont(forTextStyle: titleTextStyle, compatibleWith: traits),
            subtitleFont: UIFont.preferredFont(forTextStyle: subtitleTextStyle, compatibleWith: traits),
            cornerRadius: cornerRadius(traits: traits)
        )
    }

    /// The title's text style for the button size.
    package var titleTextStyle: UIFont.TextStyle {
        switch buttonSize {
        case .mini: .footnote
        case .small: .subheadline
        case .medium, .large: .body
        }
    }

    /// The subtitle's text style for the button size.
    package var subtitleTextStyle: UIFont.TextStyle {
        switch buttonSize {
        case .mini: .caption2
        case .small: .caption1
        case .medium: .footnote
        case .large: .subheadline
        }
    }

    /// The corner radius for the corner style (nil: capsule).
    func cornerRadius(traits: UITraitCollection) -> CGFloat? {
        switch cornerStyle {
        case .fixed: return background.cornerRadius
        case .small: return 4
        case .medium: return 8
        case .large: return 12
        case .capsule: return nil
        case .dynamic:
            let base: CGFloat = switch buttonSize {
            case .mini: 4
            case .small, .medium: 6
            case .large: 8
            }
            return UIFontMetrics(forTextStyle: .body).scaledValue(for: base, compatibleWith: traits)
        }
    }

    /// A background darkened (lightened in dark mode) by 15 %, as a pressed button shows it.
    static func highlighted(_ color: UIColor, dark: Bool) -> UIColor {
        UIColor(dynamicProvider: { traits in
            let rgba = color.rgba(resolvedWith: traits)
            let target: CGFloat = dark ? 1 : 0
            func mix(_ value: CGFloat) -> CGFloat { value + (target - value) * 0.15 }
            return UIColor(red: mix(rgba.red), green: mix(rgba.green), blue: mix(rgba.blue), alpha: rgba.alpha)
        })
    }
}
