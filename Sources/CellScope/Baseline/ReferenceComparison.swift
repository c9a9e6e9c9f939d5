import Foundation
import GtkSupport

/// A rendering compared with a reference image pixel for pixel, in the rendering's points.
///
/// The reference is aligned by the rendering's scale: a reference of the rendering's pixel size is
/// compared pixel for pixel. A reference of the same points at another scale (1, 2 or 3) is refused
/// with the `--scale` that would match, rather than resampled, since resampling would itself make
/// pixels differ. A reference of any other size (a list that grew at a larger text size, a
/// screenshot cut shorter) is compared over the area either image covers, both aligned at the top
/// left, and the pixels only one of them has count as differing. The difference image is baseline verify's (``BaselinePixelDiff``): unchanged pixels faded three
/// quarters of the way to white, every differing pixel solid magenta (#FF00FF).
struct ReferenceComparison {
    /// The per-pixel comparison.
    let difference: BaselinePixelDiff
    /// Pixels per point of the rendering.
    let scale: Int
    private let rendering: PixelImage
    private let reference: PixelImage

    /// Compares `rendering` (at `scale` pixels per point) with `reference`; throws when the reference
    /// is the rendering at another scale, naming both sizes and the `--scale` that would match.
    init(rendering: PixelImage, scale: Int, reference: PixelImage, referenceName: String, tolerance: Int) throws(CommandLineError) {
        if let matching = Self.matchingScale(rendering: rendering, scale: scale, reference: reference) {
            throw CommandLineError("--compare '\(referenceName)' is \(reference.width) × \(reference.height) pixels, but the rendering is "
                + "\(Self.size(of: rendering, scale: scale)); --scale \(matching) renders \(reference.width) × \(reference.height) pixels")
        }
        self.rendering = rendering
        self.reference = reference
        difference = BaselinePixelDiff(before: reference, after: rendering, tolerance: tolerance)
        self.scale = scale
    }

    /// Whether every pixel is within the tolerance.
    var isIdentical: Bool { difference.isClean }

    /// The differing area in square points (differing pixels / scale²).
    var differingPoints: Double { Double(difference.changedPixels) / Double(scale * scale) }

    /// "differing area: 1,234.5 pt² (4,938 pixels at @2x) in x 16, y 40, 343 × 44 pt", or "identical".
    var summary: String {
        guard let box = difference.changedBounds else {
            return "identical within the tolerance: 0 pt² differ"
        }
        func points(_ pixels: Int) -> String { Self.format(Double(pixels) / Double(scale)) }
        var sizes = ""
        if difference.sizeChanged {
            sizes = "; the sizes differ (reference \(reference.width) × \(reference.height) pixels, rendering "
                + "\(Self.size(of: rendering, scale: scale))): compared over both from the top left, pixels only one has differ"
        }
        return "differing area: \(Self.format(differingPoints)) pt² (\(difference.changedPixels.withThousandsSeparators) pixels at @\(scale)x), "
            + "bounding box x \(points(box.x)), y \(points(box.y)), \(points(box.width)) × \(points(box.height)) pt" + sizes
    }

    /// A number of points to two decimals at most, with thousands separators: "21", "21.5", "1,234.25".
    private static func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let whole = (hundredths / 100).withThousandsSeparators, fraction = hundredths % 100
        if fraction == 0 { return whole }
        return whole + "." + (fraction % 10 == 0 ? String(fraction / 10) : String(format: "%02d", fraction))
    }

    /// "750 × 1758 pixels (375 × 879 pt at --scale 2)".
    private static func size(of image: PixelImage, scale: Int) -> String {
        "\(image.width) × \(image.height) pixels (\(format(Double(image.width) / Double(scale))) × "
            + "\(format(Double(image.height) / Double(scale))) pt at --scale \(scale))"
    }

    /// The other scale (1–3) at which the rendering would have the reference's pixel size, if any.
    static func matchingScale(rendering: PixelImage, scale: Int, reference: PixelImage) -> Int? {
        (1...3).first { candidate in
            candidate != scale && rendering.width * candidate == reference.width * scale
                && rendering.height * candidate == reference.height * scale
        }
    }
}
