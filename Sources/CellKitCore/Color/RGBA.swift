import Foundation

/// A resolved sRGB color: four components in 0…1, not premultiplied. Renderers draw with this.
package struct RGBA: Hashable, Sendable {
    package var red: CGFloat
    package var green: CGFloat
    package var blue: CGFloat
    package var alpha: CGFloat

    /// Creates a color from components in 0…1.
    package init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a color from 0…255 channel values and an alpha in 0…1.
    init(r: Int, g: Int, b: Int, a: CGFloat = 1) {
        self.init(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
    }

    /// Creates an opaque color from a 0xRRGGBB value.
    init(hex: UInt32, alpha: CGFloat = 1) {
        self.init(r: Int((hex >> 16) & 0xFF), g: Int((hex >> 8) & 0xFF), b: Int(hex & 0xFF), a: alpha)
    }

    /// Transparent black.
    static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

    /// The color with another alpha.
    func withAlpha(_ newAlpha: CGFloat) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: newAlpha)
    }

    /// Components rounded to 1e-6, used to compare colors that were computed differently.
    var quantized: [Int] {
        [red, green, blue, alpha].map { Int(($0 * 1_000_000).rounded()) }
    }

    /// The 0…255 channel values (rounded) and alpha, handy for tests and debugging.
    var bytes: (r: Int, g: Int, b: Int, a: Int) {
        func byte(_ value: CGFloat) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        return (byte(red), byte(green), byte(blue), byte(alpha))
    }

    /// Perceived brightness (Rec. 601 luma: 0.299 R + 0.587 G + 0.114 B).
    var luma: CGFloat { 0.299 * red + 0.587 * green + 0.114 * blue }
}

/// The values of a system color in each appearance. Missing high-contrast or elevated variants fall back to
/// the nearest variant that exists (dark-elevated-high-contrast → dark-high-contrast → dark-elevated → dark;
/// light-high-contrast → light). The light appearance has no elevated variant.
struct SystemColorValues: Hashable, Sendable {
    var light: RGBA
    var dark: RGBA
    var darkElevated: RGBA?
    var lightHighContrast: RGBA?
    var darkHighContrast: RGBA?
    var darkElevatedHighContrast: RGBA?

    /// The variant for the given traits (unspecified style reads as light, unspecified level as base,
    /// unspecified contrast as normal).
    func resolve(_ traits: UITraitCollection) -> RGBA {
        let high = traits.accessibilityContrast == .high
        guard traits.isDark else { return high ? (lightHighContrast ?? light) : light }
        let elevated = traits.userInterfaceLevel == .elevated
        switch (elevated, high) {
        case (false, false): return dark
        case (false, true): return darkHighContrast ?? dark
        case (true, false): return darkElevated ?? dark
        case (true, true): return darkElevatedHighContrast ?? darkHighContrast ?? darkElevated ?? dark
        }
    }

    /// Every distinct appearance this color supports, in a fixed order.
    var allVariants: [RGBA] {
        let traits: [UITraitCollection] = [
            UITraitCollection(userInterfaceStyle: .light),
            UITraitCollection(traitsFrom: [.init(userInterfaceStyle: .light), .init(accessibilityContrast: .high)]),
            UITraitCollection(userInterfaceStyle: .dark),
            UITraitCollection(traitsFrom: [.init(userInterfaceStyle: .dark), .init(accessibilityContrast: .high)]),
            UITraitCollection(traitsFrom: [.init(userInterfaceStyle: .dark), .init(userInterfaceLevel: .elevated)]),
            UITraitCollection(traitsFrom: [
                .init(userInterfaceStyle: .dark), .init(userInterfaceLevel: .elevated), .init(accessibilityContrast: .high),
            ]),
        ]
        return traits.map(resolve)
    }
}
