import CGtk
@testable import CellKit
@testable import CellScope
import Foundation
import GtkSupport
import RealInput
import Testing

extension RealInputTests {
    /// A row deleted with the swipe action's Delete (real clicks) is offered back in the status line;
    /// Ctrl+Z (a real key press) brings it back in its place, Ctrl+Shift+Z deletes it again.
    @Suite @MainActor struct UndoDemoChange {
        @Test func ctrlZBringsADeletedRowBackAndCtrlShiftZDeletesItAgain() throws {
            let session = try ViewerUnderRealInput("screen")
            defer { session.close() }
            let viewer = session.viewer
            let list = session.list
            let count = list.numberOfItems(inSection: 1)
            let deleted = try #require(list.cellForItem(at: IndexPath(item: 2, section: 1)) as? UICollectionViewListCell)
            let name = try #require((deleted.contentConfiguration as? UIListContentConfiguration)?.text)

            try session.deleteTheThirdListRow()
            #expect(session.input.waitUntil { list.numberOfItems(inSection: 1) == count - 1 }, "the row was deleted")
            #expect(session.input.waitUntil { Gtk.text(of: viewer.statusLabel).contains("Undo Delete “\(name)” with Ctrl+Z") },
                    "the status line offers Undo: \(Gtk.text(of: viewer.statusLabel))")

            try session.input.key(GDK_KEY_z, modifiers: [.control])
            #expect(session.input.waitUntil { list.numberOfItems(inSection: 1) == count }, "Ctrl+Z brought the row back")
            let back = list.cellForItem(at: IndexPath(item: 2, section: 1)).flatMap { $0.contentConfiguration as? UIListContentConfiguration }
            #expect(back?.text == name, "in its place")
            #expect(Gtk.text(of: viewer.statusLabel).hasPrefix("Undo Delete “\(name)”: done"), "\(Gtk.text(of: viewer.statusLabel))")

            try session.input.key(GDK_KEY_z, modifiers: [.control, .shift])
            #expect(session.input.waitUntil { list.numberOfItems(inSection: 1) == count - 1 }, "Ctrl+Shift+Z deleted it again")

            // Reset Demo forgets the changes: nothing is left to undo.
            try session.input.key(GDK_KEY_r, modifiers: [.control, .shift])
            #expect(session.input.waitUntil { session.list.numberOfItems(inSection: 1) == count })
            try session.input.key(GDK_KEY_z, modifiers: [.control])
            #expect(session.input.waitUntil { Gtk.text(of: viewer.statusLabel).hasPrefix("Nothing to undo") }, "\(Gtk.text(of: viewer.statusLabel))")
        }
    }
}
