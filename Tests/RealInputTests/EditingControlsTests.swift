import CGtk
@testable import CellKit
import CellKitGTK
import Foundation
import GtkSupport
import RealInput
import Testing

extension RealInputTests {
    /// Disabled rows ignore clicks; in editing mode the reorder control drags a row to a new place
    /// and the delete control opens the row's delete action. All in a CellKit `UIWindow`.
    @Suite @MainActor struct EditingControls {
        @Test func aClickOnADisabledRowDoesNothing() throws {
            let session = try ListWindowUnderRealInput(disabled: [2])
            defer { session.close() }
            #expect(session.cell(2).configurationState.isDisabled)
            let before = try session.screenImage(2)
            let widget = session.cellWidget(2)
            try session.input.move(to: widget)
            try session.input.press(over: widget)
            #expect(!session.cell(2).configurationState.isHighlighted)
            #expect(try session.screenImage(2) == before, "a pressed disabled row looks the same")
            try session.input.release()
            #expect(session.selectedItems.isEmpty)
            #expect(session.delegate.events.isEmpty)
            // The next row still answers.
            try session.input.click(session.cellWidget(3))
            #expect(session.selectedItems == [3])
            #expect(try session.screenImage(3).share(of: ScreenColors.hovered(ScreenColors.cellSelected)) > 0.5)
        }

        @Test func draggingTheReorderControlInEditingModeMovesTheRow() throws {
            let session = try ListWindowUnderRealInput(accessories: [.reorder()], editing: true)
            defer { session.close() }
            var reordered: [String] = []
            session.dataSource.reorderingHandlers.didReorder = { transaction in reordered = transaction.finalSnapshot.itemIdentifiers }
            let control = try #require(session.accessoryWidget(.reorder, item: 0))
            let middleBand = { (image: PixelImage) in image.cropped(x: 16, y: 4, width: image.width - 80, height: image.height - 8) }
            let apples = middleBand(try session.screenImage(0))
            let startHeight = Double(gtk_widget_get_height(control))
            let distance = session.cell(2).frame.midY - session.cell(0).frame.midY
            try session.input.drag(control, from: CGPoint(x: Double(gtk_widget_get_width(control)) / 2, y: startHeight / 2),
                                   by: CGSize(width: 0, height: distance), steps: 16, release: false)
            #expect(session.cell(0).configurationState.isReordering, "the row is lifted while dragged")
            try session.input.release()
            #expect(reordered == ["Bread", "Coffee", "Apples", "Dates", "Eggs", "Figs"])
            #expect(session.dataSource.snapshot().itemIdentifiers == reordered)
            #expect((session.cell(2).contentConfiguration as? UIListContentConfiguration)?.text == "Apples")
            let moved = middleBand(try session.screenImage(2))
            ScreenArtifacts.save(moved, named: "reorder-moved-row")
            #expect(moved == apples, "the screen shows Apples' row at its new place")
        }

        @Test func aDragOutsideTheReorderControlInEditingModeMovesNothing() throws {
            let session = try ListWindowUnderRealInput(accessories: [.reorder()], editing: true)
            defer { session.close() }
            let widget = session.cellWidget(0)
            let distance = session.cell(2).frame.midY - session.cell(0).frame.midY
            try session.input.drag(widget, from: CGPoint(x: 60, y: session.cell(0).bounds.midY), by: CGSize(width: 0, height: distance))
            #expect(session.dataSource.snapshot().itemIdentifiers == ListWindowUnderRealInput.fruit)
        }

        @Test func theDeleteControlOpensTheDeleteActionAndAClickOnItDeletes() throws {
            let deleted = DeletedItems()
            let session = try ListWindowUnderRealInput(accessories: [.delete()], editing: true) { indexPath in
                let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                    deleted.items.append(indexPath.item)
                    completion(true)
                }
                return UISwipeActionsConfiguration(actions: [delete])
            }
            defer { session.close() }
            let control = try #require(session.accessoryWidget(.delete, item: 1))
            try session.input.click(control)
            #expect(session.cell(1).configurationState.isSwiped, "the delete control opens the trailing actions")
            let buttons = session.list.swipeActions.visibleButtons
            #expect(buttons.count == 1)
            let button = try #require(buttons.first)
            let image = try ScreenPixels.image(of: ViewTesting.gtkWidget(of: button))
            ScreenArtifacts.save(image, named: "delete-action")
            #expect(image.share(of: ScreenColor(hex: 0xFF3B30)) > 0.5, "the Delete action is red; most common: \(image.dominantColor)")
            try session.input.click(ViewTesting.gtkWidget(of: button))
            #expect(deleted.items == [1])
            #expect(session.selectedItems.isEmpty)
        }
    }
}

/// What the delete action's handler deleted.
@MainActor
private final class DeletedItems {
    var items: [Int] = []
}
