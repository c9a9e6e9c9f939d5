import CGtk
import CRealInput
import Foundation
import GtkSupport

/// What the X server shows: pixels read back from the screen (`XGetImage` on the root window),
/// after the frames that drew them.
@MainActor
public enum ScreenPixels {
    /// The screen image of `widget`'s rectangle (clipped to the screen).
    public static func image(of widget: UnsafeMutablePointer<GtkWidget>) throws -> PixelImage {
        let rect = try ScreenGeometry.rootRect(of: widget)
        return try image(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }

    /// The screen image of a root-window rectangle (clipped to the screen).
    public static func image(x: Int, y: Int, width: Int, height: Int) throws -> PixelImage {
        var screenWidth: Int32 = 0, screenHeight: Int32 = 0
        cri_screen_size(&screenWidth, &screenHeight)
        let left = max(0, x), top = max(0, y)
        let right = min(Int(screenWidth), x + width), bottom = min(Int(screenHeight), y + height)
        guard right > left, bottom > top else {
            throw RealInput.Unavailable(description: "the rectangle \(x),\(y) \(width)×\(height) is off the screen")
        }
        let clippedWidth = right - left, clippedHeight = bottom - top
        var words = [UInt32](repeating: 0, count: clippedWidth * clippedHeight)
        let ok = words.withUnsafeMutableBufferPointer {
            cri_read_screen(Int32(left), Int32(top), Int32(clippedWidth), Int32(clippedHeight), $0.baseAddress)
        }
        guard ok else { throw RealInput.Unavailable(description: "the screen cannot be read (is it a true-color screen?)") }
        var image = PixelImage(width: clippedWidth, height: clippedHeight)
        for (index, word) in words.enumerated() {
            image.rgba[index * 4] = UInt8((word >> 16) & 0xff)
            image.rgba[index * 4 + 1] = UInt8((word >> 8) & 0xff)
            image.rgba[index * 4 + 2] = UInt8(word & 0xff)
            image.rgba[index * 4 + 3] = 255
        }
        return image
    }

    /// The color on screen at `point` of `widget`.
    public static func color(of widget: UnsafeMutablePointer<GtkWidget>, at point: CGPoint) throws -> ScreenColor {
        let root = try ScreenGeometry.rootPoint(of: widget, at: point)
        let pixel = try image(x: root.x, y: root.y, width: 1, height: 1).pixel(x: 0, y: 0)
        return ScreenColor(red: pixel.red, green: pixel.green, blue: pixel.blue)
    }
}

/// An opaque screen color.
public struct ScreenColor: Equatable, CustomStringConvertible, Sendable {
    /// Red, 0…255.
    public var red: UInt8
    /// Green, 0…255.
    public var green: UInt8
    /// Blue, 0…255.
    public var blue: UInt8

    /// A color from its channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// A color from a 0xRRGGBB value.
    public init(hex: UInt32) {
        self.init(red: UInt8((hex >> 16) & 0xff), green: UInt8((hex >> 8) & 0xff), blue: UInt8(hex & 0xff))
    }

    /// Whether every channel is within `tolerance` of `other`'s.
    public func isClose(to other: ScreenColor, tolerance: Int = 3) -> Bool {
        abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
            && abs(Int(blue) - Int(other.blue)) <= tolerance
    }

    /// "#RRGGBB".
    public var description: String {
        String(format: "#%02X%02X%02X", red, green, blue)
    }
}

extension PixelImage {
    /// How many pixels are within `tolerance` of `color`.
    public func count(of color: ScreenColor, tolerance: Int = 3) -> Int {
        var total = 0
        for index in stride(from: 0, to: rgba.count, by: 4) {
            let pixel = ScreenColor(red: rgba[index], green: rgba[index + 1], blue: rgba[index + 2])
            if pixel.isClose(to: color, tolerance: tolerance) { total += 1 }
        }
        return total
    }

    /// The most common opaque color (the fill of a row, say).
    public var dominantColor: ScreenColor {
        var counts: [UInt32: Int] = [:]
        for index in stride(from: 0, to: rgba.count, by: 4) {
            let key = UInt32(rgba[index]) << 16 | UInt32(rgba[index + 1]) << 8 | UInt32(rgba[index + 2])
            counts[key, default: 0] += 1
        }
        let key = counts.max { $0.value < $1.value }?.key ?? 0
        return ScreenColor(red: UInt8((key >> 16) & 0xff), green: UInt8((key >> 8) & 0xff), blue: UInt8(key & 0xff))
    }
}
