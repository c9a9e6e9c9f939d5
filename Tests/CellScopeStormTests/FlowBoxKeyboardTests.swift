import Foundation
import Testing

/// Arrow keys in the state matrix's and the strip's flow boxes, replayed as real key presses and clicks
/// on a private Xvfb: the exact input with which the storm hung and crashed the viewer.
@Suite(.serialized) struct FlowBoxKeyboardTests {
    @Test(.timeLimit(.minutes(3))) func anArrowKeyBeforeTheMatrixWasLaidOutKeepsTheViewerResponsive() throws {
        let outcome = try StormScript.replay("matrix-arrow-key-before-first-layout", extra: ["--hang-timeout", "10"])
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.failures.isEmpty)
        #expect(outcome.events == 5)
    }

    @Test(.timeLimit(.minutes(3))) func anArrowKeyAfterADemoSwitchDoesNotFollowARemovedCheckBox() throws {
        let outcome = try StormScript.replay("matrix-arrow-key-after-switching-demos")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.failures.isEmpty)
        #expect(outcome.events == 7)
    }
}
