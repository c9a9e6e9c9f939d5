import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

extension CommandLineTests {
    /// `render … --legend`: the same picture with a band below it that names what it shows, drawn at the
    /// picture's scale; refused with `--compare`, whose output is a difference image.
    @Suite(.serialized) @MainActor struct ExportLegendCommand {
        private func render(_ options: [String], output: URL) throws -> CellScopeRun {
            try CellScopeRun.run(["render", "messages", "--item", "team-lunch"] + options + ["--output", output.path],
                                 environment: CellScopeRun.noDisplay)
        }

        /// Dark pixels (text) in rows `range` of `image`.
        private func inkRows(_ image: PixelImage, _ range: Range<Int>) -> [Int] {
            range.filter { y in
                (0..<image.width).contains { x in
                    let p = image.pixel(x: x, y: y)
                    return Int(p.red) + Int(p.green) + Int(p.blue) < 300
                }
            }
        }

        @Test(arguments: [1, 3]) func theLegendIsABandBelowAnUnchangedPicture(scale: Int) throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let plain = folder.file("plain.png"), legend = folder.file("legend.png")
            let options = ["--state", "selected", "--size", "AX1", "--appearance", "dark", "--scale", "\(scale)"]
            let first = try render(options, output: plain), second = try render(options + ["--legend"], output: legend)
            #expect(first.status == 0, "\(first.standardError)")
            #expect(second.status == 0, "\(second.standardError)")
            let picture = try #require(PixelImage(contentsOf: plain)), captioned = try #require(PixelImage(contentsOf: legend))
            #expect(captioned.width == picture.width)
            // Two lines of 12-pt text with 8-pt padding: more than 40 points, less than 80.
            let band = captioned.height - picture.height
            #expect(band > 40 * scale && band < 80 * scale, "legend band \(band) px at @\(scale)x")
            // The picture above the band is the plain rendering, pixel for pixel.
            let unchanged = (0..<picture.height).allSatisfy { y in
                (0..<picture.width).allSatisfy { x in captioned.pixel(x: x, y: y) == picture.pixel(x: x, y: y) }
            }
            #expect(unchanged)
            // The band holds text, in two lines.
            let ink = inkRows(captioned, picture.height..<captioned.height)
            #expect(!ink.isEmpty)
            let lines = zip(ink, ink.dropFirst()).filter { $1 - $0 > 1 }.count + 1
            #expect(lines >= 2, "ink rows \(ink)")
        }

        @Test func aLegendWithACompareIsRefused() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let reference = folder.file("reference.png")
            try #require(render([], output: reference).status == 0)
            let run = try render(["--legend", "--compare", reference.path], output: folder.file("diff.png"))
            #expect(run.status == 2)
            #expect(run.standardError.contains("--legend does not apply to --compare"))
            #expect(!FileManager.default.fileExists(atPath: folder.file("diff.png").path))
        }
    }
}
