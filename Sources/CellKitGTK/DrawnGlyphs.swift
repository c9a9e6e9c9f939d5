import CGtk
import CellKitCore
import Foundation

/// The few symbol shapes the Adwaita icon set lacks, drawn with cairo on its 16-unit grid with its stroke
/// weight (1.75 units), so they sit beside Adwaita icons: see `SymbolGlyph.drawnShapes`.
@preconcurrency @MainActor
enum DrawnGlyphs {
    /// The shape `side` pixels square, or nil for a name that is not a drawn shape.
    static func surface(_ shape: String, side: Int) -> GlyphSurface? {
        guard SymbolGlyph.drawnShapes.contains(shape) else { return nil }
        let surface = GlyphSurface(side: side)
        surface.draw { context in
            let pen = Pen(context: context, unit: Double(side) / 16)
            cairo_set_line_width(context, max(1, pen.unit * 1.75))
            cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
            draw(shape, with: pen)
            cairo_stroke(context)
        }
        return surface
    }

    /// Path building on the 16-unit grid.
    private struct Pen {
        let context: OpaquePointer
        let unit: Double
        func move(_ x: Double, _ y: Double) { cairo_move_to(context, x * unit, y * unit) }
        func line(_ x: Double, _ y: Double) { cairo_line_to(context, x * unit, y * unit) }
        func polygon(_ points: [(Double, Double)]) {
            guard let first = points.first else { return }
            move(first.0, first.1)
            for point in points.dropFirst() { line(point.0, point.1) }
            cairo_close_path(context)
        }
        func circle(_ x: Double, _ y: Double, _ radius: Double, from start: Double = 0, to end: Double = 2 * .pi) {
            cairo_new_sub_path(context)
            cairo_arc(context, x * unit, y * unit, radius * unit, start, end)
        }
        func dot(_ x: Double, _ y: Double, _ radius: Double) {
            circle(x, y, radius)
            cairo_fill(context)
        }
        func roundedRect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, radius r: Double) {
            cairo_new_sub_path(context)
            cairo_arc(context, (x + width - r) * unit, (y + r) * unit, r * unit, -.pi / 2, 0)
            cairo_arc(context, (x + width - r) * unit, (y + height - r) * unit, r * unit, 0, .pi / 2)
            cairo_arc(context, (x + r) * unit, (y + height - r) * unit, r * unit, .pi / 2, .pi)
            cairo_arc(context, (x + r) * unit, (y + r) * unit, r * unit, .pi, 3 * .pi / 2)
            cairo_close_path(context)
        }
    }

    private static func draw(_ shape: String, with pen: Pen) {
        switch shape {
        case "arrow":
            pen.move(2.5, 8); pen.line(13, 8)
            pen.move(8.5, 3.5); pen.line(13.25, 8); pen.line(8.5, 12.5)
        case "dot.radiowaves":
            pen.dot(8, 8, 1.6)
            for radius in [4.0, 6.75] {
                for centre in [0.0, Double.pi] { pen.circle(8, 8, radius, from: centre - 0.75, to: centre + 0.75) }
            }
        case "rectangle.stack":
            pen.roundedRect(1.5, 6.5, 13, 8, radius: 2)
            pen.move(3.5, 3.75); pen.line(12.5, 3.75)
            pen.move(5, 1.25); pen.line(11, 1.25)
        case "rectangle":
            pen.roundedRect(1.5, 3.5, 13, 9, radius: 2)
        case "highlighter":
            cairo_save(pen.context)
            cairo_translate(pen.context, 8 * pen.unit, 7 * pen.unit)
            cairo_rotate(pen.context, .pi / 5)
            cairo_translate(pen.context, -8 * pen.unit, -7 * pen.unit)
            pen.roundedRect(5.5, -0.5, 5, 7.5, radius: 1)
            pen.polygon([(6, 7), (6.5, 10), (9.5, 9), (10, 7)])
            cairo_restore(pen.context)
            pen.move(2, 14.5); pen.line(9, 14.5)
        case "tag":
            pen.polygon([(1.5, 1.5), (8, 1.5), (14.5, 8), (8, 14.5), (1.5, 8)])
            cairo_stroke(pen.context)
            pen.dot(5, 5, 1.3)
        case "paperplane":
            pen.polygon([(1.5, 7), (14.5, 1.5), (9, 14.5), (7.25, 8.75)])
            pen.move(7.25, 8.75); pen.line(14.5, 1.5)
        case "globe":
            pen.circle(8, 8, 6.5)
            cairo_save(pen.context)
            cairo_translate(pen.context, 8 * pen.unit, 8 * pen.unit)
            cairo_scale(pen.context, 0.45, 1)
            cairo_translate(pen.context, -8 * pen.unit, -8 * pen.unit)
            pen.circle(8, 8, 6.5)
            cairo_restore(pen.context)
            pen.move(1.5, 8); pen.line(14.5, 8)
        case "location":
            pen.polygon([(14, 2), (2, 7.25), (8.5, 7.5), (8.75, 14)])
        case "cart":
            pen.move(0.75, 2); pen.line(3, 2); pen.line(4.75, 10.5); pen.line(12.75, 10.5); pen.line(14.5, 4.5); pen.line(3.75, 4.5)
            cairo_stroke(pen.context)
            pen.dot(5.75, 13.75, 1.4)
            pen.dot(11.75, 13.75, 1.4)
        case "bag":
            pen.roundedRect(2, 5.5, 12, 9, radius: 1.5)
            pen.circle(8, 5.5, 3, from: .pi, to: 2 * .pi)
        case "laptop":
            pen.roundedRect(3, 3, 10, 7.5, radius: 1.25)
            pen.move(0.75, 13); pen.line(15.25, 13)
        case "speaker":
            pen.polygon([(2, 5.5), (5, 5.5), (9.5, 2), (9.5, 14), (5, 10.5), (2, 10.5)])
        case "sliders":
            for (y, knob) in [(3.0, 10.5), (8.0, 5.5), (13.0, 9.0)] {
                pen.move(1.5, y); pen.line(14.5, y)
                cairo_stroke(pen.context)
                pen.dot(knob, y, 2.1)
            }
        case "circle.lefthalf":
            pen.circle(8, 8, 6.5)
            cairo_stroke(pen.context)
            pen.circle(8, 8, 6.5, from: .pi / 2, to: 3 * .pi / 2)
            cairo_fill(pen.context)
        case "bolt":
            pen.polygon([(9.5, 1), (3, 9), (7.5, 9), (6.5, 15), (13, 7), (8.5, 7)])
        case "bicycle":
            pen.circle(3.75, 10.75, 3.25)
            pen.circle(12.25, 10.75, 3.25)
            pen.move(3.75, 10.75); pen.line(6.5, 5.5); pen.line(11, 5.5); pen.line(12.25, 10.75)
            pen.move(6.5, 5.5); pen.line(8.25, 10.75); pen.line(11, 5.5)
            pen.move(11, 5.5); pen.line(10.25, 2.75); pen.line(12.25, 2.75)
            pen.move(5.25, 3.75); pen.line(7.75, 3.75)
        case "bandage":
            cairo_save(pen.context)
            cairo_translate(pen.context, 8 * pen.unit, 8 * pen.unit)
            cairo_rotate(pen.context, -.pi / 4)
            cairo_translate(pen.context, -8 * pen.unit, -8 * pen.unit)
            pen.roundedRect(0.5, 5, 15, 6, radius: 3)
            pen.move(5.5, 5); pen.line(5.5, 11)
            pen.move(10.5, 5); pen.line(10.5, 11)
            cairo_restore(pen.context)
            cairo_stroke(pen.context)
            for (x, y) in [(7.3, 7.3), (8.7, 8.7), (7.3, 8.7), (8.7, 7.3)] { pen.dot(x, y, 0.55) }
        default: // lines.decrease
            pen.move(1.5, 3.5); pen.line(14.5, 3.5)
            pen.move(4, 8); pen.line(12, 8)
            pen.move(6.5, 12.5); pen.line(9.5, 12.5)
        }
    }
}
