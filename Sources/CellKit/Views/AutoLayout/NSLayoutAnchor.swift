import Foundation

/// One attribute of a view or layout guide, for making constraints with type checking
/// (UIKit's `NSLayoutAnchor`): x-axis anchors relate only to x-axis anchors, y-axis anchors to y-axis
/// anchors, dimensions to dimensions. Get anchors from `UIView` and `UILayoutGuide`
/// (`leadingAnchor`, `widthAnchor`, …); the constraints they make are inactive until activated.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or layout guide the anchor belongs to.
    public private(set) weak var item: AnyObject?
    /// The attribute the anchor stands for.
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    /// The anchor's name for debugging: its item and attribute (`UIView:0x….leading`).
    open var name: String {
        NSLayoutConstraint.itemText(item) + "." + attribute.descriptionName
    }

    /// Whether the anchor's item is placed ambiguously by its constraints.
    open var hasAmbiguousLayout: Bool {
        (item as? UIView)?.hasAmbiguousLayout ?? (item as? UILayoutGuide)?.hasAmbiguousLayout ?? false
    }

    /// The active constraints that mention the anchor's item.
    open var constraintsAffectingLayout: [NSLayoutConstraint] {
        guard let axis = attribute.axis else { return [] }
        return (item as? UIView)?.constraintsAffectingLayout(for: axis)
            ?? (item as? UILayoutGuide)?.constraintsAffectingLayout(for: axis) ?? []
    }

    /// `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 0)
    }

    /// `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }

    /// `self == anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }

    /// `self >= anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }

    /// `self <= anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }

    func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>, multiplier: CGFloat = 1,
              constant: CGFloat, systemSpacingMultiplier: CGFloat? = nil) -> NSLayoutConstraint {
        NSLayoutConstraint(first: item ?? Self.deadItem, attribute, relation, second: anchor.item ?? Self.deadItem, anchor.attribute,
                           multiplier: multiplier, constant: constant, systemSpacingMultiplier: systemSpacingMultiplier)
    }

    /// Stands in for an item that no longer exists (the constraint is then reported as invalid).
    private static var deadItem: AnyObject { DeadLayoutItem() }
}

/// The item of an anchor whose view or guide is gone.
private final class DeadLayoutItem {}

/// An anchor for a position along the x-axis: left, right, leading, trailing or center
/// (UIKit's `NSLayoutXAxisAnchor`).
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × system spacing`: this anchor comes the standard spacing after `anchor`
    /// (8 points between views, as UIKit's standard spacing between siblings).
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spacing(.equal, anchor, multiplier)
    }

    /// `self >= anchor + multiplier × system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spacing(.greaterThanOrEqual, anchor, multiplier)
    }

    /// `self <= anchor + multiplier × system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spacing(.lessThanOrEqual, anchor, multiplier)
    }

    private func spacing(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutXAxisAnchor, _ multiplier: CGFloat) -> NSLayoutConstraint {
        make(relation, anchor, constant: SystemSpacing.between(anchor, self) * multiplier, systemSpacingMultiplier: multiplier)
    }
}

/// An anchor for a position along the y-axis: top, bottom, center or a baseline (UIKit's `NSLayoutYAxisAnchor`).
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × system spacing`: this anchor comes the standard spacing below `anchor`.
    /// Between two baselines the spacing is the lower text's line height (the next line, following Dynamic
    /// Type); elsewhere 8 points.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spacing(.equal, anchor, multiplier)
    }

    /// `self >= anchor + multiplier × system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spacing(.greaterThanOrEqual, anchor, multiplier)
    }

    /// `self <= anchor + multiplier × system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spacing(.lessThanOrEqual, anchor, multiplier)
    }

    private func spacing(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutYAxisAnchor, _ multiplier: CGFloat) -> NSLayoutConstraint {
        make(relation, anchor, constant: SystemSpacing.between(anchor, self) * multiplier, systemSpacingMultiplier: multiplier)
    }
}

/// UIKit's standard ("system") spacing between two anchors.
@preconcurrency @MainActor
enum SystemSpacing {
    /// The spacing between views (8 points, UIKit's standard spacing between sibling views).
    static let betweenViews: CGFloat = 8

    /// The spacing from `upper` (or the earlier anchor) to `lower`: between two baselines, the lower text's
    /// line height; elsewhere ``betweenViews``.
    static func between<T: AnyObject>(_ upper: NSLayoutAnchor<T>, _ lower: NSLayoutAnchor<T>) -> CGFloat {
        between(upper.attribute, upper.item, lower.attribute, lower.item)
    }

    /// The same for the attributes and items of a constraint (`first` is the lower one).
    static func between(_ upperAttribute: NSLayoutConstraint.Attribute, _ upper: AnyObject?,
                        _ lowerAttribute: NSLayoutConstraint.Attribute, _ lower: AnyObject?) -> CGFloat {
        let baselines: Set<NSLayoutConstraint.Attribute> = [.firstBaseline, .lastBaseline]
        guard baselines.contains(upperAttribute), baselines.contains(lowerAttribute) else { return betweenViews }
        let lowerView = (lower as? UIView).map { lowerAttribute == .firstBaseline ? $0.viewForFirstBaselineLayout : $0.viewForLastBaselineLayout }
        guard let label = lowerView as? UILabel else { return betweenViews }
        return label.effectiveFont.lineHeight.rounded(.up)
    }
}
