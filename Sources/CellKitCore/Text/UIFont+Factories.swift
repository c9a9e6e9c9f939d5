import Foundation

extension UIFont {
    /// The font for a Dynamic Type text style at the current environment's content size category
    /// (`UITraitCollection.current`), with Bold Text applied when it is on.
    public class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for a Dynamic Type text style at the content size category of `traitCollection`
    /// (traits it leaves unspecified come from `UITraitCollection.current`), with Bold Text applied.
    public class func preferredFont(
        forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        preferredFont(forTextStyle: style, weight: DynamicTypeTable.weight(for: style), compatibleWith: traitCollection)
    }

    /// A Dynamic Type font with a weight other than the style's own (the "emphasized" variants used by list
    /// headers); the weight is kept when the font is re-resolved for another size.
    static func preferredFont(
        forTextStyle style: UIFont.TextStyle, weight: UIFont.Weight, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let traits = UITraitCollection.resolvedAgainstCurrent(traitCollection)
        return UIFont(spec: FontSpec(
            familyName: systemFamilyName,
            pointSize: DynamicTypeTable.pointSize(for: style, category: traits.effectiveContentSizeCategory),
            baseWeight: weight,
            boldText: traits.legibilityWeight == .bold,
            textStyle: style
        ))
    }

    /// The regular system font (Inter) at a fixed size.
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font (Inter) at a fixed size and weight; Bold Text in `UITraitCollection.current` raises the
    /// weight one step.
    public class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(spec: FontSpec(
            familyName: systemFamilyName,
            pointSize: fontSize,
            baseWeight: weight,
            boldText: UITraitCollection.current.legibilityWeight == .bold
        ))
    }

    /// The bold system font at a fixed size.
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at a fixed size.
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        var spec = systemFont(ofSize: fontSize).spec
        spec.isItalic = true
        return UIFont(spec: spec)
    }

    /// The system font with tabular (equal-width) digits, for numbers that change in place.
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        var spec = systemFont(ofSize: fontSize, weight: weight).spec
        spec.monospacedDigits = true
        return UIFont(spec: spec)
    }

    /// A font by face name, e.g. "Inter-SemiBold" or "Inter-BoldItalic". Inter face names set the weight and
    /// italic style; any other name is kept as the family name for the renderer to look up (it falls back to
    /// the default face when the family is not installed), so this never returns nil, unlike UIKit which
    /// returns nil for fonts that are not installed.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        var spec = FontSpec(familyName: fontName, fontName: fontName, pointSize: fontSize, baseWeight: .regular)
        spec.isSystemFont = false
        let parts = fontName.split(separator: "-", maxSplits: 1).map(String.init)
        if parts.first == UIFont.systemFamilyName {
            spec.familyName = UIFont.systemFamilyName
            var face = parts.count > 1 ? parts[1] : "Regular"
            if face.hasSuffix("Italic") {
                spec.isItalic = true
                face = String(face.dropLast("Italic".count))
            }
            if let index = UIFont.Weight.namedWeights.firstIndex(where: {
                $0.faceName.lowercased() == face.lowercased()
            }) {
                spec.baseWeight = UIFont.Weight.namedWeights[index]
            }
        }
        self.init(spec: spec)
    }

    /// The standard system font size (14 pt), as in UIKit.
    public class var systemFontSize: CGFloat { 14 }
    /// The small system font size (12 pt), as in UIKit.
    public class var smallSystemFontSize: CGFloat { 12 }
    /// The standard label font size (17 pt), as in UIKit.
    public class var labelFontSize: CGFloat { 17 }
    /// The standard button font size (18 pt), as in UIKit.
    public class var buttonFontSize: CGFloat { 18 }

    /// The font families known to CellKit: the system family, Inter.
    public class var familyNames: [String] { [systemFamilyName] }

    /// The face names of a family; for Inter, its nine weights upright and italic.
    public class func fontNames(forFamilyName familyName: String) -> [String] {
        guard familyName == systemFamilyName else { return [] }
        return UIFont.Weight.namedWeights.flatMap { weight -> [String] in
            let face = weight.faceName
            return ["Inter-\(face)", "Inter-\(face == "Regular" ? "" : face)Italic"]
        }
    }
}
