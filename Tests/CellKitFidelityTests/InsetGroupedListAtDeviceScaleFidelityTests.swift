import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// The inset grouped list with a centred header and checked custom rows drawn at the device's scale,
/// pixel for pixel against iOS 16's renderings on a 375-point phone (@2x) and on a 390-point phone (@3x).
// theleftbit/BSWInterfaceKit @ 89e83618a429ad0d2129e51c29d6e103ad64688f,
// Tests/BSWInterfaceKitTests/Suite/__Snapshots__/ContentViewTests/testLayout.375x667.png (750 × 1334 @2x)
// and …/testLayout.390x844.png (1125 × 2436 @3x = 375 × 812 pt on a 390-pt phone).
// All positions below are in device pixels.
// RMSE against the references (whole image, channels 0–1): 0.041 at @2x, 0.039 at @3x. Text carries
// 98 % of the squared error (Inter's "I really like this" inks 110.0 pt wide where SF Pro's inks 108.5),
// the checkmark symbol 2 % (it inks iOS's size, 14.0 × 14.5 pt at @2x and 14.33 × 14.33 at @3x, with a
// heavier stroke, 0.5 pt further right; before it was sized to iOS's, 13.0 × 12.5, its area's RMSE was
// 0.082 and 0.093, now 0.071 and 0.080); with text and symbol masked the RMSE is 0.001. What remains is
// iOS 16 rounding every plain cell's four corners (and so ending the separators 10 pt before the cell's
// trailing edge), where iOS 17 and CellKit round the section's only.
@Suite(.gtk) @MainActor struct InsetGroupedListAtDeviceScaleFidelityTests {
    private var narrow: ReferenceScreen {
        ReferenceScreen(CheckedInsetList(), width: 375, height: 667, safeTop: 20, scale: 2, renderedAtDeviceScale: true)
    }

    private var wide: ReferenceScreen {
        ReferenceScreen(CheckedInsetList(), width: 375, height: 812, safeTop: 44, screenWidth: 390, renderedAtDeviceScale: true)
    }

    private let separator = MeasuredColor(hex: 0xC6C6C8)

    // Measured: the separators under the first two rows are the pixel rows 177 and 250 at @2x (36.5-pt
    // rows from 52.5) and 337 and 446 at @3x (36.33-pt rows from 76.33), starting at x 64 and 120 (the
    // cell's inset plus its layout margin: 32 and 40 pt).
    @Test func separatorsSitOnTheRowsLastPixelRowsFromTheMargin() throws {
        for (screen, lines, start) in [(narrow, [177, 250], 64), (wide, [337, 446], 120)] {
            let image = try screen.image()
            let found = image.rows(showing: separator, atX: start + 60, from: 0, to: lines[1] + 60)
            #expect(found == lines, "separator pixel rows \(found)")
            #expect(image.columns(showing: separator, atY: lines[0]).first == start)
        }
    }

    // Measured: at a row's middle the cells are white from x 32 to 717 at @2x and 60 to 1064 at @3x (16- and
    // 20-pt insets), the grouped background #F2F2F7 outside.
    @Test func cellsFillTheirInsetWidth() throws {
        for (screen, y, first, last) in [(narrow, 141, 32, 717), (wide, 283, 60, 1064)] {
            let image = try screen.image()
            let white = image.columns(showing: MeasuredColor(hex: 0xFFFFFF), atY: y).filter { $0 < first + 300 || $0 > last - 100 }
            #expect(white.first == first && white.last == last, "white from \(white.first ?? -1) to \(white.last ?? -1)")
            #expect(image.color(x: first - 1, y: y) == MeasuredColor(hex: 0xF2F2F7))
        }
    }

    // Measured: the header's title inks x 280 to 471 and from y 59 at @2x (140.0 to 236.0 pt, 29.5 pt down),
    // x 419 to 707 and from y 161 at @3x (139.67 to 236.0 pt, 53.67 pt down).
    @Test func headerTitleInksWhereIOSInksIt() throws {
        for (screen, ink, scale) in [(narrow, CGRect(x: 280, y: 59, width: 192, height: 31), 2.0),
                                     (wide, CGRect(x: 419, y: 161, width: 289, height: 47), 3.0)] {
            let image = try screen.image()
            let band = CGRect(x: 0, y: ink.minY - 20, width: CGFloat(image.width), height: ink.height + 30)
            let found = try #require(image.inkBounds(in: band, background: MeasuredColor(hex: 0xF2F2F7), threshold: 200))
            expectNear(found.minX / scale, ink.minX / scale, "header ink left")
            expectNear(found.maxX / scale, (ink.maxX) / scale, "header ink right")
            expectNear(found.minY / scale, ink.minY / scale, "header ink top")
        }
    }

    // Measured: "Hello" inks from x 51 at @2x and 88 at @3x (25.5 and 29.33 pt) and from 11.5 and 11.67 pt
    // below its row's top (105 and 229).
    @Test func rowTextInksWhereIOSInksIt() throws {
        for (screen, top, left, inkTop, scale) in [(narrow, 105.0, 51.0, 11.5, 2.0), (wide, 229, 88, 11.67, 3)] {
            let ink = try #require(try screen.image().inkBounds(in: CGRect(x: 0, y: top + 2, width: 300 * scale, height: 34 * scale),
                                                                background: MeasuredColor(hex: 0xFFFFFF)))
            expectNear(ink.minX / scale, left / scale, "row text ink left")
            expectNear((ink.minY - top) / scale, inkTop, "row text ink top below the row top")
        }
    }

    // Measured: the selected row's checkmark symbol (`UIImage(systemName: "checkmark")` at its default
    // configuration) inks 29 × 30 pixels at @2x (x 669 to 697, y 127 to 156: 14.5 × 15.0 pt) and 43 × 43 at
    // @3x (x 992 to 1034, y 263 to 305: 14.33 × 14.33 pt), threshold 100 over white.
    @Test func checkmarkInksIOSsSize() throws {
        for (screen, top, row, size, scale) in [(narrow, 105.0, 73.0, CGSize(width: 29, height: 30), 2.0),
                                                (wide, 229, 109, CGSize(width: 43, height: 43), 3)] {
            let ink = try #require(try screen.image().inkBounds(in: CGRect(x: 250 * scale, y: top + 2, width: 109 * scale, height: row - 4),
                                                                background: MeasuredColor(hex: 0xFFFFFF), threshold: 100))
            expectNear(ink.width / scale, size.width / scale, "checkmark ink width")
            expectNear(ink.height / scale, size.height / scale, "checkmark ink height")
        }
    }

    @Test func narrowPhoneMatchesItsGolden() throws {
        GoldenImage.assertMatches(try narrow.image(), named: "inset-grouped-ios16@2x")
    }

    @Test func widerPhoneMatchesItsGolden() throws {
        GoldenImage.assertMatches(try wide.image(), named: "inset-grouped-ios16@3x")
    }
}
