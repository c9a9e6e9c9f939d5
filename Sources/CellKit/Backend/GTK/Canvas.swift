import CGtk
import Foundation

/// Drawing into a GTK snapshot in UIKit terms: points, rectangles, straight-alpha colors.
///
/// Views draw through a canvas in their backing widget's snapshot; backgrounds, borders and
/// clips are render nodes, never CSS, so a state change costs no style recalculation.
@MainActor
struct Canvas {
    let snapshot: OpaquePointer

    /// Fills a rectangle, with rounded corners when `cornerRadius` > 0.
    func fill(_ rect: CGRect, color: RGBA, cornerRadius: CGFloat = 0) {
        fill(rect, color: color, corners: CornerRadii(cornerRadius))
    }

    /// Fills a rectangle whose corners each have their own radius.
    func fill(_ rect: CGRect, color: RGBA, corners: CornerRadii) {
        guard color.alpha > 0, rect.width > 0, rect.height > 0 else { return }
        var gdkColor = color.gdkRGBA
        if !corners.isZero {
            var rounded = roundedRect(rect, corners: corners)
            gtk_snapshot_push_rounded_clip(snapshot, &rounded)
            var bounds = graphene(rect)
            gtk_snapshot_append_color(snapshot, &gdkColor, &bounds)
            gtk_snapshot_pop(snapshot)
        } else {
            var bounds = graphene(rect)
            gtk_snapshot_append_color(snapshot, &gdkColor, &bounds)
        }
    }

    /// Strokes the inside edge of a rectangle with `width`, with rounded corners when `cornerRadius` > 0.
    func stroke(_ rect: CGRect, width: CGFloat, color: RGBA, cornerRadius: CGFloat = 0) {
        stroke(rect, width: width, color: color, corners: CornerRadii(cornerRadius))
    }

    /// Strokes the inside edge of a rectangle whose corners each have their own radius.
    func stroke(_ rect: CGRect, width: CGFloat, color: RGBA, corners: CornerRadii) {
        guard width > 0, color.alpha > 0, rect.width > 0, rect.height > 0 else { return }
        var rounded = roundedRect(rect, corners: corners)
        var widths: [Float] = Array(repeating: Float(width), count: 4)
        var colors: [GdkRGBA] = Array(repeating: color.gdkRGBA, count: 4)
        gtk_snapshot_append_border(snapshot, &rounded, &widths, &colors)
    }

    /// Draws a blurred shadow outside a rounded rectangle, moved by `offset` (Core Animation's
    /// `shadowRadius` is taken as the blur radius).
    func shadow(of rect: CGRect, corners: CornerRadii, color: RGBA, offset: CGSize, radius: CGFloat) {
        guard color.alpha > 0, rect.width > 0, rect.height > 0 else { return }
        var rounded = roundedRect(rect, corners: corners)
        var gdkColor = color.gdkRGBA
        gtk_snapshot_append_outset_shadow(snapshot, &rounded, &gdkColor, Float(offset.width), Float(offset.height), 0, Float(radius * 2))
    }

    /// Clips everything drawn inside `body` to a (rounded) rectangle.
    func clipped(to rect: CGRect, cornerRadius: CGFloat = 0, _ body: () -> Void) {
        clipped(to: rect, corners: CornerRadii(cornerRadius), body)
    }

    /// Clips everything drawn inside `body` to a rectangle whose corners each have their own radius.
    func clipped(to rect: CGRect, corners: CornerRadii, _ body: () -> Void) {
        if !corners.isZero {
            var rounded = roundedRect(rect, corners: corners)
            gtk_snapshot_push_rounded_clip(snapshot, &rounded)
        } else {
            var bounds = graphene(rect)
            gtk_snapshot_push_clip(snapshot, &bounds)
        }
        body()
        gtk_snapshot_pop(snapshot)
    }

    /// Draws everything inside `body` with its origin moved to `point`.
    func translated(by point: CGPoint, _ body: () -> Void) {
        gtk_snapshot_save(snapshot)
        var offset = graphene_point_t(x: Float(point.x), y: Float(point.y))
        gtk_snapshot_translate(snapshot, &offset)
        body()
        gtk_snapshot_restore(snapshot)
    }

