extension SimplexTableau {
    /// See ``LayoutSolver/valueRange(of:)``.
    func optimalRange(of symbol: Int32) -> (lower: Double, upper: Double) {
        guard let row = row(definingSymbol: symbol) else {
            // A parametric layout variable appears only in rows of other layout variables: it is free.
            return (-.infinity, .infinity)
        }
        var goal: [Int32: Double] = [:]
        for term in row.terms {
            switch kinds[Int(term.symbol)] {
            case .external:
                return (-.infinity, .infinity)
            case .slack, .error, .artificial:
                if objective.isFree(term.symbol) { goal[term.symbol] = term.coefficient }
            case .dummy, .unused:
                continue
            }
        }
        guard !goal.isEmpty else { return (row.constant, row.constant) }
        let program = faceProgram(reachableFrom: Array(goal.keys))
        let upper = program.maximum(of: goal)
        let lower = -program.maximum(of: goal.mapValues { -$0 })
        return (row.constant + lower, row.constant + upper)
    }

    /// The restricted rows that limit the zero-cost symbols in `start`, restricted to zero-cost symbols,
    /// following rows to the further zero-cost symbols they mention.
    private func faceProgram(reachableFrom start: [Int32]) -> FaceLinearProgram {
        var program = FaceLinearProgram()
        var queue = start
        var seen = Set(start)
        var visitedRows = Set<Int32>()
        while let symbol = queue.popLast() {
            for slot in columns.slots(of: symbol) where !visitedRows.contains(slot) {
                visitedRows.insert(slot)
                let basic = basicSymbol[Int(slot)]
                guard kinds[Int(basic)].isRestricted else { continue }
                var terms: [Int32: Double] = [:]
                for term in rows[Int(slot)].terms
                where kinds[Int(term.symbol)].isRestricted && objective.isFree(term.symbol) {
                    terms[term.symbol] = term.coefficient
                    if seen.insert(term.symbol).inserted { queue.append(term.symbol) }
                }
                program.rows[basic] = FaceLinearProgram.Row(constant: max(0, rows[Int(slot)].constant), terms: terms)
            }
        }
        return program
    }
}
