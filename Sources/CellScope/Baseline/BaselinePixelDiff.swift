import Foundation
import GtkSupport

/// How a permutation's new rendering differs from its recorded PNG, pixel by pixel.
///
/// The two images are compared over the area either covers (so a cell that grew or shrank counts the
/// pixels only one of them has as changed). The diff image shows the new rendering dimmed (the
/// recorded one where the new one has no pixels), with every changed pixel in solid magenta.
struct BaselinePixelDiff {
    /// The highlight of a changed pixel.
    static let highlight: (UInt8, UInt8, UInt8) = (255, 0, 255)

    /// Pixels where some channel differs by more than the tolerance, or that only one image has.
    let changedPixels: Int
    /// Pixels compared: the area either image covers.
    let comparedPixels: Int
    /// Whether the sizes differ.
    let sizeChanged: Bool
    /// The smallest rectangle holding every changed pixel, in pixels; nil when none changed.
    let changedBounds: (x: Int, y: Int, width: Int, height: Int)?
    /// The new rendering dimmed, changed pixels highlighted.
    let diffImage: PixelImage

    /// Whether nothing changed.
    var isClean: Bool { changedPixels == 0 && !sizeChanged }

    /// The share of compared pixels that changed, in percent.
    var percentage: Double { comparedPixels == 0 ? 0 : Double(changedPixels) * 100 / Double(comparedPixels) }

    /// Compares `after` (the new rendering) with `before` (the recorded PNG); a channel may differ by
    /// up to `tolerance` (out of 255) without counting.
    init(before: PixelImage, after: PixelImage, tolerance: Int = 0) {
        let width = max(before.width, after.width), height = max(before.height, after.height)
        var diff = PixelImage(width: width, height: height)
        var changed = 0
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width {
                let inBefore = x < before.width && y < before.height, inAfter = x < after.width && y < after.height
                let target = (y * width + x) * 4
                var differs = inBefore != inAfter
                if inBefore && inAfter {
                    let b = (y * before.width + x) * 4, a = (y * after.width + x) * 4
                    for channel in 0..<4 where abs(Int(before.rgba[b + channel]) - Int(after.rgba[a + channel])) > tolerance {
                        differs = true
                    }
                }
                if differs {
                    changed += 1
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                    diff.rgba[target] = Self.highlight.0; diff.rgba[target + 1] = Self.highlight.1; diff.rgba[target + 2] = Self.highlight.2
                } else {
                    let source = inAfter ? after : before
                    let s = (y * source.width + x) * 4
                    let alpha = Int(source.rgba[s + 3])
                    for channel in 0..<3 {
                        // Over white, then faded three quarters of the way to white.
                        let onWhite = (Int(source.rgba[s + channel]) * alpha + 255 * (255 - alpha)) / 255
                        diff.rgba[target + channel] = UInt8(255 - (255 - onWhite) / 4)
                    }
                }
                diff.rgba[target + 3] = 255
            }
        }
        changedPixels = changed
        comparedPixels = width * height
        changedBounds = changed == 0 ? nil : (minX, minY, maxX - minX + 1, maxY - minY + 1)
        sizeChanged = before.width != after.width || before.height != after.height
        diffImage = diff
    }

    /// "240 of 16,500 pixels changed (1.45%)", with the size change when there is one.
    func summary(before: PixelImage, after: PixelImage) -> String {
        var text = "\(changedPixels.withThousandsSeparators) of \(comparedPixels.withThousandsSeparators) pixels changed (\(String(format: "%.2f", percentage))%)"
        if sizeChanged { text += "; size \(before.width) × \(before.height) → \(after.width) × \(after.height)" }
        return text
    }

    /// `images` next to each other, top-aligned, with a gap of light gray between them.
    static func sideBySide(_ images: [PixelImage], gap: Int = 8) -> PixelImage {
        let width = images.map(\.width).reduce(0, +) + gap * max(0, images.count - 1)
        let height = images.map(\.height).max() ?? 1
        var sheet = PixelImage(width: max(1, width), height: max(1, height), fill: (220, 220, 224, 255))
        var x = 0
        for image in images {
            sheet.draw(image, atX: x, y: 0)
            x += image.width + gap
        }
        return sheet
    }
}
