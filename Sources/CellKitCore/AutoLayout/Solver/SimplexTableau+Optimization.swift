/// The three simplex procedures Cassowary needs: the primal simplex that restores optimality after a
/// constraint is added or removed, the dual simplex that restores feasibility after a constant changes,
/// and phase one, which finds a feasible basis for a required constraint no symbol can absorb.
/// All use Bland's rule (smallest id enters; ties in the ratio test go to the smallest basic id), so
/// they do not cycle on the degenerate systems layouts produce.
extension SimplexTableau {
    /// Pivots until no parametric pivotable symbol improves the objective.
    mutating func optimize() {
        while true {
            guard let entering = nextEntering() else { return }
            guard let slot = leavingSlot(forEntering: entering) else {
                // Cannot happen: the objective (a sum of non-negative errors) is bounded below.
                assertionFailure("unbounded objective")
                return
            }
            pivot(slot: slot, entering: entering)
        }
    }

    /// The smallest parametric pivotable symbol whose cost is lexicographically negative.
    private mutating func nextEntering() -> Int32? {
        // Local copies (references, not copies of the storage) keep the closure off `self`.
        let kinds = self.kinds
        let basicSlot = self.basicSlot
        return objective.pruneCandidates { symbol in
            kinds[Int(symbol)].isPivotable && basicSlot[Int(symbol)] < 0
        }
    }

    /// The row whose restricted basic symbol first reaches 0 as `entering` grows (minimum ratio test).
    func leavingSlot(forEntering entering: Int32) -> Int32? {
        var best: Int32?
        var bestRatio = Double.infinity
        var bestBasic = Int32.max
        for slot in columns.slots(of: entering) {
            let basic = basicSymbol[Int(slot)]
            guard kinds[Int(basic)].isRestricted else { continue }
            let coefficient = rows[Int(slot)].coefficient(of: entering)
            guard coefficient < 0 else { continue }
            let ratio = -rows[Int(slot)].constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
                best = slot
                bestRatio = ratio
                bestBasic = basic
            }
        }
        return best
    }

    /// Restores feasibility after constants changed, keeping the objective optimal (dual simplex).
    /// Returns the slot of a row that cannot be made feasible (the constraints are then inconsistent),
    /// or nil on success.
    mutating func dualOptimize() -> Int32? {
        while let slot = infeasibleSlots.popLast() {
            let basic = basicSymbol[Int(slot)]
            guard basic >= 0, kinds[Int(basic)].isRestricted,
                  rows[Int(slot)].constant < -SolverTolerance.zero else { continue }
            guard let entering = dualEntering(slot: slot) else {
                infeasibleSlots.removeAll()
                return slot
            }
            pivot(slot: slot, entering: entering)
        }
        return nil
    }

    /// The symbol of the row in `slot` whose cost over coefficient is lexicographically smallest among
    /// those with a positive coefficient (raising it raises the row's basic symbol).
    private func dualEntering(slot: Int32) -> Int32? {
        var best: Int32?
        var bestCoefficient = 0.0
        for term in rows[Int(slot)].terms where term.coefficient > 0 && kinds[Int(term.symbol)].isPivotable {
            guard let current = best else {
                best = term.symbol
                bestCoefficient = term.coefficient
                continue
            }
            if objective.compareRatio(term.symbol, term.coefficient, current, bestCoefficient) < 0 {
                best = term.symbol
                bestCoefficient = term.coefficient
            }
        }
        return best
    }

    /// Phase one for a row no symbol can absorb: adds `row` (constant ≥ 0) as the definition of a new
    /// artificial symbol and pivots to drive it to 0.
    ///
    /// On success the row stays in the tableau without the artificial symbol and nil is returned. On
    /// failure the row is removed again (the rest of the tableau still describes the old constraints,
    /// though on another basis) and the artificial row's final form is returned: `a = a* + Σ d·s` with
    /// `a* > 0` and every `d` of a pivotable symbol non-negative — a proof that the constraints whose
    /// markers appear in it cannot hold together.
    mutating func addThroughPhaseOne(_ row: TableauRow) -> TableauRow? {
        let artificial = makeSymbol(.artificial)
        let slot = insertRow(row, basic: artificial)
        while basicSlot[Int(artificial)] == slot, rows[Int(slot)].constant > SolverTolerance.zero {
            let entering = rows[Int(slot)].terms.first {
                $0.coefficient < 0 && kinds[Int($0.symbol)].isPivotable
            }?.symbol
            guard let entering, let leaving = leavingSlot(forEntering: entering) else {
                let proof = removeRow(slot)
                releaseSymbol(artificial)
                return proof
            }
            pivot(slot: leaving, entering: entering)
        }
        let artificialSlot = basicSlot[Int(artificial)]
        if artificialSlot >= 0 {
            // The artificial symbol is basic at 0: pivot it out, or drop its row if only dummies remain
            // (the new constraint was implied by the required equalities).
            if let entering = rows[Int(artificialSlot)].terms.first(where: { kinds[Int($0.symbol)].isPivotable }) {
                pivot(slot: artificialSlot, entering: entering.symbol)
            } else {
                removeRow(artificialSlot)
            }
        }
        releaseSymbol(artificial)
        return nil
    }
}
