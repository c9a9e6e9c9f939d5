import Foundation
import GtkSupport

/// Whether the CellKit and native screenshots of a benchmark look alike.
///
/// Both must have the same size. Then both are averaged over 3 × 3 pixel neighbourhoods and no channel of
/// any pixel may differ by more than `tolerance` (48 of 255). Why this tolerance: both sides draw text with
/// the same font (Inter) at the same pixel size and the same font options, and the text comes out
/// identical; the symbol differs in anti-aliasing only, because CellKit scales the symbolic icon to
/// fractional sizes (22.1 px at Large, 27.3 px at XXL) where GTK renders it at whole pixels (22 and
/// 27 px), which leaves edge pixels up to 56 apart but at most 35 after averaging. A missing or misplaced
/// selection fill, a label or symbol in the wrong color, or anything shifted by a whole pixel differs by
/// 85 or more after averaging, so it fails.
struct ScreenshotComparison {
    static let tolerance = 48.0

    let largestDifference: Double
    let pixelsOverTolerance: Int
    let sizeMismatch: String?
    let difference: PixelImage?

    var matches: Bool { sizeMismatch == nil && pixelsOverTolerance == 0 }

    @MainActor
    init(cellKit: String, native: String) throws {
        guard let a = PixelImage(contentsOf: URL(fileURLWithPath: cellKit)) else { throw BenchmarkFailure("cannot read \(cellKit)") }
        guard let b = PixelImage(contentsOf: URL(fileURLWithPath: native)) else { throw BenchmarkFailure("cannot read \(native)") }
        guard a.width == b.width, a.height == b.height else {
            sizeMismatch = "\(a.width)×\(a.height) against \(b.width)×\(b.height)"
            largestDifference = 255
            pixelsOverTolerance = max(a.width * a.height, b.width * b.height)
            difference = nil
            return
        }
        sizeMismatch = nil
        let blurredA = Self.boxBlurred(a), blurredB = Self.boxBlurred(b)
        var diff = PixelImage(width: a.width, height: a.height)
        var largest = 0.0, over = 0
        for pixel in 0..<(a.width * a.height) {
            var pixelDifference = 0.0
            for channel in 0..<3 {
                pixelDifference = max(pixelDifference, abs(blurredA[pixel * 3 + channel] - blurredB[pixel * 3 + channel]))
            }
            largest = max(largest, pixelDifference)
            let i = pixel * 4
            if pixelDifference > Self.tolerance {
                over += 1
                diff.rgba[i] = 255; diff.rgba[i + 1] = 0; diff.rgba[i + 2] = 255
            } else {
                for channel in 0..<3 { diff.rgba[i + channel] = 255 - (255 - b.rgba[i + channel]) / 4 }
            }
            diff.rgba[i + 3] = 255
        }
        largestDifference = largest
        pixelsOverTolerance = over
        difference = diff
    }

    /// The image's RGB channels averaged over each pixel's 3 × 3 neighbourhood (edges repeated).
    private static func boxBlurred(_ image: PixelImage) -> [Double] {
        let width = image.width, height = image.height
        var result = [Double](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                for channel in 0..<3 {
                    var sum = 0.0
                    for dy in -1...1 {
                        for dx in -1...1 {
                            let sx = min(max(x + dx, 0), width - 1), sy = min(max(y + dy, 0), height - 1)
                            sum += Double(image.rgba[(sy * width + sx) * 4 + channel])
                        }
                    }
                    result[(y * width + x) * 3 + channel] = sum / 9
                }
            }
        }
        return result
    }
}
