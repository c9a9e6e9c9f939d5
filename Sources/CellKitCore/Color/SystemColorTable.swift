import Foundation

/// Values of the iOS system colors. Light/dark values are the long-standing iOS 13–17 ones; elevated and
/// high-contrast variants follow the published Cupertino palette. Colors without their own elevated or
/// high-contrast value fall back as described in `SystemColorValues`.
enum SystemColorTable {
    private static func hex(_ value: UInt32, _ alpha: CGFloat = 1) -> RGBA { RGBA(hex: value, alpha: alpha) }
    private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat) -> RGBA { RGBA(r: r, g: g, b: b, a: a) }
    private static func color(
        _ light: RGBA, _ dark: RGBA, elevated: RGBA? = nil,
        lightHC: RGBA? = nil, darkHC: RGBA? = nil, elevatedHC: RGBA? = nil
    ) -> SystemColorValues {
        SystemColorValues(
            light: light, dark: dark, darkElevated: elevated,
            lightHighContrast: lightHC, darkHighContrast: darkHC, darkElevatedHighContrast: elevatedHC
        )
    }

    // Labels
    static let label = color(hex(0x000000), hex(0xFFFFFF))
    static let secondaryLabel = color(
        rgb(60, 60, 67, 0.60), rgb(235, 235, 245, 0.60),
        lightHC: rgb(60, 60, 67, 173 / 255), darkHC: rgb(235, 235, 245, 173 / 255))
    static let tertiaryLabel = color(
        rgb(60, 60, 67, 0.30), rgb(235, 235, 245, 0.30),
        lightHC: rgb(60, 60, 67, 96 / 255), darkHC: rgb(235, 235, 245, 96 / 255))
    static let quaternaryLabel = color(
        rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16),
        lightHC: rgb(60, 60, 67, 66 / 255), darkHC: rgb(235, 235, 245, 61 / 255))
    static let placeholderText = color(
        rgb(60, 60, 67, 0.30), rgb(235, 235, 245, 0.30),
        lightHC: rgb(60, 60, 67, 96 / 255), darkHC: rgb(235, 235, 245, 96 / 255))

    // Backgrounds
    static let systemBackground = color(
        hex(0xFFFFFF), hex(0x000000), elevated: hex(0x1C1C1E), elevatedHC: hex(0x242426))
    static let secondarySystemBackground = color(
        hex(0xF2F2F7), hex(0x1C1C1E), elevated: hex(0x2C2C2E),
        lightHC: hex(0xEBEBF0), darkHC: hex(0x242426), elevatedHC: hex(0x363638))
    static let tertiarySystemBackground = color(
        hex(0xFFFFFF), hex(0x2C2C2E), elevated: hex(0x3A3A3C), darkHC: hex(0x363638), elevatedHC: hex(0x444446))
    static let systemGroupedBackground = color(
        hex(0xF2F2F7), hex(0x000000), elevated: hex(0x1C1C1E), lightHC: hex(0xEBEBF0), elevatedHC: hex(0x242426))
    static let secondarySystemGroupedBackground = color(
        hex(0xFFFFFF), hex(0x1C1C1E), elevated: hex(0x2C2C2E), darkHC: hex(0x242426), elevatedHC: hex(0x363638))
    static let tertiarySystemGroupedBackground = color(
        hex(0xF2F2F7), hex(0x2C2C2E), elevated: hex(0x3A3A3C),
        lightHC: hex(0xEBEBF0), darkHC: hex(0x363638), elevatedHC: hex(0x444446))

    // Separators
    static let separator = color(
        rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.60),
        lightHC: rgb(60, 60, 67, 94 / 255), darkHC: rgb(84, 84, 88, 173 / 255))
    static let opaqueSeparator = color(hex(0xC6C6C8), hex(0x38383A))

    // Fills
    static let systemFill = color(
        rgb(120, 120, 128, 0.20), rgb(120, 120, 128, 0.36),
        lightHC: rgb(120, 120, 128, 71 / 255), darkHC: rgb(120, 120, 128, 112 / 255))
    static let secondarySystemFill = color(
        rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32),
        lightHC: rgb(120, 120, 128, 61 / 255), darkHC: rgb(120, 120, 128, 102 / 255))
    static let tertiarySystemFill = color(
        rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24),
        lightHC: rgb(118, 118, 128, 51 / 255), darkHC: rgb(118, 118, 128, 81 / 255))
    static let quaternarySystemFill = color(
        rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18),
        lightHC: rgb(116, 116, 128, 40 / 255), darkHC: rgb(118, 118, 128, 66 / 255))

    // Greys
    static let systemGray = color(hex(0x8E8E93), hex(0x8E8E93), lightHC: hex(0x6C6C70), darkHC: hex(0xAEAEB2))
    static let systemGray2 = color(hex(0xAEAEB2), hex(0x636366), lightHC: hex(0x8E8E93), darkHC: hex(0x7C7C80))
    static let systemGray3 = color(hex(0xC7C7CC), hex(0x48484A), lightHC: hex(0xAEAEB2), darkHC: hex(0x545456))
    static let systemGray4 = color(hex(0xD1D1D6), hex(0x3A3A3C), lightHC: hex(0xBCBCC0), darkHC: hex(0x444446))
    static let systemGray5 = color(hex(0xE5E5EA), hex(0x2C2C2E), lightHC: hex(0xD8D8DC), darkHC: hex(0x363638))
    static let systemGray6 = color(hex(0xF2F2F7), hex(0x1C1C1E), lightHC: hex(0xEBEBF0), darkHC: hex(0x242426))

    // Tints
    static let systemBlue = color(hex(0x007AFF), hex(0x0A84FF), lightHC: hex(0x0040DD), darkHC: hex(0x409CFF))
    static let link = color(hex(0x007AFF), hex(0x0984FF))
    static let systemRed = color(hex(0xFF3B30), hex(0xFF453A), lightHC: hex(0xD70015), darkHC: hex(0xFF6961))
    static let systemGreen = color(hex(0x34C759), hex(0x30D158), lightHC: hex(0x248A3D), darkHC: hex(0x30DB5B))
    static let systemOrange = color(hex(0xFF9500), hex(0xFF9F0A), lightHC: hex(0xC93400), darkHC: hex(0xFFB340))
    static let systemYellow = color(hex(0xFFCC00), hex(0xFFD60A), lightHC: hex(0xA05A00), darkHC: hex(0xFFD426))
    static let systemPink = color(hex(0xFF2D55), hex(0xFF375F), lightHC: hex(0xD30F45), darkHC: hex(0xFF6482))
    static let systemPurple = color(hex(0xAF52DE), hex(0xBF5AF2), lightHC: hex(0x8944AB), darkHC: hex(0xDA8FFF))
    static let systemTeal = color(hex(0x5AC8FA), hex(0x64D2FF), lightHC: hex(0x0071A4), darkHC: hex(0x70D7FF))
    static let systemIndigo = color(hex(0x5856D6), hex(0x5E5CE6), lightHC: hex(0x3634A3), darkHC: hex(0x7D7AFF))
    // iOS 15 additions; values from Apple's color guidelines (likely, not in the reference note).
    static let systemMint = color(hex(0x00C7BE), hex(0x63E6E2), lightHC: hex(0x0C817B), darkHC: hex(0x66D4CF))
    static let systemCyan = color(hex(0x32ADE6), hex(0x64D2FF), lightHC: hex(0x0071A4), darkHC: hex(0x70D7FF))
    static let systemBrown = color(hex(0xA2845E), hex(0xAC8E68), lightHC: hex(0x7F6545), darkHC: hex(0xB59469))
}
