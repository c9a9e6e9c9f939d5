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
// RMSE against the reference (whole image, channels 0–1): 0.037. The "Title" texts carry 97 % of the
// squared error (Inter sets "Title1" 116 px wide where SF Pro sets it 108, and its glyphs ink one pixel
// higher and lower); with them masked the RMSE is 0.006, the rest being the selection circles one pixel
// up and to the left of iOS's.
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

    // Measured: the selected row's filled #007AFF circle inks x 64 to 124 and y 244 to 304 (21.33 to 41.67
    // pt across, 12.33 to 32.67 pt below the row's top at 207); CellKit's sits one pixel up and left.
    @Test func selectedCircleInksWhereIOSInksIt() throws {
        let image = try screen.image()
        let blue = try #require(image.inkBounds(in: CGRect(x: 0, y: 207, width: 150, height: 132), background: MeasuredColor(hex: 0xD1D1D6),
                                                threshold: 200))
        expectNear(blue.minX / 3, 64.0 / 3, "circle left")
        expectNear(blue.maxX / 3, 125.0 / 3, "circle right")
        expectNear(blue.minY / 3, 244.0 / 3, "circle top")
        expectNear(blue.maxY / 3, 305.0 / 3, "circle bottom")
    }

    @Test func matchesItsGolden() throws {
        GoldenImage.assertMatches(try screen.image(), named: "editing-table-ios16@3x")
    }
}
