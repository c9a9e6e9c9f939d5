import CGtk
@testable import CellKit
@testable import CellScope
import Foundation
import GtkSupport
import RealInput
import Testing

extension RealInputTests {
    /// Reset Demo (Ctrl+Shift+R, or its button in the header bar) restores the demo's data after a
    /// destructive action: a row deleted in the screen demo comes back.
    @Suite @MainActor struct ResetDemo {
        @Test func ctrlShiftRAndTheButtonBringADeletedRowBack() throws {
            let session = try ViewerUnderRealInput("screen")
            defer { session.close() }
            let viewer = session.viewer
            for reset in ["Ctrl+Shift+R", "the Reset Demo button"] {
                let count = session.list.numberOfItems(inSection: 1)
                try session.deleteTheThirdListRow()
                #expect(session.list.numberOfItems(inSection: 1) == count - 1, "the row was deleted")
                if reset == "Ctrl+Shift+R" {
                    try session.input.key(GDK_KEY_r, modifiers: [.control, .shift])
                } else {
                    try session.input.click(try #require(WidgetSearch.button("Reset Demo", in: session.window)))
                }
                #expect(session.input.waitUntil { session.list.numberOfItems(inSection: 1) == count }, "\(reset) brought the row back")
                #expect(viewer.context.layoutDirection == .leftToRight, "\(reset) is not Ctrl+R")
                #expect(Gtk.text(of: viewer.statusLabel).hasPrefix("Reset “"), "\(Gtk.text(of: viewer.statusLabel))")
                let navigation = try #require(viewer.canvas.screen as? UINavigationController)
                #expect(navigation.topViewController?.isEditing == false, "the screen is as when it was opened")
            }
        }
    }
}
