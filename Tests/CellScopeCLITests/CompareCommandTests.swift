import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

extension CommandLineTests {
    /// `render --compare REF.png --output diff.png`: the difference from a reference, its area in
    /// points, and the exit status (0 the same, 1 different, 2 a reference it cannot use).
    @Suite(.serialized) @MainActor struct ReferenceCompare {
        private func render(_ options: [String], output: URL) throws -> CellScopeRun {
            try CellScopeRun.run(["render", "settings"] + options + ["--output", output.path], environment: CellScopeRun.noDisplay)
        }

        /// The options rendered once as the reference, then again with `compare` and `--compare` it.
        private func compare(_ options: [String], with compare: [String], in folder: ScratchFolder) throws -> (run: CellScopeRun, diff: URL) {
            let reference = folder.file("reference.png"), diff = folder.file("diff.png")
            try #require(render(options, output: reference).status == 0)
            return (try render(options + compare + ["--compare", reference.path], output: diff), diff)
        }

        @Test func aRenderingComparedWithItselfIsIdentical() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let (run, diff) = try compare(["--device", "iPhone 15", "--scale", "2"], with: ["--tolerance", "0"], in: folder)
            #expect(run.status == 0, "\(run.standardError)")
            #expect(run.standardOutput.contains("identical within the tolerance: 0 pt² differ"))
            let image = try #require(PixelImage(contentsOf: diff))
            #expect(image.width == 786 && image.height == 1704)
            // Nothing is magenta in the difference of a rendering with itself.
            #expect(!(0..<image.height).contains { y in (0..<image.width).contains { Self.isMagenta(image.pixel(x: $0, y: y)) } })
        }

        /// A device screen keeps its size at every text size, so the comparison is pixel for pixel; the
        /// area printed is the magenta pixels of the difference image divided by the scale squared.
        @Test func aRenderingAtAnotherTextSizeDiffers() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let (run, diff) = try compare(["--device", "iPhone 15", "--scale", "2"], with: ["--size", "AX1"], in: folder)
            #expect(run.status == 1, "\(run.standardError)")
            let image = try #require(PixelImage(contentsOf: diff))
            #expect(image.width == 786 && image.height == 1704)
            var magenta = 0, top = image.height
            for y in 0..<image.height {
                for x in 0..<image.width where Self.isMagenta(image.pixel(x: x, y: y)) {
                    magenta += 1
                    top = min(top, y)
                }
            }
            #expect(magenta > 10_000)
            #expect(run.standardOutput.contains("(\(magenta.withSeparators) pixels at @2x)"), "\(run.standardOutput)")
            let area = try #require(run.standardOutput.firstMatch(of: /differing area: ([0-9,.]+) pt²/)).1
            #expect(Double(area.replacingOccurrences(of: ",", with: "")) == Double(magenta) / 4, "\(run.standardOutput)")
            // The status bar (its first 54 pt) is the same at every text size.
            #expect(top >= 54 * 2)
        }

        /// A whole list grows at a larger text size: compared over both images from the top left, the
        /// difference image covers both, and the rows only the larger one has differ.
        @Test func aTallerRenderingIsComparedOverBothSizes() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let reference = folder.file("reference.png"), diff = folder.file("diff.png")
            try #require(render([], output: reference).status == 0)
            let referenceImage = try #require(PixelImage(contentsOf: reference))
            let run = try render(["--size", "XXXL", "--compare", reference.path], output: diff)
            #expect(run.status == 1, "\(run.standardError)")
            let image = try #require(PixelImage(contentsOf: diff))
            #expect(image.width == referenceImage.width && image.height > referenceImage.height)
            #expect(Self.isMagenta(image.pixel(x: 10, y: image.height - 1)))
            #expect(run.standardOutput.contains("the sizes differ (reference \(referenceImage.width) × \(referenceImage.height) pixels"))
        }

        @Test func aReferenceAtAnotherScaleIsRefusedWithTheMatchingScale() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let reference = folder.file("reference.png"), diff = folder.file("diff.png")
            try #require(render(["--device", "iPhone 15", "--scale", "2"], output: reference).status == 0)
            let run = try render(["--device", "iPhone 15", "--scale", "3", "--compare", reference.path], output: diff)
            #expect(run.status == 2)
            #expect(run.standardError.contains("is 786 × 1704 pixels, but the rendering is 1179 × 2556 pixels (393 × 852 pt at --scale 3); "
                + "--scale 2 renders 786 × 1704 pixels"), "\(run.standardError)")
            #expect(!FileManager.default.fileExists(atPath: diff.path))
        }

        /// References it cannot use: refused with exit status 2 before anything is rendered or written.
        @Test func badReferencesAreRefused() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let text = folder.file("notes.png")
            try Data("not an image".utf8).write(to: text)
            // A valid PNG header claiming 20,000 × 20,000 pixels, and nothing after it.
            var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            header += [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20, 8, 6, 0, 0, 0]
            let huge = folder.file("huge.png")
            try Data(header).write(to: huge)
            let truncated = folder.file("truncated.png")
            var small = header
            small.replaceSubrange(16..<24, with: [0, 0, 1, 0x77, 0, 0, 3, 0x6F])
            try Data(small).write(to: truncated)
            let cases: [([String], String)] = [
                (["--compare", text.path], "--compare '\(text.path)' is not a PNG"),
                (["--compare", huge.path], "is 20,000 × 20,000 pixels, more than an image may have"),
                (["--compare", folder.file("missing.png").path], "does not exist"),
                (["--compare", folder.url.path], "is a folder, not a file"),
                (["--compare", truncated.path], "is not a readable PNG"),
                (["--tolerance", "3"], "--tolerance '3' needs --compare REF.png"),
                (["--compare", text.path, "--tolerance", "256"], "--tolerance '256' is not a whole number from 0 to 255"),
            ]
            for (options, message) in cases {
                let diff = folder.file("diff.png")
                let run = try render(options, output: diff)
                #expect(run.status == 2, "\(options)")
                #expect(run.standardError.contains(message), "\(options): \(run.standardError)")
                #expect(!FileManager.default.fileExists(atPath: diff.path), "\(options)")
            }
        }

        private static func isMagenta(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
            pixel.red == 255 && pixel.green == 0 && pixel.blue == 255
        }
    }
}

private extension Int {
    var withSeparators: String {
        let digits = String(self)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }
}
