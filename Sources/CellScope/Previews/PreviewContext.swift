import CellKit
import Foundation

/// What a demo is shown with: the canvas width and the traits of the whole canvas.
public struct PreviewContext: Hashable, Sendable {
    /// The canvas width in points (layout margins follow it: 16, or 20 above 400 points).
    public var width: CGFloat = 375
    /// The Dynamic Type size.
    public var contentSizeCategory: UIContentSizeCategory = .large
    /// Light or dark.
    public var userInterfaceStyle: UIUserInterfaceStyle = .light
    /// Left-to-right or right-to-left.
    public var layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight
    /// Bold Text.
    public var isBoldText = false
    /// Increase Contrast.
    public var isHighContrast = false
    /// The tint color (nil: the system tint).
    public var tintColor: UIColor?

    /// The default context: 375 points, Large text, light, left to right.
    public init() {}

    /// Writes these traits into trait overrides.
    public func apply(to overrides: inout UITraitOverrides) {
        overrides.preferredContentSizeCategory = contentSizeCategory
        overrides.userInterfaceStyle = userInterfaceStyle
        overrides.layoutDirection = layoutDirection
        overrides.legibilityWeight = isBoldText ? .bold : .regular
        overrides.accessibilityContrast = isHighContrast ? .high : .normal
    }
}
