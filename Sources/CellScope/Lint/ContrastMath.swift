import Foundation

/// A color as it lands on screen: sRGB components from 0 to 1, opaque.
package struct OpaqueColor: Hashable, Sendable, CustomStringConvertible {
    /// The components.
    package let red, green, blue: Double

    /// A color from components in 0…1.
    package init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// A color from 8-bit components.
    init(bytes red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
    }

    /// `#RRGGBB`.
    package var description: String {
        func hex(_ value: Double) -> String {
            let byte = Int((max(0, min(1, value)) * 255).rounded())
            return String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
        }
        return "#" + hex(red) + hex(green) + hex(blue)
    }

    /// `self` with `alpha` of it drawn over `background` (source-over).
    func composited(alpha: Double, over background: OpaqueColor) -> OpaqueColor {
        let a = max(0, min(1, alpha))
        return OpaqueColor(red: red * a + background.red * (1 - a), green: green * a + background.green * (1 - a),
                           blue: blue * a + background.blue * (1 - a))
    }
}

/// The two contrast measures lint reports: WCAG 2.2's contrast ratio, which decides, and APCA's
/// lightness contrast (Lc, the candidate method for WCAG 3), reported beside it.
package enum ContrastMath {
    /// WCAG 2.2 relative luminance (sRGB linearized with the 0.04045 threshold, Rec. 709 weights).
    package static func relativeLuminance(_ color: OpaqueColor) -> Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// WCAG 2.2 contrast ratio, (L1 + 0.05) / (L2 + 0.05) with L1 the lighter, from 1 to 21.
    package static func contrastRatio(_ first: OpaqueColor, _ second: OpaqueColor) -> Double {
        let a = relativeLuminance(first), b = relativeLuminance(second)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// APCA lightness contrast Lc of `text` on `background` (APCA-W3 0.0.98G-4g constants): positive for
    /// dark text on a light background, negative for light on dark; |Lc| 75 suits body text, 60 content
    /// text, 45 large text, 30 non-text elements.
    package static func apcaLightnessContrast(text: OpaqueColor, background: OpaqueColor) -> Double {
        func screenLuminance(_ color: OpaqueColor) -> Double {
            let y = 0.2126729 * pow(color.red, 2.4) + 0.7151522 * pow(color.green, 2.4) + 0.0721750 * pow(color.blue, 2.4)
            return y > 0.022 ? y : y + pow(0.022 - y, 1.414)
        }
        let textY = screenLuminance(text), backgroundY = screenLuminance(background)
        guard abs(backgroundY - textY) >= 0.0005 else { return 0 }
        if backgroundY > textY {
            let contrast = (pow(backgroundY, 0.56) - pow(textY, 0.57)) * 1.14
            return contrast < 0.1 ? 0 : (contrast - 0.027) * 100
        }
        let contrast = (pow(backgroundY, 0.65) - pow(textY, 0.62)) * 1.14
        return contrast > -0.1 ? 0 : (contrast + 0.027) * 100
    }
}

extension String {
    /// The string with zeros in front up to `length` characters.
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
