import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// Rows of `defaultContentConfiguration()` text with a `UISwitch` accessory view, as iOS 17.5 and
/// iOS 26.2 drew them on 393- and 402-point phones.
@Suite(.gtk) @MainActor struct SwitchRowFidelityTests {
    private func switchRows(width: CGFloat, height: CGFloat, safeTop: CGFloat, look: SystemLook = .iOS17) -> (ReferenceScreen, UITableView) {
        let controller = SwitchRowsTable(style: .plain)
        let screen = ReferenceScreen(controller, width: width, height: height, safeTop: safeTop)
        if look != .iOS17 {
            screen.root.host.systemLook = look
            screen.root.layoutIfNeeded()
        }
        return (screen, controller.tableView)
    }

    // cashapp/AccessibilitySnapshot @ dc5055831f1025d97c24788d5b66b49595e967f9,
    // Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.HitTargetTests/testTableHitTarget_17_5_393x852@3x.png
    // (393 × 852 pt @3x, iOS 17.5): each switch spans x 322.0 to 373.0 and 31.0 pt in height (51 × 31),
    // 20 pt from the trailing edge, its centre on the row's centre (81.17 in a row from 59 to 103.33).
    @Test func switchIsFiftyOneByThirtyOneAtTheTrailingMargin() throws {
        let (screen, table) = switchRows(width: 393, height: 852, safeTop: 59)
        for row in 0..<3 {
            let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
            let toggle = screen.frame(of: try #require(cell.accessoryView))
            expectNear(toggle.width, 51, "switch width")
            expectNear(toggle.height, 31, "switch height")
            expectNear(toggle.minX, 322, "switch leading edge")
            expectNear(toggle.maxX, 373, "switch trailing edge")
            expectNear(toggle.midY - screen.frame(of: cell).midY, 0, "switch centre from the row centre")
        }
    }

    // Same reference: the first row starts at the safe area's top (59): the controller answers for no
    // section header, so there is no header top padding. iOS 26.2 (…testTableHitTarget_26_2_402x874@3x.png
    // @ 1df45de4d229726fcbac8bc97178ed53b8397b73) likewise starts it at its safe area's top, 62.
    @Test func firstRowSitsAtTheSafeAreaTop() throws {
        let (screen17, table17) = switchRows(width: 393, height: 852, safeTop: 59)
        expectNear(screen17.frame(of: try #require(table17.cellForRow(at: IndexPath(row: 0, section: 0)))).minY, 59, "iOS 17.5 first row top")
        let (screen26, table26) = switchRows(width: 402, height: 874, safeTop: 62, look: .iOS26)
        expectNear(screen26.frame(of: try #require(table26.cellForRow(at: IndexPath(row: 0, section: 0)))).minY, 62, "iOS 26.2 first row top")
    }

    // Same reference: rows are 44.33 pt apart (59, 103.33, 147.67, 192), the 31-pt switch with the cell's
    // vertical margins rounded to device pixels. Frames only, so the screen keeps its @3x display scale.
    @Test func rowsWithASwitchAreFortyFourAndAThirdPointsApart() throws {
        let (screen, table) = switchRows(width: 393, height: 852, safeTop: 59)
        screen.root.traitOverrides.displayScale = 3
        screen.root.layoutIfNeeded()
        for row in 0..<2 {
            let top = screen.frame(of: try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))).minY
            let next = screen.frame(of: try #require(table.cellForRow(at: IndexPath(row: row + 1, section: 0)))).minY
            expectNear(next - top, 44.33, "row \(row) to \(row + 1)")
        }
    }

    // Same reference: the switch's pixels span x 322 to 373 and 31 pt vertically.
    @Test func switchInksItsFrame() throws {
        let (screen, table) = switchRows(width: 393, height: 852, safeTop: 59)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let row = screen.frame(of: cell)
        let ink = try #require(try screen.image().inkBounds(in: CGRect(x: 250, y: row.minY + 1, width: 143, height: row.height - 2),
                                                            background: MeasuredColor(hex: 0xFFFFFF), threshold: 30))
        expectNear(ink.minX, 322, "switch ink leading edge")
        expectNear(ink.maxX, 373, "switch ink trailing edge")
        expectNear(ink.height, 31, "switch ink height")
    }

    // Same reference: every row, the last included, has a separator at its bottom (103.00, 147.33, 191.67)
    // starting at x 20.0 (its color is tinted by the overlay there; #C6C6C8 on the untinted references).
    @Test func everyRowHasASeparatorFromTheTwentyPointMargin() throws {
        let (screen, table) = switchRows(width: 393, height: 852, safeTop: 59)
        let image = try screen.image()
        for row in 0..<3 {
            let frame = screen.frame(of: try #require(table.cellForRow(at: IndexPath(row: row, section: 0))))
            let columns = image.columns(showing: MeasuredColor(hex: 0xC6C6C8), atY: Int(frame.maxY) - 1)
            expectNear(columns.first.map { CGFloat($0) }, 20, "row \(row) separator start")
        }
    }

    // cashapp/AccessibilitySnapshot @ 1df45de4d229726fcbac8bc97178ed53b8397b73,
    // Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.HitTargetTests/testTableHitTarget_26_2_402x874@3x.png
    // (402 × 874 pt @3x, iOS 26.2): rows are 53.0 pt apart (62, 115, 168, 221) and each switch ends at
    // x 382.0, 20 pt from the trailing edge.
    @Test func iOS26RowsWithASwitchAreFiftyThreePointsApart() throws {
        let (screen, table) = switchRows(width: 402, height: 874, safeTop: 62, look: .iOS26)
        for row in 0..<2 {
            let top = screen.frame(of: try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))).minY
            let next = screen.frame(of: try #require(table.cellForRow(at: IndexPath(row: row + 1, section: 0)))).minY
            expectNear(next - top, 53, "row \(row) to \(row + 1)")
        }
        let toggle = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView)
        expectNear(screen.frame(of: toggle).maxX, 382, "switch trailing edge")
    }

    // Same reference: the iOS 26 switch is 28.0 pt tall (y 74.67 to 102.67 in a row from 62 to 115),
    // centred in its row.
    @Test func iOS26SwitchIsTwentyEightPointsTall() throws {
        let (screen, table) = switchRows(width: 402, height: 874, safeTop: 62, look: .iOS26)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let toggle = screen.frame(of: try #require(cell.accessoryView))
        expectNear(toggle.height, 28, "switch height")
        expectNear(toggle.midY - screen.frame(of: cell).midY, 0, "switch centre from the row centre")
    }

    // Same reference: the iOS 26 switch's anti-aliased edges run from x 319.02 to 381.98 (62.96 pt, about
    // 63 wide), ending 20 pt before the trailing edge.
    @Test func iOS26SwitchIsSixtyThreePointsWide() throws {
        let (screen, table) = switchRows(width: 402, height: 874, safeTop: 62, look: .iOS26)
        let toggle = screen.frame(of: try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView))
        expectNear(toggle.width, 63, "switch width")
        expectNear(toggle.minX, 319, "switch leading edge")
    }
}
