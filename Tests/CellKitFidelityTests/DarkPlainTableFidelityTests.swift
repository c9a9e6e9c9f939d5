import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// The plain numbered table in dark mode on an iPhone X, as iOS 13 drew it.
// pointfreeco/swift-snapshot-testing @ c5f837e303ab40cc4afb98edd357121ae1e7e607,
// Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testTableViewController.2.png
// (1125 × 2436 @3x = 375 × 812 pt, the same controller shown with a dark user interface style).
@Suite(.gtk) @MainActor struct DarkPlainTableFidelityTests {
    private func darkTable() -> (ReferenceScreen, UITableView) {
        let controller = PlainNumbersTable(style: .plain)
        return (ReferenceScreen(controller, width: 375, height: 812, safeTop: 44, style: .dark), controller.tableView)
    }

    // Measured: the table's background is #000000 below and between the rows.
    @Test func backgroundIsBlack() throws {
        let (screen, table) = darkTable()
        let image = try screen.image()
        let row = screen.frame(of: try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))))
        #expect(image.color(x: 300, y: Int(row.midY)) == MeasuredColor(hex: 0x000000))
        #expect(image.color(x: 300, y: 800) == MeasuredColor(hex: 0x000000))
    }

    // Measured: each separator is #323235 (the dark separator color, #545458 at 60 % over black).
    @Test func separatorIsTheDarkSeparatorColor() throws {
        let (screen, table) = darkTable()
        let image = try screen.image()
        let row = screen.frame(of: try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))))
        let color = image.color(x: 300, y: Int(row.maxY) - 1)
        #expect(color.isClose(to: MeasuredColor(hex: 0x323235)), "separator \(color)")
    }

    // Measured: the brightest text pixel is #FFFFFF; the "1" of row 1 inks 16.33 to 27.67 below its row's top.
    @Test func textIsWhiteOnTheSameBaseline() throws {
        let (screen, table) = darkTable()
        let image = try screen.image()
        let row = screen.frame(of: try #require(table.cellForRow(at: IndexPath(row: 1, section: 0))))
        let ink = try #require(image.inkBounds(in: CGRect(x: 0, y: row.minY + 1, width: 180, height: 42), background: MeasuredColor(hex: 0)))
        expectNear(ink.maxY - row.minY, 27.67, "baseline below the row top")
        let brightest = image.brightestColor(in: ink)
        #expect(brightest == MeasuredColor(hex: 0xFFFFFF))
    }
}