    /// Draws a Pango layout with its top-left corner at `origin`.
    func draw(layout: OpaquePointer, at origin: CGPoint, color: RGBA) {
        var gdkColor = color.gdkRGBA
        translated(by: origin) {
            gtk_snapshot_append_layout(snapshot, layout, &gdkColor)
        }
    }

    /// Draws a paintable (a texture or an icon) into `rect`; symbolic icons are recolored with `symbolicColor`.
    func draw(paintable: OpaquePointer, in rect: CGRect, symbolicColor: RGBA?) {
        guard rect.width > 0, rect.height > 0 else { return }
        translated(by: rect.origin) {
            if let symbolicColor {
                var colors = [symbolicColor.gdkRGBA, Self.errorColor, Self.warningColor, Self.successColor]
                gtk_symbolic_paintable_snapshot_symbolic(paintable, snapshot, Double(rect.width), Double(rect.height), &colors, 4)
            } else {
                gdk_paintable_snapshot(paintable, snapshot, Double(rect.width), Double(rect.height))
            }
        }
    }

    private static let errorColor = GdkRGBA(red: 0.88, green: 0.11, blue: 0.14, alpha: 1)
    private static let warningColor = GdkRGBA(red: 0.96, green: 0.47, blue: 0, alpha: 1)
    private static let successColor = GdkRGBA(red: 0.15, green: 0.64, blue: 0.41, alpha: 1)

    private func graphene(_ rect: CGRect) -> graphene_rect_t {
        graphene_rect_t(origin: graphene_point_t(x: Float(rect.minX), y: Float(rect.minY)),
                        size: graphene_size_t(width: Float(rect.width), height: Float(rect.height)))
    }

    private func roundedRect(_ rect: CGRect, corners: CornerRadii) -> GskRoundedRect {
        var rounded = GskRoundedRect()
        var bounds = graphene(rect)
        func size(_ radius: CGFloat) -> graphene_size_t {
            let clamped = Float(max(0, min(radius, rect.width / 2, rect.height / 2)))
            return graphene_size_t(width: clamped, height: clamped)
        }
        var topLeft = size(corners.topLeft), topRight = size(corners.topRight)
        var bottomRight = size(corners.bottomRight), bottomLeft = size(corners.bottomLeft)
        gsk_rounded_rect_init(&rounded, &bounds, &topLeft, &topRight, &bottomRight, &bottomLeft)
        return rounded
    }
}

/// The radius of each corner of a rounded rectangle.
struct CornerRadii: Hashable {
    var topLeft: CGFloat, topRight: CGFloat, bottomRight: CGFloat, bottomLeft: CGFloat

    /// The same radius on every corner.
    init(_ radius: CGFloat) {
        topLeft = radius; topRight = radius; bottomRight = radius; bottomLeft = radius
    }

    init(topLeft: CGFloat, topRight: CGFloat, bottomRight: CGFloat, bottomLeft: CGFloat) {
        self.topLeft = topLeft; self.topRight = topRight; self.bottomRight = bottomRight; self.bottomLeft = bottomLeft
    }

    var isZero: Bool { topLeft <= 0 && topRight <= 0 && bottomRight <= 0 && bottomLeft <= 0 }

    /// Each radius grown by `amount` (for strokes drawn outside a shape, concentric with it).
    func grown(by amount: CGFloat) -> CornerRadii {
        CornerRadii(topLeft: topLeft > 0 ? topLeft + amount : 0, topRight: topRight > 0 ? topRight + amount : 0,
                    bottomRight: bottomRight > 0 ? bottomRight + amount : 0, bottomLeft: bottomLeft > 0 ? bottomLeft + amount : 0)
    }
}

extension RGBA {
    /// The color as GDK's float RGBA.
    var gdkRGBA: GdkRGBA {
        GdkRGBA(red: Float(red), green: Float(green), blue: Float(blue), alpha: Float(alpha))
    }
}
