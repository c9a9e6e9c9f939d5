import Foundation
import Testing

/// The shortcuts window (F1, pressed for real) has a title and does not keep the viewer open when
/// the main window is closed.
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
