import Foundation

/// The system traits, one case per trait property of `UITraitCollection`.
enum UITraitKind: CaseIterable, Hashable, Sendable {
    case preferredContentSizeCategory
    case userInterfaceStyle
    case layoutDirection
    case legibilityWeight
    case accessibilityContrast
    case horizontalSizeClass
    case verticalSizeClass
    case displayScale
    case userInterfaceLevel
    case listEnvironment

    /// The public marker type of this trait.
    var trait: UITrait {
        switch self {
        case .preferredContentSizeCategory: return UITraitPreferredContentSizeCategory.self
        case .userInterfaceStyle: return UITraitUserInterfaceStyle.self
        case .layoutDirection: return UITraitLayoutDirection.self
        case .legibilityWeight: return UITraitLegibilityWeight.self
        case .accessibilityContrast: return UITraitAccessibilityContrast.self
        case .horizontalSizeClass: return UITraitHorizontalSizeClass.self
        case .verticalSizeClass: return UITraitVerticalSizeClass.self
        case .displayScale: return UITraitDisplayScale.self
        case .userInterfaceLevel: return UITraitUserInterfaceLevel.self
        case .listEnvironment: return UITraitListEnvironment.self
        }
    }

    /// The system trait a marker type stands for, or nil for a custom trait.
    init?(_ trait: UITrait) {
        let id = ObjectIdentifier(trait)
        guard let kind = UITraitKind.allCases.first(where: { ObjectIdentifier($0.trait) == id }) else { return nil }
        self = kind
    }

    /// Whether a change of this trait can change how dynamic colors resolve.
    var affectsColorAppearance: Bool { trait.affectsColorAppearance }
}

/// A custom (app-defined) trait value stored in a trait collection.
/// Values are immutable once stored; the box is only read after creation.
struct CustomTraitEntry: @unchecked Sendable {
    /// The trait definition.
    let trait: UITrait
    /// The stored value (of type `trait.Value`).
    let value: Any

    /// Creates an entry for a value of a custom trait.
    init<T: UITraitDefinition>(_ trait: T.Type, value: T.Value) {
        self.trait = trait
        self.value = value
    }

    /// Whether two entries hold equal values. Equatable values compare with `==`, class instances by identity;
    /// values of any other type cannot be compared and are treated as equal.
    func hasSameValue(as other: CustomTraitEntry) -> Bool {
        func compare<E: Equatable>(_ lhs: E) -> Bool { (other.value as? E) == lhs }
        if let equatable = value as? any Equatable { return compare(equatable) }
        if type(of: value) is AnyClass { return (value as AnyObject) === (other.value as AnyObject) }
        return true
    }
}

/// The raw storage of a trait collection: every system trait (with its "unspecified" value when not set)
/// plus custom traits keyed by their definition type.
struct TraitValues: Hashable, Sendable {
    var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    var legibilityWeight: UILegibilityWeight = .unspecified
    var accessibilityContrast: UIAccessibilityContrast = .unspecified
    var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    var displayScale: CGFloat = 0
    var userInterfaceLevel: UIUserInterfaceLevel = .unspecified
    var listEnvironment: UIListEnvironment = .unspecified
    var custom: [ObjectIdentifier: CustomTraitEntry] = [:]

    /// Whether the system trait has a value other than its unspecified value.
    func isSpecified(_ kind: UITraitKind) -> Bool {
        switch kind {
        case .preferredContentSizeCategory: return preferredContentSizeCategory != .unspecified
        case .userInterfaceStyle: return userInterfaceStyle != .unspecified
        case .layoutDirection: return layoutDirection != .unspecified
        case .legibilityWeight: return legibilityWeight != .unspecified
        case .accessibilityContrast: return accessibilityContrast != .unspecified
        case .horizontalSizeClass: return horizontalSizeClass != .unspecified
        case .verticalSizeClass: return verticalSizeClass != .unspecified
        case .displayScale: return displayScale != 0
        case .userInterfaceLevel: return userInterfaceLevel != .unspecified
        case .listEnvironment: return listEnvironment != .unspecified
        }
    }

    /// Copies one system trait's value from `other`.
    mutating func copy(_ kind: UITraitKind, from other: TraitValues) {
        switch kind {
        case .preferredContentSizeCategory: preferredContentSizeCategory = other.preferredContentSizeCategory
        case .userInterfaceStyle: userInterfaceStyle = other.userInterfaceStyle
        case .layoutDirection: layoutDirection = other.layoutDirection
        case .legibilityWeight: legibilityWeight = other.legibilityWeight
        case .accessibilityContrast: accessibilityContrast = other.accessibilityContrast
        case .horizontalSizeClass: horizontalSizeClass = other.horizontalSizeClass
        case .verticalSizeClass: verticalSizeClass = other.verticalSizeClass
        case .displayScale: displayScale = other.displayScale
        case .userInterfaceLevel: userInterfaceLevel = other.userInterfaceLevel
        case .listEnvironment: listEnvironment = other.listEnvironment
        }
    }

