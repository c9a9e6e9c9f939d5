import CellKit
import Foundation

/// Where a reference image goes on the canvas: top-left aligned with it, at its size in points.
///
/// As with `render --compare`, a reference's pixels are divided by the device's scale (1 on a
/// free-width canvas): a 1179 × 2556 screenshot of an iPhone 15 Pro covers its 393 × 852 points.
/// A reference that is the canvas at another scale (an @2x export of an @3x device's screen) is
/// shown at its own point size anyway, resampled, and ``note`` says so; the command line's export
/// refuses it instead, since resampling itself makes pixels differ.
struct ReferenceAlignment: Equatable {
    /// Pixels per point of the reference as drawn.
    let scale: Int
    /// The device's scale (1 without a device).
    let deviceScale: Int
    /// The reference's size in points.
    let pointSize: CGSize

    /// Aligns a reference of `pixelWidth` × `pixelHeight` with a canvas of `canvasSize` points shown
    /// on a device of `deviceScale`; `followsWindowHeight` is true for a free width, whose height
    /// follows the window (so only the width tells a reference's scale).
    init(pixelWidth: Int, pixelHeight: Int, canvasSize: CGSize, deviceScale: Int, followsWindowHeight: Bool) {
        let canvasWidth = Int(canvasSize.width.rounded()), canvasHeight = Int(canvasSize.height.rounded())
        let matches = { (scale: Int) in
            pixelWidth == canvasWidth * scale && (followsWindowHeight || pixelHeight == canvasHeight * scale)
        }
        let deviceScale = max(1, deviceScale)
        let scale = matches(deviceScale) ? deviceScale : (1...3).first(where: matches) ?? deviceScale
        self.scale = scale
        self.deviceScale = deviceScale
        pointSize = CGSize(width: Double(pixelWidth) / Double(scale), height: Double(pixelHeight) / Double(scale))
    }

    /// Whether the reference is the canvas at another scale than the device's.
    var isAtAnotherScale: Bool { scale != deviceScale }

    /// What the status line adds about the alignment: the scale it was drawn at, and for a reference
    /// at another scale that it was resampled and that the command line would refuse it.
    var note: String {
        let size = "\(ValueFormatting.number(pointSize.width)) × \(ValueFormatting.number(pointSize.height)) pt"
        guard isAtAnotherScale else { return "@\(scale)x, \(size)" }
        return "@\(scale)x, not the device's @\(deviceScale)x: shown resampled at its \(size); "
            + "render --compare refuses it (--scale \(scale) renders its size)"
    }
}

extension PreviewContext {
    /// The scale a reference for this canvas is divided by: the device's, else 1.
    var referenceScale: Int { device.map { Int($0.scale.rounded()) } ?? 1 }
}
