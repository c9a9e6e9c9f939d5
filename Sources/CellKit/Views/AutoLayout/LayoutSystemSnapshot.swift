import Foundation

/// A copy of the layout system a view hosts, as plain linear constraints over numbered variables, so that
/// the very same system can be timed in another solver (the benchmarks give it to kiwisolver).
package struct LayoutSystemSnapshot {
    /// The number of variables; constraints number them `0..<variableCount`.
    package var variableCount: Int
    /// Every constraint in the solver (yours, stack views', content sizes, autoresizing, guides, the host's frame).
    package var constraints: [LinearConstraint]
    /// The host's width variable.
    package var hostWidth: Int
    /// The index in `constraints` of the constraint that holds the host's width, if it is in the system.
    package var hostWidthConstraint: Int?
    /// The index in `constraints` of each `NSLayoutConstraint`, by identity.
    package var indexOfConstraint: [ObjectIdentifier: Int]
}

extension UIView {
    /// A snapshot of the layout system this view hosts, brought up to date first; nil when it hosts none.
    package func layoutSystemSnapshot() -> LayoutSystemSnapshot? {
        guard let island = hostedLayoutIsland() else { return nil }
        island.updateIfNeeded()
        var numbers: [LayoutVariable: Int] = [:]
        func number(_ variable: LayoutVariable) -> LayoutVariable {
            if let known = numbers[variable] { return LayoutVariable(id: Int32(known)) }
            numbers[variable] = numbers.count
            return LayoutVariable(id: Int32(numbers.count - 1))
        }
        guard let hostItem = island.items[ObjectIdentifier(self)] else { return nil }
        let hostWidth = Int(number(hostItem.width).id)
        var constraints: [LinearConstraint] = []
        var hostWidthConstraint: Int?
        var indexOfConstraint: [ObjectIdentifier: Int] = [:]
        let entries = island.system.constraintsByKey.sorted { String(describing: $0.key) < String(describing: $1.key) }
        for (key, constraint) in entries {
            var copy = constraint
            copy.expression.terms = constraint.expression.terms.map { LinearTerm(number($0.variable), $0.coefficient) }
            if key == .role(ObjectIdentifier(self), 2) { hostWidthConstraint = constraints.count }
            if case .constraint(let serial) = key, let original = island.constraints[serial] {
                indexOfConstraint[ObjectIdentifier(original)] = constraints.count
            }
            constraints.append(copy)
        }
        return LayoutSystemSnapshot(variableCount: numbers.count, constraints: constraints, hostWidth: hostWidth,
                                    hostWidthConstraint: hostWidthConstraint, indexOfConstraint: indexOfConstraint)
    }
}
