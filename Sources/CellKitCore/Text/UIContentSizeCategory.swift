import Foundation

/// A Dynamic Type size, like UIKit's `UIContentSizeCategory`: seven standard sizes (`.extraSmall` …
/// `.extraExtraExtraLarge`, default `.large`), five accessibility sizes, and `.unspecified`.
/// Sizes are ordered with `<`; `.unspecified` (and any unknown raw value) sorts before `.extraSmall`.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    /// The UIKit raw string, e.g. `UICTContentSizeCategoryL`.
    public let rawValue: String

    /// Creates a category from its raw string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a category from its raw string.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// No size specified (raw string is a guess; UIKit's is private).
    public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
    /// Extra small (XS).
    public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
    /// Small (S).
    public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
    /// Medium (M).
    public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
    /// Large (L), the default size.
    public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
    /// Extra large (XL).
    public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
    /// Extra extra large (XXL).
    public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
    /// Extra extra extra large (XXXL), the largest standard size.
    public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
    /// Accessibility medium (AX1).
    public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
    /// Accessibility large (AX2).
    public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
    /// Accessibility extra large (AX3).
    public static let accessibilityExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility extra extra large (AX4).
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXL")
    /// Accessibility extra extra extra large (AX5), the largest size.
    public static let accessibilityExtraExtraExtraLarge =
        UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXXL")

    /// Posted when the user changes the preferred Dynamic Type size.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The `userInfo` key of `didChangeNotification` holding the new category.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// The twelve sizes from smallest to largest (without `.unspecified`).
    static let allSizes: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The column of this size in the Dynamic Type tables (0 = XS … 11 = AX5), nil for unspecified or unknown.
    var tableIndex: Int? { Self.allSizes.firstIndex(of: self) }

    /// The table column, reading unspecified or unknown sizes as Large.
    var resolvedTableIndex: Int { tableIndex ?? 3 }

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { (tableIndex ?? 0) >= 7 }

    /// Orders sizes from smallest to largest.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (lhs.tableIndex ?? -1) < (rhs.tableIndex ?? -1)
    }
}
