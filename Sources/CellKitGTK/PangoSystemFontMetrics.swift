import CGtk
import CellKitCore
import Foundation

/// How Pango lays out the system font, Inter, so its lines land where SF Pro's do: each line as tall as a
/// line of SF Pro (`UIFont.lineHeight`), the first baseline `UIFont.ascender` below the line's top, and
/// letters tracked by size (`SystemFontTracking`) so lines are as long as SF Pro's and wrap at the same words.
///
/// Pango's line height attribute scales each line by a factor and splits the difference evenly above and
/// below the glyphs; Inter's ascent is taller than SF Pro's, so the drawn layout is moved up by
/// ``baselineShift(for:)`` to put the baseline at SF Pro's ascender.
@MainActor
enum PangoSystemFontMetrics {
    /// Inter's ascent and its ascent plus descent per point of size, as Pango reads them from the font.
    static let interProportions: (ascent: CGFloat, height: CGFloat) = {
        let size: CGFloat = 1000
        let description = pango_font_description_new()!
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, "\(UIFont.systemFont(ofSize: size).familyName),sans-serif")
        pango_font_description_set_absolute_size(description, Double(size) * Double(PANGO_SCALE))
        let metrics = pango_context_get_metrics(PangoTextLayout.context, description, nil)
        defer { pango_font_metrics_unref(metrics) }
        let ascent = CGFloat(pango_font_metrics_get_ascent(metrics)) / CGFloat(PANGO_SCALE)
        let descent = CGFloat(pango_font_metrics_get_descent(metrics)) / CGFloat(PANGO_SCALE)
        return (ascent / size, (ascent + descent) / size)
    }()

    /// Whether `font` is drawn at SF Pro's metrics: system fonts are, fonts named by face are not.
    static func appliesToFont(_ font: UIFont) -> Bool { font.isSystemFont }

    /// The line height attribute for text in `font`: SF Pro's line height for system fonts, the font's own
    /// (a factor of 1) for others.
    static func lineHeightAttribute(for font: UIFont) -> UnsafeMutablePointer<PangoAttribute>? {
        pango_attr_line_height_new(Double(lineHeightFactor(for: font)))
    }

    /// The factor of Inter's own line height that makes a line in `font` as tall as SF Pro's (labels lay
    /// text out with it, text fields and text views style it in CSS); 1 for fonts named by face.
    static func lineHeightFactor(for font: UIFont) -> CGFloat {
        guard appliesToFont(font), font.pointSize > 0 else { return 1 }
        return font.lineHeight / (font.pointSize * interProportions.height)
    }

    /// The letter spacing attribute for text in `font`, with `kern` points added (an attributed string's kern).
    static func letterSpacingAttribute(for font: UIFont, kern: CGFloat = 0) -> UnsafeMutablePointer<PangoAttribute>? {
        // `tracking` is 0 for fonts named by face.
        pango_attr_letter_spacing_new(Int32(((font.tracking + kern) * CGFloat(PANGO_SCALE)).rounded()))
    }

    /// How far down (negative: up) a layout in `font` is drawn from its origin so that its first baseline is
    /// `font.ascender` below the top: SF Pro's ascender less the baseline Pango places after scaling the line.
    static func baselineShift(for font: UIFont) -> CGFloat {
        guard appliesToFont(font) else { return 0 }
        let interHeight = font.pointSize * interProportions.height
        let pangoBaseline = font.pointSize * interProportions.ascent + (font.lineHeight - interHeight) / 2
        return font.ascender - pangoBaseline
    }
}
