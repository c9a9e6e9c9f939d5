import CGtk
import CellKit
@testable import CellScope
import CellScopeDemos
import Foundation
import GtkSupport
import RealInput
import Testing

extension RealInputTests {
    /// Save View (Ctrl+S) and Open View (Ctrl+O) through their dialogs: a saved view reopens in the
    /// running viewer, and a bad file leaves the view as it was and says why in the status line.
    @Suite @MainActor struct SavedViewDialogs {
        /// Presses `key` with Ctrl, waits for the dialog it opens, types `url`'s path, presses Return
        /// and gives the input back to the viewer once the dialog is gone.
        func useDialog(_ session: ViewerUnderRealInput, key: Int32, path url: URL) throws {
            let before = RealInputWindows.shownToplevels()
            try session.input.key(key, modifiers: [.control])
            var dialog: UnsafeMutablePointer<GtkWidget>?
            try #require(session.input.waitUntil {
                dialog = RealInputWindows.toplevels().first { !before.contains($0) && gtk_widget_get_mapped($0) != 0 }
                return dialog != nil
            }, "the dialog opened")
            let shown = try #require(dialog)
            try session.input.target(shown)
            if key == GDK_KEY_s { try session.input.key(GDK_KEY_a, modifiers: [.control]) }
            try session.input.type(url.path)
            try session.input.key(GDK_KEY_Return)
            try #require(session.input.waitUntil { gtk_widget_get_mapped(shown) == 0 }, "the dialog closed")
            try session.input.target(session.window)
        }

        func statusText(_ viewer: ViewerWindow) -> String {
            String(cString: gtk_label_get_text(viewer.statusLabel.opaque))
        }

        @Test func aSavedViewReopensInTheViewerAndABadFileIsRefusedInTheStatusLine() throws {
            let session = try ViewerUnderRealInput("messages")
            defer { session.close() }
            let viewer = session.viewer
            let folder = try ViewerUnderRealInput.emptyFolder("saved-view-dialogs")
            defer { try? FileManager.default.removeItem(at: folder) }

            try session.input.key(GDK_KEY_b, modifiers: [.control])
            try #require(session.input.waitUntil { viewer.context.isBoldText })
            let saved = viewer.sessionState
            let file = folder.appendingPathComponent("bold.view.json")
            try useDialog(session, key: GDK_KEY_s, path: file)
            #expect(session.input.waitUntil { FileManager.default.fileExists(atPath: file.path) }, "Save View wrote the file")
            #expect(try SavedView.read(from: file, catalog: BuiltInDemos.catalog).state == saved)

            // Another demo, dark, then the saved view opened again.
            try session.input.key(GDK_KEY_d, modifiers: [.control])
            try #require(session.input.waitUntil { viewer.context.userInterfaceStyle == .dark })
            try session.input.key(GDK_KEY_Down, modifiers: [.alt])
            try #require(session.input.waitUntil { viewer.demo.id != "messages" })
            try useDialog(session, key: GDK_KEY_o, path: file)
            #expect(session.input.waitUntil { viewer.sessionState == saved }, "the view is as saved: \(viewer.sessionState.summary)")

            // A file with a key this viewer does not know: the view stays, the status line says why.
            var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
            object["zoom"] = 2
            let bad = folder.appendingPathComponent("bad.view.json")
            try JSONSerialization.data(withJSONObject: object).write(to: bad)
            try useDialog(session, key: GDK_KEY_o, path: bad)
            #expect(session.input.waitUntil { statusText(viewer).contains("unknown key 'zoom'") }, "status: \(statusText(viewer))")
            #expect(viewer.sessionState == saved, "the view is unchanged")
        }
    }
}
