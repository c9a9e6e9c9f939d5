import Foundation

extension UIListContentConfiguration {
    /// How the image of a list content configuration looks and is laid out, like UIKit's
    /// `UIListContentConfiguration.ImageProperties`. Every property you set is kept by `updated(for:)`.
    public struct ImageProperties: Hashable, Sendable {
        /// Sentinel for a `reservedLayoutSize` component meaning "the system's standard size for symbols"
        /// (−CGFloat.greatestFiniteMagnitude, as in UIKit).
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

        /// The properties set explicitly (not part of equality).
        var customized = CustomizationRecord()

        /// Default image properties: no tint, no size limits.
        init() {}

        /// A symbol configuration applied on top of the style's (body text style, large scale).
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
            didSet { customized.insert("preferredSymbolConfiguration") }
        }
        /// The tint of template images; nil inherits the view's tint color.
        public var tintColor: UIColor? { didSet { customized.insert("tintColor") } }
        /// A transformer applied to the tint.
        public var tintColorTransformer: UIConfigurationColorTransformer? {
            didSet { customized.insert("tintColorTransformer") }
        }
        /// The corner radius of the image (continuous corners).
        public var cornerRadius: CGFloat = 0 { didSet { customized.insert("cornerRadius") } }
        /// The largest size the image may have; a zero component means no limit. Keeps the aspect ratio.
        public var maximumSize: CGSize = .zero { didSet { customized.insert("maximumSize") } }
        /// The box the image is centered in so texts line up across rows; zero means the system default
        /// (symbols get a standard box, bitmaps none). The width is ignored at accessibility sizes.
        public var reservedLayoutSize: CGSize = .zero { didSet { customized.insert("reservedLayoutSize") } }
        /// Whether Smart Invert leaves the image alone.
        public var accessibilityIgnoresInvertColors = false {
            didSet { customized.insert("accessibilityIgnoresInvertColors") }
        }
        /// The color of a stroke around the image (iOS 18); clear by default, nil means the tint color.
        /// Drawn only when `strokeWidth` > 0.
        public var strokeColor: UIColor? = .clear { didSet { customized.insert("strokeColor") } }
        /// A transformer applied to the stroke color (iOS 18).
        public var strokeColorTransformer: UIConfigurationColorTransformer? {
            didSet { customized.insert("strokeColorTransformer") }
        }
        /// The stroke width in points (iOS 18); 0 draws no stroke.
        public var strokeWidth: CGFloat = 0 { didSet { customized.insert("strokeWidth") } }

        /// The tint to draw with: `tintColor` (or `tintColor` argument when nil) through the transformer.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let color = self.tintColor ?? tintColor
            return tintColorTransformer?(color) ?? color
        }

        /// The stroke color to draw: `strokeColor` (or `tintColor` argument when nil) through the transformer.
        public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
            let color = strokeColor ?? tintColor
            return strokeColorTransformer?(color) ?? color
        }

        /// Copies every property customized in `source`, and its record.
        mutating func adoptCustomizations(from source: ImageProperties) {
            for name in source.customized.names {
                switch name {
                case "preferredSymbolConfiguration": preferredSymbolConfiguration = source.preferredSymbolConfiguration
                case "tintColor": tintColor = source.tintColor
                case "tintColorTransformer": tintColorTransformer = source.tintColorTransformer
                case "cornerRadius": cornerRadius = source.cornerRadius
                case "maximumSize": maximumSize = source.maximumSize
                case "reservedLayoutSize": reservedLayoutSize = source.reservedLayoutSize
                case "accessibilityIgnoresInvertColors":
                    accessibilityIgnoresInvertColors = source.accessibilityIgnoresInvertColors
                case "strokeColor": strokeColor = source.strokeColor
                case "strokeColorTransformer": strokeColorTransformer = source.strokeColorTransformer
                case "strokeWidth": strokeWidth = source.strokeWidth
                default: break
                }
            }
            customized = source.customized
        }
    }
}
