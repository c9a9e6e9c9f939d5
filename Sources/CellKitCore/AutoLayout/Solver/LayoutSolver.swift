/// An incremental Cassowary solver (Badros, Borning & Stuckey) for linear equalities and inequalities
/// with required and preferred strengths: the engine under CellKit's Auto Layout.
///
/// Use: make variables with ``makeVariable(named:)``, ``add(_:)`` constraints (a required one that
/// cannot hold throws ``UnsatisfiableConstraintError`` and changes nothing), read ``value(of:)``. For
/// values that change often, make an edit variable (``addEditVariable(_:strength:initialValue:)``)
/// and ``suggestValue(_:for:)``, or change a constraint's constant in place with
/// ``setConstant(_:of:)``; both re-solve with the dual simplex from the current optimum.
/// ``valueRange(of:)`` and ``isAmbiguous(_:)`` tell whether the constraints fix a variable's value.
///
/// After every call that returns normally the solution is feasible for the required constraints and
/// optimal for the others (lexicographically by ``LayoutStrength/tier``, weighted within a tier).
///
/// Not thread-safe: one owner (the Auto Layout engine of a window) uses it from one thread.
package final class LayoutSolver {
    // One owner on one thread, and no call re-enters the solver: the dynamic exclusivity check on every
    // call (a measurable share of reading a value) buys nothing.
    @exclusivity(unchecked) private var core = SolverCore()

    /// An empty solver.
    package init() {}

    // Read-only members read `core`'s stored arrays in place: calling a method on `core` from here would
    // copy the whole struct (a retain per array) on every call.

    // MARK: Variables

    /// A new variable, unconstrained (value 0) until constraints mention it.
    package func makeVariable(named name: String? = nil) -> LayoutVariable {
        core.makeVariable(named: name)
    }

    /// Forgets `variable` (its id may be handed out again), for a view that leaves the layout. Throws
    /// while a constraint or an edit variable still mentions it.
    package func removeVariable(_ variable: LayoutVariable) throws(LayoutSolverError) {
        try core.removeVariable(variable)
    }

    /// The variable's name given at creation, or its id.
    package func name(of variable: LayoutVariable) -> String {
        core.name(of: variable)
    }

    /// The variable's value in the current solution (0 for a variable no constraint mentions, or one that
    /// another solver made).
    package func value(of variable: LayoutVariable) -> Double {
        let id = Int(variable.id)
        guard id >= 0, id < core.tableau.kinds.count, core.tableau.kinds[id] == .external else { return 0 }
        let slot = Int(core.tableau.basicSlot[id])
        return slot >= 0 ? core.tableau.rows[slot].constant : 0
    }

    // MARK: Constraints

    /// Adds `constraint` and re-solves.
    ///
    /// A non-required constraint is always accepted. A required constraint that cannot hold together
    /// with the required constraints already present is refused: the solver is left as it was and the
    /// error lists those it conflicts with (see ``UnsatisfiableConstraintError``).
    @discardableResult
    package func add(_ constraint: LinearConstraint) throws(UnsatisfiableConstraintError) -> LayoutConstraintID {
        try core.add(constraint)
    }

    /// Removes the constraint `id` names and re-solves. Throws when `id` is not in the solver, or names
    /// an edit constraint (remove those with ``removeEditVariable(_:)``).
    package func remove(_ id: LayoutConstraintID) throws(LayoutSolverError) {
        try core.remove(id)
    }

    /// Sets the constant term of the constraint's ``LinearConstraint/expression`` (`lhs - rhs`, so for
    /// `a == b + c` pass `-c`) and re-solves incrementally, as ``suggestValue(_:for:)`` does.
    ///
    /// A required constraint whose new constant cannot hold keeps its old constant and throws
    /// ``UnsatisfiableConstraintError`` listing the other required constraints it conflicts with.
    /// Does nothing for an id that is not in the solver or names an edit constraint.
    package func setConstant(_ constant: Double, of id: LayoutConstraintID) throws(UnsatisfiableConstraintError) {
        try core.setConstant(constant, of: id)
    }

    /// Whether `id` names a constraint currently in the solver.
    package func contains(_ id: LayoutConstraintID) -> Bool {
        let slot = Int(id.slot)
        return slot >= 0 && slot < core.records.count && core.records[slot].isLive
            && core.records[slot].generation == id.generation
    }

    /// The constraint `id` names (with its current constant), or nil when it is not in the solver.
    package func constraint(_ id: LayoutConstraintID) -> LinearConstraint? {
        contains(id) ? core.records[Int(id.slot)].constraint : nil
    }

    /// The ids of the constraints in the solver, edit constraints excluded.
    package var constraintIDs: [LayoutConstraintID] { core.constraintIDs }

    /// The number of constraints in the solver, edit constraints included.
    package var constraintCount: Int { core.constraintCount }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: a non-required constraint `variable == initialValue` at
    /// `strength`, whose value ``suggestValue(_:for:)`` then changes cheaply. kiwisolver starts its edit
    /// constraints at 0, which is the default here too.
    package func addEditVariable(_ variable: LayoutVariable, strength: LayoutStrength,
                                 initialValue: Double = 0) throws(LayoutSolverError) {
        try core.addEditVariable(variable, strength: strength, initialValue: initialValue)
    }

    /// Whether `variable` is an edit variable.
    package func hasEditVariable(_ variable: LayoutVariable) -> Bool {
        let id = Int(variable.id)
        return id >= 0 && id < core.editSlotOfSymbol.count && core.editSlotOfSymbol[id] >= 0
    }

    /// Removes `variable`'s edit constraint and re-solves.
    package func removeEditVariable(_ variable: LayoutVariable) throws(LayoutSolverError) {
        try core.removeEditVariable(variable)
    }

    /// Asks for `variable == value` at its edit strength, re-solving incrementally: the change moves
    /// the constants of the rows that mention the edit constraint's error, then the dual simplex pivots
    /// only where a row went infeasible.
    package func suggestValue(_ value: Double, for variable: LayoutVariable) throws(LayoutSolverError) {
        try core.suggestValue(value, for: variable)
    }

    // MARK: Ambiguity

    /// The values `variable` takes over *all* optimal solutions of the current constraints: a single
    /// point when the constraints (required and non-required together) fix it, an interval or
    /// `-∞...∞` when they leave it free. For `hasAmbiguousLayout`.
    ///
    /// How it is decided: in the optimal tableau every parametric symbol whose cost is non-zero in some
    /// tier must stay 0 in any optimal solution (raising it worsens the objective), and dummies are always
    /// 0. The other parametric symbols span the optimal face: free layout variables move it without
    /// bound, zero-cost slacks and errors move it as far as the restricted rows stay non-negative. The
    /// range is the minimum and maximum of the variable's row over that face, found by a small simplex.
    package func valueRange(of variable: LayoutVariable) -> ClosedRange<Double> {
        guard core.isVariable(variable) else { return -Double.infinity...Double.infinity }
        let range = core.tableau.optimalRange(of: variable.id)
        return range.lower...range.upper
    }

    /// Whether the constraints leave `variable` ambiguous: its ``valueRange(of:)`` is wider than
    /// 1e-7 (points). A variable no constraint mentions is ambiguous.
    package func isAmbiguous(_ variable: LayoutVariable) -> Bool {
        let range = valueRange(of: variable)
        return range.upperBound - range.lowerBound > 1e-7
    }
}
