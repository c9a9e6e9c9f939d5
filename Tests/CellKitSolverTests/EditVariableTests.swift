import Testing
@testable import CellKitCore

@Suite struct EditVariableTests {
    @Test func suggestedValueMovesTheEditedVariableAndItsDependents() throws {
        let solver = LayoutSolver()
        let left = solver.makeVariable()
        let width = solver.makeVariable()
        let right = solver.makeVariable()
        try solver.add(LinearConstraint(right, .equal, left + width))
        try solver.add(LinearConstraint(width, .equal, 40))
        try solver.addEditVariable(left, strength: .weighted(1_000_000))
        for value in [10.0, -5, 250, 0.5] {
            try solver.suggestValue(value, for: left)
            #expect(solver.value(of: left) == value)
            #expect(solver.value(of: right) == value + 40)
        }
    }

    @Test func suggestionsYieldToRequiredConstraints() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        try solver.add(LinearConstraint(x, .greaterThanOrEqual, 20))
        try solver.add(LinearConstraint(x, .lessThanOrEqual, 80))
        try solver.addEditVariable(x, strength: .weighted(1_000))
        try solver.suggestValue(5, for: x)
        #expect(solver.value(of: x) == 20)
        try solver.suggestValue(95, for: x)
        #expect(solver.value(of: x) == 80)
        try solver.suggestValue(42, for: x)
        #expect(solver.value(of: x) == 42)
    }

    @Test func strongerEditWinsOverWeakerPreference() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        try solver.add(LinearConstraint(x, .equal, 10, strength: .weighted(1)))
        try solver.addEditVariable(x, strength: .weighted(100), initialValue: 30)
        #expect(solver.value(of: x) == 30)
        try solver.removeEditVariable(x)
        #expect(solver.value(of: x) == 10)
        #expect(!solver.hasEditVariable(x))
    }

    @Test func editMisuseThrowsAndChangesNothing() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        #expect(throws: LayoutSolverError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
        #expect(throws: LayoutSolverError.requiredEditStrength) { try solver.addEditVariable(x, strength: .required) }
        try solver.addEditVariable(x, strength: .weighted(1))
        #expect(throws: LayoutSolverError.duplicateEditVariable(x)) { try solver.addEditVariable(x, strength: .weighted(2)) }
        #expect(solver.constraintIDs.isEmpty)
        #expect(solver.constraintCount == 1)
    }
}
