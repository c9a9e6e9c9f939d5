@testable import CellScope
import Testing

/// A state matrix too large for one image is refused with runs that would fit: fewer states, or the
/// sizes in groups.
@Suite struct MatrixSplitAdviceTests {
    /// Twelve 375-point columns whose cells grow from 50 to 270 pixels tall.
    let advice = MatrixSplitAdvice(stateNames: ["a", "b", "c", "d", "e", "f"],
                                   columnLabels: ContentSizeNames.all.map(\.name), splitsColumns: true,
                                   columnWidths: Array(repeating: 375, count: 12), columnHeights: (0..<12).map { 50 + $0 * 20 })

    @Test func aSheetWithinTheLimitsPasses() throws {
        try advice.check((width: 4774, height: 16_000), estimated: true)
        try advice.check((width: 8000, height: 16_000), estimated: false)
    }

    @Test func aSheetTooTallForAnySingleSizeSuggestsFewerStates() {
        do {
            try advice.check((width: 4774, height: 18_000), estimated: true)
            Issue.record("an 18,000-pixel sheet passed")
        } catch {
            // 64 rows fit up to 241-pixel cells: XS…AX3 (50…230), then AX4 and AX5 (250, 270) do not fit at all.
            #expect(error.description.hasPrefix("the matrix would be about 4774×18000 pixels (64 rows of states × 12 columns)"))
            #expect(error.description.contains("at most 5 states per run with these columns (for example --states a,b,c,d,e)"),
                    "\(error)")
            #expect(!error.description.contains("--sizes"), "AX4 alone is too tall for 64 rows, so grouping sizes cannot help")
        }
    }

    @Test func sizeGroupsAreSuggestedWhenEachFits() {
        let shorter = MatrixSplitAdvice(stateNames: ["a", "b", "c", "d", "e", "f"], columnLabels: ContentSizeNames.all.map(\.name),
                                        splitsColumns: true, columnWidths: Array(repeating: 2000, count: 12),
                                        columnHeights: Array(repeating: 100, count: 12))
        do {
            try shorter.check((width: 24_274, height: 6_000), estimated: true)
            Issue.record("a 24,274-pixel-wide sheet passed")
        } catch {
            // Seven 2000-point columns make 14,234 pixels; an eighth would pass 16,000.
            #expect(error.description.contains("all 6 states with the sizes in 2 runs (--sizes XS,S,M,L,XL,XXL,XXXL, then --sizes AX1,AX2,AX3,AX4,AX5)"),
                    "\(error)")
            #expect(!error.description.contains("states per run"), "fewer states cannot make it narrower")
        }
    }

    @Test func appearanceColumnsAreNotSplit() {
        let appearance = MatrixSplitAdvice(stateNames: ["a", "b", "c", "d", "e", "f"], columnLabels: ["Light", "Dark"],
                                           splitsColumns: false, columnWidths: [375, 375], columnHeights: [300, 300])
        do {
            try appearance.check((width: 942, height: 19_700), estimated: true)
            Issue.record("a 19,700-pixel sheet passed")
        } catch {
            #expect(error.description.contains("Split it into several runs: at most 5 states per run"), "\(error)")
            #expect(!error.description.contains("--sizes"))
        }
    }
}
