import CGtk
@testable import CellScope
import Foundation
import GtkSupport
import RealInput
import Testing

extension RealInputTests {
    /// The viewer's file dialogs (Export Ctrl+E, Save View Ctrl+S, Open View Ctrl+O) are each one
    /// chooser kept for the window's life, pressed for real: each shortcut shows its own dialog, the
    /// same window every time (a chooser made per request fails this), and a shortcut pressed in the
    /// viewer's window while one dialog is shown shows no second one (GTK's modality already holds the
    /// viewer's input back then; the viewer's one-dialog rule backs it up).
    @Suite(.serialized) @MainActor struct FileDialogReuse {
        /// The file chooser dialogs shown now.
        func shownFileChoosers() -> Set<UnsafeMutablePointer<GtkWidget>> {
            RealInputWindows.shownToplevels().filter { $0.isA(gtk_file_chooser_dialog_get_type()) }
        }

        /// Presses Ctrl+`key` in the viewer's window and returns the dialog it shows.
        func open(_ session: ViewerUnderRealInput, _ key: Int32, sourceLocation: SourceLocation = #_sourceLocation) throws
            -> UnsafeMutablePointer<GtkWidget> {
            let before = RealInputWindows.shownToplevels()
            try session.input.key(key, modifiers: [.control])
            var dialog: UnsafeMutablePointer<GtkWidget>?
            try #require(session.input.waitUntil {
                dialog = shownFileChoosers().first { !before.contains($0) }
                return dialog != nil
            }, "the dialog opened", sourceLocation: sourceLocation)
            return try #require(dialog, sourceLocation: sourceLocation)
        }

        /// Presses Escape in `dialog`, waits until it is hidden and gives the input back to the viewer.
        func close(_ dialog: UnsafeMutablePointer<GtkWidget>, in session: ViewerUnderRealInput,
                   sourceLocation: SourceLocation = #_sourceLocation) throws {
            try session.input.target(dialog)
            try session.input.key(GDK_KEY_Escape)
            try #require(session.input.waitUntil { gtk_widget_get_mapped(dialog) == 0 }, "the dialog closed",
                         sourceLocation: sourceLocation)
            try session.input.target(session.window)
        }

        @Test func eachShortcutShowsItsOwnKeptDialogAndOnlyOneAtATime() throws {
            let session = try ViewerUnderRealInput("sidebar")
            defer { session.close() }

            let export = try open(session, GDK_KEY_e)
            // The viewer's window gets the keys again while the export dialog is shown.
            try session.input.target(session.window)
            try session.input.key(GDK_KEY_s, modifiers: [.control])
            try session.input.key(GDK_KEY_o, modifiers: [.control])
            try session.input.key(GDK_KEY_e, modifiers: [.control])
            try session.input.settle()
            #expect(shownFileChoosers() == [export], "one dialog is shown, the export dialog")
            try close(export, in: session)

            let saveView = try open(session, GDK_KEY_s)
            #expect(saveView != export, "Save View has its own dialog")
            try close(saveView, in: session)
            let openView = try open(session, GDK_KEY_o)
            #expect(openView != export && openView != saveView, "Open View has its own dialog")
            try close(openView, in: session)

            #expect(try open(session, GDK_KEY_e) == export, "Ctrl+E shows the same export dialog again")
            try close(export, in: session)
            #expect(try open(session, GDK_KEY_s) == saveView, "Ctrl+S shows the same save dialog again")
            try close(saveView, in: session)
            let fileChoosers = RealInputWindows.toplevels().filter { $0.isA(gtk_file_chooser_dialog_get_type()) }
            #expect(fileChoosers.count == 3, "three dialogs in all, not one per request")
        }
    }
}
