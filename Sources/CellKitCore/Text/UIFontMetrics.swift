import Foundation

/// Scales custom fonts and layout values with Dynamic Type, like UIKit's `UIFontMetrics`.
/// Values are multiplied by the text style's line-height ratio (leading at the size / leading at Large),
/// which is how UIKit scales custom values; scaled font sizes are rounded to whole points.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The text style whose metrics this object uses.
    let textStyle: UIFont.TextStyle

    /// Metrics for `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// Metrics for the body style.
    public class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// Scales a font designed for the Large size to the current environment's size.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// Scales a font to the current size, never above `maximumPointSize` (0 or less means no limit).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// Scales a font to the size of `traitCollection` (nil: the current environment).
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// Scales a font to the size of `traitCollection`, never above `maximumPointSize` (0 or less: no limit).
    /// The result keeps scaling when re-resolved for another content size category.
    public func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let traits = UITraitCollection.resolvedAgainstCurrent(traitCollection)
        let scaling = MetricsScaling(
            textStyle: textStyle,
            basePointSize: font.spec.metricsScaling?.basePointSize ?? font.pointSize,
            maximumPointSize: maximumPointSize > 0 ? maximumPointSize : nil
        )
        var spec = font.spec
        spec.textStyle = nil
        spec.metricsScaling = scaling
        spec.pointSize = Self.scaledPointSize(scaling, category: traits.effectiveContentSizeCategory)
        return UIFont(spec: spec)
    }

    /// Scales a layout value (e.g. a margin) designed for Large to the current environment's size.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// Scales a layout value to the size of `traitCollection` (nil: the current environment). Not rounded.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        let traits = UITraitCollection.resolvedAgainstCurrent(traitCollection)
        return value * DynamicTypeTable.scaleFactor(for: textStyle, category: traits.effectiveContentSizeCategory)
    }

    /// The rounded, capped size of a metrics-scaled font at `category`.
    static func scaledPointSize(_ scaling: MetricsScaling, category: UIContentSizeCategory) -> CGFloat {
        let factor = DynamicTypeTable.scaleFactor(for: scaling.textStyle, category: category)
        let size = (scaling.basePointSize * factor).rounded()
        if let maximum = scaling.maximumPointSize { return min(size, maximum) }
        return size
    }
}
