import CellKit
import CellScope
import GtkSupport
import Testing

/// A defect found in many permutations is one defect: lint's findings of one rule on one element of an
/// item group across states, sizes, appearances and contrast, with colors read within 2/255 per channel
/// taken as the same, and the report names where the defect occurs.
@Suite(.serialized) @MainActor
struct LintDefectGroupingTests {
    /// A real run: the known-problems demo in two state combinations at every size, light and dark, both
    /// contrast settings. Truncation, overlap and the small touch target each occur in 16 or more
    /// findings' worth of permutations and are one defect each.
    @Test func eachKnownProblemIsOneDefectWhereverItOccurs() throws {
        let report = try LintFindsKnownProblemsTests.lint(KnownProblemsDemo.demo, states: ["selected"])
        let defects = LintDefect.grouping(report.findings)
        #expect(defects.count < report.findings.count)
        #expect(defects.flatMap(\.positions).sorted() == Array(report.findings.indices), "every finding in exactly one defect")

        let truncation = defects.filter { $0.first.rule == .truncation }
        #expect(truncation.count == 1, "\(truncation.map(\.places))")
        #expect(truncation.first?.findings.count == 8, "2 state combinations × light and dark × 2 contrasts")
        #expect(truncation.first?.places == "at AX1…AX5, light and dark, normal and increased contrast, in normal and selected")
        #expect(truncation.first?.permutationCount == 5 * 2 * 2 * 2)

        let overlap = defects.filter { $0.first.rule == .overlap }
        #expect(overlap.count == 1)
        #expect(overlap.first?.places == "at AX5, light and dark, normal and increased contrast, in normal and selected")

        let target = defects.filter { $0.first.rule == .touchTarget }
        #expect(target.count == 1)
        #expect(target.first?.places == "at every size, light and dark, normal and increased contrast, in normal and selected")
        #expect(target.first?.measured == "30 × 30 pt")
        #expect(target.first?.permutationCount == 12 * 2 * 2 * 2)
    }

    private static func contrast(_ text: String, states: [String] = [], size: String = "L", appearance: String = "light") -> LintFinding {
        LintFinding(demo: "d", item: "i", rule: .contrast, severity: .error, states: states, size: size, appearance: appearance,
                    contrast: "normal", element: "secondaryText", measured: "2.90:1 (APCA Lc 44.1)", required: "4.5:1",
                    message: "secondaryText draws \(text) on #D1D1D6 (text under 24 pt) at \(size)",
                    problem: "secondaryText draws \(text) on #D1D1D6 (text under 24 pt)")
    }

    /// Measured colors a step or two apart (anti-aliasing, compositing) are the same defect; three steps
    /// apart in any channel, or another background, are another.
    @Test func colorsWithinTwoStepsPerChannelAreOneDefect() {
        let findings = [
            Self.contrast("#B6B6BB"), Self.contrast("#B6B6BC", states: ["selected"], size: "XL"),
            Self.contrast("#B8B6BB", size: "AX5", appearance: "dark"), Self.contrast("#B6B9BB"), Self.contrast("#FFFFFF"),
        ]
        let defects = LintDefect.grouping(findings)
        #expect(defects.map(\.positions) == [[0, 1, 2], [3], [4]])
        #expect(defects[0].places == "at L, XL, AX5, light and dark, normal contrast, in normal and selected")
        #expect(defects[0].first.problem == "secondaryText draws #B6B6BB on #D1D1D6 (text under 24 pt)")
    }

    /// What differs only in numbers, quoted words or remarks in parentheses (a touch target's size, text
    /// counting as large at the largest sizes) is one defect; the report gives the range measured.
    @Test func numbersAndRemarksAsideTheProblemIsTheSame() {
        func target(_ size: String, _ measured: String) -> LintFinding {
            LintFinding(demo: "d", item: "i", rule: .touchTarget, severity: .warning, states: [], size: size, appearance: "light",
                        contrast: "normal", element: "popUpMenu accessory", measured: measured, required: "44 × 44 pt",
                        message: "popUpMenu accessory is a \(measured) touch target at \(size)",
                        problem: "popUpMenu accessory is a \(measured) touch target")
        }
        let defects = LintDefect.grouping([target("XXXL", "24 × 89 pt"), target("AX5", "36 × 309 pt"), target("AX1", "28 × 105 pt")])
        #expect(defects.count == 1)
        #expect(defects.first?.measured == "24 × 89 pt … 36 × 309 pt")
        #expect(defects.first?.places == "at XXXL, AX1, AX5, light, normal contrast, in normal")

        var large = Self.contrast("#8A8A8E", size: "AX2")
        large.problem = "secondaryText draws #8A8A8E on #D1D1D6 (large text)"
        large.required = "3.0:1"
        let mixed = LintDefect.grouping([Self.contrast("#8A8A8E"), large])
        #expect(mixed.count == 1)
        #expect(mixed.first?.required == "4.5:1 or 3.0:1")
    }
}
