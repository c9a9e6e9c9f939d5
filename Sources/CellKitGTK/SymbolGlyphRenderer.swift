import CGtk
import CellKitCore
import Foundation

/// Draws symbol glyphs that are not an icon drawn as it is: icons changed by modifiers (outline, fill,
/// circle, slash, badge…) and initials in a rounded frame (see `SymbolGlyph`).
///
/// Each glyph is built once per pixel size as an alpha mask (at three times the device resolution of the
/// snapshot) and cached; drawing fills the mask with the symbol's color through a cairo node.
///
/// Proportions follow the Adwaita grid the icons are drawn on (16 units): a margin of one unit, strokes of
/// about a twelfth of the glyph, and an inner glyph of 58 % inside circles and squares (60 % when cut out
/// of a filled shape), so composed glyphs sit beside plain icons at the same visual weight.
@preconcurrency @MainActor
enum SymbolGlyphRenderer {
    private static var masks: [String: GlyphSurface] = [:]
    /// Masks are built at this multiple of the device pixel size and scaled down when drawn, so modifiers
    /// that scale or cut a glyph keep smooth edges.
    static let supersampling = 3
    private static let capacity = 512

    /// Draws `glyph` into `rect` of `snapshot` in `color`. `symbolName` supplies the initials drawn instead
    /// when an icon file of the glyph cannot be read.
    static func draw(_ glyph: SymbolGlyph, symbolName: String, in rect: CGRect, color: RGBA, snapshot: OpaquePointer) {
        guard rect.width > 0, rect.height > 0, color.alpha > 0 else { return }
        var bounds = graphene_rect_t(origin: graphene_point_t(x: Float(rect.minX), y: Float(rect.minY)),
                                     size: graphene_size_t(width: Float(rect.width), height: Float(rect.height)))
        guard let context = gtk_snapshot_append_cairo(snapshot, &bounds) else { return }
        defer { cairo_destroy(context) }
        var deviceWidth = Double(rect.width), deviceHeight = Double(rect.height)
        cairo_user_to_device_distance(context, &deviceWidth, &deviceHeight)
        let side = max(1, Int(max(abs(deviceWidth), abs(deviceHeight)).rounded(.up))) * supersampling
        let surface = mask(for: glyph, side: side)
            ?? mask(for: SymbolGlyph(base: .letters(SymbolInitials.letters(for: symbolName))), side: side)
        guard let surface else { return }
        cairo_translate(context, Double(rect.minX), Double(rect.minY))
        cairo_scale(context, Double(rect.width) / Double(side), Double(rect.height) / Double(side))
        cairo_set_source_rgba(context, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
        surface.paint(into: context)
    }

    /// The glyph's coverage `side` pixels square (cached), or nil when an icon it uses cannot be read.
    static func mask(for glyph: SymbolGlyph, side: Int) -> GlyphSurface? {
        let key = "\(glyph)@\(side)"
        if let cached = masks[key] { return cached }
        guard let built = build(glyph, side: side) else { return nil }
        if masks.count >= capacity { masks.removeAll() }
        masks[key] = built
        return built
    }

    private static func build(_ glyph: SymbolGlyph, side: Int) -> GlyphSurface? {
        let metrics = Metrics(side: side)
        var surface: GlyphSurface
        switch glyph.base {
        case .icon(let name):
            guard let icon = iconSurface(name, side: side) else { return nil }
            surface = icon
        case .letters(let text):
            surface = framedLetters(text, metrics: metrics)
        case .drawn(let shape):
            guard let drawn = DrawnGlyphs.surface(shape, side: side) else { return nil }
            surface = drawn
        }
        for modifier in glyph.modifiers {
            guard let next = apply(modifier, to: surface, metrics: metrics) else { return nil }
            surface = next
        }
        return surface
    }

    private static func iconSurface(_ name: String, side: Int) -> GlyphSurface? {
        guard let file = IconThemeIndex.installed.file(forIcon: name) else { return nil }
        return GlyphSurface.icon(file: file, side: side)
    }

    /// Sizes for one pixel size.
    private struct Metrics {
        let side: Int
        var size: Double { Double(side) }
        /// One Adwaita grid unit.
        var margin: Double { size / 16 }
        /// The stroke of circles, squares, slashes and frames.
        var stroke: Double { max(1, size / 12) }
        /// The outline width cut from filled shapes.
        var outlineWidth: Int { max(1, Int((size / 12).rounded())) }
        /// An outlined icon's outer edge (two grid units and a pixel of antialiasing).
        var ringWidth: Int { Int((size / 8).rounded(.up)) + 1 }
    }

    private static func apply(_ modifier: SymbolGlyph.Modifier, to glyph: GlyphSurface, metrics: Metrics) -> GlyphSurface? {
        let size = metrics.size, centre = metrics.size / 2
        switch modifier {
        case .outline:
            return GlyphSurface(mask: glyph.mask.outline(width: metrics.outlineWidth))
        case .fill:
            return GlyphSurface(mask: glyph.mask.solidWithDetailsCut(ringWidth: metrics.ringWidth))
        case .inner:
            return GlyphSurface(mask: glyph.mask.innerDetails(ringWidth: metrics.ringWidth))
        case .holes:
            return GlyphSurface(mask: glyph.mask.holes())
        case .opaque:
            return GlyphSurface(mask: glyph.mask.strengthened())
        case .mirror:
            return glyph.redrawn { context in
                cairo_translate(context, size, 0)
                cairo_scale(context, -1, 1)
            }
        case .rotate(let degrees):
            return glyph.redrawn { context in
                cairo_translate(context, centre, centre)
                cairo_rotate(context, Double(degrees) * .pi / 180)
                cairo_translate(context, -centre, -centre)
            }
        case .scale(let percent):
            return glyph.scaled(by: Double(percent) / 100)
        case .slash:
            return slashed(glyph, metrics: metrics)
        case .circle, .square:
            return enclosed(glyph, metrics: metrics, isCircle: modifier == .circle, isFilled: false)
        case .circleFill, .squareFill:
            return enclosed(glyph, metrics: metrics, isCircle: modifier == .circleFill, isFilled: true)
        case .badge(let icon):
            return badged(glyph, icon: icon, metrics: metrics)
        case .inside(let icon):
            guard let container = iconSurface(icon, side: metrics.side) else { return nil }
            let inner = glyph.scaled(by: 0.5)
            let result = container.redrawn { _ in }
            result.draw { context in inner.paint(into: context) }
            return result
        }
    }

    /// The glyph struck through from top left to bottom right, with a gap either side of the stroke.
    private static func slashed(_ glyph: GlyphSurface, metrics: Metrics) -> GlyphSurface {
        let result = glyph.redrawn { _ in }
        let inset = metrics.margin * 1.5
        result.draw { context in
            cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
            cairo_move_to(context, inset, inset)
            cairo_line_to(context, metrics.size - inset, metrics.size - inset)
            cairo_set_operator(context, CAIRO_OPERATOR_DEST_OUT)
            cairo_set_line_width(context, metrics.stroke * 3)
            cairo_stroke_preserve(context)
            cairo_set_operator(context, CAIRO_OPERATOR_OVER)
            cairo_set_line_width(context, metrics.stroke)
            cairo_stroke(context)
        }
        return result
    }

    /// The glyph shrunk inside a stroked circle or rounded square, or cut out of a filled one.
    private static func enclosed(_ glyph: GlyphSurface, metrics: Metrics, isCircle: Bool, isFilled: Bool) -> GlyphSurface {
        let result = GlyphSurface(side: metrics.side)
        let inner = glyph.scaled(by: isFilled ? 0.6 : 0.58)
        result.draw { context in
            let inset = metrics.margin + (isFilled ? 0 : metrics.stroke / 2)
            shapePath(context, rect: CGRect(x: inset, y: inset, width: metrics.size - 2 * inset, height: metrics.size - 2 * inset),
                      isCircle: isCircle)
            if isFilled {
                cairo_fill(context)
                cairo_set_operator(context, CAIRO_OPERATOR_DEST_OUT)
            } else {
                cairo_set_line_width(context, metrics.stroke)
                cairo_stroke(context)
            }
            inner.paint(into: context)
        }
        return result
    }

    /// A small icon at the bottom trailing corner, with a gap cut around it.
    private static func badged(_ glyph: GlyphSurface, icon: String, metrics: Metrics) -> GlyphSurface? {
        let badgeSide = Int((metrics.size * 0.56).rounded())
        guard let badge = iconSurface(icon, side: badgeSide) else { return nil }
        let result = glyph.redrawn { _ in }
        let origin = metrics.size - Double(badgeSide)
        result.draw { context in
            let radius = Double(badgeSide) / 2
            cairo_arc(context, origin + radius, origin + radius, radius + metrics.margin, 0, 2 * .pi)
            cairo_set_operator(context, CAIRO_OPERATOR_DEST_OUT)
            cairo_fill(context)
            cairo_set_operator(context, CAIRO_OPERATOR_OVER)
            cairo_translate(context, origin, origin)
            badge.paint(into: context)
        }
        return result
    }

    /// Initials inside a stroked rounded frame.
    private static func framedLetters(_ text: String, metrics: Metrics) -> GlyphSurface {
        let inset = metrics.margin + metrics.stroke / 2
        let box = metrics.size - 2 * (metrics.margin + metrics.stroke) - 2 * max(1, metrics.margin)
        let result = GlyphSurface.letters(text, side: metrics.side, box: box)
        result.draw { context in
            shapePath(context, rect: CGRect(x: inset, y: inset, width: metrics.size - 2 * inset, height: metrics.size - 2 * inset),
                      isCircle: false)
            cairo_set_line_width(context, metrics.stroke)
            cairo_stroke(context)
        }
        return result
    }

    /// A circle, or a square with corners of 22 % of its side, as the current path.
    private static func shapePath(_ context: OpaquePointer, rect: CGRect, isCircle: Bool) {
        let x = Double(rect.minX), y = Double(rect.minY), width = Double(rect.width)
        let radius = isCircle ? width / 2 : width * 0.22
        cairo_new_sub_path(context)
        cairo_arc(context, x + width - radius, y + radius, radius, -.pi / 2, 0)
        cairo_arc(context, x + width - radius, y + width - radius, radius, 0, .pi / 2)
        cairo_arc(context, x + radius, y + width - radius, radius, .pi / 2, .pi)
        cairo_arc(context, x + radius, y + radius, radius, .pi, 3 * .pi / 2)
        cairo_close_path(context)
    }
}
