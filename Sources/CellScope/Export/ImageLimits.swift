/// The largest image the command line writes: 16,000 pixels on a side and 128 million pixels in
/// all, ImageMagick's default policy (its `width`, `height` and `area` limits), so that every PNG
/// cellscope writes opens in the usual tools, and a mistyped request fails at once instead of
/// rendering for minutes into gigabytes.
package enum ImageLimits {
    /// The longest side, in pixels.
    package static let maximumSide = 16_000
    /// The most pixels in one image.
    package static let maximumPixels = 128_000_000

    /// Whether an image of this size may be written.
    package static func allows(width: Int, height: Int) -> Bool {
        width <= maximumSide && height <= maximumSide && width * height <= maximumPixels
    }

    /// The limits in words, for messages.
    static let summary = "at most 16,000 pixels on a side and 128 million pixels in all"
}

/// A rendering that would exceed ``ImageLimits``, refused before it is written, with advice on
/// how to split it.
package struct ImageTooLarge: Error, CustomStringConvertible, Sendable {
    /// What would have been too large, and how to get it in parts.
    package let description: String
}
