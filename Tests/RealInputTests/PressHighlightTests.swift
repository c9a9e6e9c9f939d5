import CGtk
import CellKit
@testable import CellScope
import Foundation
import GtkSupport
import RealInput
import Testing

extension RealInputTests {
    /// A pressed row shows the highlight until the button is released; a press that leaves the row,
    /// or that the list scrolls away from, selects nothing.
    @Suite @MainActor struct PressHighlight {
        @Test func pressAndHoldShowsTheHighlightUntilRelease() throws {
            let session = try ViewerUnderRealInput("sidebar")
            defer { session.close() }
            let row = 5  // "Important", under the Tags header
            let widget = session.cellWidget(row)
            try session.input.move(to: widget, at: session.point(in: row))
            try session.input.press(over: widget)
            // Held longer than GTK's double-click time (400 ms): the highlight stays.
            try session.input.hold(for: 0.7)
            #expect(session.state(row).isHighlighted)
            #expect(!session.state(row).isSelected)
            let held = try session.screenImage(row: row)
            ScreenArtifacts.save(held, named: "sidebar-pressed-row")
            #expect(held.share(of: ScreenColors.hovered(ScreenColors.tint)) > 0.5,
                    "a pressed sidebar row shows the tint fill; most common: \(held.dominantColor)")
            #expect(held.count(of: ScreenColors.white, tolerance: 8) > 40, "with white text")
            try session.input.release()
            #expect(!session.state(row).isHighlighted)
            #expect(session.selectedRows == [row])
        }

        @Test func aPressedPlainRowShowsTheGreyHighlight() throws {
            let session = try ViewerUnderRealInput("custom-content")
            defer { session.close() }
            let widget = session.cellWidget(1)
            try session.input.move(to: widget)
            try session.input.press(over: widget)
            #expect(session.state(1).isHighlighted)
            let held = try session.screenImage(row: 1)
            ScreenArtifacts.save(held, named: "custom-content-pressed-row")
            #expect(held.share(of: ScreenColors.hovered(ScreenColors.cellSelected)) > 0.5, "most common: \(held.dominantColor)")
            try session.input.release()
            #expect(session.selectedRows == [1])
        }

        @Test func pressLeaveAndReleaseSelectsNothing() throws {
            let session = try ViewerUnderRealInput("sidebar")
            defer { session.close() }
            let before = session.selectedRows
            let widget = session.cellWidget(5)
            try session.input.move(to: widget)
            try session.input.press(over: widget)
            #expect(session.state(5).isHighlighted)
            // Down, off the row and onto the next one but one.
            let below = try ScreenGeometry.rootPoint(of: session.cellWidget(7))
            try session.input.move(toRoot: below, steps: 8)
            try session.input.settle()
            #expect(!session.state(5).isHighlighted, "leaving the row clears the highlight")
            #expect(try session.screenImage(row: 5).share(of: ScreenColors.tint) < 0.05)
            try session.input.release()
            #expect(session.selectedRows == before, "nothing is selected")
            #expect(!session.state(7).isSelected && !session.state(5).isSelected)
        }

        @Test func scrollingTheWheelDuringAPressSelectsNothing() throws {
            let session = try ViewerUnderRealInput("styles")
            defer { session.close() }
            let widget = session.cellWidget(1)
            try session.input.move(to: widget)
            try session.input.press(over: widget)
            #expect(session.state(1).isHighlighted)
            let offset = session.list.contentOffset.y
            try session.input.scrollWheel(3)
            #expect(session.list.contentOffset.y > offset, "the wheel scrolls the list")
            #expect(!session.list.visibleCells.contains { $0.configurationState.isHighlighted }, "scrolling cancels the press")
            try session.input.release()
            #expect(session.selectedRows.isEmpty)
        }
    }
}
