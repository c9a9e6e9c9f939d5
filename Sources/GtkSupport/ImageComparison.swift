/// The result of comparing two images pixel by pixel.
public struct ImageComparison: Sendable {
    /// Pixels where some channel differs by more than the tolerance.
    public let differingPixels: Int
    /// The largest difference seen in any channel (0…255).
    public let maximumChannelDifference: Int
    /// Whether the sizes differ (then nothing else was compared).
    public let sizeMismatch: Bool
    /// An image that shows the expected image faded, with differing pixels in solid magenta.
    public let diffImage: PixelImage

    /// Whether the images match within the tolerance.
    public var matches: Bool { !sizeMismatch && differingPixels == 0 }

    /// Compares `actual` with `expected`; a channel may differ by up to `tolerance` (0 = exact).
    public init(actual: PixelImage, expected: PixelImage, tolerance: Int = 0) {
        guard actual.width == expected.width, actual.height == expected.height else {
            sizeMismatch = true
            differingPixels = max(actual.width * actual.height, expected.width * expected.height)
            maximumChannelDifference = 255
            diffImage = actual
            return
        }
        sizeMismatch = false
        var diff = PixelImage(width: actual.width, height: actual.height)
        var count = 0
        var largest = 0
        for i in stride(from: 0, to: actual.rgba.count, by: 4) {
            var pixelDifference = 0
            for channel in 0..<4 {
                pixelDifference = max(pixelDifference, abs(Int(actual.rgba[i + channel]) - Int(expected.rgba[i + channel])))
            }
            largest = max(largest, pixelDifference)
            if pixelDifference > tolerance {
                count += 1
                diff.rgba[i] = 255; diff.rgba[i + 1] = 0; diff.rgba[i + 2] = 255; diff.rgba[i + 3] = 255
            } else {
                for channel in 0..<3 { diff.rgba[i + channel] = 255 - (255 - expected.rgba[i + channel]) / 4 }
                diff.rgba[i + 3] = 255
            }
        }
        differingPixels = count
        maximumChannelDifference = largest
        diffImage = diff
    }
}