    /// Whether one system trait has the same value in both.
    func hasSameValue(_ kind: UITraitKind, as other: TraitValues) -> Bool {
        var probe = self
        probe.copy(kind, from: other)
        return probe.standardPart == standardPart
    }

    /// Overwrites every trait that `other` specifies (system traits that are not unspecified, and all custom traits).
    mutating func merge(specifiedFrom other: TraitValues) {
        for kind in UITraitKind.allCases where other.isSpecified(kind) {
            copy(kind, from: other)
        }
        custom.merge(other.custom) { _, new in new }
    }

    /// Reads a trait by its definition; custom traits that are not stored give their default value.
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get {
            if let kind = UITraitKind(trait) { return standardValue(kind) as! T.Value }
            if let entry = custom[ObjectIdentifier(trait)], let value = entry.value as? T.Value { return value }
            return T.defaultValue
        }
        set {
            if let kind = UITraitKind(trait) {
                setStandardValue(kind, newValue)
            } else {
                custom[ObjectIdentifier(trait)] = CustomTraitEntry(trait, value: newValue)
            }
        }
    }

    private func standardValue(_ kind: UITraitKind) -> Any {
        switch kind {
        case .preferredContentSizeCategory: return preferredContentSizeCategory
        case .userInterfaceStyle: return userInterfaceStyle
        case .layoutDirection: return layoutDirection
        case .legibilityWeight: return legibilityWeight
        case .accessibilityContrast: return accessibilityContrast
        case .horizontalSizeClass: return horizontalSizeClass
        case .verticalSizeClass: return verticalSizeClass
        case .displayScale: return displayScale
        case .userInterfaceLevel: return userInterfaceLevel
        case .listEnvironment: return listEnvironment
        }
    }

    private mutating func setStandardValue(_ kind: UITraitKind, _ value: Any) {
        switch kind {
        case .preferredContentSizeCategory: preferredContentSizeCategory = value as! UIContentSizeCategory
        case .userInterfaceStyle: userInterfaceStyle = value as! UIUserInterfaceStyle
        case .layoutDirection: layoutDirection = value as! UITraitEnvironmentLayoutDirection
        case .legibilityWeight: legibilityWeight = value as! UILegibilityWeight
        case .accessibilityContrast: accessibilityContrast = value as! UIAccessibilityContrast
        case .horizontalSizeClass: horizontalSizeClass = value as! UIUserInterfaceSizeClass
        case .verticalSizeClass: verticalSizeClass = value as! UIUserInterfaceSizeClass
        case .displayScale: displayScale = value as! CGFloat
        case .userInterfaceLevel: userInterfaceLevel = value as! UIUserInterfaceLevel
        case .listEnvironment: listEnvironment = value as! UIListEnvironment
        }
    }

    /// The system traits as one hashable tuple-like value.
    private var standardPart: StandardPart {
        StandardPart(
            preferredContentSizeCategory: preferredContentSizeCategory, userInterfaceStyle: userInterfaceStyle,
            layoutDirection: layoutDirection, legibilityWeight: legibilityWeight,
            accessibilityContrast: accessibilityContrast, horizontalSizeClass: horizontalSizeClass,
            verticalSizeClass: verticalSizeClass, displayScale: displayScale,
            userInterfaceLevel: userInterfaceLevel, listEnvironment: listEnvironment
        )
    }

    private struct StandardPart: Hashable {
        var preferredContentSizeCategory: UIContentSizeCategory
        var userInterfaceStyle: UIUserInterfaceStyle
        var layoutDirection: UITraitEnvironmentLayoutDirection
        var legibilityWeight: UILegibilityWeight
        var accessibilityContrast: UIAccessibilityContrast
        var horizontalSizeClass: UIUserInterfaceSizeClass
        var verticalSizeClass: UIUserInterfaceSizeClass
        var displayScale: CGFloat
        var userInterfaceLevel: UIUserInterfaceLevel
        var listEnvironment: UIListEnvironment
    }

    static func == (lhs: TraitValues, rhs: TraitValues) -> Bool {
        guard lhs.standardPart == rhs.standardPart, lhs.custom.keys == rhs.custom.keys else { return false }
        return lhs.custom.allSatisfy { key, entry in rhs.custom[key].map(entry.hasSameValue) ?? false }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(standardPart)
        hasher.combine(Set(custom.keys))
    }

    /// The traits whose values differ between the two, system traits first.
    func changedTraits(from other: TraitValues) -> [UITrait] {
        var result: [UITrait] = UITraitKind.allCases.filter { !hasSameValue($0, as: other) }.map(\.trait)
        let keys = Set(custom.keys).union(other.custom.keys)
        for key in keys {
            let mine = custom[key], theirs = other.custom[key]
            switch (mine, theirs) {
            case let (a?, b?) where a.hasSameValue(as: b): continue
            case let (a?, _): result.append(a.trait)
            case let (nil, b?): result.append(b.trait)
            case (nil, nil): continue
            }
        }
        return result
    }
}
