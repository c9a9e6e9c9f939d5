import Foundation
import Testing

/// The viewer window dragged by its header bar until its drop-downs are below the screen: the keys
/// that open a focused drop-down's list (Space, Return), pressed for real, open no popover GTK cannot
/// place, and back on the screen they open it again.
@Suite(.serialized) struct ViewerWindowOffScreenTests {
    @Test(.timeLimit(.minutes(3))) func dropDownKeysWithTheWindowDraggedOffTheScreenFailNoCritical() throws {
        let outcome = try StormScript.replay("viewer-drop-down-keys-with-the-window-off-screen",
                                             extra: ["--env", "G_DEBUG=fatal-criticals"])
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.failures.isEmpty)
        #expect(outcome.events == 8)
    }
}
