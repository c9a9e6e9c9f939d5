import Foundation
import Testing
@testable import CellKitCore

/// Trait collections used across the tests.
enum Traits {
    static let light = UITraitCollection(userInterfaceStyle: .light)
    static let dark = UITraitCollection(userInterfaceStyle: .dark)
    static let darkElevated = UITraitCollection(traitsFrom: [dark, UITraitCollection(userInterfaceLevel: .elevated)])
    static let lightHighContrast = UITraitCollection(traitsFrom: [light, UITraitCollection(accessibilityContrast: .high)])
    static let darkHighContrast = UITraitCollection(traitsFrom: [dark, UITraitCollection(accessibilityContrast: .high)])

    static func size(_ category: UIContentSizeCategory) -> UITraitCollection {
        UITraitCollection(preferredContentSizeCategory: category)
    }
}

/// Builds cell states tersely.
func cellState(
    _ traits: UITraitCollection = UITraitCollection(preferredContentSizeCategory: .large),
    _ configure: (inout UICellConfigurationState) -> Void = { _ in }
) -> UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traits)
    configure(&state)
    return state
}

/// The 0…255 bytes (alpha too) of a color in the given traits.
func bytes(_ color: UIColor, _ traits: UITraitCollection = Traits.light) -> [Int] {
    let b = color.rgba(resolvedWith: traits).bytes
    return [b.r, b.g, b.b, b.a]
}

/// The components of a color in the given traits, rounded to 3 decimals.
func components(_ color: UIColor, _ traits: UITraitCollection = Traits.light) -> [Double] {
    let c = color.rgba(resolvedWith: traits)
    return [c.red, c.green, c.blue, c.alpha].map { (Double($0) * 1000).rounded() / 1000 }
}

/// The margins as an array (top, leading, bottom, trailing).
func insets(_ m: NSDirectionalEdgeInsets) -> [CGFloat] { [m.top, m.leading, m.bottom, m.trailing] }

/// Runs `body` with `category` as the current content size category.
func with<T>(_ traits: UITraitCollection, _ body: () -> T) -> T {
    var result: T?
    traits.performAsCurrent { result = body() }
    return result!
}
