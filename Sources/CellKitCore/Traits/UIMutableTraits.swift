import Foundation

/// A mutable set of trait values, like UIKit's iOS 17 `UIMutableTraits`. It is what the closures of
/// `UITraitCollection(mutations:)` and `modifyingTraits(_:)` receive, and what a view's `traitOverrides` is.
public protocol UIMutableTraits {
    /// The Dynamic Type size.
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    /// Light or dark appearance.
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    /// The layout direction.
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    /// The Bold Text setting.
    var legibilityWeight: UILegibilityWeight { get set }
    /// The Increase Contrast setting.
    var accessibilityContrast: UIAccessibilityContrast { get set }
    /// The horizontal size class.
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The vertical size class.
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The display scale (points to pixels).
    var displayScale: CGFloat { get set }
    /// The base or elevated level.
    var userInterfaceLevel: UIUserInterfaceLevel { get set }
    /// The kind of list the content sits in.
    var listEnvironment: UIListEnvironment { get set }
    /// Reads or writes any trait, system or custom, by its definition type.
    subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value { get set }
}

/// The `UIMutableTraits` value handed to trait-collection mutation closures.
struct MutableTraitValues: UIMutableTraits {
    var values: TraitValues

    var preferredContentSizeCategory: UIContentSizeCategory {
        get { values.preferredContentSizeCategory } set { values.preferredContentSizeCategory = newValue }
    }
    var userInterfaceStyle: UIUserInterfaceStyle {
        get { values.userInterfaceStyle } set { values.userInterfaceStyle = newValue }
    }
    var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { values.layoutDirection } set { values.layoutDirection = newValue }
    }
    var legibilityWeight: UILegibilityWeight {
        get { values.legibilityWeight } set { values.legibilityWeight = newValue }
    }
    var accessibilityContrast: UIAccessibilityContrast {
        get { values.accessibilityContrast } set { values.accessibilityContrast = newValue }
    }
    var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { values.horizontalSizeClass } set { values.horizontalSizeClass = newValue }
    }
    var verticalSizeClass: UIUserInterfaceSizeClass {
        get { values.verticalSizeClass } set { values.verticalSizeClass = newValue }
    }
    var displayScale: CGFloat {
        get { values.displayScale } set { values.displayScale = newValue }
    }
    var userInterfaceLevel: UIUserInterfaceLevel {
        get { values.userInterfaceLevel } set { values.userInterfaceLevel = newValue }
    }
    var listEnvironment: UIListEnvironment {
        get { values.listEnvironment } set { values.listEnvironment = newValue }
    }
    subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        get { values[trait] } set { values[trait] = newValue }
    }

    /// Runs a mutation closure on `values` and returns the result. If the closure replaced the value with
    /// another `UIMutableTraits` type, its system traits are read back through the protocol.
    static func apply(_ mutations: (inout any UIMutableTraits) -> Void, to values: TraitValues) -> TraitValues {
        var traits: any UIMutableTraits = MutableTraitValues(values: values)
        mutations(&traits)
        if let own = traits as? MutableTraitValues { return own.values }
        var result = values
        result.preferredContentSizeCategory = traits.preferredContentSizeCategory
        result.userInterfaceStyle = traits.userInterfaceStyle
        result.layoutDirection = traits.layoutDirection
        result.legibilityWeight = traits.legibilityWeight
        result.accessibilityContrast = traits.accessibilityContrast
        result.horizontalSizeClass = traits.horizontalSizeClass
        result.verticalSizeClass = traits.verticalSizeClass
        result.displayScale = traits.displayScale
        result.userInterfaceLevel = traits.userInterfaceLevel
        result.listEnvironment = traits.listEnvironment
        return result
    }
}
