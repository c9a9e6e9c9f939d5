/// Required constraints that cannot all hold: the solver refused a constraint (or a new constant) and
/// kept its previous solution.
///
/// ``conflicts`` is computed from the tableau, not guessed: it is the support of the proof of
/// infeasibility the simplex ends with (a row `a = a* + Σ d·s` with `a* > 0` whose symbols must all be
/// ≥ 0, or `0 = c ≠ 0` over required equalities). Every tableau row is a linear combination of the
/// constraints' original rows, and each constraint's marker symbol appears in its own original row only,
/// so the constraints the proof combines are exactly those whose markers appear in it. Together with
/// ``constraint`` they cannot hold; the list is not promised to be minimal, only sufficient.
/// Non-required constraints never appear in it.
///
/// A constraint with a non-finite coefficient or constant, a non-required strength whose weight is not a
/// positive finite number, or a variable id this solver never handed out cannot hold either: it is refused
/// the same way, with no conflicts.
package struct UnsatisfiableConstraintError: Error, Sendable, CustomStringConvertible {
    /// The constraint that could not be added, or the changed constraint with its rejected constant.
    package var constraint: LinearConstraint
    /// The changed constraint, when the error comes from ``LayoutSolver/setConstant(_:of:)``.
    package var changedConstraint: LayoutConstraintID?
    /// The required constraints already in the solver that, with ``constraint``, cannot all hold.
    package var conflicts: [LayoutConstraintID]

    /// The refusal in words, with the conflicting constraints' ids.
    package var description: String {
        "unsatisfiable required constraint; conflicts with \(conflicts.map(\.description).joined(separator: ", "))"
    }
}

/// Misuse of the solver's edit API or of a stale constraint id (the solver state is left unchanged).
package enum LayoutSolverError: Error, Sendable, Equatable {
    /// The id names no constraint in this solver (removed, or from another solver).
    case unknownConstraint(LayoutConstraintID)
    /// The variable is not an id this solver handed out.
    case unknownVariable(LayoutVariable)
    /// The variable cannot be removed while constraints (edit constraints included) mention it.
    case variableInUse(LayoutVariable)
    /// The variable is not an edit variable.
    case unknownEditVariable(LayoutVariable)
    /// The variable already is an edit variable.
    case duplicateEditVariable(LayoutVariable)
    /// Edit variables must be non-required (a suggestion may always be refused).
    case requiredEditStrength
    /// Edit constraints are changed with suggestValue and removed with removeEditVariable.
    case editConstraint(LayoutConstraintID)
    /// A suggested or initial value that is infinite or not a number.
    case nonFiniteValue
    /// An edit strength whose weight is not a positive finite number.
    case invalidWeight
}
