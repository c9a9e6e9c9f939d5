/// `coefficient × variable`, one summand of a ``LinearExpression``.
package struct LinearTerm: Hashable, Sendable {
    /// The variable.
    package var variable: LayoutVariable
    /// Its factor.
    package var coefficient: Double

    /// `coefficient × variable`.
    package init(_ variable: LayoutVariable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `Σ coefficient × variable + constant`: one side of a ``LinearConstraint``.
///
/// NSLayoutConstraint's `item1.attribute1 = multiplier × item2.attribute2 + constant` becomes two
/// expressions (an attribute such as `centerX` is itself `minX + 0.5 × width`). Build them with the
/// arithmetic operators below; a variable may appear more than once (the solver adds the coefficients).
package struct LinearExpression: Hashable, Sendable {
    /// The summands `coefficient × variable`.
    package var terms: [LinearTerm]
    /// The constant summand.
    package var constant: Double

    /// `Σ terms + constant`.
    package init(_ terms: [LinearTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The variable alone.
    package init(_ variable: LayoutVariable) {
        self.init([LinearTerm(variable)])
    }

    /// The constant alone.
    package init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The expression's value for the given variable values.
    package func value(_ valueOf: (LayoutVariable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * valueOf($1.variable) }
    }

    /// The sum.
    package static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The difference.
    package static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs * -1
    }

    /// Every coefficient and the constant times `factor`.
    package static func * (lhs: LinearExpression, factor: Double) -> LinearExpression {
        LinearExpression(lhs.terms.map { LinearTerm($0.variable, $0.coefficient * factor) }, constant: lhs.constant * factor)
    }

    /// Every coefficient and the constant times `factor`.
    package static func * (factor: Double, rhs: LinearExpression) -> LinearExpression { rhs * factor }

    /// The expression plus a constant.
    package static func + (lhs: LinearExpression, constant: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant + constant)
    }

    /// The expression minus a constant.
    package static func - (lhs: LinearExpression, constant: Double) -> LinearExpression { lhs + -constant }
}

extension LayoutVariable {
    /// `factor × variable`.
    package static func * (factor: Double, variable: LayoutVariable) -> LinearExpression {
        LinearExpression([LinearTerm(variable, factor)])
    }

    /// `factor × variable`.
    package static func * (variable: LayoutVariable, factor: Double) -> LinearExpression { factor * variable }

    /// The sum of two variables.
    package static func + (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression {
        LinearExpression(lhs) + LinearExpression(rhs)
    }

    /// The difference of two variables.
    package static func - (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression {
        LinearExpression(lhs) - LinearExpression(rhs)
    }

    /// The variable plus a constant.
    package static func + (lhs: LayoutVariable, constant: Double) -> LinearExpression { LinearExpression(lhs) + constant }

    /// The variable minus a constant.
    package static func - (lhs: LayoutVariable, constant: Double) -> LinearExpression { LinearExpression(lhs) - constant }

    /// The expression plus a variable.
    package static func + (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression { lhs + LinearExpression(rhs) }

    /// The expression minus a variable.
    package static func - (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression { lhs - LinearExpression(rhs) }

    /// The variable plus an expression.
    package static func + (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }

    /// The variable minus an expression.
    package static func - (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
}
