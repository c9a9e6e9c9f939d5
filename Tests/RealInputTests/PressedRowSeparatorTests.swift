import CGtk
@testable import CellKit
import Foundation
import GtkSupport
import RealInput
import Testing

extension RealInputTests {
    /// Pressing a row hides the separators above and below it, as iOS does while a row is highlighted;
    /// releasing it (the row is then selected) keeps them hidden, and selecting another row brings them back.
    @Suite @MainActor struct PressedRowSeparators {
        /// Whether the separator under `item` is drawn: in the list's lines, and on screen as a bottom
        /// pixel row of the item's cell that differs from the row's fill just above it (a pressed row's
        /// grey is within a few levels of the separator's #C6C6C8, so the test compares with the fill).
        private func separatorUnder(_ item: Int, in session: ListWindowUnderRealInput) throws -> (listed: Bool, onScreen: Bool) {
            let frame = session.cell(item).frame.offsetBy(dx: -session.list.contentOffset.x, dy: -session.list.contentOffset.y)
            let listed = session.list.separatorOverlay.lineRects.contains { abs($0.maxY - frame.maxY) < 0.5 }
            let image = try session.screenImage(item)
            let bottom = image.cropped(x: image.width / 3, y: image.height - 1, width: image.width / 2, height: 1)
            let fill = image.cropped(x: image.width / 3, y: image.height - 4, width: image.width / 2, height: 1).dominantColor
            return (listed, bottom.share(of: fill, tolerance: 2) < 0.2)
        }

        @Test func aPressedRowHidesTheSeparatorsBesideIt() throws {
            let session = try ListWindowUnderRealInput()
            defer { session.close() }
            #expect(try separatorUnder(1, in: session) == (true, true))
            #expect(try separatorUnder(2, in: session) == (true, true))
            let widget = session.cellWidget(2)
            try session.input.move(to: widget)
            try session.input.press(over: widget)
            #expect(session.cell(2).configurationState.isHighlighted)
            #expect(try separatorUnder(1, in: session) == (false, false), "the separator above the pressed row is hidden")
            #expect(try separatorUnder(2, in: session) == (false, false), "the separator below the pressed row is hidden")
            #expect(try separatorUnder(3, in: session) == (true, true), "other separators stay")
            try session.input.release()
            #expect(session.selectedItems == [2])
            #expect(try separatorUnder(2, in: session) == (false, false), "a selected row hides them too")
            let other = session.cellWidget(4)
            try session.input.move(to: other)
            try session.input.press(over: other)
            try session.input.release()
            #expect(session.selectedItems == [4])
            #expect(try separatorUnder(1, in: session) == (true, true))
            #expect(try separatorUnder(2, in: session) == (true, true))
        }
    }
}
