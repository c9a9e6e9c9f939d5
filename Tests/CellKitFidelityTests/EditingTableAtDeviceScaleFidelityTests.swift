import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// The table in editing mode with multiple selection drawn at the device's scale, pixel for pixel
/// against iOS 16's rendering.
// theleftbit/BSWInterfaceKit @ 676f3ff0d18906afa90ae6cce4ffdbbab43e8d38,
// Tests/BSWInterfaceKitTests/Suite/__Snapshots__/SelectableTableViewDataSourceTests/testLayout.390x844.png
// (1170 × 2532 @3x = 390 × 844 pt). All positions below are in device pixels.
// RMSE against the reference (whole image, channels 0–1): 0.036 (0.037 before labels and circles were
// placed on iOS's pixels). The "Title" texts carry 99 % of the squared error (Inter sets "Title1" 116 px
// wide where SF Pro sets it 108); with them masked the RMSE is 0.003, the rest being the selection
// circles' antialiased edges and checkmarks (iOS's circle is 60.8 pixels wide, CellKit's 61).
@Suite(.gtk) @MainActor struct EditingTableAtDeviceScaleFidelityTests {
    private var screen: ReferenceScreen {
        ReferenceScreen(MultipleSelectionEditingTable(), width: 390, height: 844, safeTop: 47, renderedAtDeviceScale: true)
    }

    // Measured: the selected row's #D1D1D6 fill covers pixel rows 207 to 338 (69 to 113 pt) and the row
    // below starts white on 339.
    @Test func selectedFillCoversItsRowsPixels() throws {
        let image = try screen.image()
        let fill = image.rows(showing: MeasuredColor(hex: 0xD1D1D6), atX: 1000, from: 150, to: 400)
        #expect(fill.first == 207 && fill.last == 338 && fill.count == 132, "fill rows \(fill.first ?? -1) to \(fill.last ?? -1)")
        #expect(image.color(x: 1000, y: 339) == MeasuredColor(hex: 0xFFFFFF))
    }

    // Measured: separators only under rows 1 and 2, on pixel rows 470 and 602, from x 60 (the 20-pt margin)
    // to the last column.
    @Test func separatorsSitOnTheUnselectedRowsLastPixelRows() throws {
        let image = try screen.image()
        let lines = image.rows(showing: MeasuredColor(hex: 0xC6C6C8), atX: 1000, from: 150, to: 700)
        #expect(lines == [470, 602], "separator pixel rows \(lines)")
        let columns = image.columns(showing: MeasuredColor(hex: 0xC6C6C8), atY: 470)
        #expect(columns.first == 60 && columns.last == 1169, "separator from \(columns.first ?? -1) to \(columns.last ?? -1)")
    }

    // Measured: each row's circle (the selected row's filled #007AFF one, ink threshold 200 over the
    // #D1D1D6 fill; the others' rings, threshold 100 over white) inks from pixel column 64 and from 37 to
    // 97 pixel rows below its row's top (244 to 304, 376 to 436, 508 to 568), centred 22.5 pt down a 44-pt
    // row; its last column is 123, which iOS covers half (a 60.8-pixel-wide circle), CellKit 124.
    @Test func selectionCirclesInkOnIOSsPixels() throws {
        let image = try screen.image()
        for (row, background, threshold) in [(0, 0xD1D1D6, 200), (1, 0xFFFFFF, 100), (2, 0xFFFFFF, 100)] {
            let top = CGFloat(207 + 132 * row)
            let ink = try #require(image.inkBounds(in: CGRect(x: 0, y: top + 2, width: 150, height: 128),
                                                   background: MeasuredColor(hex: background), threshold: threshold))
            #expect(ink.minX == 64, "row \(row) circle from column \(ink.minX)")
            #expect([124, 125].contains(ink.maxX), "row \(row) circle to column \(ink.maxX - 1)")
            #expect(ink.minY - top == 37 && ink.maxY - top == 98, "row \(row) circle rows \(ink.minY - top) to \(ink.maxY - 1 - top) below the top")
        }
    }

    // Measured: the "Title" texts of the unselected rows ink from pixel row 47 below their row's top
    // (386 and 518, 15.67 pt down). UIKit places the 20.33-pt label of a 44-pt row on the pixel grid, at
    // 12.0 pt, not the 11.83 that centring gives.
    @Test func legacyLabelsSitOnThePixelGrid() throws {
        let screen = self.screen
        let table = try #require(screen.controller as? MultipleSelectionEditingTable).table
        let image = try screen.image()
        for row in 1..<3 {
            let top = CGFloat(207 + 132 * row)
            let label = try #require(table.cellForRow(at: IndexPath(row: row, section: 0))?.textLabel)
            let frame = screen.frame(of: label)
            #expect(frame.minY * 3 == (frame.minY * 3).rounded() && frame.minX * 3 == (frame.minX * 3).rounded(),
                    "row \(row) label at \(frame.origin)")
            let ink = try #require(image.inkBounds(in: CGRect(x: 150, y: top + 2, width: 450, height: 128),
                                                   background: MeasuredColor(hex: 0xFFFFFF)))
            #expect(ink.minY - top == 47, "row \(row) text ink from pixel row \(ink.minY - top) below the top")
        }
    }

    @Test func matchesItsGolden() throws {
        GoldenImage.assertMatches(try screen.image(), named: "editing-table-ios16@3x")
    }
}
