import Foundation
import GtkSupport

/// The live canvas compared with its reference in points, with `render --compare`'s comparison
/// (``ReferenceComparison``) and its sentence, so that the status line and the command line say the
/// same thing about the same two images.
///
/// The canvas is rendered at the reference's scale (``ReferenceAlignment/scale``), so that the two
/// are compared pixel for pixel, as the command line compares them, top-left aligned. A free-width
/// canvas is as tall as the window lets it be, not as its list, so there the two are compared over
/// the height both show (the shorter of the two); a device screen is compared whole.
struct CanvasReferenceComparison {
    /// The comparison (its difference image covers the area either image covers).
    let comparison: ReferenceComparison
    /// The part of the difference image over the canvas, at the comparison's scale.
    let overlay: PixelImage

    /// Compares `canvas` (the canvas as exported, at `scale` pixels per point) with `reference`.
    init(canvas: PixelImage, reference: PixelImage, scale: Int, referenceName: String, followsWindowHeight: Bool,
         tolerance: Int) throws(CommandLineError) {
        var canvas = canvas, reference = reference
        if followsWindowHeight {
            let height = min(canvas.height, reference.height)
            if canvas.height > height { canvas = canvas.cropped(to: CGRect(x: 0, y: 0, width: canvas.width, height: height)) }
            if reference.height > height {
                reference = reference.cropped(to: CGRect(x: 0, y: 0, width: reference.width, height: height))
            }
        }
        comparison = try ReferenceComparison(rendering: canvas, scale: scale, reference: reference, referenceName: referenceName,
                                             tolerance: tolerance)
        let diff = comparison.difference.diffImage
        overlay = diff.width == canvas.width && diff.height == canvas.height
            ? diff : diff.cropped(to: CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height))
    }

    /// The status line's sentence: the reference's name and alignment, then the command line's summary.
    func statusText(referenceName: String, alignment: ReferenceAlignment) -> String {
        "Reference \(referenceName) (\(alignment.note)): \(comparison.summary)"
    }
}
