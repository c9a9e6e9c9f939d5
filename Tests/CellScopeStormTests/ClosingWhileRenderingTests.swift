import Foundation
import Testing

/// A real click on the main window's close button ends the viewer even while the state matrix waits
/// for a frame to render tiles.
@Suite(.serialized) struct ClosingWhileRenderingTests {
    @Test(.timeLimit(.minutes(3))) func closingTheWindowWhileTheMatrixRendersEndsTheViewer() throws {
        let outcome = try StormScript.replay("close-while-the-matrix-renders")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.failures.isEmpty)
    }
}
