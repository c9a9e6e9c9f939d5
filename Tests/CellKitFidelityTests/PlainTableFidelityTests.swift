import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// A plain `UITableViewController` of ten numbered default cells, as iOS drew it on an iPhone SE, an
/// iPhone X and an iPad mini in landscape (iOS 13), and on a 375-point view of a 393-point phone
/// (iOS 18). The first row sits at the safe area's top (no header, so no header top padding); other
/// positions are relative to a row's top.
@Suite(.gtk) @MainActor struct PlainTableFidelityTests {
    private let separator = MeasuredColor(hex: 0xC6C6C8)
    private let white = MeasuredColor(hex: 0xFFFFFF)

    private func screen(width: CGFloat, height: CGFloat, safeTop: CGFloat, screenWidth: CGFloat? = nil) -> (ReferenceScreen, UITableView) {
        let controller = PlainNumbersTable(style: .plain)
        let screen = ReferenceScreen(controller, width: width, height: height, safeTop: safeTop, screenWidth: screenWidth)
        return (screen, controller.tableView)
    }

    private func rowFrame(_ table: UITableView, _ row: Int, in screen: ReferenceScreen) throws -> CGRect {
        screen.frame(of: try #require(table.cellForRow(at: IndexPath(row: row, section: 0))))
    }

    // pointfreeco/swift-snapshot-testing @ fb70100e9f15e014bd0707575756f6812e2ec827,
    // Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testAssertMultipleSnapshot.iPhoneSE-image.png
    // (960 × 1704 @3x = 320 × 568 pt, status bar 20, iOS 13): the first separator at 63.67, so the first
    // row runs from the safe area's top (20) to 64: a section without a header gets no header top padding.
    @Test func firstRowSitsAtTheSafeAreaTopOnAniPhoneSE() throws {
        let (screen, table) = screen(width: 320, height: 568, safeTop: 20)
        expectNear(try rowFrame(table, 0, in: screen).minY, 20, "first row top")
    }

    // pointfreeco/swift-snapshot-testing @ dd42de41a7d471bd0ae12b499a5721029d4cbd9f,
    // Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testAssertMultipleSnapshot.1.png
    // (1125 × 2436 @3x = iPhone X, 375 × 812 pt, safe area top 44, iOS 13): the first row starts at 44.
    @Test func firstRowSitsAtTheSafeAreaTopOnAniPhoneX() throws {
        let (screen, table) = screen(width: 375, height: 812, safeTop: 44)
        expectNear(try rowFrame(table, 0, in: screen).minY, 44, "first row top")
    }

    // pointfreeco/swift-snapshot-testing @ fb70100e9f15e014bd0707575756f6812e2ec827,
    // …/testAssertMultipleSnapshot.iPad-image.png (3072 × 2304 @3x = iPad mini landscape, 1024 × 768 pt,
    // status bar 20, iOS 13): the first row starts at 20.
    @Test func firstRowSitsAtTheSafeAreaTopOnAnIPad() throws {
        let (screen, table) = screen(width: 1024, height: 768, safeTop: 20)
        expectNear(try rowFrame(table, 0, in: screen).minY, 20, "first row top")
    }

    // pointfreeco/swift-snapshot-testing @ 6f4da01ac05e530c82895ebbb8ec5681ed0b9c6f (pull-request commit, 2025),
    // Tests/XCTSnapshotTests/__Snapshots__/iOS/UITests/testTableViewController.1.png (375 × 667 pt, iOS 18):
    // separators at 63.33 and 107.33, so the first row still starts at the safe area's top (20) on iOS 18.
    @Test func firstRowSitsAtTheSafeAreaTopOnIOS18() throws {
        let (screen, table) = screen(width: 375, height: 667, safeTop: 20, screenWidth: 393)
        expectNear(try rowFrame(table, 0, in: screen).minY, 20, "first row top")
    }

    // pointfreeco/swift-snapshot-testing @ fb70100e9f15e014bd0707575756f6812e2ec827,
    // Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testAssertMultipleSnapshot.iPhoneSE-image.png
    // (960 × 1704 @3x = 320 × 568 pt): separators 44.00 pt apart (at 63.67, 107.67, 151.67 …).
    @Test func rowsAre44PointsApartOnAniPhoneSE() throws {
        let (screen, table) = screen(width: 320, height: 568, safeTop: 20)
        for row in 0..<3 {
            let pitch = try rowFrame(table, row + 1, in: screen).minY - rowFrame(table, row, in: screen).minY
            expectNear(pitch, 44, "row \(row) to row \(row + 1)")
        }
    }

    // Same reference (iPhone SE, iOS 13): each separator is the row's last device pixel row
    // (43.67…44.00 below the row top), #C6C6C8, from x 16.0 to the trailing edge (320).
    @Test func separatorRunsFromTheLayoutMarginToTheTrailingEdge() throws {
        let (screen, table) = screen(width: 320, height: 568, safeTop: 20)
        let image = try screen.image()
        let row = try rowFrame(table, 0, in: screen)
        let line = Int(row.maxY) - 1
        let columns = image.columns(showing: separator, atY: line)
        expectNear(columns.first.map { CGFloat($0) }, 16, "separator start")
        expectNear(columns.last.map { CGFloat($0 + 1) }, 320, "separator end")
        #expect(image.color(x: 160, y: line - 1) == white, "the row above its separator is white")
    }

    // Same reference: the "1" of row 1 inks from x 17.0, its top 16.33 and its baseline 27.67 below the
    // row's top (17-pt body text, #000000).
    @Test func textInksOnePointInsideTheMarginOnTheBaselineOfAFortyFourPointRow() throws {
        let (screen, table) = screen(width: 320, height: 568, safeTop: 20)
        let image = try screen.image()
        let row = try rowFrame(table, 1, in: screen)
        let ink = try #require(image.inkBounds(in: CGRect(x: 0, y: row.minY + 1, width: 160, height: 42), background: white))
        expectNear(ink.minX, 17, "ink x")
        expectNear(ink.minY - row.minY, 16.33, "ink top below the row top")
        expectNear(ink.maxY - row.minY, 27.67, "baseline below the row top")
    }

    // pointfreeco/swift-snapshot-testing @ dd42de41a7d471bd0ae12b499a5721029d4cbd9f,
    // Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testAssertMultipleSnapshot.1.png
    // (1125 × 2436 @3x = iPhone X, 375 × 812 pt): separators from x 16.0, the "1" inks from x 17.0.
    @Test func iPhoneXKeepsSixteenPointMargins() throws {
        let (screen, table) = screen(width: 375, height: 812, safeTop: 44)
        let image = try screen.image()
        let row = try rowFrame(table, 1, in: screen)
        expectNear(image.columns(showing: separator, atY: Int(row.maxY) - 1).first.map { CGFloat($0) }, 16, "separator start")
        let ink = image.inkBounds(in: CGRect(x: 0, y: row.minY + 1, width: 180, height: 42), background: white)
        expectNear(ink?.minX, 17, "ink x")
    }

    // pointfreeco/swift-snapshot-testing @ fb70100e9f15e014bd0707575756f6812e2ec827,
    // …/testAssertMultipleSnapshot.iPad-image.png (3072 × 2304 @3x = iPad mini landscape, 1024 × 768 pt):
    // separators from x 20.0 to 1024, the "1" inks from x 21.0, rows 44 pt apart.
    @Test func iPadLandscapeUsesTwentyPointMargins() throws {
        let (screen, table) = screen(width: 1024, height: 768, safeTop: 20)
        let image = try screen.image()
        let row = try rowFrame(table, 1, in: screen)
        let columns = image.columns(showing: separator, atY: Int(row.maxY) - 1)
        expectNear(columns.first.map { CGFloat($0) }, 20, "separator start")
        expectNear(columns.last.map { CGFloat($0 + 1) }, 1024, "separator end")
        expectNear(image.inkBounds(in: CGRect(x: 0, y: row.minY + 1, width: 400, height: 42), background: white)?.minX, 21, "ink x")
        expectNear(row.height, 44, "row height")
    }

    // pointfreeco/swift-snapshot-testing @ 6f4da01ac05e530c82895ebbb8ec5681ed0b9c6f (pull-request commit, 2025),
    // Tests/XCTSnapshotTests/__Snapshots__/iOS/UITests/testTableViewController.1.png (1125 × 2001 @3x =
    // 375 × 667 pt on a 393-pt simulator, iOS 18): separators from x 20.0, the "1" inks from x 21.0.
    @Test func a375PointTableOnA393PointPhoneUsesTwentyPointMargins() throws {
        let (screen, table) = screen(width: 375, height: 667, safeTop: 20, screenWidth: 393)
        let image = try screen.image()
        let row = try rowFrame(table, 1, in: screen)
        expectNear(image.columns(showing: separator, atY: Int(row.maxY) - 1).first.map { CGFloat($0) }, 20, "separator start")
        expectNear(image.inkBounds(in: CGRect(x: 0, y: row.minY + 1, width: 180, height: 42), background: white)?.minX, 21, "ink x")
    }

    // Same reference (iOS 18): ten separators for ten rows, the last under row 9 (459.33 to 460.00) and
    // none in the empty area below it.
    @Test func lastRowHasASeparatorAndTheEmptyAreaNone() throws {
        let (screen, table) = screen(width: 375, height: 667, safeTop: 20, screenWidth: 393)
        let image = try screen.image()
        let top = Int(try rowFrame(table, 0, in: screen).minY)
        let lines = image.rows(showing: separator, atX: 200, from: top)
        #expect(lines.count == 10, "separator rows \(lines)")
        expectNear(lines.last.map { CGFloat($0 + 1) }, try rowFrame(table, 9, in: screen).maxY, "last separator's bottom at row 9's bottom")
    }
}
