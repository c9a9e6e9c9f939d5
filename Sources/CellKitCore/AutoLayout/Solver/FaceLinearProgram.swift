/// `maximise Σ c·p` over `p ≥ 0` subject to rows `basic = constant + Σ a·p ≥ 0`, starting from the
/// feasible point `p = 0`: the optimal face of the solver's tableau, for ``LayoutSolver/valueRange(of:)``.
/// A small dictionary simplex with Bland's rule (the face is usually a handful of rows).
struct FaceLinearProgram {
    struct Row {
        var constant: Double
        var terms: [Int32: Double]
    }

    var rows: [Int32: Row] = [:]

    /// The supremum of `goal` (in the parametric symbols) over the program, `.infinity` when unbounded.
    func maximum(of goal: [Int32: Double]) -> Double {
        var rows = self.rows
        var goal = goal
        var value = 0.0
        while true {
            guard let entering = goal.filter({ $0.value > SolverTolerance.zero }).keys.min() else { return value }
            var leaving: Int32?
            var bestRatio = Double.infinity
            for (basic, row) in rows {
                guard let coefficient = row.terms[entering], coefficient < -SolverTolerance.zero else { continue }
                let ratio = row.constant / -coefficient
                if ratio < bestRatio || (ratio == bestRatio && basic < leaving!) {
                    bestRatio = ratio
                    leaving = basic
                }
            }
            guard let leaving else { return .infinity }
            // leaving = c + k·entering + rest  ⇒  entering = (leaving - c - rest) / k
            var definition = rows.removeValue(forKey: leaving)!
            let k = definition.terms.removeValue(forKey: entering)!
            definition.constant /= -k
            for key in definition.terms.keys { definition.terms[key]! /= -k }
            definition.terms[leaving] = 1 / k
            for basic in rows.keys {
                guard let coefficient = rows[basic]!.terms.removeValue(forKey: entering) else { continue }
                rows[basic]!.constant = max(0, rows[basic]!.constant + coefficient * definition.constant)
                for (symbol, amount) in definition.terms {
                    rows[basic]!.terms[symbol, default: 0] += coefficient * amount
                }
            }
            if let coefficient = goal.removeValue(forKey: entering) {
                value += coefficient * definition.constant
                for (symbol, amount) in definition.terms { goal[symbol, default: 0] += coefficient * amount }
            }
            rows[entering] = definition
        }
    }
}
