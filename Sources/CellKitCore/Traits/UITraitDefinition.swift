import Foundation

/// Describes one trait that a trait collection can hold, like UIKit's iOS 17 `UITraitDefinition`.
/// The system traits have marker types (`UITraitUserInterfaceStyle`, …); apps define their own custom traits
/// by conforming a type to this protocol and providing `defaultValue`.
public protocol UITraitDefinition {
    /// The type of the trait's value.
    associatedtype Value
    /// The value the trait has in a collection that does not specify it.
    static var defaultValue: Value { get }
    /// A unique identifier for the trait (defaults to the type's fully qualified name).
    static var identifier: String { get }
    /// A readable name for the trait (defaults to the type's name).
    static var name: String { get }
    /// Whether a change of this trait can change how dynamic colors resolve (defaults to false).
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    /// The default identifier: the type's fully qualified name.
    public static var identifier: String { String(reflecting: Self.self) }
    /// The default name: the type's name.
    public static var name: String { String(describing: Self.self) }
    /// By default a trait does not affect color appearance.
    public static var affectsColorAppearance: Bool { false }
}

/// A trait given as its definition's metatype, like UIKit's `UITrait`
/// (for example `UITraitUserInterfaceStyle.self` in `registerForTraitChanges`).
public typealias UITrait = any UITraitDefinition.Type

/// The Dynamic Type size trait (`preferredContentSizeCategory`).
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    /// The unspecified category.
    public static let defaultValue = UIContentSizeCategory.unspecified
    /// The trait's name.
    public static let name = "PreferredContentSizeCategory"
    /// The trait's identifier.
    public static let identifier = "UITraitPreferredContentSizeCategory"
}

/// The light/dark appearance trait (`userInterfaceStyle`); affects color appearance.
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    /// `.unspecified`.
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    /// The trait's name.
    public static let name = "UserInterfaceStyle"
    /// The trait's identifier.
    public static let identifier = "UITraitUserInterfaceStyle"
    /// Dynamic colors depend on this trait.
    public static let affectsColorAppearance = true
}

/// The layout direction trait (`layoutDirection`).
public enum UITraitLayoutDirection: UITraitDefinition {
    /// `.unspecified`.
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
    /// The trait's name.
    public static let name = "LayoutDirection"
    /// The trait's identifier.
    public static let identifier = "UITraitLayoutDirection"
}

/// The Bold Text trait (`legibilityWeight`).
public enum UITraitLegibilityWeight: UITraitDefinition {
    /// `.unspecified`.
    public static let defaultValue = UILegibilityWeight.unspecified
    /// The trait's name.
    public static let name = "LegibilityWeight"
    /// The trait's identifier.
    public static let identifier = "UITraitLegibilityWeight"
}

/// The Increase Contrast trait (`accessibilityContrast`); affects color appearance.
public enum UITraitAccessibilityContrast: UITraitDefinition {
    /// `.unspecified`.
    public static let defaultValue = UIAccessibilityContrast.unspecified
    /// The trait's name.
    public static let name = "AccessibilityContrast"
    /// The trait's identifier.
    public static let identifier = "UITraitAccessibilityContrast"
    /// Dynamic colors depend on this trait.
    public static let affectsColorAppearance = true
}

/// The horizontal size class trait (`horizontalSizeClass`).
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    /// `.unspecified`.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    /// The trait's name.
    public static let name = "HorizontalSizeClass"
    /// The trait's identifier.
    public static let identifier = "UITraitHorizontalSizeClass"
}

/// The vertical size class trait (`verticalSizeClass`).
public enum UITraitVerticalSizeClass: UITraitDefinition {
    /// `.unspecified`.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    /// The trait's name.
    public static let name = "VerticalSizeClass"
    /// The trait's identifier.
    public static let identifier = "UITraitVerticalSizeClass"
}

/// The display scale trait (`displayScale`, 0 when unspecified).
public enum UITraitDisplayScale: UITraitDefinition {
    /// 0 (unspecified).
    public static let defaultValue: CGFloat = 0
    /// The trait's name.
    public static let name = "DisplayScale"
    /// The trait's identifier.
    public static let identifier = "UITraitDisplayScale"
}

/// The base/elevated level trait (`userInterfaceLevel`); affects color appearance.
public enum UITraitUserInterfaceLevel: UITraitDefinition {
    /// `.unspecified`.
    public static let defaultValue = UIUserInterfaceLevel.unspecified
    /// The trait's name.
    public static let name = "UserInterfaceLevel"
    /// The trait's identifier.
    public static let identifier = "UITraitUserInterfaceLevel"
    /// Dynamic colors depend on this trait.
    public static let affectsColorAppearance = true
}

/// The list environment trait (`listEnvironment`, iOS 18).
public enum UITraitListEnvironment: UITraitDefinition {
    /// `.unspecified`.
    public static let defaultValue = UIListEnvironment.unspecified
    /// The trait's name.
    public static let name = "ListEnvironment"
    /// The trait's identifier.
    public static let identifier = "UITraitListEnvironment"
}
