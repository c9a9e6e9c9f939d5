import Testing
@testable import CellKitCore

@Suite struct RequiredConstraintsTests {
    @Test func equalitiesFixValues() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        try solver.add(LinearConstraint(x, .equal, 10))
        try solver.add(LinearConstraint(y, .equal, x + 5))
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 15)
    }

    @Test func inequalitiesHoldAtTheirBound() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        try solver.add(LinearConstraint(x, .greaterThanOrEqual, 100))
        try solver.add(LinearConstraint(x, .equal, 20, strength: .weighted(1)))
        #expect(solver.value(of: x) == 100)
        try solver.add(LinearConstraint(x, .lessThanOrEqual, 300))
        try solver.add(LinearConstraint(x, .equal, 500, strength: .weighted(10)))
        #expect(solver.value(of: x) == 300)
    }

    @Test func removingAConstraintReleasesItsEffect() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        try solver.add(LinearConstraint(x, .equal, 50, strength: .weighted(1)))
        let floor = try solver.add(LinearConstraint(x, .greaterThanOrEqual, 80))
        #expect(solver.value(of: x) == 80)
        try solver.remove(floor)
        #expect(solver.value(of: x) == 50)
        #expect(!solver.contains(floor))
        #expect(throws: LayoutSolverError.unknownConstraint(floor)) { try solver.remove(floor) }
    }

    @Test func redundantEqualityIsAccepted() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(LinearConstraint(x + y, .equal, LinearExpression(constant: 10)))
        try solver.add(LinearConstraint(x, .equal, 4))
        try solver.add(LinearConstraint(y, .equal, 6))
        #expect(solver.value(of: y) == 6)
        #expect(solver.constraintCount == 3)
    }

    @Test func slotsOfRemovedConstraintsAreReusedWithNewGenerations() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        let first = try solver.add(LinearConstraint(x, .equal, 1))
        try solver.remove(first)
        let second = try solver.add(LinearConstraint(x, .equal, 2))
        #expect(first.slot == second.slot)
        #expect(first != second)
        #expect(!solver.contains(first))
        #expect(solver.value(of: x) == 2)
    }
}
