import CellKit
import CellScope
import GtkSupport
import Testing

/// Lint renders the known-problems demo in every size, appearance and contrast setting and finds exactly
/// its four problems, at the sizes and in the appearances they occur; the clean demo yields nothing.
@Suite(.serialized) @MainActor
struct LintFindsKnownProblemsTests {
    static func lint(_ demo: PreviewDemo, states: [String] = [], sizes: [UIContentSizeCategory]? = nil) throws -> LintReport {
        try GtkRuntime.ensureStarted()
        var plan = PermutationPlan(demos: [demo])
        plan.stateNames = states
        if let sizes { plan.sizes = sizes }
        return try LintRunner.run(plan)
    }

    @Test func theKnownProblemsAreFoundAndNothingElse() throws {
        let report = try Self.lint(KnownProblemsDemo.demo)
        #expect(report.checked == 4 * 12 * 2 * 2)
        let found = report.findings.map { "\($0.item) \($0.rule.rawValue) \($0.severity.rawValue) \($0.element) \($0.size) \($0.appearance) \($0.contrast)" }
        // Where the symbol covers the title at AX5, Increase Contrast's blue has too little contrast on the
        // letters under it, light and dark: the overlap shows as a contrast error too.
        #expect(found.sorted() == [
            "badge-over-title contrast error UIImageView AX5 dark increased",
            "badge-over-title contrast error UIImageView AX5 light increased",
            "badge-over-title overlap error UILabel \"Overlapping\" AX5 dark increased",
            "badge-over-title overlap error UILabel \"Overlapping\" AX5 dark normal",
            "badge-over-title overlap error UILabel \"Overlapping\" AX5 light increased",
            "badge-over-title overlap error UILabel \"Overlapping\" AX5 light normal",
            "faint-text contrast error text XS light normal",
            "long-title truncation warning text AX1 dark increased",
            "long-title truncation warning text AX1 dark normal",
            "long-title truncation warning text AX1 light increased",
            "long-title truncation warning text AX1 light normal",
            "small-button touch-target warning customView accessory SmallButton XS dark increased",
            "small-button touch-target warning customView accessory SmallButton XS dark normal",
            "small-button touch-target warning customView accessory SmallButton XS light increased",
            "small-button touch-target warning customView accessory SmallButton XS light normal",
        ])
        let messages = Set(report.findings.map(\.message))
        #expect(messages.contains("text is truncated from AX1 up"))
        #expect(messages.contains("UILabel \"Overlapping\" overlaps UIImageView at AX5"))
        #expect(messages.contains("text draws #A0A0A0 on #FFFFFF (text under 24 pt) at every size"))
        #expect(messages.contains("customView accessory SmallButton is a 30 × 30 pt touch target at every size"))
        let contrast = try #require(report.findings.first { $0.rule == .contrast })
        #expect(contrast.measured == "2.61:1 (APCA Lc 51.0)")
        #expect(contrast.required == "4.5:1")
    }

    /// The WCAG exemption: in a disabled state low contrast is information, not an error.
    @Test func contrastInADisabledStateIsInformation() throws {
        let report = try Self.lint(KnownProblemsDemo.demo, states: ["disabled"], sizes: [.large])
        let faint = report.findings.filter { $0.item == "faint-text" && $0.rule == .contrast && $0.appearance == "light" }
        #expect(faint.map(\.severity) == [.error, .info])
        #expect(faint.map(\.states) == [[], ["disabled"]])
    }

    @Test func theCleanDemoYieldsNoFindings() throws {
        let report = try Self.lint(KnownProblemsDemo.cleanDemo, states: ["selected", "highlighted"])
        #expect(report.checked == 2 * 4 * 12 * 2 * 2)
        #expect(report.findings.isEmpty, "\(report.findings)")
    }
}
