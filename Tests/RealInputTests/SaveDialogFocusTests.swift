import CGtk
@testable import CellScope
import Foundation
import GtkSupport
import RealInput
import Testing

extension RealInputTests {
    /// GTK 4.8's save dialog decides what Return means from the focused widget and fails a GTK
    /// critical when nothing has the focus (the focused widget went away: a file removed through the
    /// list's context menu, a path bar button replaced). The viewer gives the focus back, so Return,
    /// pressed for real, saves under the typed name without a critical.
    @Suite(.serialized) @MainActor struct SaveDialogFocus {
        @Test func returnWithTheFocusGoneExportsUnderTheTypedNameWithoutACritical() throws {
            let session = try ViewerUnderRealInput("sidebar")
            defer { session.close() }
            let folder = try ViewerUnderRealInput.emptyFolder("save-focus")
            defer { try? FileManager.default.removeItem(at: folder) }
            let url = folder.appendingPathComponent("focus.png")

            let dialog = try session.openSaveDialog(typing: url)
            let criticals = GtkCriticals()
            try criticals.recording {
                // What a removed row or a replaced path bar button leaves: no focused widget.
                gtk_window_set_focus(dialog.cast(), nil)
                try session.input.settle()
                #expect(gtk_window_get_focus(dialog.cast()) != nil, "the dialog has a focused widget again")
                try session.input.key(GDK_KEY_Return)
                #expect(session.input.waitUntil { FileManager.default.fileExists(atPath: url.path) }, "the PNG was written")
            }
            #expect(criticals.messages.isEmpty, "\(criticals.messages)")
            try session.input.target(session.window)
        }
    }
}
