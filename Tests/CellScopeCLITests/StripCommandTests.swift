import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

extension CommandLineTests {
    /// `cellscope strip`: the Dynamic Type strip as one PNG, a column per text size.
    @Suite @MainActor struct StripCommand {
        /// The sheet's layout: an 8-pixel gap before, between and after the columns, and a 28-pixel
        /// header band over them (the matrix sheet's measures).
        private static let gap = 8, header = 28

        private func strip(_ options: [String]) throws -> (run: CellScopeRun, image: PixelImage?) {
            let output = FileManager.default.temporaryDirectory.appendingPathComponent("cellscope-strip-\(UUID().uuidString).png")
            defer { try? FileManager.default.removeItem(at: output) }
            let run = try CellScopeRun.run(["strip", "settings"] + options + ["--output", output.path], environment: CellScopeRun.noDisplay)
            return (run, PixelImage(contentsOf: output))
        }

        /// Each column's rendering alone, as `render` writes it.
        private func render(_ options: [String]) throws -> PixelImage {
            let output = FileManager.default.temporaryDirectory.appendingPathComponent("cellscope-strip-\(UUID().uuidString).png")
            defer { try? FileManager.default.removeItem(at: output) }
            let run = try CellScopeRun.run(["render", "settings"] + options + ["--output", output.path], environment: CellScopeRun.noDisplay)
            try #require(run.status == 0, "\(run.standardError)")
            return try #require(PixelImage(contentsOf: output))
        }

        /// Every size by default: twelve 375-point columns; as tall as the tallest column (AX5's list)
        /// under the header band, which like the viewer's strip shows at most the first 4,000 points of
        /// a list (the demo canvas's default maximum height).
        @Test func theWholeDemoStripHasAColumnPerSize() throws {
            let (run, image) = try strip([])
            #expect(run.status == 0, "\(run.standardError)")
            let sheet = try #require(image)
            #expect(sheet.width == 12 * 375 + 13 * Self.gap)
            let tallest = try render(["--size", "AX5"])
            #expect(sheet.height == Self.header + min(tallest.height, 4000) + 2 * Self.gap)
            #expect(run.standardOutput.contains("(\(sheet.width)×\(sheet.height))"))
        }

        /// One item at three sizes: the columns are the cell's renderings, each as wide as the cell, and
        /// each column holds exactly the pixels `render --item` writes at its size.
        @Test func anItemStripHoldsTheCellAtEachChosenSize() throws {
            let sizes = ["XS", "L", "AX5"]
            let (run, image) = try strip(["--item", "text-size", "--sizes", sizes.joined(separator: ",")])
            #expect(run.status == 0, "\(run.standardError)")
            let sheet = try #require(image)
            let cells = try sizes.map { try render(["--item", "text-size", "--size", $0]) }
            #expect(sheet.width == cells.map(\.width).reduce(0, +) + (cells.count + 1) * Self.gap)
            #expect(sheet.height == Self.header + cells.map(\.height).max()! + 2 * Self.gap)
            var x = Self.gap
            for (size, cell) in zip(sizes, cells) {
                var same = true
                for y in stride(from: 0, to: cell.height, by: 3) {
                    for column in stride(from: 0, to: cell.width, by: 3) where
                        sheet.pixel(x: x + column, y: Self.header + Self.gap + y) != cell.pixel(x: column, y: y) {
                        same = false
                    }
                }
                #expect(same, "the \(size) column is the cell as render writes it")
                x += cell.width + Self.gap
            }
        }

        /// `render --sizes` is the strip under render's name: the same pixels.
        @Test func renderWithSizesWritesTheStrip() throws {
            let options = ["--item", "sounds", "--sizes", "S,AX2"]
            let stripped = try #require(try strip(options).image)
            let output = FileManager.default.temporaryDirectory.appendingPathComponent("cellscope-strip-\(UUID().uuidString).png")
            defer { try? FileManager.default.removeItem(at: output) }
            let run = try CellScopeRun.run(["render", "settings"] + options + ["--output", output.path], environment: CellScopeRun.noDisplay)
            #expect(run.status == 0, "\(run.standardError)")
            let rendered = try #require(PixelImage(contentsOf: output))
            #expect(rendered.width == stripped.width && rendered.height == stripped.height)
            expectSamePixels(rendered, stripped, "the strip verb and render --sizes draw the same picture")
        }

        @Test(arguments: [
            (["--size", "L"], "--size does not apply to strip, whose columns are the sizes; choose them with --sizes"),
            (["--sizes", "L,l"], "--sizes names the same one twice ('L' and 'l')"),
            (["--sizes", "XS,HUGE"], "unknown size 'HUGE'; valid sizes: XS"),
            (["--state", "selected"], "--state needs --item: states apply to one item's cell"),
            (["--item", "nope"], "unknown item 'nope'"),
            (["--scale", "2"], "unknown option '--scale'"),
        ] as [([String], String)])
        func badOptionsAreRefused(options: [String], message: String) throws {
            let (run, image) = try strip(options)
            #expect(run.status == 2)
            #expect(run.standardError.contains(message), "\(run.standardError)")
            #expect(image == nil)
        }
    }
}
