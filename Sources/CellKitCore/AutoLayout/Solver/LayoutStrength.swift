/// How strongly the solver holds a constraint: required, or preferred with a tier and a weight.
///
/// The solver minimises the violations of non-required constraints *lexicographically by tier*:
/// no amount of violation in a lower tier is traded for any violation in a higher tier. Within one
/// tier it minimises the sum of `weight × violation` (the constraint's error, in points). So:
///
/// - kiwisolver's (and Cassowary's classic) single weighted objective is one tier with weights,
///   for instance `.weighted(1_000_000)` for kiwisolver's `strong`;
/// - UIKit's priorities are one tier each (see ``init(layoutPriority:)``), so a higher priority
///   always wins over any number of lower ones, as UIKit documents ("constraints with higher priority
///   levels are satisfied before constraints with lower priority levels").
package struct LayoutStrength: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The lexicographic level; `.infinity` for required constraints.
    package var tier: Double
    /// The factor on this constraint's error within its tier (positive).
    package var weight: Double

    /// A non-required strength (or `.required` for an infinite tier).
    package init(tier: Double, weight: Double = 1) {
        self.tier = tier
        self.weight = weight
    }

    /// Must hold; adding a required constraint that cannot hold fails.
    package static let required = LayoutStrength(tier: .infinity, weight: 1)

    /// A non-required strength in the single tier 0 with the given weight (kiwisolver's model).
    package static func weighted(_ weight: Double) -> LayoutStrength {
        LayoutStrength(tier: 0, weight: weight)
    }

    /// Whether the constraint must hold.
    package var isRequired: Bool { tier == .infinity }

    /// Orders by tier, then by weight.
    package static func < (lhs: LayoutStrength, rhs: LayoutStrength) -> Bool {
        (lhs.tier, lhs.weight) < (rhs.tier, rhs.weight)
    }

    /// "required", or the tier and weight.
    package var description: String {
        isRequired ? "required" : "tier \(tier) × \(weight)"
    }
}
