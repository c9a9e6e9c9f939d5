import Testing
@testable import CellKitCore

/// The solver's uniqueness decisions (``LayoutSolver/valueRange(of:)``) checked against kiwisolver:
/// for each random system's final state, pinning an ambiguous variable (with a required constraint) to
/// a point inside its range must leave kiwisolver's optimum unchanged, and pinning a variable the solver
/// calls unique one point away from its value must make kiwisolver's optimum worse (or infeasible).
@Suite struct AmbiguityAgreesWithKiwiTests {
    private struct Expectation {
        var place: String
        var ambiguous: Bool
        var error: Double
        var active: [IndexedConstraint]
    }

    @Test func pinningInsideTheRangeKeepsTheOptimumAndOutsideLosesIt() throws {
        var probes: [OperationSystem] = []
        var expectations: [Expectation] = []
        for seed in KiwiDifferentialTests.seeds {
            let system = RandomSystemGenerator.system(seed: seed)
            guard let final = try SystemReplay(system).checks.last else { continue }
            let error = final.active.weightedError(final.values)
            let widths = final.ranges.map { $0.upperBound - $0.lowerBound }
            let ambiguous = widths.firstIndex { $0 > 1e-7 }
            let unique = widths.firstIndex { $0 <= 1e-7 }
            for (variable, isAmbiguous) in [(ambiguous, true), (unique, false)] {
                guard let variable else { continue }
                let value = final.values[variable]
                let range = final.ranges[variable]
                let target: Double
                if !isAmbiguous {
                    target = value + 1
                } else if range.upperBound - value > 1e-7 {
                    target = range.upperBound.isFinite ? (value + range.upperBound) / 2 : value + 10
                } else {
                    target = range.lowerBound.isFinite ? (value + range.lowerBound) / 2 : value - 10
                }
                let pin = IndexedConstraint(terms: [(variable, 1)], constant: -target, relation: .equal, weight: nil)
                probes.append(ConflictExplanationTests.probe(system.variableCount, final.active + [pin]) + [.check])
                expectations.append(Expectation(place: "seed \(seed): v\(variable) in \(range) pinned to \(target)",
                                                ambiguous: isAmbiguous, error: error, active: final.active))
            }
        }
        let results = try KiwiOracle.solve(probes)
        var report = DisagreementReport()
        // kiwisolver aborts on a rare degenerate system (KiwiOracle.solve); those have no reference.
        let kiwiAborts = results.filter(\.kiwiAborted).count
        #expect(kiwiAborts <= max(1, results.count / 1000), "kiwisolver aborted on \(kiwiAborts) of \(results.count) systems")
        for (result, expectation) in zip(results, expectations) {
            guard !result.kiwiAborted else { continue }
            guard result.added.dropLast().allSatisfy({ $0 }) else {
                report.note("\(expectation.place): kiwisolver refused the final constraints \(result.added)")
                continue
            }
            let kiwiError = expectation.active.weightedError(result.checks[0])
            let tolerance = 1e-6 * max(1, expectation.error)
            if expectation.ambiguous {
                if !result.added.last! || abs(kiwiError - expectation.error) > tolerance {
                    report.note("\(expectation.place): ambiguous, but kiwisolver's error \(kiwiError) ≠ \(expectation.error)")
                }
            } else if result.added.last!, kiwiError <= expectation.error + 1e-9 * max(1, expectation.error) {
                // Strictly worse: the smallest weight is 1 and the pin moves the variable by a whole point,
                // so the loss is far above rounding (1e-9 relative), though it can be below `tolerance`.
                report.note("\(expectation.place): unique, but kiwisolver keeps error \(kiwiError) ≤ \(expectation.error)")
            }
        }
        report.record()
        let ambiguousCount = expectations.filter(\.ambiguous).count
        print("ambiguity: \(ambiguousCount) ambiguous and \(expectations.count - ambiguousCount) unique variables probed")
        #expect(ambiguousCount > 1_000 && expectations.count - ambiguousCount > 1_000)
    }
}

extension OperationSystem {
    static func + (system: OperationSystem, operations: [SolverOperation]) -> OperationSystem {
        OperationSystem(variableCount: system.variableCount, operations: system.operations + operations)
    }
}
