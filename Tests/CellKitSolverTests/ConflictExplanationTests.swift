import Testing
@testable import CellKitCore

/// The conflicts the solver names when it refuses a required constraint are checked against kiwisolver:
/// the named constraints plus the refused one must be unsatisfiable for kiwisolver too, and dropping
/// any one named constraint must make them satisfiable (the explanation is irreducible).
@Suite struct ConflictExplanationTests {
    @Test func namedConflictsAreAnIrreducibleInfeasibleSetForKiwi() throws {
        var probes: [OperationSystem] = []
        var expectations: [(refusal: String, dropped: Int?)] = []
        for seed in KiwiDifferentialTests.seeds {
            let system = RandomSystemGenerator.system(seed: seed)
            for refusal in try SystemReplay(system, measuringRanges: false).refusals {
                let place = "seed \(seed): refusing \(refusal.constraint) named \(refusal.conflicts)"
                #expect(refusal.conflicts.allSatisfy { $0.weight == nil }, "\(place): a non-required constraint")
                probes.append(Self.probe(system.variableCount, refusal.conflicts + [refusal.constraint]))
                expectations.append((place, nil))
                for dropped in refusal.conflicts.indices {
                    var kept = refusal.conflicts
                    kept.remove(at: dropped)
                    probes.append(Self.probe(system.variableCount, kept + [refusal.constraint]))
                    expectations.append((place, dropped))
                }
            }
        }
        let results = try KiwiOracle.solve(probes)
        var report = DisagreementReport()
        var reducible = 0
        // kiwisolver aborts on a rare degenerate system (KiwiOracle.solve); those have no reference.
        let kiwiAborts = results.filter(\.kiwiAborted).count
        #expect(kiwiAborts <= max(1, results.count / 1000), "kiwisolver aborted on \(kiwiAborts) of \(results.count) systems")
        for (result, expectation) in zip(results, expectations) {
            guard !result.kiwiAborted else { continue }
            let conflictsAccepted = result.added.dropLast().allSatisfy { $0 }
            let refusedAdded = result.added.last!
            if let dropped = expectation.dropped {
                if !refusedAdded { reducible += 1 }
                if !refusedAdded { report.note("\(expectation.refusal): still infeasible without conflict \(dropped)") }
            } else if !conflictsAccepted || refusedAdded {
                report.note("\(expectation.refusal): kiwisolver added \(result.added)")
            }
        }
        report.record()
        print("explanations: \(expectations.filter { $0.dropped == nil }.count) refusals, \(probes.count) kiwisolver probes, \(reducible) reducible")
    }

    static func probe(_ variableCount: Int, _ constraints: [IndexedConstraint]) -> OperationSystem {
        OperationSystem(variableCount: variableCount,
                        operations: constraints.enumerated().map { SolverOperation.add(id: $0.offset, $0.element) })
    }
}
