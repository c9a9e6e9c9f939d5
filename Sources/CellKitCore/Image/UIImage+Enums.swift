import Foundation

extension UIImage {
    /// How an image uses its colors, like UIKit's `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Hashable, Sendable {
        /// The context decides: symbol images draw as templates (tinted), bitmaps draw their own colors.
        case automatic = 0
        /// Always draw the image's own colors.
        case alwaysOriginal = 1
        /// Always draw the image as a template: its shape filled with the tint color.
        case alwaysTemplate = 2
    }

    /// The stroke weight of a symbol image, like UIKit's `UIImage.SymbolWeight`.
    public enum SymbolWeight: Int, Hashable, Sendable {
        /// No weight specified (the text style's or regular).
        case unspecified = 0
        /// Ultra light.
        case ultraLight = 1
        /// Thin.
        case thin = 2
        /// Light.
        case light = 3
        /// Regular.
        case regular = 4
        /// Medium.
        case medium = 5
        /// Semibold.
        case semibold = 6
        /// Bold.
        case bold = 7
        /// Heavy.
        case heavy = 8
        /// Black.
        case black = 9

        /// The matching font weight (unspecified gives regular).
        public func fontWeight() -> UIFont.Weight {
            rawValue == 0 ? .regular : UIFont.Weight.namedWeights[rawValue - 1]
        }

        /// The symbol weight nearest to a font weight.
        init(_ fontWeight: UIFont.Weight) {
            self = SymbolWeight(rawValue: fontWeight.nearestNamedIndex + 1) ?? .regular
        }
    }

    /// The size of a symbol relative to the text it sits with, like UIKit's `UIImage.SymbolScale`.
    public enum SymbolScale: Int, Hashable, Sendable {
        /// The default scale for the context (medium).
        case `default` = -1
        /// No scale specified.
        case unspecified = 0
        /// Small: 0.8 × the point size (CellKit's rule).
        case small = 1
        /// Medium: 1 × the point size.
        case medium = 2
        /// Large: 1.3 × the point size (CellKit's rule; the box then matches a body line height).
        case large = 3

        /// The factor applied to the point size to get the glyph box (small 0.8, medium 1, large 1.3).
        var glyphFactor: CGFloat {
            switch self {
            case .small: return 0.8
            case .large: return 1.3
            default: return 1
            }
        }
    }
}
