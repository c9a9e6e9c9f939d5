@testable import CellKitCore

/// Replays an ``OperationSystem`` on a ``LayoutSolver`` and records what the differential tests compare.
struct SystemReplay {
    struct Refusal {
        var constraint: IndexedConstraint
        /// The constraints the solver named as conflicting.
        var conflicts: [IndexedConstraint]
    }

    struct Checkpoint {
        var values: [Double]
        var ranges: [ClosedRange<Double>]
        /// The constraints in force, edit constraints written as equalities at their current values.
        var active: [IndexedConstraint]
    }

    var added: [Bool] = []
    var refusals: [Refusal] = []
    var checks: [Checkpoint] = []

    /// Replays `system`; `measuringRanges: false` skips the optimal-face ranges (left empty).
    init(_ system: OperationSystem, measuringRanges: Bool = true) throws {
        let solver = LayoutSolver()
        let variables = (0..<system.variableCount).map { solver.makeVariable(named: "v\($0)") }
        var ids: [Int: LayoutConstraintID] = [:]
        var constraints: [LayoutConstraintID: IndexedConstraint] = [:]
        var order: [LayoutConstraintID] = []
        var edits: [(variable: Int, weight: Double, value: Double)] = []
        for operation in system.operations {
            switch operation {
            case let .add(id, constraint):
                do {
                    let added = try solver.add(constraint.linear(variables))
                    ids[id] = added
                    constraints[added] = constraint
                    order.append(added)
                    self.added.append(true)
                } catch {
                    self.added.append(false)
                    refusals.append(Refusal(constraint: constraint, conflicts: error.conflicts.map { constraints[$0]! }))
                }
            case let .remove(id):
                guard let added = ids.removeValue(forKey: id) else { continue }
                try solver.remove(added)
                constraints[added] = nil
                order.removeAll { $0 == added }
            case let .setConstant(id, constant):
                guard let added = ids[id] else { continue }
                do {
                    try solver.setConstant(constant, of: added)
                    constraints[added]!.constant = constant
                    self.added.append(true)
                } catch {
                    self.added.append(false)
                    var changed = constraints[added]!
                    changed.constant = constant
                    refusals.append(Refusal(constraint: changed, conflicts: error.conflicts.map { constraints[$0]! }))
                }
            case let .edit(variable, weight):
                try solver.addEditVariable(variables[variable], strength: .weighted(weight))
                edits.append((variable, weight, 0))
            case let .suggest(variable, value):
                try solver.suggestValue(value, for: variables[variable])
                edits[edits.firstIndex { $0.variable == variable }!].value = value
            case let .unedit(variable):
                try solver.removeEditVariable(variables[variable])
                edits.removeAll { $0.variable == variable }
            case .check:
                let editConstraints = edits.map {
                    IndexedConstraint(terms: [($0.variable, 1)], constant: -$0.value, relation: .equal, weight: $0.weight)
                }
                checks.append(Checkpoint(values: variables.map(solver.value(of:)),
                                         ranges: measuringRanges ? variables.map(solver.valueRange(of:)) : [],
                                         active: order.map { constraints[$0]! } + editConstraints))
            }
        }
    }
}

extension [IndexedConstraint] {
    /// Σ weight × violation over the non-required constraints: the objective both solvers minimise.
    func weightedError(_ values: [Double]) -> Double {
        reduce(0) { $0 + ($1.weight ?? 0) * $1.violation(values).amount }
    }

    /// The required constraint violated by more than 1e-6 relative to its terms' size, if any.
    func violatedRequired(_ values: [Double]) -> IndexedConstraint? {
        first { constraint in
            guard constraint.weight == nil else { return false }
            let (amount, scale) = constraint.violation(values)
            return amount > 1e-6 * Swift.max(1, scale)
        }
    }
}
