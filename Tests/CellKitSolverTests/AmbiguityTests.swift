import Testing
@testable import CellKitCore

@Suite struct AmbiguityTests {
    @Test func unconstrainedVariableIsAmbiguous() {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        #expect(solver.isAmbiguous(x))
        #expect(solver.valueRange(of: x) == -Double.infinity...Double.infinity)
    }

    @Test func variableFreeAlongAnEqualityIsAmbiguous() throws {
        let solver = LayoutSolver()
        let left = solver.makeVariable()
        let right = solver.makeVariable()
        try solver.add(LinearConstraint(right, .equal, left + 100))
        #expect(solver.isAmbiguous(left))
        #expect(solver.isAmbiguous(right))
        try solver.add(LinearConstraint(left, .equal, 16))
        #expect(!solver.isAmbiguous(left))
        #expect(!solver.isAmbiguous(right))
    }

    @Test func preferenceResolvesWhatRequiredConstraintsLeaveOpen() throws {
        let solver = LayoutSolver()
        let width = solver.makeVariable()
        try solver.add(LinearConstraint(width, .greaterThanOrEqual, 20))
        #expect(solver.valueRange(of: width) == 20...Double.infinity)
        // Content hugging: a non-required preference for the intrinsic width.
        try solver.add(LinearConstraint(width, .equal, 60, strength: LayoutStrength(layoutPriority: 250)))
        #expect(!solver.isAmbiguous(width))
        #expect(solver.value(of: width) == 60)
    }

    @Test func tiedPreferencesLeaveAnInterval() throws {
        let solver = LayoutSolver()
        let width = solver.makeVariable()
        try solver.add(LinearConstraint(width, .greaterThanOrEqual, 100))
        try solver.add(LinearConstraint(width, .equal, 50, strength: LayoutStrength(layoutPriority: 250)))
        try solver.add(LinearConstraint(width, .equal, 200, strength: LayoutStrength(layoutPriority: 250)))
        #expect(solver.valueRange(of: width) == 100...200)
        #expect(solver.isAmbiguous(width))
    }

    @Test func opposingInequalitiesAtTheSameBoundFixTheValue() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(LinearConstraint(x + y, .greaterThanOrEqual, LinearExpression(constant: 10)))
        try solver.add(LinearConstraint(x + y, .lessThanOrEqual, LinearExpression(constant: 10)))
        try solver.add(LinearConstraint(y, .equal, 4))
        #expect(!solver.isAmbiguous(x))
        #expect(solver.value(of: x) == 6)
    }
}
