import CGtk
import CellKitCore
import Foundation

/// The GTK implementation of `Canvas`: render nodes appended to the `GtkSnapshot` of a view's widget
/// while GTK snapshots it (`GtkViewBacking`). Text is drawn from the Pango layouts `PangoTextEngine`
/// makes, images through `ImagePaintables`.
@preconcurrency @MainActor
struct GtkSnapshotCanvas: Canvas {
    /// The snapshot being drawn into (borrowed for the duration of one draw).
    let snapshot: OpaquePointer
    /// The view's `displayScale` trait (0 when unspecified): icons are rasterized at this many pixels
    /// per point, so a rendering at that scale draws them sharp.
    var displayScale: CGFloat = 1

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

    func stroke(_ rect: CGRect, width: CGFloat, color: RGBA, corners: CornerRadii) {
        guard width > 0, color.alpha > 0, rect.width > 0, rect.height > 0 else { return }
        var rounded = roundedRect(rect, corners: corners)
        var widths: [Float] = Array(repeating: Float(width), count: 4)
        var colors: [GdkRGBA] = Array(repeating: color.gdkRGBA, count: 4)
        gtk_snapshot_append_border(snapshot, &rounded, &widths, &colors)
    }

    func shadow(of rect: CGRect, corners: CornerRadii, color: RGBA, offset: CGSize, radius: CGFloat) {
        guard color.alpha > 0, rect.width > 0, rect.height > 0 else { return }
        var rounded = roundedRect(rect, corners: corners)
        var gdkColor = color.gdkRGBA
        gtk_snapshot_append_outset_shadow(snapshot, &rounded, &gdkColor, Float(offset.width), Float(offset.height), 0, Float(radius * 2))
    }

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

    func translated(by point: CGPoint, _ body: () -> Void) {
        gtk_snapshot_save(snapshot)
        var offset = graphene_point_t(x: Float(point.x), y: Float(point.y))
        gtk_snapshot_translate(snapshot, &offset)
        body()
        gtk_snapshot_restore(snapshot)
    }

    func withOpacity(_ opacity: CGFloat, _ body: () -> Void) {
        gtk_snapshot_push_opacity(snapshot, Double(opacity))
        body()
        gtk_snapshot_pop(snapshot)
    }

    /// Draws a Pango layout; `text` must come from `PangoTextEngine` (the engine of this backend).
    func draw(_ text: any TextLayout, at origin: CGPoint, color: RGBA) {
        guard let pango = text as? PangoTextLayout else {
            preconditionFailure("the GTK canvas draws text laid out by PangoTextEngine, not \(type(of: text))")
        }
        var gdkColor = color.gdkRGBA
        translated(by: CGPoint(x: origin.x, y: origin.y + pango.baselineShift)) {
            gtk_snapshot_append_layout(snapshot, pango.layout, &gdkColor)
        }
    }

    func draw(_ image: UIImage, in rect: CGRect, symbolicColor: RGBA?) {
        ImagePaintables.draw(image, in: rect, symbolicColor: symbolicColor, scale: displayScale, on: self)
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

extension RGBA {
    /// The color as GDK's float RGBA.
    var gdkRGBA: GdkRGBA {
        GdkRGBA(red: Float(red), green: Float(green), blue: Float(blue), alpha: Float(alpha))
    }
}
