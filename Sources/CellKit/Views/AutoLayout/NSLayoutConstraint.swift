import Foundation

/// A relation between two attributes of views or layout guides that Auto Layout keeps
/// (UIKit's `NSLayoutConstraint`): `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`.
///
/// A constraint does nothing until it is active: `isActive = true` (or `NSLayoutConstraint.activate`)
/// installs it on the closest common ancestor of its items, as UIKit does, and the next layout pass
/// solves it. Changing `constant` re-solves incrementally (the solver moves the constant in place);
/// changing a non-required `priority` swaps only this constraint.
///
/// Mistakes UIKit answers with an exception (attributes that cannot be compared, items with no common
/// ancestor, a priority changed between required and optional while active) print a clear warning
/// instead and leave the constraint as it was.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    private weak var firstItemStorage: AnyObject?
    private weak var secondItemStorage: AnyObject?
    private var constantStorage: CGFloat
    private var priorityStorage = UILayoutPriority.required
    /// The view the constraint is installed on while active.
    weak var container: UIView?
    /// Tells constraints apart in logs and orders them by creation.
    let serial: Int
    /// Why UIKit would refuse this constraint, or nil when it is valid.
    let invalidReason: String?
    /// The stack view whose arrangement this constraint expresses, if any.
    weak var arrangingStack: UIStackView?
    /// For `constraint(equalToSystemSpacingAfter:multiplier:)` and friends: the multiplier of the system
    /// spacing, which follows the fonts; setting `constant` replaces it with a fixed value.
    var systemSpacingMultiplier: CGFloat?

    private static var nextSerial = 0

    /// The first item (a view or a layout guide).
    open var firstItem: AnyObject? { firstItemStorage }
    /// The attribute of the first item.
    public let firstAttribute: Attribute
    /// How the two sides compare.
    public let relation: Relation
    /// The second item, or nil for a constant (`width == 44`).
    open var secondItem: AnyObject? { secondItemStorage }
    /// The attribute of the second item (`.notAnAttribute` without one).
    public let secondAttribute: Attribute
    /// The factor on the second attribute.
    public let multiplier: CGFloat
    /// A name shown in the constraint's description.
    open var identifier: String?
    /// Whether the constraint is archived with its view (stored only; CellKit has no archives).
    open var shouldBeArchived = false

    /// Creates `view1.attr1 relation multiplier × view2.attr2 + c` (UIKit's only public initialiser).
    ///
    /// The items must be views or layout guides. With no second item, the first attribute must be a width or
    /// a height and the second `.notAnAttribute`; positions compare only with positions on the same axis,
    /// leading/trailing never with left/right, and sizes with sizes. A constraint that breaks these rules
    /// prints why (UIKit raises `NSInvalidArgumentException`) and never activates.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
                  multiplier: multiplier, constant: c)
    }

    init(first: AnyObject, _ attr1: Attribute, _ relation: Relation, second: AnyObject?, _ attr2: Attribute,
         multiplier: CGFloat, constant: CGFloat, systemSpacingMultiplier: CGFloat? = nil) {
        firstItemStorage = first
        secondItemStorage = second
        firstAttribute = attr1
        self.relation = relation
        secondAttribute = attr2
        self.multiplier = multiplier
        constantStorage = constant
        self.systemSpacingMultiplier = systemSpacingMultiplier
        serial = Self.nextSerial
        Self.nextSerial += 1
        invalidReason = Self.validate(first: first, attr1, second: second, attr2, multiplier: multiplier)
        super.init()
        if let invalidReason {
            Diagnostics.warnOnce(key: "NSLayoutConstraint-invalid-\(serial)", message:
                "\(invalidReason) UIKit raises NSInvalidArgumentException here; CellKit ignores the constraint \(description).")
        }
    }

    /// The constant added to the second side. Changing it on an active constraint re-solves incrementally.
    open var constant: CGFloat {
        get { constantStorage }
        set {
            guard newValue != constantStorage else { return }
            constantStorage = newValue
            systemSpacingMultiplier = nil
            if isActive { layoutIsland?.constraintConstantDidChange(self) }
        }
    }

    /// How strongly the constraint holds (default `.required`). Between two non-required values it may change
    /// at any time; UIKit refuses changing it to or from `.required` while the constraint is active, and so
    /// does CellKit, with a warning, keeping the old priority.
    open var priority: UILayoutPriority {
        get { priorityStorage }
        set {
            guard newValue != priorityStorage else { return }
            guard newValue.rawValue > 0, newValue.rawValue <= 1000 else {
                Diagnostics.warnOnce(key: "NSLayoutConstraint-priority-range-\(serial)", message:
                    "A layout priority must be greater than 0 and at most 1000; \(newValue.rawValue) was ignored for \(description).")
                return
            }
            if isActive, (newValue == .required) != (priorityStorage == .required) {
                Diagnostics.warnOnce(key: "NSLayoutConstraint-priority-required-\(serial)", message:
                    "Mutating a priority from required to not required (or the reverse) on an installed constraint is not supported; "
                    + "UIKit raises an exception here. The priority stays \(priorityStorage.descriptionText) for \(description). "
                    + "Set the priority before activating the constraint.")
                return
            }
            priorityStorage = newValue
            if isActive { layoutIsland?.constraintPriorityDidChange(self) }
        }
    }

    /// Whether the constraint takes part in layout. Setting it to true installs it on the closest common
    /// ancestor of its items; false removes it from there.
    open var isActive: Bool {
        get { container != nil }
        set { newValue ? activate() : deactivate() }
    }

    /// Activates each constraint (the same as setting `isActive` on each, in order).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The first item's anchor for the first attribute.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: firstItemStorage, attribute: firstAttribute)
    }

    /// The second item's anchor for the second attribute, or nil for a constant constraint.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItemStorage.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: secondAttribute) }
    }

    /// The constraint as UIKit prints it: `<NSLayoutConstraint:0x… 'identifier' UILabel:0x…'Text'.leading ==
    /// UILayoutGuide:0x…'UIViewLayoutMarginsGuide'.leading + 8 @750   (active)>`. A non-required priority
    /// follows the constant after `@`; `(active)` marks an active constraint. Read it on the main actor.
    nonisolated open override var description: String {
        MainActor.assumeIsolated { constraintDescription }
    }

    // MARK: Installing

    /// The items the constraint mentions (margin attributes mention the view, whose margins guide they use).
    var items: [AnyObject] {
        [firstItemStorage, secondItemStorage].compactMap { $0 }
    }

    /// The island that solves this constraint while it is active.
    var layoutIsland: LayoutIsland? {
        container?.layoutIslandHost.autoLayout.island
    }

    private func activate() {
        guard container == nil else { return }
        guard invalidReason == nil else { return }
        guard let view = commonAncestorOfItems() else {
            Diagnostics.warnOnce(key: "NSLayoutConstraint-no-common-ancestor-\(serial)", message:
                "Unable to activate constraint \(description) because its items have no common ancestor. Does the "
                + "constraint or its anchors reference items in different view hierarchies? That's illegal (UIKit raises an "
                + "exception). CellKit leaves the constraint inactive.")
            return
        }
        view.install(self)
    }

    private func deactivate() {
        container?.uninstall(self)
    }

    /// The closest view that contains every item (a guide counts as its owning view), or nil.
    func commonAncestorOfItems() -> UIView? {
        let views = items.map(Self.owningView(of:))
        guard let first = views.first, var candidate = first else { return nil }
        for view in views.dropFirst() {
            guard let view else { return nil }
            while !view.isDescendant(of: candidate) {
                guard let parent = candidate.superview else { return nil }
                candidate = parent
            }
        }
        return candidate
    }

    /// The view an item belongs to: the view itself, or a layout guide's owning view.
    static func owningView(of item: AnyObject) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }

    /// Called by the view the constraint is installed on.
    func didInstall(on view: UIView) {
        container = view
    }

    /// Called by the view the constraint was installed on.
    func didUninstall() {
        container = nil
    }

    // MARK: Validation

    private static func validate(first: AnyObject, _ attr1: Attribute, second: AnyObject?, _ attr2: Attribute,
                                 multiplier: CGFloat) -> String? {
        func isItem(_ item: AnyObject) -> Bool { item is UIView || item is UILayoutGuide }
        guard isItem(first), second.map(isItem) ?? true else { return "Constraint items must each be a view or layout guide." }
        guard attr1 != .notAnAttribute else { return "A constraint's first attribute cannot be notAnAttribute." }
        if first is UILayoutGuide, attr1.isMarginAttribute || attr1 == .firstBaseline || attr1 == .lastBaseline {
            return "A layout guide has no \(attr1.descriptionName) attribute."
        }
        if let second, second is UILayoutGuide, attr2.isMarginAttribute || attr2 == .firstBaseline || attr2 == .lastBaseline {
            return "A layout guide has no \(attr2.descriptionName) attribute."
        }
        guard multiplier.isFinite else { return "A constraint's multiplier must be finite." }
        let kind1 = attr1.kind, kind2 = attr2.kind
        if second == nil || attr2 == .notAnAttribute {
            guard second == nil, attr2 == .notAnAttribute else {
                return "A constraint with a second item needs a second attribute, and one without needs notAnAttribute."
            }
            guard kind1 == .dimension else {
                return "A constraint cannot be made that sets a location equal to a constant (\(attr1.descriptionName))."
            }
            return nil
        }
        switch (kind1, kind2) {
        case (.dimension, .dimension), (.yPosition, .yPosition):
            break
        case (.xPosition(let a), .xPosition(let b)):
            if let a, let b, a != b {
                return "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
                    + "Use leading/trailing for both or neither."
            }
        default:
            return "Invalid pairing of layout attributes \(attr1.descriptionName) and \(attr2.descriptionName)."
        }
        if kind1 != .dimension, multiplier == 0 {
            return "A multiplier of 0 with a location for the first attribute creates an illegal constraint of a location equal to a constant."
        }
        return nil
    }
}
