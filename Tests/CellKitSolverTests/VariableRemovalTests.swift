import Testing
@testable import CellKitCore

@Suite struct VariableRemovalTests {
    @Test func variableInUseCannotBeRemoved() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let link = try solver.add(LinearConstraint(y, .equal, x + 10))
        #expect(throws: LayoutSolverError.variableInUse(x)) { try solver.removeVariable(x) }
        try solver.remove(link)
        try solver.addEditVariable(x, strength: .weighted(1))
        #expect(throws: LayoutSolverError.variableInUse(x)) { try solver.removeVariable(x) }
        try solver.removeEditVariable(x)
        try solver.removeVariable(x)
        #expect(throws: LayoutSolverError.unknownVariable(x)) { try solver.removeVariable(x) }
    }

    @Test func removedVariablesIdIsReusedAndTheSolverKeepsWorking() throws {
        let solver = LayoutSolver()
        let views = (0..<3).map { _ in (solver.makeVariable(), solver.makeVariable()) }
        var links: [LayoutConstraintID] = []
        for (left, width) in views {
            links.append(try solver.add(LinearConstraint(width, .equal, 20)))
            links.append(try solver.add(LinearConstraint(left, .equal, 5)))
        }
        // The middle view leaves.
        try solver.remove(links[2])
        try solver.remove(links[3])
        try solver.removeVariable(views[1].0)
        try solver.removeVariable(views[1].1)
        let newcomer = solver.makeVariable()
        #expect(newcomer == views[1].1 || newcomer == views[1].0)
        #expect(solver.isAmbiguous(newcomer))
        try solver.add(LinearConstraint(newcomer, .equal, 42))
        #expect(solver.value(of: newcomer) == 42)
        #expect(solver.value(of: views[2].1) == 20)
    }
}
