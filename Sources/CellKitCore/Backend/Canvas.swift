import Foundation

/// Drawing in UIKit terms (points, rectangles, straight-alpha colors, images, laid-out text): what a
/// view's `drawContent(in:)` and `drawOverlay(in:)` ask of a backend. The one backend is GTK 4
/// (`GtkSnapshotCanvas` in `CellKitGTK`, which appends render nodes to a GTK snapshot).
///
/// Lifetime: a canvas exists only during one draw of one view, in that view's coordinates (its bounds
/// origin at zero); views must not keep it. Backgrounds, borders and clips are drawn as shapes, never
/// styles, so a state change costs no style recalculation.
@preconcurrency @MainActor
package protocol Canvas {
    /// Fills a rectangle whose corners each have their own radius.
    func fill(_ rect: CGRect, color: RGBA, corners: CornerRadii)
    /// Strokes the inside edge of a rectangle whose corners each have their own radius.
    func stroke(_ rect: CGRect, width: CGFloat, color: RGBA, corners: CornerRadii)
    /// Draws a blurred shadow outside a rounded rectangle, moved by `offset` (Core Animation's
    /// `shadowRadius` is taken as the blur radius).
    func shadow(of rect: CGRect, corners: CornerRadii, color: RGBA, offset: CGSize, radius: CGFloat)
    /// Clips everything drawn inside `body` to a rectangle whose corners each have their own radius.
    func clipped(to rect: CGRect, corners: CornerRadii, _ body: () -> Void)
    /// Draws everything inside `body` with its origin moved to `point`.
    func translated(by point: CGPoint, _ body: () -> Void)
    /// Draws everything inside `body` at `opacity` (0…1) as one group.
    func withOpacity(_ opacity: CGFloat, _ body: () -> Void)
    /// Draws text laid out by the current `TextEngine`, its top-left corner at `origin`.
    func draw(_ text: any TextLayout, at origin: CGPoint, color: RGBA)
    /// Draws an image into `rect`; symbols and template images are filled with `symbolicColor`, bitmaps
    /// keep their colors (nil). An image that cannot be decoded draws nothing (after one warning).
    func draw(_ image: UIImage, in rect: CGRect, symbolicColor: RGBA?)
}

extension Canvas {
    /// Fills a rectangle, with rounded corners when `cornerRadius` > 0.
    package func fill(_ rect: CGRect, color: RGBA, cornerRadius: CGFloat = 0) {
        fill(rect, color: color, corners: CornerRadii(cornerRadius))
    }

    /// Strokes the inside edge of a rectangle with `width`, with rounded corners when `cornerRadius` > 0.
    package func stroke(_ rect: CGRect, width: CGFloat, color: RGBA, cornerRadius: CGFloat = 0) {
        stroke(rect, width: width, color: color, corners: CornerRadii(cornerRadius))
    }

    /// Clips everything drawn inside `body` to a (rounded) rectangle.
    package func clipped(to rect: CGRect, cornerRadius: CGFloat = 0, _ body: () -> Void) {
        clipped(to: rect, corners: CornerRadii(cornerRadius), body)
    }
}

/// The radius of each corner of a rounded rectangle.
package struct CornerRadii: Hashable {
    /// Each corner's radius in points; 0: a square corner.
    package var topLeft: CGFloat, topRight: CGFloat, bottomRight: CGFloat, bottomLeft: CGFloat

    /// The same radius on every corner.
    package init(_ radius: CGFloat) {
        topLeft = radius; topRight = radius; bottomRight = radius; bottomLeft = radius
    }

    /// Each corner with its own radius.
    package init(topLeft: CGFloat, topRight: CGFloat, bottomRight: CGFloat, bottomLeft: CGFloat) {
        self.topLeft = topLeft; self.topRight = topRight; self.bottomRight = bottomRight; self.bottomLeft = bottomLeft
    }

    /// Whether every corner is square.
    package var isZero: Bool { topLeft <= 0 && topRight <= 0 && bottomRight <= 0 && bottomLeft <= 0 }

    /// Each radius grown by `amount` (for strokes drawn outside a shape, concentric with it).
    package func grown(by amount: CGFloat) -> CornerRadii {
        CornerRadii(topLeft: topLeft > 0 ? topLeft + amount : 0, topRight: topRight > 0 ? topRight + amount : 0,
                    bottomRight: bottomRight > 0 ? bottomRight + amount : 0, bottomLeft: bottomLeft > 0 ? bottomLeft + amount : 0)
    }
}
