import Foundation

extension UIListContentConfiguration {
    /// How the text or secondary text of a list content configuration looks, like UIKit's
    /// `UIListContentConfiguration.TextProperties`. Every property you set is kept by `updated(for:)`.
    public struct TextProperties: Hashable, Sendable {
        /// Text alignment, like UIKit's `UIListContentConfiguration.TextProperties.TextAlignment`.
        public enum TextAlignment: Int, Hashable, Sendable {
            /// The writing direction's natural alignment.
            case natural = 0
            /// Centered.
            case center = 1
            /// Justified.
            case justified = 2

            /// The matching `NSTextAlignment` (natural 4, center 1, justified 3).
            var nsTextAlignment: NSTextAlignment {
                switch self {
                case .natural: return .natural
                case .center: return .center
                case .justified: return .justified
                }
            }
        }

        /// A case change applied to the text when drawn, like UIKit's `TextTransform` (locale-aware).
        public enum TextTransform: Int, Hashable, Sendable {
            /// Draw the text as is.
            case none = 0
            /// Capitalize each word.
            case capitalized = 1
            /// All lowercase.
            case lowercase = 2
            /// All uppercase (grouped headers up to iOS 18).
            case uppercase = 3

            /// Applies the transform for the current locale.
            package func apply(to text: String, locale: Locale = .current) -> String {
                switch self {
                case .none: return text
                case .capitalized: return text.capitalized(with: locale)
                case .lowercase: return text.lowercased(with: locale)
                case .uppercase: return text.uppercased(with: locale)
                }
            }
        }

        /// The properties set explicitly (not part of equality).
        var customized = CustomizationRecord()

        /// A bare default: system 17 pt, label color, natural alignment, unlimited lines.
        init() {}

        /// The font (a Dynamic Type font from the style by default).
        public var font: UIFont = .systemFont(ofSize: 17) { didSet { customized.insert("font") } }
        /// The text color.
        public var color: UIColor = .label { didSet { customized.insert("color") } }
        /// A transformer applied to `color`.
        public var colorTransformer: UIConfigurationColorTransformer? {
            didSet { customized.insert("colorTransformer") }
        }
        /// The alignment.
        public var alignment: TextAlignment = .natural { didSet { customized.insert("alignment") } }
        /// What happens to text that does not fit.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { customized.insert("lineBreakMode") } }
        /// The maximum number of lines; 0 means unlimited (text wraps).
        public var numberOfLines: Int = 0 { didSet { customized.insert("numberOfLines") } }
        /// Whether the font shrinks (down to `minimumScaleFactor`) to fit the width.
        public var adjustsFontSizeToFitWidth = false { didSet { customized.insert("adjustsFontSizeToFitWidth") } }
        /// The smallest scale the font may shrink to.
        public var minimumScaleFactor: CGFloat = 0 { didSet { customized.insert("minimumScaleFactor") } }
        /// Whether letter spacing may tighten before truncating.
        public var allowsDefaultTighteningForTruncation = false {
            didSet { customized.insert("allowsDefaultTighteningForTruncation") }
        }
        /// Whether a Dynamic Type font follows content size category changes.
        public var adjustsFontForContentSizeCategory = true {
            didSet { customized.insert("adjustsFontForContentSizeCategory") }
        }
        /// Whether truncated text shows its full text on hover (Mac Catalyst).
        public var showsExpansionTextWhenTruncated = false {
            didSet { customized.insert("showsExpansionTextWhenTruncated") }
        }
        /// The case transform applied when drawing.
        public var transform: TextTransform = .none { didSet { customized.insert("transform") } }

        /// The color to draw: `color` through `colorTransformer`.
        public func resolvedColor() -> UIColor {
            colorTransformer?(color) ?? color
        }

        /// Copies every property customized in `source`, and its record.
        mutating func adoptCustomizations(from source: TextProperties) {
            for name in source.customized.names {
                switch name {
                case "font": font = source.font
                case "color": color = source.color
                case "colorTransformer": colorTransformer = source.colorTransformer
                case "alignment": alignment = source.alignment
                case "lineBreakMode": lineBreakMode = source.lineBreakMode
                case "numberOfLines": numberOfLines = source.numberOfLines
                case "adjustsFontSizeToFitWidth": adjustsFontSizeToFitWidth = source.adjustsFontSizeToFitWidth
                case "minimumScaleFactor": minimumScaleFactor = source.minimumScaleFactor
                case "allowsDefaultTighteningForTruncation":
                    allowsDefaultTighteningForTruncation = source.allowsDefaultTighteningForTruncation
                case "adjustsFontForContentSizeCategory":
                    adjustsFontForContentSizeCategory = source.adjustsFontForContentSizeCategory
                case "showsExpansionTextWhenTruncated":
                    showsExpansionTextWhenTruncated = source.showsExpansionTextWhenTruncated
                case "transform": transform = source.transform
                default: break
                }
            }
            customized = source.customized
        }
    }
}
