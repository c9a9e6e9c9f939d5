import Foundation
import GtkSupport

/// An sRGB color read from a rendered image, compared with a reference's color within a tolerance.
struct MeasuredColor: Equatable, CustomStringConvertible {
    let red: Int, green: Int, blue: Int

    /// A color from `0xRRGGBB`.
    init(hex: Int) { red = hex >> 16 & 0xFF; green = hex >> 8 & 0xFF; blue = hex & 0xFF }
    init(red: Int, green: Int, blue: Int) { self.red = red; self.green = green; self.blue = blue }

    /// Whether each channel is within `tolerance` of `other`'s.
    func isClose(to other: MeasuredColor, tolerance: Int = 3) -> Bool {
        abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance && abs(blue - other.blue) <= tolerance
    }

    /// The sum of the channels, for finding the brightest or darkest pixel of a glyph.
    var brightness: Int { red + green + blue }

    var description: String { String(format: "#%02X%02X%02X", red, green, blue) }
}

/// Measurements on an image rendered at one pixel per point: colors, the rows a line is drawn on and
/// the box that text or a control inks over a background, all in points.
extension PixelImage {
    /// The color at a pixel.
    func color(x: Int, y: Int) -> MeasuredColor {
        let p = pixel(x: x, y: y)
        return MeasuredColor(red: Int(p.red), green: Int(p.green), blue: Int(p.blue))
    }

    /// The rows at which column `x` shows `color` (within 3 per channel), top to bottom.
    func rows(showing color: MeasuredColor, atX x: Int, from top: Int = 0, to bottom: Int? = nil) -> [Int] {
        (top..<(bottom ?? height)).filter { self.color(x: x, y: $0).isClose(to: color) }
    }

    /// The columns of row `y` that show `color` (within 3 per channel).
    func columns(showing color: MeasuredColor, atY y: Int) -> [Int] {
        (0..<width).filter { self.color(x: $0, y: y).isClose(to: color) }
    }

    /// The brightest color inside `rect` (the core of a light glyph on a dark background).
    func brightestColor(in rect: CGRect) -> MeasuredColor {
        var brightest = MeasuredColor(hex: 0)
        for y in max(0, Int(rect.minY))..<min(height, Int(rect.maxY)) {
            for x in max(0, Int(rect.minX))..<min(width, Int(rect.maxX)) where color(x: x, y: y).brightness > brightest.brightness {
                brightest = color(x: x, y: y)
            }
        }
        return brightest
    }

    /// The smallest rectangle holding every pixel of `rect` whose channels differ from `background`
    /// by more than `threshold` in sum: the ink of text, a symbol or a control.
    func inkBounds(in rect: CGRect, background: MeasuredColor, threshold: Int = 300) -> CGRect? {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        let x0 = max(0, Int(rect.minX)), x1 = min(width, Int(rect.maxX))
        let y0 = max(0, Int(rect.minY)), y1 = min(height, Int(rect.maxY))
        for y in y0..<y1 {
            for x in x0..<x1 {
                let c = color(x: x, y: y)
                let difference = abs(c.red - background.red) + abs(c.green - background.green) + abs(c.blue - background.blue)
                guard difference > threshold else { continue }
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard minX <= maxX else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// The radius, in points, of the circle whose rounding matches a rounded corner: walking the
    /// diagonal from the corner pixel at (`x`, `y`) inwards (`stepX`, `stepY` are ±1), the point where
    /// the shape's `fill` covers half of a pixel over `background` lies r(√2 − 1) from the corner.
    func cornerRadius(x: Int, y: Int, stepX: Int, stepY: Int, fill: MeasuredColor, background: MeasuredColor) -> CGFloat? {
        func coverage(_ i: Int) -> CGFloat {
            let c = color(x: x + stepX * i, y: y + stepY * i)
            let along = [(c.red - background.red, fill.red - background.red), (c.green - background.green, fill.green - background.green),
                         (c.blue - background.blue, fill.blue - background.blue)]
            let dot = along.reduce(0) { $0 + $1.0 * $1.1 }, norm = along.reduce(0) { $0 + $1.1 * $1.1 }
            return norm == 0 ? 0 : CGFloat(dot) / CGFloat(norm)
        }
        var previous: CGFloat = 0
        for i in 0..<40 {
            let current = coverage(i)
            if current >= 0.5 {
                let crossing = i == 0 ? 0 : CGFloat(i - 1) + (0.5 - previous) / (current - previous)
                return (crossing + 0.5) * 2.0.squareRoot() / (2.0.squareRoot() - 1)
            }
            previous = current
        }
        return nil
    }
}
