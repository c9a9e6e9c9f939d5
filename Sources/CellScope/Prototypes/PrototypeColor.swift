import CellKit

/// A color in a prototype: a system color by its `UIColor` name (`systemBlue`, `label`, which
/// follow light, dark and Increase Contrast), or fixed components written `#RRGGBB` or `#RRGGBBAA`.
enum PrototypeColor: Hashable, Sendable {
    case system(String)
    case rgba(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)

    /// The system colors a file may name, with their `UIColor`s.
    static let systemColors: [(name: String, color: UIColor)] = [
        ("label", .label), ("secondaryLabel", .secondaryLabel), ("tertiaryLabel", .tertiaryLabel),
        ("quaternaryLabel", .quaternaryLabel), ("placeholderText", .placeholderText), ("link", .link),
        ("systemBackground", .systemBackground), ("secondarySystemBackground", .secondarySystemBackground),
        ("tertiarySystemBackground", .tertiarySystemBackground), ("systemGroupedBackground", .systemGroupedBackground),
        ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground),
        ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground),
        ("separator", .separator), ("opaqueSeparator", .opaqueSeparator),
        ("systemFill", .systemFill), ("secondarySystemFill", .secondarySystemFill),
        ("tertiarySystemFill", .tertiarySystemFill), ("quaternarySystemFill", .quaternarySystemFill),
        ("systemBlue", .systemBlue), ("systemRed", .systemRed), ("systemGreen", .systemGreen), ("systemOrange", .systemOrange),
        ("systemYellow", .systemYellow), ("systemPink", .systemPink), ("systemPurple", .systemPurple), ("systemTeal", .systemTeal),
        ("systemIndigo", .systemIndigo), ("systemMint", .systemMint), ("systemCyan", .systemCyan), ("systemBrown", .systemBrown),
        ("systemGray", .systemGray), ("systemGray2", .systemGray2), ("systemGray3", .systemGray3), ("systemGray4", .systemGray4),
        ("systemGray5", .systemGray5), ("systemGray6", .systemGray6),
        ("tintColor", .tintColor), ("white", .white), ("black", .black), ("clear", .clear),
    ]

    /// Reads `#RRGGBB`, `#RRGGBBAA` or a system color name; nil when `text` is neither.
    init?(_ text: String) {
        if text.hasPrefix("#") {
            let digits = text.dropFirst()
            guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
                  let value = UInt32(digits, radix: 16) else { return nil }
            let full = digits.count == 6 ? value << 8 | 0xFF : value
            self = .rgba(red: UInt8(full >> 24), green: UInt8(full >> 16 & 0xFF), blue: UInt8(full >> 8 & 0xFF), alpha: UInt8(full & 0xFF))
        } else {
            guard Self.systemColors.contains(where: { $0.name == text }) else { return nil }
            self = .system(text)
        }
    }

    /// The color.
    var color: UIColor {
        switch self {
        case .system(let name):
            Self.systemColors.first { $0.name == name }?.color ?? .label
        case .rgba(let red, let green, let blue, let alpha):
            UIColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: CGFloat(alpha) / 255)
        }
    }
}
