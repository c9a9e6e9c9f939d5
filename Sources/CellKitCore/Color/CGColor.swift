import Foundation

/// A fixed color value for layers and drawing, standing in for Core Graphics' `CGColor` (Linux has none).
/// Grey colors have two components (white, alpha), RGB colors four (red, green, blue, alpha).
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The components including alpha: `[white, alpha]` or `[red, green, blue, alpha]`.
    public let components: [CGFloat]?

    /// Creates an sRGB color.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// Creates an sRGB color (same as `init(red:green:blue:alpha:)`).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a grey color.
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha]
    }

    /// The number of components including alpha (2 for grey, 4 for RGB).
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The same color with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        let c = rgba
        if numberOfComponents == 2 { return CGColor(gray: c.red, alpha: alpha) }
        return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: alpha)
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The color as RGBA components.
    var rgba: RGBA {
        let c = components ?? [0, 0, 0, 1]
        if c.count == 2 { return RGBA(red: c[0], green: c[0], blue: c[0], alpha: c[1]) }
        return RGBA(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }

    /// Equal when the components are the same in the same color model.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.components == rhs.components
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
    }

    /// The components, e.g. `<CGColor [0.667, 1]>`.
    public var description: String {
        "<CGColor \((components ?? []).map { String(format: "%.3f", Double($0)) })>"
    }
}
