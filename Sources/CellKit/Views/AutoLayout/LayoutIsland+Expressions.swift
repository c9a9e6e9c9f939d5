import Foundation

/// Attributes as linear expressions over an item's variables, and constraints as solver constraints.
extension LayoutIsland {
    /// `first.attr1 relation multiplier × second.attr2 + constant` over the items' variables, at the
    /// constraint's priority (UIKit priorities are lexicographic tiers, see `UILayoutPriority`). Nil when an
    /// item is gone or outside the host.
    ///
    /// A constraint on leading or trailing edges reads in the layout direction of its first item, as UIKit's
    /// do: right to left, leading is the right edge and the x-axis runs leftwards, so `b.leading == a.trailing + 12`
    /// puts b's right edge 12 points left of a's left edge (the positions, not the constant, change sign).
    func linearConstraint(for constraint: NSLayoutConstraint) -> LinearConstraint? {
        guard let first = constraint.firstItem else { return nil }
        let directional = [constraint.firstAttribute, constraint.secondAttribute].contains { $0.kind == .xPosition(directional: true) }
        let rightToLeft = directional
            && NSLayoutConstraint.owningView(of: first)?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        guard var lhs = expression(constraint.firstAttribute, of: first, rightToLeft: rightToLeft) else { return nil }
        var positions = LinearExpression()
        if let second = constraint.secondItem {
            guard let other = expression(constraint.secondAttribute, of: second, rightToLeft: rightToLeft) else { return nil }
            positions = other * Double(constraint.multiplier)
        }
        if rightToLeft {
            lhs = lhs * -1
            positions = positions * -1
        }
        let relation: LayoutRelation = switch constraint.relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return LinearConstraint(lhs, relation, positions + Double(effectiveConstant(of: constraint)),
                                strength: constraint.priority.strength)
    }

    /// The constant the constraint adds: its `constant`, or for system spacing the spacing for today's fonts.
    func effectiveConstant(of constraint: NSLayoutConstraint) -> CGFloat {
        guard let multiplier = constraint.systemSpacingMultiplier else { return constraint.constant }
        return SystemSpacing.between(constraint.secondAttribute, constraint.secondItem,
                                     constraint.firstAttribute, constraint.firstItem) * multiplier
    }

    /// An attribute of a view or guide as an expression in the host's coordinates.
    ///
    /// Margin attributes are the view's `layoutMarginsGuide` edges. Baselines are those of
    /// `viewForFirstBaselineLayout` / `viewForLastBaselineLayout`, at the offset the text has when the view
    /// has its intrinsic height (a view without text: its top, or its bottom). Leading and trailing are the
    /// right and left edges when `rightToLeft`.
    func expression(_ attribute: NSLayoutConstraint.Attribute, of object: AnyObject, rightToLeft: Bool) -> LinearExpression? {
        if attribute.isMarginAttribute {
            guard let view = object as? UIView else { return nil }
            return expression(attribute.withoutMargin, of: view.layoutMarginsGuide, rightToLeft: rightToLeft)
        }
        if attribute == .firstBaseline || attribute == .lastBaseline {
            guard let view = object as? UIView else { return nil }
            let baselineView = attribute == .firstBaseline ? view.viewForFirstBaselineLayout : view.viewForLastBaselineLayout
            guard let item = item(for: baselineView) else { return nil }
            let offsets = Self.baselineOffsets(of: baselineView)
            return attribute == .firstBaseline ? LinearExpression(item.y) + Double(offsets.fromTop)
                : item.maxY - Double(offsets.fromBottom)
        }
        guard let item = item(for: object) else { return nil }
        switch attribute {
        case .left: return LinearExpression(item.x)
        case .right: return item.maxX
        case .top: return LinearExpression(item.y)
        case .bottom: return item.maxY
        case .leading: return rightToLeft ? item.maxX : LinearExpression(item.x)
        case .trailing: return rightToLeft ? LinearExpression(item.x) : item.maxX
        case .width: return LinearExpression(item.width)
        case .height: return LinearExpression(item.height)
        case .centerX: return item.x + 0.5 * item.width
        case .centerY: return item.y + 0.5 * item.height
        default: return nil
        }
    }

    /// A view's first baseline below its top and last baseline above its bottom (labels; 0 for other views).
    static func baselineOffsets(of view: UIView) -> (fromTop: CGFloat, fromBottom: CGFloat) {
        (view as? UILabel)?.baselineOffsets() ?? (0, 0)
    }

    /// Moves the constants of constraints that depend on fonts (baselines, system spacing) to today's values;
    /// with `baselinesOnly`, of those on baselines (whose offsets also follow where text wraps).
    func refreshDynamicConstants(baselinesOnly: Bool = false) {
        for serial in dynamicConstraints {
            guard let constraint = constraints[serial], !baselinesOnly || constraint.relatesBaselines,
                  let linear = linearConstraint(for: constraint) else { continue }
            let constant = linear.expression.constant
            guard abs(constant - (appliedConstants[serial] ?? .nan)) > 1e-9 else { continue }
            appliedConstants[serial] = constant
            report(system.setConstant(constant, for: .constraint(serial)))
        }
    }
}

extension NSLayoutConstraint {
    /// Whether the constraint's constant in the solver depends on fonts: it relates baselines, or uses system spacing.
    var hasDynamicConstant: Bool {
        systemSpacingMultiplier != nil || relatesBaselines
    }

    /// Whether either attribute is a baseline.
    var relatesBaselines: Bool {
        [firstAttribute, secondAttribute].contains { $0 == .firstBaseline || $0 == .lastBaseline }
    }
}

extension LinearConstraint {
    /// `lhs relation constant`.
    init(_ lhs: LinearExpression, _ relation: LayoutRelation, _ constant: Double, strength: LayoutStrength = .required) {
        self.init(lhs, relation, LinearExpression(constant: constant), strength: strength)
    }
}
