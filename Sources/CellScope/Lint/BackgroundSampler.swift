import CellKit
import Foundation
import GtkSupport

/// Reads the colors actually rendered behind a text run or a symbol: the pixels of the rendered cell
/// inside the run's ink (or the symbol's drawing rectangle), with a one-pixel margin, leaving out those
/// that belong to the run itself.
///
/// Pixels close to the run's own color are its glyphs; anti-aliased edge pixels are each a different
/// blend and form no group of their own. What remains is grouped by color (to 1/64 per channel); every
/// group holding at least ``dominantShare`` of the remaining pixels is a background the run stands
/// on, so text crossing from one fill onto another is measured against both.
enum BackgroundSampler {
    /// The smallest share of the background pixels a color must have to count as a background.
    static let dominantShare = 0.15
    /// How close (per 8-bit channel) a pixel must be to the foreground to count as the run's own.
    static let foregroundTolerance = 24

    /// The backgrounds under `rect` (in image pixels), clipped to `clip`, for a run drawn in `foreground`
    /// with `alpha` (nil: unknown, nothing is left out), each with how many pixels it covers, most first.
    static func backgrounds(in image: PixelImage, under rect: CGRect, clip: CGRect,
                            foreground: OpaqueColor?, alpha: Double) -> [(color: OpaqueColor, pixels: Int)] {
        for margin in [1.0, 3.0] {
            let all = groups(in: image, region: rect.insetBy(dx: -margin, dy: -margin).intersection(clip))
            let others = all.filter { group in
                guard let foreground else { return true }
                // The run's own pixels: its color drawn over one of the other colors found.
                return !all.contains { other in
                    other.color != group.color && foreground.composited(alpha: alpha, over: other.color).isClose(to: group.color)
                } && !(alpha >= 0.99 && foreground.isClose(to: group.color))
            }
            // Text barely distinguishable from its background leaves nothing else: then everything is background.
            let backgrounds = others.reduce(0, { $0 + $1.pixels }) >= 6 ? others : all
            let total = backgrounds.reduce(0) { $0 + $1.pixels }
            let dominant = backgrounds.filter { Double($0.pixels) >= dominantShare * Double(total) }
            if dominant.reduce(0, { $0 + $1.pixels }) >= 6 { return dominant.sorted { $0.pixels > $1.pixels } }
        }
        return []
    }

    /// Every color in `region`, grouped to 1/64 per channel, with the mean color and the count of each group.
    private static func groups(in image: PixelImage, region: CGRect) -> [(color: OpaqueColor, pixels: Int)] {
        guard !region.isNull, region.width >= 1, region.height >= 1 else { return [] }
        let minX = max(0, Int(region.minX.rounded(.down))), maxX = min(image.width, Int(region.maxX.rounded(.up)))
        let minY = max(0, Int(region.minY.rounded(.down))), maxY = min(image.height, Int(region.maxY.rounded(.up)))
        guard minX < maxX, minY < maxY else { return [] }
        var counts: [Int: (sum: (Int, Int, Int), count: Int)] = [:]
        image.rgba.withUnsafeBufferPointer { pixels in
            for y in minY..<maxY {
                var offset = (y * image.width + minX) * 4
                for _ in minX..<maxX {
                    let r = Int(pixels[offset]), g = Int(pixels[offset + 1]), b = Int(pixels[offset + 2])
                    offset += 4
                    let key = (r >> 2) << 12 | (g >> 2) << 6 | (b >> 2)
                    let entry = counts[key] ?? ((0, 0, 0), 0)
                    counts[key] = ((entry.sum.0 + r, entry.sum.1 + g, entry.sum.2 + b), entry.count + 1)
                }
            }
        }
        return counts.values.map { entry in
            let n = Double(entry.count) * 255
            return (OpaqueColor(red: Double(entry.sum.0) / n, green: Double(entry.sum.1) / n, blue: Double(entry.sum.2) / n), entry.count)
        }
    }
}

extension OpaqueColor {
    /// Whether every channel is within ``BackgroundSampler/foregroundTolerance`` (of 255) of `other`.
    func isClose(to other: OpaqueColor) -> Bool {
        let limit = Double(BackgroundSampler.foregroundTolerance) / 255
        return abs(red - other.red) <= limit && abs(green - other.green) <= limit && abs(blue - other.blue) <= limit
    }
}
