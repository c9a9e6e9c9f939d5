import CGtk
import CellKitCore
import Foundation

/// A square 8-bit alpha cairo surface holding one symbol glyph's coverage, and the drawing steps that
/// build it: an icon file's shape, a transformed copy, shapes stroked or cut out, letters.
///
/// Coverage only: the color is chosen when the glyph is drawn (`SymbolGlyphRenderer`).
@MainActor
final class GlyphSurface {
    /// The cairo image surface (owned), format A8.
    let surface: OpaquePointer
    /// Width and height in pixels.
    let side: Int

    /// A transparent surface `side` pixels square.
    init(side: Int) {
        self.side = max(1, side)
        surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(self.side), Int32(self.side))
    }

    isolated deinit {
        cairo_surface_destroy(surface)
    }

    /// The shape of an icon file (SVG or PNG) drawn to fill the square, or nil when it cannot be read.
    static func icon(file: URL, side: Int) -> GlyphSurface? {
        var error: UnsafeMutablePointer<GError>?
        guard let pixbuf = gdk_pixbuf_new_from_file_at_size(file.path, Int32(side), Int32(side), &error) else {
            g_clear_error(&error)
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let width = Int(gdk_pixbuf_get_width(pixbuf)), height = Int(gdk_pixbuf_get_height(pixbuf))
        let rowStride = Int(gdk_pixbuf_get_rowstride(pixbuf)), channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
        guard let source = gdk_pixbuf_get_pixels(pixbuf) else { return nil }
        var pixels = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                pixels[y * width + x] = hasAlpha ? source[y * rowStride + x * channels + channels - 1] : 255
            }
        }
        let loaded = GlyphSurface(mask: AlphaMask(width: width, height: height, pixels: pixels))
        guard width != side || height != side else { return loaded }
        // Centre a non-square image in the square.
        return loaded.redrawn(side: side) { context in
            cairo_translate(context, Double(side - width) / 2, Double(side - height) / 2)
        }
    }

    /// A surface holding `mask`.
    convenience init(mask: AlphaMask) {
        self.init(side: max(mask.width, mask.height))
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        if let data = cairo_image_surface_get_data(surface) {
            for y in 0..<mask.height {
                for x in 0..<mask.width { data[y * stride + x] = mask[x, y] }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// The surface's coverage as a mask.
    var mask: AlphaMask {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return AlphaMask(width: side, height: side, pixels: []) }
        var pixels = [UInt8](repeating: 0, count: side * side)
        for y in 0..<side {
            for x in 0..<side { pixels[y * side + x] = data[y * stride + x] }
        }
        return AlphaMask(width: side, height: side, pixels: pixels)
    }

    /// Runs `body` with a cairo context drawing onto this surface in opaque coverage.
    func draw(_ body: (OpaquePointer) -> Void) {
        let context = cairo_create(surface)!
        cairo_set_source_rgba(context, 0, 0, 0, 1)
        body(context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
    }

    /// Paints this glyph through `context`'s current transform at the origin (with the context's operator).
    func paint(into context: OpaquePointer) {
        cairo_mask_surface(context, surface, 0, 0)
    }

    /// A new surface `side` pixels square with this glyph painted after `transform` is applied.
    func redrawn(side newSide: Int? = nil, transform: (OpaquePointer) -> Void) -> GlyphSurface {
        let result = GlyphSurface(side: newSide ?? side)
        result.draw { context in
            transform(context)
            paint(into: context)
        }
        return result
    }

    /// A new surface with this glyph scaled by `factor` about the centre.
    func scaled(by factor: Double) -> GlyphSurface {
        redrawn { context in
            let centre = Double(side) / 2
            cairo_translate(context, centre, centre)
            cairo_scale(context, factor, factor)
            cairo_translate(context, -centre, -centre)
        }
    }

    /// Letters drawn centred, as large as fits `box` pixels wide and `box * 0.62` tall (semibold system font).
    static func letters(_ text: String, side: Int, box: Double) -> GlyphSurface {
        let result = GlyphSurface(side: side)
        guard !text.isEmpty, box > 0 else { return result }
        var fontSize = box * 0.62
        var layout = PangoTextLayout.glyphLetters(text, size: fontSize)
        var ink = layout.inkRect
        let fit = min(box / max(ink.width, 1), box * 0.62 / max(ink.height, 1))
        if fit < 1 {
            fontSize *= fit
            layout = PangoTextLayout.glyphLetters(text, size: fontSize)
            ink = layout.inkRect
        }
        result.draw { context in
            let centre = Double(side) / 2
            cairo_move_to(context, centre - ink.midX, centre - ink.midY)
            pango_cairo_show_layout(context, layout.layout)
        }
        return result
    }
}

extension PangoTextLayout {
    /// A one-line layout of `text` in the semibold system font at `size` pixels, for symbol initials.
    static func glyphLetters(_ text: String, size: Double) -> PangoTextLayout {
        PangoTextLayout(text: text, font: .systemFont(ofSize: CGFloat(max(size, 1)), weight: .semibold), width: nil,
                   numberOfLines: 1, lineBreakMode: .byClipping, alignment: .natural, isRightToLeft: false,
                   matchesSystemFontMetrics: false)
    }
}
