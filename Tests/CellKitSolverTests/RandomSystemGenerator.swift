@testable import CellKitCore

/// Random constraint systems for the differential tests: a few variables, mixed relations and strengths,
/// required constraints that often conflict, removals, constant changes, edit variables and suggestions,
/// with a check
/// (every variable's value recorded) after each operation.
enum RandomSystemGenerator {
    static let weights: [Double] = [1, 2, 3, 10, 100, 1_000, 1_000_000]
    static let coefficients: [Double] = [1, -1, 2, -2, 0.5, 3, -3]

    static func system(seed: UInt64) -> OperationSystem {
        var random = SeededGenerator(seed: seed)
        let variableCount = Int.random(in: 2...6, using: &random)
        let operationCount = Int.random(in: 3...16, using: &random)
        var operations: [SolverOperation] = []
        var addedIDs: [Int] = []
        var edited: [Int] = []
        for _ in 0..<operationCount {
            let roll = Double.random(in: 0..<1, using: &random)
            if roll < 0.12, !addedIDs.isEmpty {
                // Removing a constraint that was refused is a no-op on both sides.
                let id = addedIDs.remove(at: Int.random(in: 0..<addedIDs.count, using: &random))
                operations.append(.remove(id: id))
            } else if roll < 0.22, !addedIDs.isEmpty {
                let constant = Double(Int.random(in: -20...20, using: &random))
                operations.append(.setConstant(id: addedIDs.randomElement(using: &random)!, constant: constant))
            } else if roll < 0.30, edited.count < variableCount {
                let variable = (0..<variableCount).filter { !edited.contains($0) }.randomElement(using: &random)!
                edited.append(variable)
                operations.append(.edit(variable: variable, weight: weights.randomElement(using: &random)!))
            } else if roll < 0.45, !edited.isEmpty {
                let value = Double(Int.random(in: -60...60, using: &random)) / 2
                operations.append(.suggest(variable: edited.randomElement(using: &random)!, value: value))
            } else if roll < 0.50, !edited.isEmpty {
                operations.append(.unedit(variable: edited.remove(at: Int.random(in: 0..<edited.count, using: &random))))
            } else {
                let id = operations.count
                addedIDs.append(id)
                operations.append(.add(id: id, constraint(variableCount: variableCount, using: &random)))
            }
            operations.append(.check)
        }
        return OperationSystem(variableCount: variableCount, operations: operations)
    }

    static func constraint(variableCount: Int, using random: inout SeededGenerator) -> IndexedConstraint {
        let termCount = Int.random(in: 1...min(3, variableCount), using: &random)
        let variables = Array((0..<variableCount).shuffled(using: &random).prefix(termCount))
        let relations: [LayoutRelation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        return IndexedConstraint(
            terms: variables.map { ($0, coefficients.randomElement(using: &random)!) },
            constant: Double(Int.random(in: -20...20, using: &random)),
            relation: relations.randomElement(using: &random)!,
            weight: Double.random(in: 0..<1, using: &random) < 0.45 ? nil : weights.randomElement(using: &random)!
        )
    }
}
