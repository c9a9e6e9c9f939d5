import CellKit
import Foundation

/// A tint color written as `#RRGGBB` in saved views and viewer state files, the way design tools
/// write colors. Only opaque colors are written; the alpha a tint has is not kept.
enum TintColorHex {
    /// `#RRGGBB` of `color` (its light appearance).
    static func string(of color: UIColor) -> String {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        func byte(_ value: CGFloat) -> String {
            let text = String(Int((min(max(value, 0), 1) * 255).rounded()), radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    /// The color `#RRGGBB` names, or nil when `text` is not six hexadecimal digits after `#`.
    static func color(_ text: String) -> UIColor? {
        guard text.count == 7, text.first == "#", text.dropFirst().allSatisfy(\.isHexDigit), let value = UInt32(text.dropFirst(), radix: 16) else { return nil }
        func channel(_ shift: UInt32) -> CGFloat { CGFloat((value >> shift) & 0xFF) / 255 }
        return UIColor(red: channel(16), green: channel(8), blue: channel(0), alpha: 1)
    }
}
