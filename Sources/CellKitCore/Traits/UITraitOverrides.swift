import Foundation

/// Trait values that a view, view controller or window sets for itself and its subtree, like UIKit's iOS 17
/// `UITraitOverrides` (the type of `traitOverrides`). Only traits that were assigned are overridden;
/// `remove(_:)` takes an override away again.
public struct UITraitOverrides: UIMutableTraits, Hashable, Sendable {
    private var values = TraitValues()
    private var overridden: Set<UITraitKind> = []

    /// Creates an empty set of overrides.
    public init() {}

    /// Whether `trait` currently has an override.
    public func contains(_ trait: UITrait) -> Bool {
        if let kind = UITraitKind(trait) { return overridden.contains(kind) }
        return values.custom[ObjectIdentifier(trait)] != nil
    }

    /// Removes the override for `trait`, so the inherited value applies again.
    public mutating func remove(_ trait: UITrait) {
        if let kind = UITraitKind(trait) {
            overridden.remove(kind)
            values.copy(kind, from: TraitValues())
        } else {
            values.custom[ObjectIdentifier(trait)] = nil
        }
    }

    /// Whether no trait is overridden.
    var isEmpty: Bool { overridden.isEmpty && values.custom.isEmpty }

    /// The traits that have overrides.
    var overriddenTraits: [UITrait] {
        UITraitKind.allCases.filter { overridden.contains($0) }.map(\.trait) + values.custom.values.map(\.trait)
    }

    /// Returns `base` with every override applied on top.
    package func applied(to base: UITraitCollection) -> UITraitCollection {
        if isEmpty { return base }
        var result = base.values
        for kind in overridden { result.copy(kind, from: values) }
        result.custom.merge(values.custom) { _, new in new }
        return UITraitCollection(values: result)
    }

    private mutating func set(_ kind: UITraitKind, _ update: (inout TraitValues) -> Void) {
        update(&values)
        overridden.insert(kind)
    }

    /// The overridden Dynamic Type size (unspecified when not overridden).
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { values.preferredContentSizeCategory }
        set { set(.preferredContentSizeCategory) { $0.preferredContentSizeCategory = newValue } }
    }
    /// The overridden light/dark appearance.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { values.userInterfaceStyle }
        set { set(.userInterfaceStyle) { $0.userInterfaceStyle = newValue } }
    }
    /// The overridden layout direction.
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { values.layoutDirection }
        set { set(.layoutDirection) { $0.layoutDirection = newValue } }
    }
    /// The overridden Bold Text setting.
    public var legibilityWeight: UILegibilityWeight {
        get { values.legibilityWeight }
        set { set(.legibilityWeight) { $0.legibilityWeight = newValue } }
    }
    /// The overridden Increase Contrast setting.
    public var accessibilityContrast: UIAccessibilityContrast {
        get { values.accessibilityContrast }
        set { set(.accessibilityContrast) { $0.accessibilityContrast = newValue } }
    }
    /// The overridden horizontal size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { values.horizontalSizeClass }
        set { set(.horizontalSizeClass) { $0.horizontalSizeClass = newValue } }
    }
    /// The overridden vertical size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { values.verticalSizeClass }
        set { set(.verticalSizeClass) { $0.verticalSizeClass = newValue } }
    }
    /// The overridden display scale.
    public var displayScale: CGFloat {
        get { values.displayScale }
        set { set(.displayScale) { $0.displayScale = newValue } }
    }
    /// The overridden base/elevated level.
    public var userInterfaceLevel: UIUserInterfaceLevel {
        get { values.userInterfaceLevel }
        set { set(.userInterfaceLevel) { $0.userInterfaceLevel = newValue } }
    }
    /// The overridden list environment.
    public var listEnvironment: UIListEnvironment {
        get { values.listEnvironment }
        set { set(.listEnvironment) { $0.listEnvironment = newValue } }
    }
    /// Reads or overrides any trait, system or custom, by its definition type.
    public subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        get { values[trait] }
        set {
            values[trait] = newValue
            if let kind = UITraitKind(trait) { overridden.insert(kind) }
        }
    }
}
