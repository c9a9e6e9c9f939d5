import Testing
@testable import CellKitCore

/// UIKit priorities are lexicographic tiers, which kiwisolver (one weighted objective) cannot express
/// directly; `Oracle/kiwi_lexicographic_oracle.py` computes the lexicographic optimum with it tier by tier
/// (each higher tier held at its optimum by required constraints on explicit error variables). On 2,000
/// random systems at priorities 750, 250 and 50, the solver's error in every tier must equal kiwisolver's.
@Suite struct LexicographicTiersAgreeWithKiwiTests {
    static let priorities: [Float] = [750, 250, 50]

    @Test func everyTiersErrorMatchesTheTierByTierOptimum() throws {
        var inputs: [String] = []
        var mine: [[Double]] = []
        for seed in UInt64(20_000)..<22_000 {
            var random = SeededGenerator(seed: seed)
            let variableCount = Int.random(in: 2...5, using: &random)
            let solver = LayoutSolver()
            let variables = (0..<variableCount).map { _ in solver.makeVariable() }
            var accepted: [(IndexedConstraint, Float?)] = []
            for _ in 0..<Int.random(in: 3...12, using: &random) {
                var constraint = RandomSystemGenerator.constraint(variableCount: variableCount, using: &random)
                let priority: Float? = constraint.weight == nil ? nil : Self.priorities.randomElement(using: &random)!
                constraint.weight = nil
                var linear = constraint.linear(variables)
                linear.strength = priority.map(LayoutStrength.init(layoutPriority:)) ?? .required
                if (try? solver.add(linear)) != nil { accepted.append((constraint, priority)) }
            }
            let values = variables.map(solver.value(of:))
            mine.append(Self.priorities.filter { tier in accepted.contains { $0.1 == tier } }.map { tier in
                accepted.filter { $0.1 == tier }.reduce(0) { $0 + $1.0.violation(values).amount }
            })
            let constraints = accepted.map { constraint, tier in
                "{\(constraint.jsonMembers.replacingOccurrences(of: "\"strength\":\"required\"", with: "\"tier\":\(tier.map { "\($0)" } ?? "null")"))}"
            }
            inputs.append("{\"variables\":\(variableCount),\"constraints\":[\(constraints.joined(separator: ","))]}")
        }
        let output = try KiwiOracle.run(script: "kiwi_lexicographic_oracle.py", input: "[" + inputs.joined(separator: ",") + "]").output
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        try #require(lines.count == mine.count)
        var report = DisagreementReport()
        var tiersCompared = 0
        for (index, (line, errors)) in zip(lines, mine).enumerated() {
            let fields = line.split(separator: " ")
            guard fields.first == "errors" else {
                report.note("seed \(20_000 + index): kiwisolver \(line)")
                continue
            }
            let reference = fields.dropFirst().compactMap { Double($0) }
            tiersCompared += reference.count
            let agrees = reference.count == errors.count
                && zip(errors, reference).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($1)) }
            if !agrees { report.note("seed \(20_000 + index): tier errors \(errors), kiwisolver \(reference)") }
        }
        report.record()
        print("tiers: \(mine.count) systems, \(tiersCompared) tier optima compared")
        #expect(tiersCompared > 3_000)
    }
}
