import Foundation

extension UIFont {
    /// A Dynamic Type text style, like UIKit's `UIFont.TextStyle`; `UIFont.preferredFont(forTextStyle:)` turns it
    /// into a font whose size follows the Dynamic Type size.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The UIKit raw string, e.g. `UICTFontTextStyleBody`.
        public let rawValue: String

        /// Creates a text style from its raw string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Creates a text style from its raw string.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Large title (34 pt at Large).
        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        /// Title 1 (28 pt at Large).
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        /// Title 2 (22 pt at Large).
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        /// Title 3 (20 pt at Large).
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        /// Headline (17 pt semibold at Large).
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        /// Body (17 pt at Large), the default style for list cells.
        public static let body = TextStyle("UICTFontTextStyleBody")
        /// Callout (16 pt at Large).
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        /// Subheadline (15 pt at Large).
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        /// Footnote (13 pt at Large).
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        /// Caption 1 (12 pt at Large).
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        /// Caption 2 (11 pt at Large).
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

        /// The eleven styles in table order (largest first).
        static let allStyles: [TextStyle] = [
            .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote,
            .caption1, .caption2,
        ]

        /// The row of this style in the Dynamic Type tables; unknown styles read as body.
        var tableRow: Int { Self.allStyles.firstIndex(of: self) ?? 5 }
    }

    /// A font weight, like UIKit's `UIFont.Weight`, with UIKit's raw values (-0.8 … 0.62).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight value; 0 is regular, negative is lighter, positive is heavier.
        public let rawValue: CGFloat

        /// Creates a weight from its raw value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// Creates a weight from its raw value.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// Ultra light (-0.8), CSS 100.
        public static let ultraLight = Weight(-0.8)
        /// Thin (-0.6), CSS 200.
        public static let thin = Weight(-0.6)
        /// Light (-0.4), CSS 300.
        public static let light = Weight(-0.4)
        /// Regular (0), CSS 400.
        public static let regular = Weight(0)
        /// Medium (0.23), CSS 500.
        public static let medium = Weight(0.23)
        /// Semibold (0.3), CSS 600.
        public static let semibold = Weight(0.3)
        /// Bold (0.4), CSS 700.
        public static let bold = Weight(0.4)
        /// Heavy (0.56), CSS 800.
        public static let heavy = Weight(0.56)
        /// Black (0.62), CSS 900.
        public static let black = Weight(0.62)

        /// The nine named weights from lightest to heaviest, matching CSS weights 100 … 900.
        static let namedWeights: [Weight] = [
            .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
        ]

        /// The index of the named weight nearest to this one (0 = ultraLight … 8 = black).
        var nearestNamedIndex: Int {
            var best = 0
            for (index, weight) in Self.namedWeights.enumerated()
            where abs(weight.rawValue - rawValue) < abs(Self.namedWeights[best].rawValue - rawValue) {
                best = index
            }
            return best
        }

        /// The CSS / Pango weight (100 … 900) of the nearest named weight.
        var cssWeight: Int { (nearestNamedIndex + 1) * 100 }

        /// The weight that Bold Text turns this weight into: ultraLight→thin, thin→light, light→regular,
        /// regular→semibold, medium→semibold, semibold→bold, bold→heavy, heavy→black, black stays black.
        var boldTextWeight: Weight {
            switch nearestNamedIndex {
            case 0: return .thin
            case 1: return .light
            case 2: return .regular
            case 3, 4: return .semibold
            case 5: return .bold
            case 6: return .heavy
            default: return .black
            }
        }

        /// The Inter face style name of the nearest named weight (Thin … Black).
        var faceName: String {
            ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"][
                nearestNamedIndex]
        }
    }
}
