import Testing
@testable import CellKitCore

@Suite struct StrengthTierTests {
    @Test func higherPriorityBeatsAnyNumberOfLowerOnes() throws {
        let solver = LayoutSolver()
        let width = solver.makeVariable()
        try solver.add(LinearConstraint(width, .equal, 100, strength: LayoutStrength(layoutPriority: 751)))
        for _ in 0..<200 {
            try solver.add(LinearConstraint(width, .equal, 10_000, strength: LayoutStrength(layoutPriority: 750)))
        }
        #expect(solver.value(of: width) == 100)
    }

    @Test func weightsTradeWithinOneTier() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        try solver.add(LinearConstraint(x, .equal, 0, strength: .weighted(1)))
        try solver.add(LinearConstraint(x, .equal, 10, strength: .weighted(3)))
        #expect(solver.value(of: x) == 10)
    }

    @Test func lowerTierDecidesAmongTheHigherTiersOptima() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        // Tier 750 only asks x + y = 100; tier 250 then prefers x = 70.
        try solver.add(LinearConstraint(x + y, .equal, LinearExpression(constant: 100), strength: LayoutStrength(layoutPriority: 750)))
        try solver.add(LinearConstraint(x, .equal, 70, strength: LayoutStrength(layoutPriority: 250)))
        try solver.add(LinearConstraint(y, .greaterThanOrEqual, 0))
        #expect(solver.value(of: x) == 70)
        #expect(solver.value(of: y) == 30)
    }

    @Test func layoutPriorityMapsToTiers() {
        #expect(LayoutStrength(layoutPriority: 1000).isRequired)
        #expect(LayoutStrength(layoutPriority: 999) == LayoutStrength(tier: 999, weight: 1))
        #expect(LayoutStrength(layoutPriority: 250) < LayoutStrength(layoutPriority: 251))
        #expect(!LayoutStrength(layoutPriority: 1).isRequired)
    }

    @Test func suggestionsRespectTiers() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        try solver.add(LinearConstraint(x, .lessThanOrEqual, 50, strength: LayoutStrength(layoutPriority: 900)))
        try solver.addEditVariable(x, strength: LayoutStrength(layoutPriority: 500))
        try solver.suggestValue(80, for: x)
        #expect(solver.value(of: x) == 50)
        try solver.suggestValue(20, for: x)
        #expect(solver.value(of: x) == 20)
    }
}
