import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// A plain table in editing mode with multiple selection during editing, its first row selected
/// while it is dequeued, as iOS 16 drew it on a 390-point phone.
// theleftbit/BSWInterfaceKit @ 676f3ff0d18906afa90ae6cce4ffdbbab43e8d38,
// Tests/BSWInterfaceKitTests/Suite/__Snapshots__/SelectableTableViewDataSourceTests/testLayout.390x844.png
// (1170 × 2532 @3x = 390 × 844 pt). Positions are relative to each row's top.
@Suite(.gtk) @MainActor struct EditingTableFidelityTests {
    private func editingTable() -> (ReferenceScreen, UITableView) {
        let controller = MultipleSelectionEditingTable()
        return (ReferenceScreen(controller, width: 390, height: 844, safeTop: 47), controller.table)
    }

    private func rowFrame(_ row: Int, _ screen: ReferenceScreen, _ table: UITableView) throws -> CGRect {
        screen.frame(of: try #require(table.cellForRow(at: IndexPath(row: row, section: 0))))
    }

    // Measured: the first row's top is at 69.0, 22 pt below the safe area's top (47): the top padding of
    // a section whose header has a zero height.
    @Test func firstRowIsTwentyTwoPointsBelowTheSafeArea() throws {
        let (screen, table) = editingTable()
        expectNear(try rowFrame(0, screen, table).minY, 69, "first row top")
    }

    // Measured: rows stay 44 pt apart in editing mode (69, 113, 157, 201 on the reference).
    @Test func rowsStayFortyFourPointsApart() throws {
        let (screen, table) = editingTable()
        for row in 0..<2 {
            expectNear(try rowFrame(row + 1, screen, table).minY - rowFrame(row, screen, table).minY, 44, "row \(row) to \(row + 1)")
        }
    }

    // Measured: the row selected while it was dequeued is filled from its top to its bottom (69 to 113)
    // with one gray; the rows after it stay white.
    @Test func rowSelectedWhileDequeuedShowsItsSelectedFill() throws {
        let (screen, table) = editingTable()
        let image = try screen.image()
        let first = try rowFrame(0, screen, table)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == true)
        let fill = image.color(x: 300, y: Int(first.minY) + 2)
        #expect(fill != MeasuredColor(hex: 0xFFFFFF), "the selected row is filled")
        #expect(image.color(x: 300, y: Int(first.maxY) - 3) == fill, "the fill covers the row")
        let second = try rowFrame(1, screen, table)
        #expect(image.color(x: 300, y: Int(second.midY)) == MeasuredColor(hex: 0xFFFFFF))
    }

    // Measured: each row's selection circle inks from x 21.0 to 41.67 (20.67 wide, one point after the
    // 20-pt margin) and is centred 22.5 below the row's top (threshold 40 over the row's background); an
    // unselected circle is a hollow ring (white 5 pt above its centre), the selected one is filled with #007AFF.
    @Test func selectionCirclesSitOnePointAfterTheMargin() throws {
        let (screen, table) = editingTable()
        let image = try screen.image()
        for row in 0..<3 {
            let frame = try rowFrame(row, screen, table)
            let background = image.color(x: 300, y: Int(frame.minY) + 2)
            let circle = try #require(image.inkBounds(in: CGRect(x: 0, y: frame.minY + 1, width: 50, height: 42),
                                                      background: background, threshold: 40))
            expectNear(circle.minX, 21, "row \(row) circle leading ink edge")
            expectNear(circle.width, 20.67, "row \(row) circle width")
            expectNear(circle.midY - frame.minY, 22.5, "row \(row) circle centre below the row top")
            let inside = image.color(x: Int(circle.midX), y: Int(circle.midY) - 5)
            let expected = MeasuredColor(hex: row == 0 ? 0x007AFF : 0xFFFFFF)
            #expect(inside.isClose(to: expected), "row \(row) circle inside \(inside), iOS \(expected)")
        }
    }

    // Measured: the selected row's fill is #D1D1D6.
    @Test func selectedRowFillIsSystemGray4() throws {
        let (screen, table) = editingTable()
        let first = try rowFrame(0, screen, table)
        let fill = try screen.image().color(x: 300, y: Int(first.midY))
        #expect(fill.isClose(to: MeasuredColor(hex: 0xD1D1D6)), "selected fill \(fill)")
    }

    // Measured: no separator is drawn under the selected row (its fill runs from 69 to 113 with no line),
    // while the last row has one (#C6C6C8 at 200.67, under row 2).
    @Test func separatorHidesBesideTheSelectedRowAndShowsUnderTheLast() throws {
        let (screen, table) = editingTable()
        let image = try screen.image()
        let selected = try rowFrame(0, screen, table)
        #expect(image.color(x: 300, y: Int(selected.maxY) - 1) == image.color(x: 300, y: Int(selected.minY) + 2),
                "the selected row's fill reaches its bottom")
        let last = try rowFrame(2, screen, table)
        #expect(image.color(x: 300, y: Int(last.maxY) - 1) == MeasuredColor(hex: 0xC6C6C8), "separator under the last row")
    }

    // Measured: the rows' legacy `textLabel` text ("Title1"…) inks from x 59.67 while editing, after the
    // selection circle, on the 27.67-pt baseline of a 44-pt row.
    @Test func legacyTextLabelStartsAfterTheSelectionCircle() throws {
        let (screen, table) = editingTable()
        let image = try screen.image()
        for row in 1..<3 {
            let frame = try rowFrame(row, screen, table)
            let ink = try #require(image.inkBounds(in: CGRect(x: 50, y: frame.minY + 1, width: 200, height: 42),
                                                   background: MeasuredColor(hex: 0xFFFFFF)))
            expectNear(ink.minX, 59.67, "row \(row) text ink x")
            expectNear(ink.maxY - frame.minY, 27.67, "row \(row) baseline below the row top")
        }
    }

    // Measured: while editing, separators still start at the 20-pt margin (x 20.0, #C6C6C8): iOS does not
    // move them with the text past the selection circles.
    @Test func separatorsStayAtTheMarginWhileEditing() throws {
        let (screen, table) = editingTable()
        let image = try screen.image()
        for row in 1..<3 {
            let frame = try rowFrame(row, screen, table)
            let columns = image.columns(showing: MeasuredColor(hex: 0xC6C6C8), atY: Int(frame.maxY) - 1)
            expectNear(columns.first.map { CGFloat($0) }, 20, "row \(row) separator start")
        }
    }
}
