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
        // Runs of one color are the rule (a fill, a glyph's core), so the group of the previous pixel
        // is tried before the table.
        var groupOfKey: [Int: Int] = [:]
        var sums: [(red: Int, green: Int, blue: Int, count: Int)] = []
        var lastKey = -1, lastGroup = 0
        image.rgba.withUnsafeBufferPointer { pixels in
            for y in minY..<maxY {
                var offset = (y * image.width + minX) * 4
                for _ in minX..<maxX {
                    let r = Int(pixels[offset]), g = Int(pixels[offset + 1]), b = Int(pixels[offset + 2])
                    offset += 4
                    let key = (r >> 2) << 12 | (g >> 2) << 6 | (b >> 2)
                    if key != lastKey {
                        lastKey = key
                        if let group = groupOfKey[key] {
                            lastGroup = group
                        } else {
                            lastGroup = sums.count
                            groupOfKey[key] = lastGroup
                            sums.append((0, 0, 0, 0))
                        }
                    }
                    sums[lastGroup].red += r
                    sums[lastGroup].green += g
                    sums[lastGroup].blue += b
                    sums[lastGroup].count += 1
                }
            }
        }
        return sums.map { entry in
            let n = Double(entry.count) * 255
            return (OpaqueColor(red: Double(entry.red) / n, green: Double(entry.green) / n, blue: Double(entry.blue) / n), entry.count)
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
