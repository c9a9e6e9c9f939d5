/// How the two sides of a ``LinearConstraint`` compare, as NSLayoutConstraint.Relation does.
package enum LayoutRelation: Sendable, Hashable {
    case lessThanOrEqual
    case equal
    case greaterThanOrEqual
}

/// `lhs relation rhs`, held at a ``LayoutStrength``: what one NSLayoutConstraint asks of the solver.
package struct LinearConstraint: Hashable, Sendable {
    /// `lhs - rhs`: the constraint reads `expression relation 0`.
    package var expression: LinearExpression
    /// How `expression` compares with 0.
    package var relation: LayoutRelation
    /// How strongly the solver holds the constraint.
    package var strength: LayoutStrength

    /// `lhs relation rhs`.
    package init(_ lhs: LinearExpression, _ relation: LayoutRelation, _ rhs: LinearExpression = LinearExpression(),
                 strength: LayoutStrength = .required) {
        self.expression = lhs - rhs
        self.relation = relation
        self.strength = strength
    }

    /// `variable relation rhs`.
    package init(_ lhs: LayoutVariable, _ relation: LayoutRelation, _ rhs: LinearExpression = LinearExpression(),
                 strength: LayoutStrength = .required) {
        self.init(LinearExpression(lhs), relation, rhs, strength: strength)
    }

    /// `variable relation constant`.
    package init(_ lhs: LayoutVariable, _ relation: LayoutRelation, _ constant: Double,
                 strength: LayoutStrength = .required) {
        self.init(LinearExpression(lhs), relation, LinearExpression(constant: constant), strength: strength)
    }

    /// Whether every number in the constraint is finite and a non-required weight is positive; the solver
    /// refuses other constraints.
    package var isWellFormed: Bool {
        expression.constant.isFinite && expression.terms.allSatisfy(\.coefficient.isFinite)
            && (strength.isRequired || (strength.weight.isFinite && strength.weight > 0 && strength.tier.isFinite))
    }

    /// By how much the constraint is violated for the given values: `|expression|` for an equality,
    /// the amount by which an inequality is on the wrong side of 0, or 0 when it holds.
    package func violation(_ valueOf: (LayoutVariable) -> Double) -> Double {
        let value = expression.value(valueOf)
        switch relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }
}

/// Names a constraint added to a ``LayoutSolver``; stays valid until the constraint is removed.
package struct LayoutConstraintID: Hashable, Sendable, CustomStringConvertible {
    /// The constraint's slot in the solver (slots of removed constraints are reused).
    package let slot: Int32
    /// Tells apart the constraints that used the same slot over time.
    package let generation: UInt32

    /// `c`, the slot and the generation.
    package var description: String { "c\(slot).\(generation)" }
}
