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
                try deleteARow(in: session)
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

        /// Edit, the red delete control of the third list row, then Delete: all real clicks.
        private func deleteARow(in session: ViewerUnderRealInput) throws {
            let navigation = try #require(session.viewer.canvas.screen as? UINavigationController)
            let edit = try #require(navigation.navigationBar.trailingButtons.first)
            try session.input.click(ViewTesting.gtkWidget(of: edit))
            let list = session.list
            #expect(session.input.waitUntil { list.isEditing }, "Edit put the list in editing mode")
            let cell = try #require(list.cellForItem(at: IndexPath(item: 2, section: 1)) as? UICollectionViewListCell)
            let control = try #require(cell.accessoryHost.view(for: .delete))
            try session.input.click(ViewTesting.gtkWidget(of: control))
            let button = try #require(list.swipeActions.visibleButtons.first)
            try session.input.click(ViewTesting.gtkWidget(of: button))
        }
    }
}
