import Foundation

/// How a font created by `UIFontMetrics.scaledFont(for:)` scales with Dynamic Type.
struct MetricsScaling: Hashable, Sendable {
    /// The text style whose metrics scale the font.
    var textStyle: UIFont.TextStyle
    /// The font's size at the Large category.
    var basePointSize: CGFloat
    /// The largest size the font may grow to, if capped.
    var maximumPointSize: CGFloat?
}

/// Everything that defines a font.
struct FontSpec: Hashable, Sendable {
    var familyName: String
    var fontName: String?
    var pointSize: CGFloat
    /// The weight that was asked for, before Bold Text.
    var baseWeight: UIFont.Weight
    /// Whether Bold Text raised the weight (system fonts only).
    var boldText: Bool = false
    var isItalic: Bool = false
    var isSystemFont: Bool = true
    var monospacedDigits: Bool = false
    var textStyle: UIFont.TextStyle?
    var metricsScaling: MetricsScaling?

    /// The weight the font draws with.
    var weight: UIFont.Weight { boldText && isSystemFont ? baseWeight.boldTextWeight : baseWeight }
}

/// A font, like UIKit's `UIFont`: an immutable description (family, size, weight, italic, Dynamic Type style)
/// that the view layer turns into a Pango font. The system face is Inter, standing in for SF Pro: system
/// fonts report SF Pro's metrics, as UIKit does (`lineHeight` 1.19336 × the size, 20.287 at 17 pt), and labels
/// lay their lines out at that height with the baseline at SF Pro's ascender and SF Pro's tracking (see
/// `SystemFontMetrics` and `SystemFontTracking`). Fonts named by face (`UIFont(name:size:)`) report Inter's
/// proportions (ascender 0.96875 em, descender −0.2421875 em, cap height 8/11 em, x-height 6/11 em) and draw
/// at Inter's own line height.
open class UIFont: NSObject, @unchecked Sendable {
    /// The font's definition.
    let spec: FontSpec

    /// Creates a font from its definition.
    init(spec: FontSpec) {
        self.spec = spec
        super.init()
    }

    /// The family name of the system font.
    static let systemFamilyName = "Inter"

    // MARK: Metrics

    /// The size in points (1 pt = 1 GTK logical pixel).
    public var pointSize: CGFloat { spec.pointSize }
    /// The family name, "Inter" for system fonts.
    public var familyName: String { spec.familyName }
    /// The face name, e.g. "Inter-SemiBold" or "Inter-BoldItalic" for system fonts.
    public var fontName: String {
        if let name = spec.fontName { return name }
        let face = spec.weight.faceName
        if spec.isItalic { return "\(spec.familyName)-\(face == "Regular" ? "" : face)Italic" }
        return "\(spec.familyName)-\(face)"
    }
    /// Distance from the baseline to the top of the tallest glyphs (positive): for system fonts SF Pro's,
    /// 1950/2048 of the size (16.187 at 17 pt), as UIKit reports it.
    public var ascender: CGFloat {
        spec.isSystemFont ? SystemFontMetrics.ascender(pointSize: pointSize) : pointSize * 0.96875
    }
    /// Distance from the baseline to the bottom of the lowest glyphs (negative): for system fonts SF Pro's,
    /// −494/2048 of the size (−4.1 at 17 pt).
    public var descender: CGFloat {
        spec.isSystemFont ? SystemFontMetrics.descender(pointSize: pointSize) : pointSize * -0.2421875
    }
    /// Extra spacing between lines; 0, as for the iOS system font.
    public var leading: CGFloat { 0 }
    /// The height of one line: ascender − descender (20.287 for the 17-pt system font, as in UIKit).
    public var lineHeight: CGFloat { ascender - descender }
    /// The height of capital letters above the baseline: for system fonts SF Pro's, 1443/2048 of the size.
    public var capHeight: CGFloat {
        spec.isSystemFont ? SystemFontMetrics.capHeight(pointSize: pointSize) : pointSize * 8 / 11
    }
    /// The height of lowercase letters such as "x" above the baseline: for system fonts SF Pro's,
    /// 1084/2048 of the size.
    public var xHeight: CGFloat {
        spec.isSystemFont ? SystemFontMetrics.xHeight(pointSize: pointSize) : pointSize * 6 / 11
    }

    // MARK: Renderer-facing values

    /// The weight the font draws with (Bold Text already applied).
    package var weight: UIFont.Weight { spec.weight }
    /// The CSS / Pango weight, 100 (ultraLight) … 900 (black).
    package var cssWeight: Int { spec.weight.cssWeight }
    /// Whether the font is italic.
    package var isItalic: Bool { spec.isItalic }
    /// The Dynamic Type style the font came from (`preferredFont`), nil for fixed-size fonts.
    package var textStyle: UIFont.TextStyle? { spec.textStyle }
    /// Whether the font is the system font (Inter drawn at SF Pro's metrics), not a font named by face.
    package var isSystemFont: Bool { spec.isSystemFont }
    /// The tracking in points the font draws with: SF Pro's tracking at the size, corrected for Inter's
    /// narrower glyphs, for system fonts (`SystemFontTracking`); 0 for fonts named by face.
    package var tracking: CGFloat { spec.isSystemFont ? SystemFontTracking.inter(pointSize: pointSize) : 0 }
    /// Whether digits should use tabular (monospaced) figures.
    var usesMonospacedDigits: Bool { spec.monospacedDigits }

    /// Returns this font for another trait environment: Dynamic Type fonts (from `preferredFont` or
    /// `UIFontMetrics.scaledFont`) take the size for the traits' content size category, and system fonts
    /// take the Bold Text setting. Fonts with fixed size and a custom family are returned unchanged.
    /// Traits that `traits` leaves unspecified are taken from `UITraitCollection.current`.
    package func resolved(for traits: UITraitCollection) -> UIFont {
        let environment = UITraitCollection.resolvedAgainstCurrent(traits)
        var newSpec = spec
        if let style = spec.textStyle {
            newSpec.pointSize = DynamicTypeTable.pointSize(for: style, category: environment.effectiveContentSizeCategory)
        } else if let scaling = spec.metricsScaling {
            newSpec.pointSize = UIFontMetrics.scaledPointSize(scaling, category: environment.effectiveContentSizeCategory)
        }
        newSpec.boldText = spec.isSystemFont && environment.legibilityWeight == .bold
        return newSpec == spec ? self : UIFont(spec: newSpec)
    }

    // MARK: Deriving fonts

    /// Returns the same font at another size. The result has a fixed size: it no longer follows Dynamic Type.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        var newSpec = spec
        newSpec.pointSize = fontSize
        newSpec.textStyle = nil
        newSpec.metricsScaling = nil
        return UIFont(spec: newSpec)
    }

    // MARK: Equality

    /// Equal when family, face, size, weight, italic and Dynamic Type behaviour match.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other === self || other.spec == spec
    }

    /// A hash consistent with `isEqual(_:)`.
    public override var hash: Int { spec.hashValue }

    /// A CSS-like description, e.g. `font-family: "Inter"; font-weight: 400; font-style: normal; font-size: 17.00pt`.
    public override var description: String {
        let size = String(format: "%.2f", Double(pointSize))
        return "<UIFont> font-family: \"\(familyName)\"; font-weight: \(cssWeight); "
            + "font-style: \(isItalic ? "italic" : "normal"); font-size: \(size)pt"
    }
}
