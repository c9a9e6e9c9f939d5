import Foundation

extension UIColor {
    /// The color Apple's tools name in their files: an asset catalog's `"reference": "systemBlueColor"`,
    /// Interface Builder's `systemColor="secondaryLabelColor"` and `cocoaTouchSystemColor="darkTextColor"`.
    /// The name is `UIColor`'s class property, with or without the `Color` suffix the files add; nil when
    /// UIKit has no such color.
    package static func systemColor(named reference: String) -> UIColor? {
        let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
        return systemColorsByName[name]
    }

    private static let systemColorsByName: [String: UIColor] = [
        "label": .label, "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel,
        "quaternaryLabel": .quaternaryLabel, "placeholderText": .placeholderText, "link": .link,
        "systemBackground": .systemBackground, "secondarySystemBackground": .secondarySystemBackground,
        "tertiarySystemBackground": .tertiarySystemBackground, "systemGroupedBackground": .systemGroupedBackground,
        "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground,
        "separator": .separator, "opaqueSeparator": .opaqueSeparator,
        "systemFill": .systemFill, "secondarySystemFill": .secondarySystemFill,
        "tertiarySystemFill": .tertiarySystemFill, "quaternarySystemFill": .quaternarySystemFill,
        "systemGray": .systemGray, "systemGray2": .systemGray2, "systemGray3": .systemGray3,
        "systemGray4": .systemGray4, "systemGray5": .systemGray5, "systemGray6": .systemGray6,
        "systemBlue": .systemBlue, "systemRed": .systemRed, "systemGreen": .systemGreen, "systemOrange": .systemOrange,
        "systemYellow": .systemYellow, "systemPink": .systemPink, "systemPurple": .systemPurple, "systemTeal": .systemTeal,
        "systemIndigo": .systemIndigo, "systemMint": .systemMint, "systemCyan": .systemCyan, "systemBrown": .systemBrown,
        "black": .black, "white": .white, "clear": .clear, "darkGray": .darkGray, "lightGray": .lightGray, "gray": .gray,
        "red": .red, "green": .green, "blue": .blue, "cyan": .cyan, "yellow": .yellow, "magenta": .magenta,
        "orange": .orange, "purple": .purple, "brown": .brown,
        // The fixed colors of iOS 6 that Interface Builder still writes (`cocoaTouchSystemColor`).
        "darkText": .darkText, "lightText": .lightText, "groupTableViewBackground": .groupTableViewBackground,
        "tableCellGroupedBackground": .white,
    ]
}
