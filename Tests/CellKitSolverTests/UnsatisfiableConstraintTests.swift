import Testing
@testable import CellKitCore

@Suite struct UnsatisfiableConstraintTests {
    @Test func contradictoryEqualityNamesTheEqualitiesItContradicts() throws {
        let solver = LayoutSolver()
        let left = solver.makeVariable()
        let width = solver.makeVariable()
        let right = solver.makeVariable()
        let unrelated = solver.makeVariable()
        let pinLeft = try solver.add(LinearConstraint(left, .equal, 0))
        let pinWidth = try solver.add(LinearConstraint(width, .equal, 100))
        let sum = try solver.add(LinearConstraint(right, .equal, left + width))
        try solver.add(LinearConstraint(unrelated, .equal, 7))
        try solver.add(LinearConstraint(right, .equal, 90, strength: .weighted(5)))
        let refused = LinearConstraint(right, .equal, 320)
        let error = try #require(throws: UnsatisfiableConstraintError.self) { try solver.add(refused) }
        #expect(error.constraint == refused)
        #expect(error.changedConstraint == nil)
        #expect(Set(error.conflicts) == [pinLeft, pinWidth, sum])
    }

    @Test func contradictoryInequalityNamesTheInequalitiesOnItsPath() throws {
        let solver = LayoutSolver()
        let a = solver.makeVariable()
        let b = solver.makeVariable()
        let c = solver.makeVariable()
        let first = try solver.add(LinearConstraint(b, .greaterThanOrEqual, a + 10))
        let second = try solver.add(LinearConstraint(c, .greaterThanOrEqual, b + 10))
        try solver.add(LinearConstraint(a, .greaterThanOrEqual, -1_000))
        let error = try #require(throws: UnsatisfiableConstraintError.self) {
            try solver.add(LinearConstraint(c, .lessThanOrEqual, a + 15))
        }
        #expect(Set(error.conflicts) == [first, second])
    }

    @Test func refusedConstraintLeavesTheSolverAsItWas() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(LinearConstraint(x, .greaterThanOrEqual, 10))
        try solver.add(LinearConstraint(y, .greaterThanOrEqual, 0))
        try solver.add(LinearConstraint(x + y, .equal, LinearExpression(constant: 20), strength: .weighted(1)))
        try solver.add(LinearConstraint(x, .equal, 15, strength: .weighted(1_000_000)))
        let before = (solver.value(of: x), solver.value(of: y), solver.constraintCount)
        #expect(throws: UnsatisfiableConstraintError.self) { try solver.add(LinearConstraint(x + y, .lessThanOrEqual, LinearExpression(constant: 5))) }
        #expect(solver.value(of: x) == before.0)
        #expect(solver.value(of: y) == before.1)
        #expect(solver.constraintCount == before.2)
        // The solver keeps working after the refusal.
        try solver.add(LinearConstraint(y, .equal, 2))
        #expect(solver.value(of: x) == 15 && solver.value(of: y) == 2)
    }

    @Test func redundantButConsistentConstraintIsAccepted() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        try solver.add(LinearConstraint(x, .equal, 3))
        try solver.add(LinearConstraint(2 * x, .equal, LinearExpression(constant: 6)))
        try solver.add(LinearConstraint(x, .lessThanOrEqual, 3))
        #expect(solver.value(of: x) == 3)
    }
}
