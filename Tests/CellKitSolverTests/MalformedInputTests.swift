import Testing
@testable import CellKitCore

/// Numbers a solver cannot use are refused with an error, and the solver keeps its solution.
@Suite struct MalformedInputTests {
    @Test func nonFiniteConstraintsAreRefused() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        try solver.add(LinearConstraint(x, .equal, 5))
        for constraint in [
            LinearConstraint(x, .equal, .nan),
            LinearConstraint(.infinity * x, .lessThanOrEqual, LinearExpression(constant: 3)),
            LinearConstraint(x, .equal, 1, strength: .weighted(-2)),
            LinearConstraint(x, .equal, 1, strength: .weighted(.nan)),
        ] {
            let error = try #require(throws: UnsatisfiableConstraintError.self) { try solver.add(constraint) }
            #expect(error.conflicts.isEmpty)
        }
        #expect(solver.value(of: x) == 5)
        #expect(solver.constraintCount == 1)
    }

    @Test func nonFiniteValuesAndConstantsAreRefused() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        let pin = try solver.add(LinearConstraint(x, .greaterThanOrEqual, 5))
        try solver.addEditVariable(x, strength: .weighted(1), initialValue: 8)
        #expect(throws: LayoutSolverError.nonFiniteValue) { try solver.suggestValue(.infinity, for: x) }
        #expect(throws: UnsatisfiableConstraintError.self) { try solver.setConstant(.nan, of: pin) }
        #expect(solver.constraint(pin)?.expression.constant == -5)
        #expect(solver.value(of: x) == 8)
        let y = solver.makeVariable()
        #expect(throws: LayoutSolverError.invalidWeight) { try solver.addEditVariable(y, strength: .weighted(0)) }
        #expect(throws: LayoutSolverError.nonFiniteValue) { try solver.addEditVariable(y, strength: .weighted(1), initialValue: .nan) }
        #expect(!solver.hasEditVariable(y))
    }
}

@Suite struct ForeignVariableTests {
    @Test func variablesOfAnotherSolverAreRefused() throws {
        let solver = LayoutSolver()
        let other = LayoutSolver()
        _ = other.makeVariable()
        let foreign = other.makeVariable()
        #expect(throws: UnsatisfiableConstraintError.self) { try solver.add(LinearConstraint(foreign, .equal, 1)) }
        #expect(throws: LayoutSolverError.unknownVariable(foreign)) { try solver.addEditVariable(foreign, strength: .weighted(1)) }
        #expect(solver.value(of: foreign) == 0)
        #expect(solver.isAmbiguous(foreign))
    }
}
