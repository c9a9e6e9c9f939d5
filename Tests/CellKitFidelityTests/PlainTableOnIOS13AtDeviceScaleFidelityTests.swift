import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// The plain table of ten numbered rows drawn at the device's scale on an iPhone SE, an iPhone X and an
/// iPad mini in landscape, pixel for pixel against iOS 13's own renderings.
// pointfreeco/swift-snapshot-testing @ fb70100e9f15e014bd0707575756f6812e2ec827 (iPhone SE, iPad) and
// @ dd42de41a7d471bd0ae12b499a5721029d4cbd9f (iPhone X),
// Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testAssertMultipleSnapshot.iPhoneSE-image.png,
// …/testAssertMultipleSnapshot.1.png and …/testAssertMultipleSnapshot.iPad-image.png (960 × 1704,
// 1125 × 2436 and 3072 × 2304 @3x). All positions below are in device pixels.
// RMSE against the references (whole image, channels 0–1): iPhone SE 0.027, iPhone X 0.023, iPad 0.014
// (0.018 before labels were placed on the pixel grid). Text glyphs carry 93 %, 75 % and 28 % of the
// squared error (iOS 13's SF Pro Text digits ink 3 px shorter than Inter's); the rest is iOS 13's
// separators under the empty area below the last row, which iOS 15 and later no longer draw and CellKit
// does not either. With both masked the images are identical.
@Suite(.gtk) @MainActor struct PlainTableOnIOS13AtDeviceScaleFidelityTests {
    private func screen(width: CGFloat, height: CGFloat, safeTop: CGFloat) -> ReferenceScreen {
        ReferenceScreen(PlainNumbersTable(style: .plain), width: width, height: height, safeTop: safeTop,
                        renderedAtDeviceScale: true)
    }

    private var iPhoneSE: ReferenceScreen { screen(width: 320, height: 568, safeTop: 20) }
    private var iPhoneX: ReferenceScreen { screen(width: 375, height: 812, safeTop: 44) }
    private var iPad: ReferenceScreen { screen(width: 1024, height: 768, safeTop: 20) }

    private let separator = MeasuredColor(hex: 0xC6C6C8)

    // Measured: the separators of the ten rows are the pixel rows 191 + 132 × n on the iPhone SE and the
    // iPad (the safe area's top at 60) and 263 + 132 × n on the iPhone X (at 132), each the row's last
    // device pixel row.
    @Test func separatorsAreOnEachRowsLastPixelRow() throws {
        for (screen, top) in [(iPhoneSE, 60), (iPhoneX, 132), (iPad, 60)] {
            let lines = try screen.image().rows(showing: separator, atX: 600, from: 0, to: top + 132 * 10)
            #expect(lines == (0..<10).map { top - 1 + 132 * ($0 + 1) }, "separator pixel rows \(lines)")
        }
    }

    // Measured: separators start at x 48 on the phones (16-pt margins) and 60 on the iPad (20 pt) and run
    // to the last pixel column.
    @Test func separatorsStartAtTheLayoutMargin() throws {
        for (screen, start, line) in [(iPhoneSE, 48, 191), (iPhoneX, 48, 263), (iPad, 60, 191)] {
            let image = try screen.image()
            let columns = image.columns(showing: separator, atY: line)
            #expect(columns.first == start && columns.last == image.width - 1,
                    "separator from \(String(describing: columns.first)) to \(String(describing: columns.last))")
        }
    }

    // Measured: the "1" of row 1 inks from x 51 on the phones (17.0 pt) and 63 on the iPad (21.0 pt), and
    // from 49 pixels below the row's top on all three (16.33 pt). iOS 13's "1" inks 34 pixels tall where
    // Inter's inks 37, so their bottoms differ (83 on the phones, 85 on the iPad, CellKit's 85 on all three):
    // the top, which follows the label's frame, is compared. CellKit's label sits on the pixel grid, at
    // 12.0 pt in the 44-pt row, its digits' ink from 48.
    @Test func textInksOnePointInsideTheMarginBelowTheRowTop() throws {
        for (screen, top, left) in [(iPhoneSE, 60, 51.0), (iPhoneX, 132, 51), (iPad, 60, 63)] {
            let rowTop = CGFloat(top + 132)
            let ink = try #require(try screen.image().inkBounds(in: CGRect(x: 0, y: rowTop + 3, width: 300, height: 126),
                                                                background: MeasuredColor(hex: 0xFFFFFF)))
            expectNear(ink.minX / 3, left / 3, "ink left")
            expectNear((ink.minY - rowTop) / 3, 49.0 / 3, "ink top below the row top")
        }
    }

    @Test func iPhoneSEMatchesItsGolden() throws {
        GoldenImage.assertMatches(try iPhoneSE.image(), named: "plain-table-iphone-se-ios13@3x")
    }

    @Test func iPhoneXMatchesItsGolden() throws {
        GoldenImage.assertMatches(try iPhoneX.image(), named: "plain-table-iphone-x-ios13@3x")
    }

    @Test func iPadMatchesItsGolden() throws {
        GoldenImage.assertMatches(try iPad.image(), named: "plain-table-ipad-ios13@3x")
    }
}
