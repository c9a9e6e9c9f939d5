extension SolverCore {
    /// See ``LayoutSolver/remove(_:)``.
    mutating func remove(_ id: LayoutConstraintID) throws(LayoutSolverError) {
        guard let slot = liveSlot(id) else { throw .unknownConstraint(id) }
        guard records[Int(slot)].editedVariable < 0 else { throw .editConstraint(id) }
        removeConstraint(slot: slot)
    }

    /// Removes the constraint in `slot`: takes its errors out of the objective, brings its marker into
    /// the basis without losing feasibility, drops that row, and re-optimises.
    mutating func removeConstraint(slot: Int32) {
        let record = records[Int(slot)]
        let strength = record.constraint.strength
        if !strength.isRequired {
            let tier = tableau.objective.tierIndex(strength.tier)
            var weighted = [record.other]
            if record.constraint.relation == .equal { weighted.append(record.marker) }
            for error in weighted {
                if let definition = tableau.row(definingSymbol: error) {
                    tableau.objective.add(definition, times: -strength.weight, tier: tier)
                } else {
                    tableau.objective.add(-strength.weight, to: error, tier: tier)
                }
            }
        }
        let marker = record.marker
        if let row = tableau.basicSlot(of: marker) {
            tableau.removeRow(row)
        } else if let row = tableau.markerLeavingSlot(marker) {
            tableau.pivot(slot: row, entering: marker)
            tableau.removeRow(row)
        }
        // The other symbol no longer appears in any row (each row combines the original rows, and the
        // marker, which shares the original row, is gone); guard against rounding all the same.
        if record.other >= 0, let row = tableau.basicSlot(of: record.other) { tableau.removeRow(row) }
        releaseSymbol(marker)
        releaseSymbol(record.other)
        countUses(of: record.constraint, by: -1)
        freeRecordSlot(slot)
        tableau.optimize()
    }
}

extension SimplexTableau {
    /// The slot of the row where `symbol` is basic, if it is.
    func basicSlot(of symbol: Int32) -> Int32? {
        let slot = basicSlot[Int(symbol)]
        return slot >= 0 ? slot : nil
    }

    /// The row to pivot a parametric marker into before its row is dropped, so that the rows left stay
    /// feasible: a restricted row the marker lowers (smallest ratio), else a restricted row it raises
    /// (smallest ratio), else any unrestricted row. Nil when no row mentions the marker.
    func markerLeavingSlot(_ marker: Int32) -> Int32? {
        var lowering: (slot: Int32, ratio: Double)?
        var raising: (slot: Int32, ratio: Double)?
        var unrestricted: Int32?
        for slot in columns.slots(of: marker) {
            let row = rows[Int(slot)]
            let coefficient = row.coefficient(of: marker)
            guard kinds[Int(basicSymbol[Int(slot)])].isRestricted else {
                unrestricted = slot
                continue
            }
            if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if lowering == nil || ratio < lowering!.ratio { lowering = (slot, ratio) }
            } else {
                let ratio = row.constant / coefficient
                if raising == nil || ratio < raising!.ratio { raising = (slot, ratio) }
            }
        }
        return lowering?.slot ?? raising?.slot ?? unrestricted
    }
}
