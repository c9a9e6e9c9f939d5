/// The bookkeeping an Auto Layout engine keeps over a ``LayoutSolver``: each constraint filed under a key
/// of the engine's choosing (a view's width constraint, an autoresizing constraint, an intrinsic content
/// size constraint), and UIKit's recovery when required constraints cannot all hold.
///
/// Recovery, as UIKit does it: a required constraint that cannot hold together with the required
/// constraints already in the system is *broken*: left out of the solver (the others keep their
/// solution) and reported with the constraints it conflicts with, never trapped on. A broken constraint
/// stays filed under its key: ``remove(_:)`` forgets it, and ``isBroken(_:)`` tells it apart.
package final class KeyedConstraintSystem<Key: Hashable> {
    /// The solver holding every constraint that is not broken.
    package let solver = LayoutSolver()
    private var ids: [Key: LayoutConstraintID] = [:]
    private var keyOfSlot: [Int32: Key] = [:]
    private var brokenConstraints: [Key: LinearConstraint] = [:]

    /// A required constraint that could not hold, and the required constraints it conflicts with.
    package struct Conflict {
        /// The constraint that was broken (left out of the solver).
        package var broken: Key
        /// The constraints in the solver that, together with `broken`, cannot all hold.
        package var conflicting: [Key]
    }

    /// An empty system.
    package init() {}

    /// A new variable of the solver.
    package func makeVariable(named name: String? = nil) -> LayoutVariable {
        solver.makeVariable(named: name)
    }

    /// The variable's value in the current solution.
    package func value(of variable: LayoutVariable) -> Double {
        solver.value(of: variable)
    }

    /// Whether a constraint (broken or not) is filed under `key`.
    package func contains(_ key: Key) -> Bool {
        ids[key] != nil || brokenConstraints[key] != nil
    }

    /// Whether the constraint under `key` is broken.
    package func isBroken(_ key: Key) -> Bool {
        brokenConstraints[key] != nil
    }

    /// The keys of the broken constraints.
    package var brokenKeys: [Key] { Array(brokenConstraints.keys) }

    /// The number of constraints in the solver (broken ones excluded).
    package var constraintCount: Int { ids.count }

    /// Files `constraint` under `key` (replacing what was there) and adds it to the solver.
    ///
    /// When it is required and cannot hold, `breaking` chooses which constraint gives way: the new one
    /// (`nil`, the default) or one of those it conflicts with, which is then broken before the new one is
    /// tried again. Returns every conflict met on the way.
    @discardableResult
    package func add(_ constraint: LinearConstraint, for key: Key, breaking: ([Key]) -> Key? = { _ in nil }) -> [Conflict] {
        remove(key)
        var conflicts: [Conflict] = []
        while true {
            do {
                let id = try solver.add(constraint)
                ids[key] = id
                keyOfSlot[id.slot] = key
                return conflicts
            } catch {
                let others = error.conflicts.compactMap { keyOfSlot[$0.slot] }
                if let victim = breaking(others), victim != key, breakConstraint(victim) {
                    conflicts.append(Conflict(broken: victim, conflicting: others.filter { $0 != victim } + [key]))
                    continue
                }
                brokenConstraints[key] = constraint
                conflicts.append(Conflict(broken: key, conflicting: others))
                return conflicts
            }
        }
    }

    /// Takes the constraint under `key` out of the solver and keeps it as broken; false when it is not in the solver.
    private func breakConstraint(_ key: Key) -> Bool {
        guard let id = ids[key], let constraint = solver.constraint(id) else { return false }
        ids[key] = nil
        keyOfSlot[id.slot] = nil
        try? solver.remove(id)
        brokenConstraints[key] = constraint
        return true
    }

    /// Removes the constraint under `key`, broken or not (nothing happens when there is none).
    package func remove(_ key: Key) {
        if brokenConstraints.removeValue(forKey: key) != nil { return }
        guard let id = ids.removeValue(forKey: key) else { return }
        keyOfSlot[id.slot] = nil
        try? solver.remove(id)
    }

    /// Sets the constant of the constraint under `key` (the constant of its `lhs - rhs` expression) and
    /// re-solves incrementally.
    ///
    /// When the new constant cannot hold, `breaking` chooses which constraint gives way: the changed one
    /// itself (`nil`, the default) or one of the conflicting constraints; the chosen one is broken and the
    /// change is tried again. Returns every conflict met on the way. A broken constraint only takes the
    /// new constant.
    @discardableResult
    package func setConstant(_ constant: Double, for key: Key, breaking: ([Key]) -> Key? = { _ in nil }) -> [Conflict] {
        if var broken = brokenConstraints[key] {
            broken.expression.constant = constant
            brokenConstraints[key] = broken
            return []
        }
        guard let id = ids[key] else { return [] }
        var conflicts: [Conflict] = []
        while true {
            do {
                try solver.setConstant(constant, of: id)
                return conflicts
            } catch {
                let others = error.conflicts.compactMap { keyOfSlot[$0.slot] }.filter { $0 != key }
                if let victim = breaking(others), victim != key, breakConstraint(victim) {
                    conflicts.append(Conflict(broken: victim, conflicting: others.filter { $0 != victim } + [key]))
                    continue
                }
                conflicts.append(Conflict(broken: key, conflicting: others))
                if var changed = solver.constraint(id) {
                    changed.expression.constant = constant
                    _ = breakConstraint(key)
                    brokenConstraints[key] = changed
                }
                return conflicts
            }
        }
    }

    /// Tries every broken constraint again; those that now hold rejoin the solver. Returns how many did.
    @discardableResult
    package func retryBrokenConstraints() -> Int {
        var rejoined = 0
        for (key, constraint) in brokenConstraints {
            brokenConstraints[key] = nil
            if add(constraint, for: key).isEmpty { rejoined += 1 }
        }
        return rejoined
    }

    /// Every constraint in the solver with its key (broken ones excluded), in no particular order.
    package var constraintsByKey: [(key: Key, constraint: LinearConstraint)] {
        ids.compactMap { key, id in solver.constraint(id).map { (key, $0) } }
    }

    /// The values `variable` takes over all optimal solutions (see ``LayoutSolver/valueRange(of:)``).
    package func valueRange(of variable: LayoutVariable) -> ClosedRange<Double> {
        solver.valueRange(of: variable)
    }
}
