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
            let others = foreground.map { withoutRunPixels(all, foreground: $0, alpha: alpha) } ?? all
            // Text barely distinguishable from its background leaves nothing else: then everything is background.
            let backgrounds = others.reduce(0, { $0 + $1.pixels }) >= 6 ? others : all
            let total = backgrounds.reduce(0) { $0 + $1.pixels }
            let dominant = backgrounds.filter { Double($0.pixels) >= dominantShare * Double(total) }
            if dominant.reduce(0, { $0 + $1.pixels }) >= 6 { return dominant.sorted { $0.pixels > $1.pixels } }
        }
        return []
    }

    /// `groups` without the run's own pixels: the foreground itself when the run is opaque, and the
    /// foreground drawn over one of the other groups. (Groups have distinct colors: each mean lies in
    /// its own 1/64 cell.) Drawn colors are looked up by neighborhood, not compared with every
    /// group: anti-aliased text gives hundreds of groups.
    private static func withoutRunPixels(_ groups: [(color: OpaqueColor, pixels: Int)], foreground: OpaqueColor,
                                         alpha: Double) -> [(color: OpaqueColor, pixels: Int)] {
        let drawn = ColorNeighborhoods(groups.map { foreground.composited(alpha: alpha, over: $0.color) })
        return groups.indices.filter { index in
            let color = groups[index].color
            if alpha >= 0.99, foreground.isClose(to: color) { return false }
            return !drawn.hasColor(near: color, besides: index)
        }.map { groups[$0] }
    }

    /// Every color in `region`, grouped to 1/64 per channel, with the mean color and the count of each group.
    private static func groups(in image: PixelImage, region: CGRect) -> [(color: OpaqueColor, pixels: Int)] {
        guard !region.isNull, region.width >= 1, region.height >= 1 else { return [] }
        let minX = max(0, Int(region.minX.rounded(.down))), maxX = min(image.width, Int(region.maxX.rounded(.up)))
        let minY = max(0, Int(region.minY.rounded(.down))), maxY = min(image.height, Int(region.maxY.rounded(.up)))
        guard minX < maxX, minY < maxY else { return [] }
        // Runs of one color are the rule (a fill, a glyph's core): a run is summed in locals and added
        // to its group when the color changes. Everything stays inside the closure, in plain locals,
        // so a debug build does not check exclusive access on every pixel.
        return image.rgba.withUnsafeBufferPointer { buffer -> [(color: OpaqueColor, pixels: Int)] in
            var tally = ColorTally()
            guard let pixels = buffer.baseAddress else { return [] }
            var key = -1, red = 0, green = 0, blue = 0, count = 0
            for y in minY..<maxY {
                var offset = (y * image.width + minX) * 4
                let rowEnd = offset + (maxX - minX) * 4
                while offset < rowEnd {
                    let r = Int(pixels[offset]), g = Int(pixels[offset + 1]), b = Int(pixels[offset + 2])
                    offset += 4
                    let pixelKey = (r >> 2) << 12 | (g >> 2) << 6 | (b >> 2)
                    if pixelKey != key {
                        tally.add(key: key, red: red, green: green, blue: blue, count: count)
                        key = pixelKey; red = 0; green = 0; blue = 0; count = 0
                    }
                    red += r; green += g; blue += b; count += 1
                }
            }
            tally.add(key: key, red: red, green: green, blue: blue, count: count)
            return tally.groups
        }
    }
}

/// Sums of pixel channels by color group (a key of 6 bits per channel), in the order groups are met.
private struct ColorTally {
    private var groupOfKey: [Int: Int] = [:]
    private var sums: [(red: Int, green: Int, blue: Int, count: Int)] = []

    /// Adds `count` pixels whose channels sum to `red`, `green` and `blue` to the group of `key`.
    mutating func add(key: Int, red: Int, green: Int, blue: Int, count: Int) {
        guard count > 0 else { return }
        let group: Int
        if let known = groupOfKey[key] {
            group = known
        } else {
            group = sums.count
            groupOfKey[key] = group
            sums.append((0, 0, 0, 0))
        }
        sums[group].red += red
        sums[group].green += green
        sums[group].blue += blue
        sums[group].count += count
    }

    /// Each group's mean color (0…1 per channel) and pixel count.
    var groups: [(color: OpaqueColor, pixels: Int)] {
        sums.map { entry in
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
