/// The objective the simplex minimises: one dense row of coefficients per strength tier, compared
/// lexicographically from the highest tier down.
///
/// A symbol's cost is the vector of its coefficients over the tiers. At an optimum every parametric
/// pivotable symbol's cost is lexicographically at or above zero. Coefficients are dense arrays indexed
/// by symbol id, so adding a row into the objective costs the row's length, however long the objective.
/// Symbols whose cost changed are remembered as candidates, so looking for an improving symbol does not
/// scan the whole objective.
struct LexicographicObjective {
    /// The tiers present, highest first.
    private(set) var tiers: [Double] = []
    /// `coefficients[t][symbol]`, for tier index `t`.
    private(set) var coefficients: [[Double]] = []
    private var symbolCapacity = 0
    /// Symbols whose cost changed since the last optimum (each once).
    private(set) var candidates: [Int32] = []
    private var isCandidate: [Bool] = []

    /// Makes room for symbol ids below `capacity`.
    mutating func reserveSymbols(_ capacity: Int) {
        guard capacity > symbolCapacity else { return }
        let grown = max(capacity, symbolCapacity * 2, 64)
        for index in coefficients.indices {
            coefficients[index].append(contentsOf: repeatElement(0, count: grown - symbolCapacity))
        }
        isCandidate.append(contentsOf: repeatElement(false, count: grown - symbolCapacity))
        symbolCapacity = grown
    }

    /// The index of `tier` among ``tiers``, adding the tier if needed.
    mutating func tierIndex(_ tier: Double) -> Int {
        if let index = tiers.firstIndex(of: tier) { return index }
        let index = tiers.firstIndex { $0 < tier } ?? tiers.count
        tiers.insert(tier, at: index)
        coefficients.insert([Double](repeating: 0, count: symbolCapacity), at: index)
        return index
    }

    /// Adds `amount` to `symbol`'s coefficient in tier `t`.
    mutating func add(_ amount: Double, to symbol: Int32, tier t: Int) {
        let updated = coefficients[t][Int(symbol)] + amount
        coefficients[t][Int(symbol)] = SolverTolerance.isZero(updated) ? 0 : updated
        markCandidate(symbol)
    }

    /// Adds `factor × row` into tier `t` (the row's constant only shifts the objective's value, which
    /// the solver does not track).
    mutating func add(_ row: TableauRow, times factor: Double, tier t: Int) {
        for term in row.terms { add(factor * term.coefficient, to: term.symbol, tier: t) }
    }

    /// Replaces `symbol`, now basic, by the row that defines it.
    mutating func substitute(_ symbol: Int32, by row: TableauRow) {
        for t in tiers.indices {
            let coefficient = coefficients[t][Int(symbol)]
            guard coefficient != 0 else { continue }
            coefficients[t][Int(symbol)] = 0
            add(row, times: coefficient, tier: t)
        }
    }

    /// Sets `symbol`'s cost to zero in every tier (for a symbol that leaves the tableau).
    mutating func clear(_ symbol: Int32) {
        for t in tiers.indices { coefficients[t][Int(symbol)] = 0 }
    }

    /// Whether `symbol`'s cost is lexicographically negative: raising it improves the objective.
    func improves(_ symbol: Int32) -> Bool {
        for t in tiers.indices {
            let coefficient = coefficients[t][Int(symbol)]
            if coefficient != 0 { return coefficient < 0 }
        }
        return false
    }

    /// Whether `symbol`'s cost is zero in every tier: moving it does not change the objective.
    func isFree(_ symbol: Int32) -> Bool {
        for t in tiers.indices where coefficients[t][Int(symbol)] != 0 { return false }
        return true
    }

    /// Compares `cost(a) / divisorA` with `cost(b) / divisorB` lexicographically (divisors positive).
    /// Quotients within a relative 1e-9 of each other count as equal in a tier.
    func compareRatio(_ a: Int32, _ divisorA: Double, _ b: Int32, _ divisorB: Double) -> Int {
        for t in tiers.indices {
            let left = coefficients[t][Int(a)] / divisorA
            let right = coefficients[t][Int(b)] / divisorB
            let scale = max(1, abs(left), abs(right))
            if left < right - 1e-9 * scale { return -1 }
            if left > right + 1e-9 * scale { return 1 }
        }
        return 0
    }

    /// Remembers that `symbol`'s cost changed.
    mutating func markCandidate(_ symbol: Int32) {
        guard !isCandidate[Int(symbol)] else { return }
        isCandidate[Int(symbol)] = true
        candidates.append(symbol)
    }

    /// Keeps only the candidates that are `eligible` and improve the objective, and returns the smallest
    /// of them (Bland's rule).
    mutating func pruneCandidates(eligible: (Int32) -> Bool) -> Int32? {
        var best: Int32?
        var kept = 0
        for index in candidates.indices {
            let symbol = candidates[index]
            if eligible(symbol) && improves(symbol) {
                candidates[kept] = symbol
                kept += 1
                if best == nil || symbol < best! { best = symbol }
            } else {
                isCandidate[Int(symbol)] = false
            }
        }
        candidates.removeSubrange(kept...)
        return best
    }
}
