import CGtk
@testable import CellKit
import CellKitGTK
@testable import CellScope
import Foundation
import GtkSupport
import RealInput
import Testing

extension RealInputTests {
    /// A horizontal drag past the threshold is a swipe: it reveals the row's actions and cancels the
    /// press; a click on an action runs it. Small movements stay a click.
    @Suite @MainActor struct SwipeActions {
        @Test func aHorizontalDragRevealsTheActionsAndAClickOnOneRunsIt() throws {
            let session = try ViewerUnderRealInput("messages")
            defer { session.close() }
            let row = 0
            #expect(!isFlagged(session.state(row)))
            let widget = session.cellWidget(row)
            let width = session.cell(row).bounds.width
            try session.input.drag(widget, from: session.point(in: row, across: 0.8), by: CGSize(width: -width * 0.45, height: 0),
                                   steps: 14, release: false)
            #expect(session.state(row).isSwiped, "the drag moves the row aside")
            #expect(!session.state(row).isHighlighted, "the swipe cancelled the press")
            try session.input.release()
            #expect(session.state(row).isSwiped, "released past half the actions' width: they stay open")
            #expect(session.selectedRows.isEmpty, "a swipe selects nothing")
            let buttons = session.list.swipeActions.visibleButtons
            #expect(buttons.count == 2)
            let actionsWidth = buttons.reduce(0) { $0 + $1.frame.width }
            #expect(abs(-session.cell(row).frame.minX - actionsWidth) < 0.5,
                    "the row rests exactly the actions' width aside: \(session.cell(row).frame.minX) for \(actionsWidth)")
            let rowImage = try session.screenBand(row: row)
            ScreenArtifacts.save(rowImage, named: "messages-swipe-open")
            #expect(rowImage.share(of: ScreenColors.orange) > 0.1, "the orange Flag action shows")
            #expect(rowImage.share(of: ScreenColors.indigo) > 0.1, "the indigo Archive action shows")
            let flag = try #require(buttons.first { $0.action.title == "Flag" })
            try session.input.click(ViewTesting.gtkWidget(of: flag))
            #expect(isFlagged(session.state(row)), "the Flag action flagged the message")
            #expect(!session.state(row).isSwiped, "and the actions closed")
            #expect(session.selectedRows.isEmpty)
        }

        @Test func theArchiveActionDimsTheMessage() throws {
            let session = try ViewerUnderRealInput("messages")
            defer { session.close() }
            let width = session.cell(3).bounds.width
            try session.input.drag(session.cellWidget(3), from: session.point(in: 3, across: 0.8), by: CGSize(width: -width * 0.45, height: 0))
            let archive = try #require(session.list.swipeActions.visibleButtons.first { $0.action.title == "Archive" })
            try session.input.click(ViewTesting.gtkWidget(of: archive))
            #expect(session.state(3)[UIConfigurationStateCustomKey("com.cellscope.demos.message.isArchived")] as? Bool == true)
            #expect(!session.state(3).isSwiped)
        }

        @Test func aSmallWobbleDuringAClickStaysAClick() throws {
            let session = try ViewerUnderRealInput("messages")
            defer { session.close() }
            try session.input.drag(session.cellWidget(1), from: session.point(in: 1), by: CGSize(width: -4, height: 2), steps: 4)
            #expect(session.selectedRows == [1])
            #expect(!session.state(1).isSwiped)
        }

        @Test func aClickOnAnotherRowClosesOpenActionsAndSelectsNothing() throws {
            let session = try ViewerUnderRealInput("messages")
            defer { session.close() }
            let width = session.cell(0).bounds.width
            try session.input.drag(session.cellWidget(0), from: session.point(in: 0, across: 0.8), by: CGSize(width: -width * 0.45, height: 0))
            #expect(session.state(0).isSwiped)
            try session.click(row: 2)
            #expect(!session.state(0).isSwiped, "the click closed the actions")
            #expect(session.selectedRows.isEmpty, "and selected nothing")
            try session.click(row: 2)
            #expect(session.selectedRows == [2], "the next click selects")
        }

        @Test func draggingAnOpenRowFurtherKeepsItOpenAndDraggingBackClosesIt() throws {
            let session = try ViewerUnderRealInput("messages")
            defer { session.close() }
            let width = session.cell(0).bounds.width
            try session.input.drag(session.cellWidget(0), from: session.point(in: 0, across: 0.8), by: CGSize(width: -width * 0.45, height: 0))
            #expect(session.state(0).isSwiped)
            // The row is moved aside: press on the part of it still shown.
            let shown = width + session.cell(0).frame.minX
            try session.input.drag(session.cellWidget(0), from: CGPoint(x: -session.cell(0).frame.minX + shown * 0.3, y: session.cell(0).bounds.midY),
                                   by: CGSize(width: width * 0.5, height: 0))
            #expect(!session.state(0).isSwiped, "dragging the row back closes the actions")
            #expect(session.selectedRows.isEmpty)
        }

        @Test func aVerticalDragSelectsNothing() throws {
            let session = try ViewerUnderRealInput("messages")
            defer { session.close() }
            try session.input.drag(session.cellWidget(1), from: session.point(in: 1), by: CGSize(width: 0, height: 60))
            #expect(session.selectedRows.isEmpty)
            #expect(!session.list.visibleCells.contains { $0.configurationState.isHighlighted || $0.configurationState.isSwiped })
        }
    }
}

/// The Messages demo's flagged custom state.
private func isFlagged(_ state: UICellConfigurationState) -> Bool {
    state[UIConfigurationStateCustomKey("com.cellscope.demos.message.isFlagged")] as? Bool ?? false
}
