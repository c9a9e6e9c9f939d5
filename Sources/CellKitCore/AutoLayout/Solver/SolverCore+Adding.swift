extension SolverCore {
    /// See ``LayoutSolver/add(_:)``: makes the constraint's row, solves it for a subject that keeps the
    /// tableau feasible (or runs phase one when there is none), then re-optimises.
    mutating func add(_ constraint: LinearConstraint) throws(UnsatisfiableConstraintError) -> LayoutConstraintID {
        guard constraint.isWellFormed, constraint.expression.terms.allSatisfy({ isVariable($0.variable) }) else {
            throw UnsatisfiableConstraintError(constraint: constraint, changedConstraint: nil, conflicts: [])
        }
        let slot = claimRecordSlot(for: constraint)
        var row = originalRow(for: constraint, slot: slot)
        if row.constant < 0 { row.scale(by: -1) }
        let record = records[Int(slot)]

        if let subject = subject(of: row, marker: record.marker, other: record.other) {
            tableau.insertSolving(row, for: subject)
        } else if row.terms.allSatisfy({ tableau.kinds[Int($0.symbol)] == .dummy }) {
            // Only required equalities' markers remain: the constraint is implied by them (its own dummy
            // becomes basic at 0) or contradicts them.
            guard SolverTolerance.isZero(row.constant) else {
                throw refuse(slot, proof: row)
            }
            tableau.insertSolving(row, for: record.marker)
        } else if let proof = tableau.addThroughPhaseOne(row) {
            throw refuse(slot, proof: proof)
        }
        tableau.optimize()
        countUses(of: constraint, by: 1)
        return id(ofSlot: slot)
    }

    /// The constraint's row in the tableau's terms (basic variables substituted by their rows), with its
    /// marker and error symbols, normalised so that it reads `row = 0`. Adds the errors to the objective.
    private mutating func originalRow(for constraint: LinearConstraint, slot: Int32) -> TableauRow {
        var terms = rowScratch
        rowScratch = []
        terms.removeAll(keepingCapacity: true)
        var constant = constraint.expression.constant
        for term in constraint.expression.terms {
            if let definition = tableau.row(definingSymbol: term.variable.id) {
                constant += term.coefficient * definition.constant
                for entry in definition.terms {
                    terms.append(RowTerm(symbol: entry.symbol, coefficient: term.coefficient * entry.coefficient))
                }
            } else {
                terms.append(RowTerm(symbol: term.variable.id, coefficient: term.coefficient))
            }
        }
        var row = TableauRow.collecting(&terms, constant: constant)
        rowScratch = terms
        // `expression ≤ 0` is kept as `-expression ≥ 0`.
        if constraint.relation == .lessThanOrEqual { row.scale(by: -1) }

        let strength = constraint.strength
        let marker: Int32
        var other: Int32 = -1
        switch (constraint.relation, strength.isRequired) {
        case (.equal, true):
            marker = makeSymbol(.dummy, owner: slot)
        case (.equal, false):
            marker = makeSymbol(.error, owner: slot)
            other = makeSymbol(.error, owner: slot)
        case (_, true):
            marker = makeSymbol(.slack, owner: slot)
        case (_, false):
            marker = makeSymbol(.slack, owner: slot)
            other = makeSymbol(.error, owner: slot)
        }
        // expression = marker - other: the marker has coefficient -1, the other symbol +1.
        insertNewTerm(&row, marker, -1)
        if other >= 0 { insertNewTerm(&row, other, 1) }
        if !strength.isRequired {
            let tier = tableau.objective.tierIndex(strength.tier)
            if constraint.relation == .equal { tableau.objective.add(strength.weight, to: marker, tier: tier) }
            tableau.objective.add(strength.weight, to: other, tier: tier)
        }
        records[Int(slot)].marker = marker
        records[Int(slot)].other = other
        return row
    }

    private func insertNewTerm(_ row: inout TableauRow, _ symbol: Int32, _ coefficient: Double) {
        let index = row.position(of: symbol).index
        row.terms.insert(RowTerm(symbol: symbol, coefficient: coefficient), at: index)
    }

    /// The symbol to solve a new row for without losing feasibility: a layout variable (unrestricted)
    /// when the row has one, else the constraint's own slack or error when its coefficient is negative
    /// (the row's constant is ≥ 0, so the symbol's value is too). Nil when neither exists.
    ///
    /// Among layout variables the one fewest rows mention is chosen (ties: the smallest id), since every
    /// row that mentions the subject must have it substituted out. A variable no row mentions yet costs
    /// nothing; always taking the first variable instead makes a chain of views cubic (each new link
    /// would re-express every earlier position).
    private func subject(of row: TableauRow, marker: Int32, other: Int32) -> Int32? {
        var best: Int32?
        var bestUses = Int.max
        for term in row.terms where tableau.kinds[Int(term.symbol)] == .external {
            let uses = tableau.columns.count(of: term.symbol)
            if uses < bestUses {
                best = term.symbol
                bestUses = uses
                if uses == 0 { break }
            }
        }
        if let best { return best }
        for symbol in [marker, other] where symbol >= 0 && tableau.kinds[Int(symbol)].isPivotable {
            if row.coefficient(of: symbol) < 0 { return symbol }
        }
        return nil
    }

    /// Undoes a refused addition and describes the conflict.
    private mutating func refuse(_ slot: Int32, proof: TableauRow) -> UnsatisfiableConstraintError {
        let record = records[Int(slot)]
        let conflicts = conflicts(inProof: proof, excluding: slot)
        releaseSymbol(record.marker)
        releaseSymbol(record.other)
        freeRecordSlot(slot)
        // Phase one may have moved to another basis: the objective may need pivots again.
        tableau.optimize()
        return UnsatisfiableConstraintError(constraint: record.constraint, changedConstraint: nil, conflicts: conflicts)
    }
}
