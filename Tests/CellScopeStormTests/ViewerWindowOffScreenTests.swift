import Foundation
import Testing

/// The viewer window dragged by its header bar until its drop-downs are below the screen: the keys
/// that open a focused drop-down's list (Space, Return), pressed for real, open it at the screen's
/// bottom edge, and back on the screen they open it next to the drop-down again.
@Suite(.serialized) struct ViewerWindowOffScreenTests {
    @Test(.timeLimit(.minutes(3))) func dropDownKeysWithTheWindowDraggedOffTheScreenOpenTheListOnTheScreen() throws {
        let outcome = try StormScript.replay("viewer-drop-down-keys-with-the-window-off-screen",
                                             extra: ["--env", "G_DEBUG=fatal-criticals"])
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.failures.isEmpty)
        #expect(outcome.events == 10)
    }
}
