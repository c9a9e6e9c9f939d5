import Testing
@testable import CellKitCore

/// Re-solving incrementally (suggestValue, setConstant, removals) gives the same layout as solving the
/// changed system from scratch, on a chain of views whose rows grow long.
@Suite struct IncrementalResolveTests {
    /// `count` views in a row: 8 apart, at least `minimum` wide, preferring 30 (priority 250).
    private struct Chain {
        let solver = LayoutSolver()
        var leading: [LayoutVariable] = []
        var width: [LayoutVariable] = []
        var minimums: [LayoutConstraintID] = []

        init(count: Int, minimum: (Int) -> Double, start: Double) throws {
            for index in 0..<count {
                leading.append(solver.makeVariable())
                width.append(solver.makeVariable())
                if index > 0 {
                    try solver.add(LinearConstraint(leading[index], .equal, leading[index - 1] + width[index - 1] + 8))
                }
                minimums.append(try solver.add(LinearConstraint(width[index], .greaterThanOrEqual, minimum(index))))
                try solver.add(LinearConstraint(width[index], .equal, 30, strength: LayoutStrength(layoutPriority: 250)))
            }
            try solver.addEditVariable(leading[0], strength: LayoutStrength(layoutPriority: 999), initialValue: start)
        }

        var frames: [Double] { zip(leading, width).flatMap { [solver.value(of: $0), solver.value(of: $1)] } }
    }

    @Test func constantChangesAndSuggestionsMatchASolveFromScratch() throws {
        let count = 200
        var minimums = [Double](repeating: 10, count: count)
        let chain = try Chain(count: count, minimum: { _ in 10 }, start: 0)
        for (step, index) in [0, 57, 199, 0, 120].enumerated() {
            minimums[index] = Double(20 + 9 * step)
            try chain.solver.setConstant(-minimums[index], of: chain.minimums[index])
        }
        try chain.solver.suggestValue(16, for: chain.leading[0])
        let fresh = try Chain(count: count, minimum: { minimums[$0] }, start: 16)
        #expect(chain.frames == fresh.frames)
        // The last view ends where the widths and gaps add up.
        let expectedEnd = 16 + minimums.map { max($0, 30) }.reduce(0, +) + 8 * Double(count - 1)
        #expect(chain.solver.value(of: chain.leading[count - 1]) + chain.solver.value(of: chain.width[count - 1]) == expectedEnd)
    }

    @Test func removingAMinimumReturnsToThePreferredWidth() throws {
        let chain = try Chain(count: 50, minimum: { $0 == 10 ? 45 : 10 }, start: 4)
        #expect(chain.solver.value(of: chain.width[10]) == 45)
        try chain.solver.remove(chain.minimums[10])
        #expect(chain.solver.value(of: chain.width[10]) == 30)
        #expect(chain.solver.value(of: chain.leading[49]) == 4 + 49 * 38)
    }
}
