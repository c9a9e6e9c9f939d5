extension SolverCore {
    /// See ``LayoutSolver/addEditVariable(_:strength:initialValue:)``.
    mutating func addEditVariable(_ variable: LayoutVariable, strength: LayoutStrength,
                                 initialValue: Double = 0) throws(LayoutSolverError) {
        guard isVariable(variable) else { throw .unknownVariable(variable) }
        guard editSlotOfSymbol[Int(variable.id)] < 0 else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditStrength }
        guard initialValue.isFinite else { throw .nonFiniteValue }
        let constraint = LinearConstraint(variable, .equal, initialValue, strength: strength)
        guard constraint.isWellFormed else { throw .invalidWeight }
        // A non-required constraint is always accepted.
        guard let id = try? add(constraint) else { return }
        records[Int(id.slot)].editedVariable = variable.id
        editSlotOfSymbol[Int(variable.id)] = id.slot
    }

    /// See ``LayoutSolver/hasEditVariable(_:)``.
    func hasEditVariable(_ variable: LayoutVariable) -> Bool {
        isVariable(variable) && editSlotOfSymbol[Int(variable.id)] >= 0
    }

    /// See ``LayoutSolver/removeEditVariable(_:)``.
    mutating func removeEditVariable(_ variable: LayoutVariable) throws(LayoutSolverError) {
        guard hasEditVariable(variable) else { throw .unknownEditVariable(variable) }
        let slot = editSlotOfSymbol[Int(variable.id)]
        editSlotOfSymbol[Int(variable.id)] = -1
        removeConstraint(slot: slot)
    }

    /// See ``LayoutSolver/suggestValue(_:for:)``.
    mutating func suggestValue(_ value: Double, for variable: LayoutVariable) throws(LayoutSolverError) {
        guard hasEditVariable(variable) else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteValue }
        // The edit constraint is `variable - value == 0`.
        _ = moveConstant(ofSlot: editSlotOfSymbol[Int(variable.id)], to: -value)
    }

    /// See ``LayoutSolver/setConstant(_:of:)``.
    mutating func setConstant(_ constant: Double, of id: LayoutConstraintID) throws(UnsatisfiableConstraintError) {
        guard let slot = liveSlot(id), records[Int(slot)].editedVariable < 0 else { return }
        guard constant.isFinite else {
            var constraint = records[Int(slot)].constraint
            constraint.expression.constant = constant
            throw UnsatisfiableConstraintError(constraint: constraint, changedConstraint: id, conflicts: [])
        }
        if let proof = moveConstant(ofSlot: slot, to: constant) {
            var constraint = records[Int(slot)].constraint
            constraint.expression.constant = constant
            throw UnsatisfiableConstraintError(constraint: constraint, changedConstraint: id,
                                               conflicts: conflicts(inProof: proof.row, basic: proof.basic, excluding: slot))
        }
    }

    /// Changes the constant of the constraint in `slot`. In its original row `expression - marker (+ other)
    /// = 0` the marker has coefficient -1, so raising the constant by δ is the same system with the
    /// marker renamed to `marker - δ`: the tableau stays valid once every occurrence of the marker is
    /// shifted. Returns the proof row (and its basic symbol) when the new constant makes the required
    /// constraints inconsistent; the old constant is then restored.
    private mutating func moveConstant(ofSlot slot: Int32, to constant: Double) -> (row: TableauRow, basic: Int32)? {
        let record = records[Int(slot)]
        let oldConstant = record.constraint.expression.constant
        guard constant != oldConstant else { return nil }
        let sign: Double = record.constraint.relation == .lessThanOrEqual ? -1 : 1
        let delta = (constant - oldConstant) * sign
        records[Int(slot)].constraint.expression.constant = constant
        var failure = tableau.shiftMarker(record.marker, by: delta)
        if failure == nil { failure = tableau.dualOptimize() }
        guard let failure else { return nil }
        let proof = (tableau.rows[Int(failure)], tableau.basicSymbol[Int(failure)])
        records[Int(slot)].constraint.expression.constant = oldConstant
        _ = tableau.shiftMarker(record.marker, by: -delta)
        tableau.noteAllInfeasibleRows()
        let recovered = tableau.dualOptimize()
        assert(recovered == nil, "the previous constants were feasible")
        return proof
    }
}

extension SimplexTableau {
    /// Replaces `marker` by `marker - delta` throughout (see ``LayoutSolver/setConstant(_:of:)``). Returns
    /// the slot of a required equality's row that became inconsistent (a basic dummy away from 0), if any.
    mutating func shiftMarker(_ marker: Int32, by delta: Double) -> Int32? {
        var inconsistent: Int32?
        func check(_ slot: Int32) {
            if kinds[Int(basicSymbol[Int(slot)])] == .dummy, !SolverTolerance.isZero(rows[Int(slot)].constant) {
                inconsistent = inconsistent ?? slot
            }
        }
        if let slot = basicSlot(of: marker) {
            shiftConstant(ofSlot: slot, by: delta)
            check(slot)
        } else {
            for slot in columns.slots(of: marker) {
                shiftConstant(ofSlot: slot, by: -rows[Int(slot)].coefficient(of: marker) * delta)
                check(slot)
            }
        }
        return inconsistent
    }

    /// Notes every restricted row with a negative constant for the dual simplex.
    mutating func noteAllInfeasibleRows() {
        infeasibleSlots.removeAll()
        for slot in basicSymbol.indices where basicSymbol[slot] >= 0 {
            if kinds[Int(basicSymbol[slot])].isRestricted, rows[slot].constant < -SolverTolerance.zero {
                infeasibleSlots.append(Int32(slot))
            }
        }
    }
}
