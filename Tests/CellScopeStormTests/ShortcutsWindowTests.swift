import Foundation
import Testing

/// The shortcuts window (F1, pressed for real) has a title, does not keep the viewer open when the
/// main window is closed, and its search field's popovers open on the screen even when the field is off it.
@Suite(.serialized) struct ShortcutsWindowTests {
    @Test(.timeLimit(.minutes(3))) func theMainWindowsCloseButtonEndsTheViewerWithShortcutsOpen() throws {
        let outcome = try StormScript.replay("shortcuts-window-then-close-main-window")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.failures.isEmpty)
    }

    @Test(.timeLimit(.minutes(3))) func aWindowManagersCloseRequestEndsTheViewerWithShortcutsOpen() throws {
        let outcome = try StormScript.replay("shortcuts-window-then-window-manager-close")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.failures.isEmpty)
    }

    /// The search field's popover keys (Shift+F10, Menu, Ctrl+.) pressed for real after a real drag
    /// on the header bar left the field below the screen: each popover opens at the screen's edge,
    /// with no critical (fatal here), and back on the screen Shift+F10 opens the context menu again.
    @Test(.timeLimit(.minutes(3))) func popoverKeysInTheSearchFieldDraggedOffTheScreenOpenThePopoversOnTheScreen() throws {
        let outcome = try StormScript.replay("shortcuts-search-popovers-with-the-field-off-screen",
                                             extra: ["--env", "G_DEBUG=fatal-criticals"])
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.failures.isEmpty)
        #expect(outcome.events == 12)
    }
}

/// Exporting through the save dialog with real keys (Ctrl+E, then Return) writes the PNG and lets GTK
/// record it as recently used without a warning, and without a critical (fatal here).
@Suite(.serialized) struct SaveDialogExportTests {
    @Test(.timeLimit(.minutes(3))) func exportingThroughTheSaveDialogRecordsTheFileWithoutWarningsOrCriticals() throws {
        let outcome = try StormScript.replay("export-through-the-save-dialog", extra: ["--env", "G_DEBUG=fatal-criticals", "--fail-on-warnings"])
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.failures.isEmpty)
    }
}
