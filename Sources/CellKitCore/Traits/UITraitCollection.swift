import Foundation

/// An immutable set of environment traits (Dynamic Type size, light/dark, layout direction, Bold Text,
/// contrast, size classes, display scale, level, list environment, custom traits), like UIKit's
/// `UITraitCollection`. Traits that a collection does not specify have their "unspecified" value.
/// Two collections are equal when every trait has the same value.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    /// The stored trait values.
    let values: TraitValues
    /// Whether every system trait has a value (so layering it over another collection changes nothing
    /// but custom traits).
    let specifiesEverySystemTrait: Bool

    /// Creates a collection from raw trait values.
    init(values: TraitValues) {
        self.values = values
        specifiesEverySystemTrait = UITraitKind.allCases.allSatisfy { values.isSpecified($0) }
        super.init()
    }

    /// Creates a collection that specifies no trait.
    public override convenience init() {
        self.init(values: TraitValues())
    }

    private convenience init(_ update: (inout TraitValues) -> Void) {
        var values = TraitValues()
        update(&values)
        self.init(values: values)
    }

    /// Creates a collection that specifies only the Dynamic Type size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init { $0.preferredContentSizeCategory = preferredContentSizeCategory }
    }

    /// Creates a collection that specifies only light or dark appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init { $0.userInterfaceStyle = userInterfaceStyle }
    }

    /// Creates a collection that specifies only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init { $0.layoutDirection = layoutDirection }
    }

    /// Creates a collection that specifies only the Bold Text setting.
    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init { $0.legibilityWeight = legibilityWeight }
    }

    /// Creates a collection that specifies only the Increase Contrast setting.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init { $0.accessibilityContrast = accessibilityContrast }
    }

    /// Creates a collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init { $0.horizontalSizeClass = horizontalSizeClass }
    }

    /// Creates a collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init { $0.verticalSizeClass = verticalSizeClass }
    }

    /// Creates a collection that specifies only the display scale.
    public convenience init(displayScale: CGFloat) {
        self.init { $0.displayScale = displayScale }
    }

    /// Creates a collection that specifies only the base/elevated level.
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.init { $0.userInterfaceLevel = userInterfaceLevel }
    }

    /// Creates a collection that specifies only the list environment.
    public convenience init(listEnvironment: UIListEnvironment) {
        self.init { $0.listEnvironment = listEnvironment }
    }

    /// Combines several collections: for each trait, the last collection in the array that specifies it wins.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var values = TraitValues()
        for collection in traitCollections { values.merge(specifiedFrom: collection.values) }
        self.init(values: values)
    }

    /// Creates a collection by setting traits in a closure (iOS 17), starting from an empty collection.
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        self.init(values: MutableTraitValues.apply(mutations, to: TraitValues()))
    }

    /// Returns a copy of this collection with the traits set in the closure changed (iOS 17).
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        UITraitCollection(values: MutableTraitValues.apply(mutations, to: values))
    }

    /// The Dynamic Type size (`.unspecified` when not set).
    public var preferredContentSizeCategory: UIContentSizeCategory { values.preferredContentSizeCategory }
    /// Light or dark appearance.
    public var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
    /// The layout direction.
    public var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection }
    /// The Bold Text setting.
    public var legibilityWeight: UILegibilityWeight { values.legibilityWeight }
    /// The Increase Contrast setting.
    public var accessibilityContrast: UIAccessibilityContrast { values.accessibilityContrast }
    /// The horizontal size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }
    /// The vertical size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }
    /// The display scale (0 when not set).
    public var displayScale: CGFloat { values.displayScale }
    /// The base or elevated level.
    public var userInterfaceLevel: UIUserInterfaceLevel { values.userInterfaceLevel }
    /// The kind of list the content sits in (iOS 18).
    public var listEnvironment: UIListEnvironment { values.listEnvironment }

    /// Reads any trait, system or custom, by its definition type (iOS 17); an unset custom trait gives its default.
    public subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        values[trait]
    }

    /// Whether every trait that `trait` specifies has the same value in this collection.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let other = trait?.values else { return true }
        for kind in UITraitKind.allCases where other.isSpecified(kind) {
            if !values.hasSameValue(kind, as: other) { return false }
        }
        for (key, entry) in other.custom {
            guard let mine = values.custom[key], mine.hasSameValue(as: entry) else { return false }
        }
        return true
    }

    /// Whether dynamic colors could resolve differently in the two collections (appearance, contrast, level,
    /// or a custom trait that affects color appearance differs). True when `traitCollection` is nil.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let other = traitCollection else { return true }
        return changedTraits(from: other).contains { $0.affectsColorAppearance }
    }

    /// The traits whose values differ from `other` (all specified traits when `other` is nil).
    package func changedTraits(from other: UITraitCollection?) -> [UITrait] {
        values.changedTraits(from: other?.values ?? TraitValues())
    }

    /// Whether any of `traits` has a different value in `other`.
    func hasChanges(in traits: [UITrait], comparedTo other: UITraitCollection?) -> Bool {
        let changed = Set(changedTraits(from: other).map { ObjectIdentifier($0) })
        return traits.contains { changed.contains(ObjectIdentifier($0)) }
    }

    /// The Dynamic Type size with `.unspecified` read as `.large`, for looking values up in tables.
    var effectiveContentSizeCategory: UIContentSizeCategory {
        preferredContentSizeCategory == .unspecified ? .large : preferredContentSizeCategory
    }

    /// Whether colors should use their dark variants.
    var isDark: Bool { userInterfaceStyle == .dark }

    /// The layout direction with `.unspecified` read as left-to-right.
    var effectiveLayoutDirection: UIUserInterfaceLayoutDirection {
        layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// Equal when every trait has the same value.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return other === self || other.values == values
    }

    /// A hash consistent with `isEqual(_:)`.
    public override var hash: Int { values.hashValue }

    /// Lists the specified traits.
    public override var description: String {
        var parts: [String] = []
        if values.isSpecified(.preferredContentSizeCategory) {
            parts.append("PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue)")
        }
        if values.isSpecified(.userInterfaceStyle) { parts.append("UserInterfaceStyle = \(userInterfaceStyle)") }
        if values.isSpecified(.layoutDirection) { parts.append("LayoutDirection = \(layoutDirection)") }
        if values.isSpecified(.legibilityWeight) { parts.append("LegibilityWeight = \(legibilityWeight)") }
        if values.isSpecified(.accessibilityContrast) {
            parts.append("AccessibilityContrast = \(accessibilityContrast)")
        }
        if values.isSpecified(.horizontalSizeClass) { parts.append("HorizontalSizeClass = \(horizontalSizeClass)") }
        if values.isSpecified(.verticalSizeClass) { parts.append("VerticalSizeClass = \(verticalSizeClass)") }
        if values.isSpecified(.displayScale) { parts.append("DisplayScale = \(displayScale)") }
        if values.isSpecified(.userInterfaceLevel) { parts.append("UserInterfaceLevel = \(userInterfaceLevel)") }
        if values.isSpecified(.listEnvironment) { parts.append("ListEnvironment = \(listEnvironment)") }
        for entry in values.custom.values { parts.append("\(entry.trait.name) = \(entry.value)") }
        return "<UITraitCollection; \(parts.joined(separator: "; "))>"
    }
}
