import Testing
@testable import CellKitCore

@Suite struct ConstantChangeTests {
    @Test func changingAnEqualitysConstantMovesTheSolution() throws {
        let solver = LayoutSolver()
        let top = solver.makeVariable()
        let height = solver.makeVariable()
        let bottom = solver.makeVariable()
        try solver.add(LinearConstraint(top, .equal, 8))
        let heightConstraint = try solver.add(LinearConstraint(height, .equal, 44))
        try solver.add(LinearConstraint(bottom, .equal, top + height))
        try solver.setConstant(-60, of: heightConstraint)
        #expect(solver.value(of: bottom) == 68)
        #expect(solver.constraint(heightConstraint)?.expression.constant == -60)
    }

    @Test func changingAnInequalitysBoundReleasesOrPushesTheVariable() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        try solver.add(LinearConstraint(x, .equal, 50, strength: .weighted(1)))
        // x ≤ 30, written as x - 30 ≤ 0.
        let ceiling = try solver.add(LinearConstraint(x, .lessThanOrEqual, 30))
        #expect(solver.value(of: x) == 30)
        try solver.setConstant(-70, of: ceiling)
        #expect(solver.value(of: x) == 50)
        try solver.setConstant(-10, of: ceiling)
        #expect(solver.value(of: x) == 10)
    }

    @Test func impossibleConstantIsRefusedAndTheOldOneKept() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let floor = try solver.add(LinearConstraint(x, .greaterThanOrEqual, 10))
        let sum = try solver.add(LinearConstraint(x + y, .equal, LinearExpression(constant: 30)))
        let positive = try solver.add(LinearConstraint(y, .greaterThanOrEqual, 0))
        let ceiling = try solver.add(LinearConstraint(x, .lessThanOrEqual, 40))
        try solver.setConstant(-5, of: floor)
        // x ≥ 50 contradicts x ≤ 40, and also x + y = 30 with y ≥ 0: either set explains it.
        let refusal = try #require(throws: UnsatisfiableConstraintError.self) { try solver.setConstant(-50, of: floor) }
        #expect(refusal.changedConstraint == floor)
        #expect(refusal.conflicts == [ceiling] || Set(refusal.conflicts) == [sum, positive])
        #expect(solver.constraint(floor)?.expression.constant == -5)
        #expect(solver.value(of: x) + solver.value(of: y) == 30)
        #expect(solver.value(of: x) >= 5 && solver.value(of: x) <= 30)
    }
}
