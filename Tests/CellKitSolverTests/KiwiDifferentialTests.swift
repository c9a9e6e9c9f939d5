import Testing
@testable import CellKitCore

/// 10,000 random systems (fixed seeds) solved by the layout solver and by kiwisolver must agree:
/// the same required constraints refused, every required constraint holding, the same weighted error of
/// the non-required constraints, and the same value for every variable whose optimum is unique.
///
/// Uniqueness is decided by the solver's own optimal-face range (``LayoutSolver/valueRange(of:)``), and
/// that decision is itself checked against kiwisolver: kiwisolver's value must lie in the range (so the
/// range is not too narrow; a point range means the values must be equal), and the probes in
/// `AmbiguityAgreesWithKiwiTests` check that it is not too wide.
@Suite struct KiwiDifferentialTests {
    static let seeds: Range<UInt64> = 0..<10_000

    @Test func randomSystemsAgreeWithKiwi() throws {
        let systems = Self.seeds.map(RandomSystemGenerator.system(seed:))
        let reference = try KiwiOracle.solve(systems)
        var report = DisagreementReport()
        var comparedValues = 0
        var ambiguousValues = 0
        var refusals = 0
        // kiwisolver aborts on a rare degenerate system (KiwiOracle.solve); those have no reference.
        let kiwiAborts = reference.filter(\.kiwiAborted).count
        #expect(kiwiAborts <= max(1, systems.count / 1000), "kiwisolver aborted on \(kiwiAborts) of \(systems.count) systems")
        for (index, system) in systems.enumerated() {
            let seed = Self.seeds.lowerBound + UInt64(index)
            let mine = try SystemReplay(system)
            let kiwi = reference[index]
            guard !kiwi.kiwiAborted else { continue }
            refusals += mine.added.filter { !$0 }.count
            guard mine.added == kiwi.added else {
                report.note("seed \(seed): added \(mine.added) but kiwisolver \(kiwi.added)")
                continue
            }
            for (step, (check, kiwiValues)) in zip(mine.checks, kiwi.checks).enumerated() {
                let place = "seed \(seed), check \(step)"
                if let violated = check.active.violatedRequired(check.values) {
                    report.note("\(place): required \(violated) violated by \(check.values)")
                }
                if let violated = check.active.violatedRequired(kiwiValues) {
                    report.note("\(place): kiwisolver violates required \(violated) with \(kiwiValues)")
                }
                let error = check.active.weightedError(check.values)
                let kiwiError = check.active.weightedError(kiwiValues)
                if abs(error - kiwiError) > 1e-6 * max(1, abs(kiwiError)) {
                    report.note("\(place): weighted error \(error), kiwisolver \(kiwiError)")
                }
                for (variable, range) in check.ranges.enumerated() {
                    let tolerance = 1e-6 * max(1, abs(kiwiValues[variable]))
                    if range.upperBound - range.lowerBound <= 1e-7 {
                        comparedValues += 1
                        if abs(check.values[variable] - kiwiValues[variable]) > tolerance {
                            report.note("\(place): v\(variable) = \(check.values[variable]) (unique), kiwisolver \(kiwiValues[variable])")
                        }
                    } else {
                        ambiguousValues += 1
                    }
                    if kiwiValues[variable] < range.lowerBound - tolerance || kiwiValues[variable] > range.upperBound + tolerance {
                        report.note("\(place): kiwisolver's v\(variable) = \(kiwiValues[variable]) outside the optimal range \(range)")
                    }
                }
            }
        }
        report.record()
        print("differential: \(systems.count) systems, \(refusals) refused required constraints, \(comparedValues) unique values compared, \(ambiguousValues) ambiguous values")
        #expect(comparedValues > 100_000)
        #expect(refusals > 1_000)
    }
}

/// Collects disagreements and records the first few as test issues.
struct DisagreementReport {
    private(set) var messages: [String] = []

    mutating func note(_ message: String) {
        messages.append(message)
    }

    func record(sourceLocation: SourceLocation = #_sourceLocation) {
        for message in messages.prefix(10) {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
        if messages.count > 10 {
            Issue.record(Comment(rawValue: "… and \(messages.count - 10) more disagreements"), sourceLocation: sourceLocation)
        }
    }
}
