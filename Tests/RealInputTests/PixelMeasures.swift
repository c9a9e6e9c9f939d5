import Foundation
import GtkSupport
import RealInput

/// Measures of screen images the real-input tests compare.
extension ScreenColor {
    /// Relative luminance (0 black … 1 white), without gamma.
    var luminance: Double {
        (0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)) / 255
    }
}

extension PixelImage {
    /// The share (0…1) of pixels within `tolerance` of `color`.
    func share(of color: ScreenColor, tolerance: Int = 3) -> Double {
        Double(count(of: color, tolerance: tolerance)) / Double(max(1, width * height))
    }

    /// The mean x of the pixels that differ clearly from the image's most common color (its ink).
    var inkCentroidX: Double {
        let background = dominantColor
        var sum = 0.0, count = 0.0
        for y in 0..<height {
            for x in 0..<width {
                let pixel = self.pixel(x: x, y: y)
                let color = ScreenColor(red: pixel.red, green: pixel.green, blue: pixel.blue)
                if !color.isClose(to: background, tolerance: 40) {
                    sum += Double(x)
                    count += 1
                }
            }
        }
        return count > 0 ? sum / count : Double(width) / 2
    }

    /// How many different colors the image has (a blank area has one or two).
    var distinctColorCount: Int {
        var colors = Set<UInt32>()
        for index in stride(from: 0, to: rgba.count, by: 4) {
            colors.insert(UInt32(rgba[index]) << 16 | UInt32(rgba[index + 1]) << 8 | UInt32(rgba[index + 2]))
        }
        return colors.count
    }

    /// The part of the image inside a rectangle (clipped to the image).
    func cropped(x: Int, y: Int, width: Int, height: Int) -> PixelImage {
        let left = max(0, x), top = max(0, y)
        let right = min(self.width, x + width), bottom = min(self.height, y + height)
        var result = PixelImage(width: max(0, right - left), height: max(0, bottom - top))
        for row in top..<bottom {
            let source = (row * self.width + left) * 4
            let target = (row - top) * result.width * 4
            result.rgba.replaceSubrange(target..<target + result.width * 4, with: rgba[source..<source + result.width * 4])
        }
        return result
    }
}
