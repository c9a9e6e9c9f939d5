import CGtk
import CellKitCore
import Foundation

/// The GTK backend's `TextEngine`: Pango, through one shared context (see `PangoTextLayout`).
package struct PangoTextEngine: TextEngine {
    /// The engine; every instance shares Pango's one context.
    package init() {}

    /// A `PangoTextLayout` of the request.
    @MainActor package func layout(_ request: TextLayoutRequest) -> any TextLayout {
        PangoTextLayout(text: request.text, font: request.font, width: request.width, numberOfLines: request.numberOfLines,
                        lineBreakMode: request.lineBreakMode, alignment: request.alignment, isRightToLeft: request.isRightToLeft,
                        attributes: request.attributes, traits: request.traits)
    }
}

/// Text measured and drawn with Pango, the way `UILabel` lays it out.
///
/// All text shares one Pango context built from the cairo font map with fixed font options
/// (grayscale antialiasing, slight hinting, unhinted metrics), so measurement and drawing agree,
/// results do not depend on desktop settings, and no display is needed to measure. Font sizes
/// are absolute pixels: 1 UIKit point is 1 GTK logical pixel.
@MainActor
final class PangoTextLayout: TextLayout {
    /// The Pango layout (owned).
    let layout: OpaquePointer
    /// How far below the layout's origin Pango's layout is drawn (negative: above), so that the first
    /// baseline of system-font text sits at SF Pro's ascender (see `PangoSystemFontMetrics`).
    let baselineShift: CGFloat
    /// The room a line needs past its measured width: Pango leaves the last letter's positive tracking out
    /// of the width it reports but needs it to fit the line without truncating it (as UIKit counts the
    /// tracking after the last letter in a label's width).
    private let trailingTracking: CGFloat

    /// A layout of `text` in `font`, wrapped at `width` (nil: no wrapping) within `numberOfLines`
    /// (0: unlimited) and truncated by `lineBreakMode`. System-font text takes SF Pro's line height, baseline
    /// and tracking unless `matchesSystemFontMetrics` is false (Inter's own, for glyphs that are not text).
    init(text: String, font: UIFont, width: CGFloat?, numberOfLines: Int,
         lineBreakMode: NSLineBreakMode, alignment: NSTextAlignment, isRightToLeft: Bool,
         attributes attributed: NSAttributedString? = nil, traits: UITraitCollection? = nil,
         matchesSystemFontMetrics: Bool = true) {
        layout = pango_layout_new(PangoTextLayout.context)
        baselineShift = matchesSystemFontMetrics ? PangoSystemFontMetrics.baselineShift(for: font) : 0
        trailingTracking = matchesSystemFontMetrics && !text.isEmpty ? max(0, font.tracking) : 0
        pango_layout_set_text(layout, text, -1)
        let description = PangoTextLayout.fontDescription(for: font)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_auto_dir(layout, 0)
        // UIKit breaks a word that does not fit a line without adding a hyphen.
        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        if matchesSystemFontMetrics {
            pango_attr_list_insert(attributes, PangoSystemFontMetrics.lineHeightAttribute(for: font))
            pango_attr_list_insert(attributes, PangoSystemFontMetrics.letterSpacingAttribute(for: font))
        }
        if let attributed, attributed.string == text {
            PangoTextAttributes.insert(attributed, into: attributes!, traits: traits ?? .current,
                                       baseFont: matchesSystemFontMetrics ? font : nil)
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        if let width, width.isFinite, width < 1_000_000 {
            pango_layout_set_width(layout, Int32(width * CGFloat(PANGO_SCALE)))
        }
        configureWrapping(numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, wraps: width != nil)
        configureAlignment(alignment, isRightToLeft: isRightToLeft)
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// The size of the laid-out text in points (fractional).
    var size: CGSize {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = CGFloat(PANGO_SCALE)
        return CGSize(width: CGFloat(logical.width) / scale + trailingTracking, height: CGFloat(logical.height) / scale)
    }

    /// Whether text was cut off (ellipsized or lines dropped).
    var isTruncated: Bool {
        pango_layout_is_ellipsized(layout) != 0
    }

    /// The number of lines after wrapping.
    var lineCount: Int {
        Int(pango_layout_get_line_count(layout))
    }

    /// The distance from the top of the layout to the first line's baseline.
    var firstBaseline: CGFloat {
        CGFloat(pango_layout_get_baseline(layout)) / CGFloat(PANGO_SCALE) + baselineShift
    }

    /// The distance from the top of the layout to the last line's baseline.
    var lastBaseline: CGFloat {
        guard let iterator = pango_layout_get_iter(layout) else { return firstBaseline }
        defer { pango_layout_iter_free(iterator) }
        while pango_layout_iter_next_line(iterator) != 0 {}
        return CGFloat(pango_layout_iter_get_baseline(iterator)) / CGFloat(PANGO_SCALE) + baselineShift
    }

    private func configureWrapping(numberOfLines: Int, lineBreakMode: NSLineBreakMode, wraps: Bool) {
        let ellipsize: PangoEllipsizeMode = switch lineBreakMode {
        case .byTruncatingHead: PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
        case .byTruncatingTail: PANGO_ELLIPSIZE_END
        default: PANGO_ELLIPSIZE_NONE
        }
        pango_layout_set_wrap(layout, lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        guard wraps else { return }
        if numberOfLines == 1 {
            // A single line never wraps: it is truncated at the width, or clipped when drawn.
            if ellipsize == PANGO_ELLIPSIZE_NONE {
                pango_layout_set_width(layout, -1)
            } else {
                pango_layout_set_ellipsize(layout, ellipsize)
                pango_layout_set_height(layout, -1)
            }
        } else if numberOfLines > 1 {
            pango_layout_set_ellipsize(layout, ellipsize == PANGO_ELLIPSIZE_NONE ? PANGO_ELLIPSIZE_END : ellipsize)
            pango_layout_set_height(layout, Int32(-numberOfLines))
        }
    }

    private func configureAlignment(_ alignment: NSTextAlignment, isRightToLeft: Bool) {
        let pangoAlignment: PangoAlignment = switch alignment {
        case .center: PANGO_ALIGN_CENTER
        case .right: PANGO_ALIGN_RIGHT
        case .left: PANGO_ALIGN_LEFT
        case .natural, .justified: isRightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
        @unknown default: PANGO_ALIGN_LEFT
        }
        pango_layout_set_alignment(layout, pangoAlignment)
        pango_layout_set_justify(layout, alignment == .justified ? 1 : 0)
    }

    /// The Pango font description for a UIKit font: the font's family (Inter for the system font,
    /// falling back to the default sans face), its weight and slant, and an absolute pixel size.
    static func fontDescription(for font: UIFont) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, "\(font.familyName),sans-serif")
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.cssWeight)))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, Double(font.pointSize) * Double(PANGO_SCALE))
        return description
    }

    /// The one Pango context all text is measured and drawn with.
    static let context: OpaquePointer = {
        let fontMap = pango_cairo_font_map_get_default()
        let context = pango_font_map_create_context(fontMap)!
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, 96)
        pango_context_set_round_glyph_positions(context, 0)
        return context
    }()
}
