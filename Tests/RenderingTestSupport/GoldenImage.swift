import Foundation
import GtkSupport
import Testing

/// Compares renderings with golden PNGs stored next to the tests, in a `Goldens` folder.
///
/// On a mismatch the test fails and two files are written beside the golden, for a person to open:
/// `NAME.actual.png` (what was rendered) and `NAME.diff.png` (the golden faded, differing pixels in
/// magenta). A missing golden fails too, after writing the actual image. Set `RECORD_GOLDENS=1` to
/// (re)write goldens instead; look at every recorded image before committing it.
@MainActor
public enum GoldenImage {
    /// Checks `image` against `Goldens/NAME.png` in the folder of `filePath`; a channel may differ by
    /// up to `tolerance` (0 = exact bytes).
    public static func assertMatches(
        _ image: PixelImage, named name: String, tolerance: Int = 0,
        filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
        let golden = folder.appendingPathComponent("\(name).png")
        let actualURL = folder.appendingPathComponent("\(name).actual.png")
        let diffURL = folder.appendingPathComponent("\(name).diff.png")
        try? FileManager.default.removeItem(at: actualURL)
        try? FileManager.default.removeItem(at: diffURL)

        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try image.writePNG(to: golden)
            } catch {
                Issue.record("could not record \(golden.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected = PixelImage(contentsOf: golden) else {
            try? image.writePNG(to: actualURL)
            Issue.record("no golden image \(golden.lastPathComponent); the rendering is in \(actualURL.path). Look at it, then record with RECORD_GOLDENS=1.", sourceLocation: sourceLocation)
            return
        }
        let comparison = ImageComparison(actual: image, expected: expected, tolerance: tolerance)
        guard !comparison.matches else { return }
        try? image.writePNG(to: actualURL)
        try? comparison.diffImage.writePNG(to: diffURL)
        let detail = comparison.sizeMismatch
            ? "size \(image.width)×\(image.height) differs from the golden's \(expected.width)×\(expected.height)"
            : "\(comparison.differingPixels) pixels differ (largest channel difference \(comparison.maximumChannelDifference), tolerance \(tolerance))"
        Issue.record("\(name): \(detail). Actual: \(actualURL.path), diff: \(diffURL.path)", sourceLocation: sourceLocation)
    }
}
