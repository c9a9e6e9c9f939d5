import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

extension CommandLineTests {
    /// `render` writes the whole list, however tall: at AX5 the styles demo is more than 6,000
    /// pixels tall, and its last row is in the image.
    @Suite(.gtk) @MainActor struct TallRenders {
        @Test func aListTallerThanTheOldCanvasIsRenderedToItsLastRow() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let whole = folder.file("styles.png"), last = folder.file("last.png")
            let listing = try CellScopeRun.run(["list"]).standardOutput
            let items = listing.split(separator: "\n").drop { $0 != "styles" }.dropFirst().prefix { $0.hasPrefix(" ") }
                .filter { $0.hasPrefix("  item ") }.map { String($0.split(separator: " ")[1]) }
            let lastItem = try #require(items.last)
            let render = try CellScopeRun.run(["render", "styles", "--size", "AX5", "--output", whole.path])
            #expect(render.status == 0, "\(render.standardError)")
            let cell = try CellScopeRun.run(["render", "styles", "--size", "AX5", "--item", lastItem, "--output", last.path])
            #expect(cell.status == 0, "\(cell.standardError)")
            let image = try #require(PixelImage(contentsOf: whole)), row = try #require(PixelImage(contentsOf: last))
            #expect(image.height > 4000, "taller than the canvas that used to clip it (\(image.height))")
            let found = try #require(Self.rows(of: row, in: image), "the last row (\(lastItem)) is in the image")
            #expect(image.height - (found + row.height) < 60, "it is at the bottom, \(image.height - found - row.height) pixels above the end")
        }

        /// The first y where `part` (as wide as `image`, or narrower and at x = 0 … 40) appears in `image`.
        static func rows(of part: PixelImage, in image: PixelImage) -> Int? {
            guard part.width <= image.width, part.height <= image.height else { return nil }
            for x in 0...min(40, image.width - part.width) {
                for y in stride(from: image.height - part.height, through: 0, by: -1) where matches(part, in: image, x: x, y: y) {
                    return y
                }
            }
            return nil
        }

        private static func matches(_ part: PixelImage, in image: PixelImage, x: Int, y: Int) -> Bool {
            let rowBytes = part.width * 4
            for row in stride(from: 0, to: part.height, by: 1) {
                let source = row * rowBytes, target = ((y + row) * image.width + x) * 4
                if !part.rgba[source..<source + rowBytes].elementsEqual(image.rgba[target..<target + rowBytes]) { return false }
            }
            return true
        }
    }
}
