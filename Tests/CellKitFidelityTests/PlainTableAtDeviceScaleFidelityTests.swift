import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// The plain table of ten numbered rows drawn at the device's scale, pixel for pixel against iOS 18's
/// own rendering (the README shows the two side by side).
// pointfreeco/swift-snapshot-testing @ 6f4da01ac05e530c82895ebbb8ec5681ed0b9c6f (pull-request commit, 2025),
// Tests/XCTSnapshotTests/__Snapshots__/iOS/UITests/testTableViewController.1.png (1125 × 2001 @3x =
// 375 × 667 pt on a 393-pt simulator, iOS 18). All positions below are in device pixels.
// RMSE against the reference (whole image, channels 0–1): 0.015 (0.016 before labels were placed on the
// pixel grid). The digits carry 72 % of the squared error, the lighter antialiased pixel row iOS draws
// above each separator the rest; with both masked the images are identical.
@Suite(.gtk) @MainActor struct PlainTableAtDeviceScaleFidelityTests {
    private let separator = MeasuredColor(hex: 0xC6C6C8)

    private func screen() -> (ReferenceScreen, UITableView) {
        let controller = PlainNumbersTable(style: .plain)
        let screen = ReferenceScreen(controller, width: 375, height: 667, safeTop: 20, screenWidth: 393,
                                     renderedAtDeviceScale: true)
        return (screen, controller.tableView)
    }

    // Measured: the image is 1125 × 2001 pixels.
    @Test func theImageHasTheDevicesPixels() throws {
        let image = try screen().0.image()
        #expect(image.width == 1125 && image.height == 2001)
    }

    // Measured: each separator's solid #C6C6C8 row is pixel row 191 + 132 × n (the row's last device
    // pixel; iOS adds a lighter anti-aliased row above it), from x 60 (the 20-pt margin) to the
    // trailing edge, ten of them, none below the last row.
    @Test func separatorsAreOneDevicePixelOnTheRowsLastPixelRow() throws {
        let image = try screen().0.image()
        let lines = image.rows(showing: separator, atX: 600, from: 0)
        #expect(lines == (0..<10).map { 191 + 132 * $0 }, "separator pixel rows \(lines)")
        let columns = image.columns(showing: separator, atY: 191)
        #expect(columns.first == 60 && columns.last == 1124, "separator from \(String(describing: columns.first)) to \(String(describing: columns.last))")
    }

    // Measured: the "0" inks from x 63 to 88 and from y 107 to 144 (pixels darker than 300 in channel sum
    // below white): 21.0 to 29.67 pt across and 35.67 to 48.33 pt down.
    @Test func theFirstRowsTextInksWhereIOSInksIt() throws {
        let image = try screen().0.image()
        let ink = try #require(image.inkBounds(in: CGRect(x: 0, y: 60, width: 300, height: 130), background: MeasuredColor(hex: 0xFFFFFF)))
        expectNear(ink.minX / 3, 21, "ink left")
        expectNear(ink.maxX / 3, 89.0 / 3, "ink right")
        expectNear(ink.minY / 3, 107.0 / 3, "ink top")
        expectNear(ink.maxY / 3, 145.0 / 3, "ink bottom")
    }

    /// The README's side-by-side: CellKit's drawing of the same screen, kept as a golden.
    @Test func matchesItsGolden() throws {
        GoldenImage.assertMatches(try screen().0.image(), named: "plain-table-ios18@3x")
    }
}
