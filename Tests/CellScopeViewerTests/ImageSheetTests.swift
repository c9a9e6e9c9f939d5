@testable import CellScope
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

extension ViewerTests {
    /// Matrix and strip exports are written a band of rows at a time from placed tiles; the file
    /// must hold exactly the sheet drawn whole, tiles across band edges and off the sheet included.
    @Suite(.gtk) @MainActor struct ImageSheetBands {
        private static let red: (UInt8, UInt8, UInt8, UInt8) = (220, 30, 30, 255)
        private static let blue: (UInt8, UInt8, UInt8, UInt8) = (30, 30, 220, 255)
        private static let grey: (UInt8, UInt8, UInt8, UInt8) = (230, 230, 235, 255)

        /// A sheet 150 rows high: more than two bands, with tiles crossing both band edges, one
        /// overlapping another, and one hanging off the bottom trailing corner.
        private func sampleSheet() -> ImageSheet {
            var sheet = ImageSheet(width: 90, height: 150, background: Self.grey)
            sheet.place(PixelImage(width: 40, height: 100, fill: Self.red), x: 5, y: 30)
            sheet.place(PixelImage(width: 30, height: 30, fill: Self.blue), x: 30, y: 50)
            sheet.place(PixelImage(width: 20, height: 20, fill: (0, 160, 0, 128)), x: 80, y: 140)
            return sheet
        }

        @Test func theWholeSheetShowsEachTileWhereItWasPlacedLaterOnesOnTop() {
            let image = sampleSheet().image()
            #expect(image.width == 90 && image.height == 150)
            #expect(image.pixel(x: 0, y: 0) == Self.grey)
            #expect(image.pixel(x: 10, y: 63) == Self.red, "the red tile spans the first band edge")
            #expect(image.pixel(x: 10, y: 129) == Self.red && image.pixel(x: 10, y: 130) == Self.grey)
            #expect(image.pixel(x: 35, y: 60) == Self.blue, "the later tile is drawn over the earlier one")
            let corner = image.pixel(x: 89, y: 149)
            #expect(corner.green > corner.red && corner.alpha == 255, "half-transparent green over the background: \(corner)")
        }

        @Test func aSheetWrittenBandByBandDecodesToTheWholeSheet() throws {
            let sheet = sampleSheet()
            #expect(sheet.height > 2 * ImageSheet.bandHeight, "the sample needs more than two bands")
            let url = temporaryPNG("image-sheet")
            let file = try PendingOutputFile(try OutputDestination.check(url.path, option: "the export"))

            #expect(try sheet.write(to: file) == false, "a new file, not a replaced one")
            let decoded = try #require(PixelImage(contentsOf: url))
            #expect(decoded == sheet.image())
        }
    }
}
