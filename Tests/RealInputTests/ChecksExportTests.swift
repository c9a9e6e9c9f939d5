import CGtk
@testable import CellScope
import Foundation
import GtkSupport
import RealInput
import Testing

extension RealInputTests {
    /// Ctrl+E on the Checks tab while the checks run: the PNG is written when they finish, and the
    /// window answers input meanwhile (it used to run the rest of the checks at once, and a storm
    /// found it not answering a ping for over a minute).
    @Suite(.serialized) @MainActor struct ChecksExport {
        @Test func exportingBeforeTheChecksFinishWritesThePNGWhenTheyDoAndTheWindowAnswersMeanwhile() throws {
            let session = try ViewerUnderRealInput("settings")
            defer { session.close() }
            let viewer = session.viewer
            let url = try ViewerUnderRealInput.emptyFolder("checks-export-written").appendingPathComponent("checks.png")
            defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }

            try session.input.key(GDK_KEY_4, modifiers: [.control])
            #expect(viewer.checks.isChecking, "the checks started")
            try Self.export(to: url, in: session)
            #expect(viewer.checks.isChecking && !FileManager.default.fileExists(atPath: url.path),
                    "the export waits for the checks instead of running them at once")
            #expect(Gtk.text(of: viewer.statusLabel).contains("once they finish"))

            try session.input.key(GDK_KEY_d, modifiers: [.control])
            #expect(viewer.context.userInterfaceStyle == .dark, "a key pressed during the checks was handled")
            #expect(viewer.checks.isChecking, "the appearance is not part of what the checks check")

            #expect(session.input.waitUntil(timeout: 240) { FileManager.default.fileExists(atPath: url.path) }, "the PNG was written")
            #expect(viewer.checks.report != nil)
            let image = try #require(PixelImage(contentsOf: url))
            let panel = viewer.checks.panel.widget
            #expect(image.width == Int(gtk_widget_get_width(panel)) && image.height == Int(gtk_widget_get_height(panel)))
        }

        @Test func switchingTheDemoBeforeTheChecksFinishCancelsTheExportAndSaysSo() throws {
            let session = try ViewerUnderRealInput("settings")
            defer { session.close() }
            let viewer = session.viewer
            let url = try ViewerUnderRealInput.emptyFolder("checks-export-cancelled").appendingPathComponent("checks.png")
            defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }

            try session.input.key(GDK_KEY_4, modifiers: [.control])
            try Self.export(to: url, in: session)
            #expect(viewer.checks.isChecking)
            try session.input.key(GDK_KEY_Down, modifiers: [.alt])
            #expect(viewer.demo.id != "settings", "Alt+Down showed the next demo")
            #expect(Gtk.text(of: viewer.statusLabel).contains("Export of the checks cancelled"))
            #expect(session.input.waitUntil(timeout: 240) { viewer.checks.report != nil }, "the next demo's checks finished")
            #expect(!FileManager.default.fileExists(atPath: url.path), "nothing was written for the cancelled export")
        }

        /// Ctrl+E, the path typed for real, Return; the input goes back to the viewer.
        static func export(to url: URL, in session: ViewerUnderRealInput) throws {
            try session.openSaveDialog(typing: url)
            try session.input.key(GDK_KEY_Return)
            try session.input.target(session.window)
        }
    }
}
