import Foundation

extension UIColor {
    /// Primary text: black in light mode, white in dark mode. Adapts to dark mode, elevation and Increase Contrast.
    public static let label = UIColor(systemName: "label", SystemColorTable.label)
    /// Secondary text: grey at 60 % alpha. Adapts to dark mode, elevation and Increase Contrast.
    public static let secondaryLabel = UIColor(systemName: "secondaryLabel", SystemColorTable.secondaryLabel)
    /// Tertiary text (and disabled list text): grey at 30 % alpha. Adapts to dark mode, elevation and Increase Contrast.
    public static let tertiaryLabel = UIColor(systemName: "tertiaryLabel", SystemColorTable.tertiaryLabel)
    /// Quaternary text: grey at 18 % (dark 16 %) alpha. Adapts to dark mode, elevation and Increase Contrast.
    public static let quaternaryLabel = UIColor(systemName: "quaternaryLabel", SystemColorTable.quaternaryLabel)
    /// Placeholder text in text fields: grey at 30 % alpha. Adapts to dark mode, elevation and Increase Contrast.
    public static let placeholderText = UIColor(systemName: "placeholderText", SystemColorTable.placeholderText)
    /// Main background: white / black (dark elevated #1C1C1E). Adapts to dark mode, elevation and Increase Contrast.
    public static let systemBackground = UIColor(systemName: "systemBackground", SystemColorTable.systemBackground)
    /// Background layered on the main background: #F2F2F7 / #1C1C1E. Adapts to dark mode, elevation and Increase Contrast.
    public static let secondarySystemBackground = UIColor(systemName: "secondarySystemBackground", SystemColorTable.secondarySystemBackground)
    /// Background layered on the secondary background: white / #2C2C2E. Adapts to dark mode, elevation and Increase Contrast.
    public static let tertiarySystemBackground = UIColor(systemName: "tertiarySystemBackground", SystemColorTable.tertiarySystemBackground)
    /// Main background of grouped lists: #F2F2F7 / black. Adapts to dark mode, elevation and Increase Contrast.
    public static let systemGroupedBackground = UIColor(systemName: "systemGroupedBackground", SystemColorTable.systemGroupedBackground)
    /// Cells of grouped lists: white / #1C1C1E. Adapts to dark mode, elevation and Increase Contrast.
    public static let secondarySystemGroupedBackground = UIColor(systemName: "secondarySystemGroupedBackground", SystemColorTable.secondarySystemGroupedBackground)
    /// Content inside grouped cells: #F2F2F7 / #2C2C2E. Adapts to dark mode, elevation and Increase Contrast.
    public static let tertiarySystemGroupedBackground = UIColor(systemName: "tertiarySystemGroupedBackground", SystemColorTable.tertiarySystemGroupedBackground)
    /// Separator lines that let content show through: translucent grey. Adapts to dark mode, elevation and Increase Contrast.
    public static let separator = UIColor(systemName: "separator", SystemColorTable.separator)
    /// Opaque separator lines: #C6C6C8 / #38383A. Adapts to dark mode, elevation and Increase Contrast.
    public static let opaqueSeparator = UIColor(systemName: "opaqueSeparator", SystemColorTable.opaqueSeparator)
    /// Fill for thin and small shapes: grey at 20 % (dark 36 %) alpha. Adapts to dark mode, elevation and Increase Contrast.
    public static let systemFill = UIColor(systemName: "systemFill", SystemColorTable.systemFill)
    /// Fill for medium shapes: grey at 16 % (dark 32 %) alpha. Adapts to dark mode, elevation and Increase Contrast.
    public static let secondarySystemFill = UIColor(systemName: "secondarySystemFill", SystemColorTable.secondarySystemFill)
    /// Fill for large shapes: grey at 12 % (dark 24 %) alpha. Adapts to dark mode, elevation and Increase Contrast.
    public static let tertiarySystemFill = UIColor(systemName: "tertiarySystemFill", SystemColorTable.tertiarySystemFill)
    /// Fill for large areas with complex content: grey at 8 % (dark 18 %) alpha. Adapts to dark mode, elevation and Increase Contrast.
    public static let quaternarySystemFill = UIColor(systemName: "quaternarySystemFill", SystemColorTable.quaternarySystemFill)
    /// Base grey #8E8E93. Adapts to dark mode, elevation and Increase Contrast.
    public static let systemGray = UIColor(systemName: "systemGray", SystemColorTable.systemGray)
    /// Second grey level: #AEAEB2 / #636366. Adapts to dark mode, elevation and Increase Contrast.
    public static let systemGray2 = UIColor(systemName: "systemGray2", SystemColorTable.systemGray2)
    /// Third grey level: #C7C7CC / #48484A. Adapts to dark mode, elevation and Increase Contrast.
    public static let systemGray3 = UIColor(systemName: "systemGray3", SystemColorTable.systemGray3)
    /// Fourth grey level (plain list selection): #D1D1D6 / #3A3A3C. Adapts to dark mode, elevation and Increase Contrast.
    public static let systemGray4 = UIColor(systemName: "systemGray4", SystemColorTable.systemGray4)
    /// Fifth grey level: #E5E5EA / #2C2C2E. Adapts to dark mode, elevation and Increase Contrast.
    public static let systemGray5 = UIColor(systemName: "systemGray5", SystemColorTable.systemGray5)
    /// Sixth grey level: #F2F2F7 / #1C1C1E. Adapts to dark mode, elevation and Increase Contrast.
    public static let systemGray6 = UIColor(systemName: "systemGray6", SystemColorTable.systemGray6)
    /// System blue, the default tint: #007AFF / #0A84FF. Adapts to dark mode, elevation and Increase Contrast.
    public static let systemBlue = UIColor(systemName: "systemBlue", SystemColorTable.systemBlue)
    /// Link text: #007AFF / #0984FF. Adapts to dark mode, elevation and Increase Contrast.
    public static let link = UIColor(systemName: "link", SystemColorTable.link)
    /// System red: #FF3B30 / #FF453A. Adapts to dark mode, elevation and Increase Contrast.
    public static let systemRed = UIColor(systemName: "systemRed", SystemColorTable.systemRed)
    /// System green: #34C759 / #30D158. Adapts to dark mode, elevation and Increase Contrast.
    public static let systemGreen = UIColor(systemName: "systemGreen", SystemColorTable.systemGreen)
    /// System orange: #FF9500 / #FF9F0A. Adapts to dark mode, elevation and Increase Contrast.
    public static let systemOrange = UIColor(systemName: "systemOrange", SystemColorTable.systemOrange)
    /// System yellow: #FFCC00 / #FFD60A. Adapts to dark mode, elevation and Increase Contrast.
    public static let systemYellow = UIColor(systemName: "systemYellow", SystemColorTable.systemYellow)
    /// System pink: #FF2D55 / #FF375F. Adapts to dark mode, elevation and Increase Contrast.
    public static let systemPink = UIColor(systemName: "systemPink", SystemColorTable.systemPink)
    /// System purple: #AF52DE / #BF5AF2. Adapts to dark mode, elevation and Increase Contrast.
    public static let systemPurple = UIColor(systemName: "systemPurple", SystemColorTable.systemPurple)
    /// System teal: #5AC8FA / #64D2FF. Adapts to dark mode, elevation and Increase Contrast.
    public static let systemTeal = UIColor(systemName: "systemTeal", SystemColorTable.systemTeal)
    /// System indigo: #5856D6 / #5E5CE6. Adapts to dark mode, elevation and Increase Contrast.
    public static let systemIndigo = UIColor(systemName: "systemIndigo", SystemColorTable.systemIndigo)
    /// System mint (iOS 15): #00C7BE / #63E6E2. Adapts to dark mode, elevation and Increase Contrast.
    public static let systemMint = UIColor(systemName: "systemMint", SystemColorTable.systemMint)
    /// System cyan (iOS 15): #32ADE6 / #64D2FF. Adapts to dark mode, elevation and Increase Contrast.
    public static let systemCyan = UIColor(systemName: "systemCyan", SystemColorTable.systemCyan)
    /// System brown (iOS 15): #A2845E / #AC8E68. Adapts to dark mode, elevation and Increase Contrast.
    public static let systemBrown = UIColor(systemName: "systemBrown", SystemColorTable.systemBrown)
    /// The grouped-list background under its pre-iOS 13 name (same as `systemGroupedBackground`).
    public static let groupTableViewBackground = UIColor.systemGroupedBackground
}
