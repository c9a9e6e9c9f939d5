import Foundation

/// How strongly a constraint, or a view's content hugging or compression resistance, holds
/// (UIKit's `UILayoutPriority`, 1…1000).
///
/// 1000 (`.required`) must hold. Lower priorities are preferences: the layout satisfies higher
/// priorities before lower ones, and within one priority it keeps the total violation smallest, so
/// `priority + 1` reliably wins over `priority`.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority as a number.
    public var rawValue: Float
    /// Creates a priority from a number (0…1000).
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority from a number (0…1000).
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A requirement that must hold (1000).
    public static let required = UILayoutPriority(1000)
    /// The priority of compression resistance by default (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority a resizing drag of a scene uses (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority that keeps a scene's size (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority a drag that cannot resize the scene uses (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The priority of content hugging by default (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority of the target size in `systemLayoutSizeFitting(_:)` (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Orders by value.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The priority `rhs` higher (`.defaultHigh + 1` is 751).
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }

    /// The priority `rhs` lower (`.required - 1` is 999).
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    /// The solver strength for this priority: required at 1000, else its own lexicographic tier.
    var strength: LayoutStrength { LayoutStrength(layoutPriority: rawValue) }

    /// The priority as UIKit writes it in descriptions (`750`, `999.5`).
    var descriptionText: String { NSLayoutConstraint.number(CGFloat(rawValue)) }
}
