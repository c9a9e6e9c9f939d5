import CellKit
@testable import CellScope
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

extension ViewerTests {
    /// The command line writes the matrix a band of rows at a time; the file must decode to exactly
    /// the sheet composed whole.
    @Suite(.gtk) @MainActor struct StreamedMatrix {
        @Test func aSheetStreamedInBandsDecodesToTheWholeSheet() throws {
            let demo = TestDemos.tasksDemo
            let sheet = try MatrixSheet(demo: demo, item: demo.items[1], rows: ForcedStates.allCombinations(of: [ForcedStates(.selected)]),
                                        columns: .sizes([.small, .accessibilityLarge]), base: PreviewContext())
            let whole = sheet.image()
            let url = temporaryPNG("streamed-matrix")
            let stream = try PNGStream(file: try PendingOutputFile(try OutputDestination.check(url.path, option: "--output")),
                                       width: whole.width)
            // Bands of uneven heights, as rows of tiles are: one row, a few, the rest.
            var y = 0
            for height in [1, 37, 2, whole.height] where y < whole.height {
                let band = whole.cropped(to: CGRect(x: 0, y: y, width: whole.width, height: min(height, whole.height - y)))
                try stream.append(band)
                y += band.height
            }

            #expect(try stream.finish() == false, "a new file, not a replaced one")
            #expect(stream.height == whole.height)
            let decoded = try #require(PixelImage(contentsOf: url))
            #expect(decoded.width == whole.width && decoded.height == whole.height)
            #expect(decoded == whole)
        }

        @Test func eachRowOfTheSheetShowsItsOwnStates() throws {
            let demo = TestDemos.tasksDemo
            let rows = ForcedStates.allCombinations(of: [ForcedStates(.selected)])
            let sheet = try MatrixSheet(demo: demo, item: demo.items[0], rows: rows, columns: .sizes([.large]), base: PreviewContext())
            var context = PreviewContext()
            context.contentSizeCategory = .large
            for (row, states) in rows.enumerated() {
                let reference = try PreviewRenderer.renderCell(demo, item: demo.items[0], states: states, context: context)
                #expect(ImageComparison(actual: sheet.tiles[row][0], expected: reference).matches, "row \(row): \(states)")
            }
            #expect(sheet.tiles[0][0] != sheet.tiles[1][0], "the selected row differs from the normal one")
        }
    }
}
