import CGtk
import CellKitCore
import Foundation

/// Turns an attributed string's UIKit attributes into Pango attributes: font, foreground and
/// background color, kern, underline and strikethrough. Other attributes are not drawn.
/// When `baseFont` is given, runs are laid out at SF Pro's metrics (`PangoSystemFontMetrics`): each run's
/// font sets its line height and tracking, and kern adds to the tracking of the run's font (or `baseFont`).
@preconcurrency @MainActor
enum PangoTextAttributes {
    static func insert(_ attributed: NSAttributedString, into list: OpaquePointer, traits: UITraitCollection,
                       baseFont: UIFont? = nil) {
        let string = attributed.string
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length)) { values, range, _ in
            guard let swiftRange = Range(range, in: string) else { return }
            let start = UInt32(string.utf8.distance(from: string.utf8.startIndex, to: swiftRange.lowerBound))
            let end = UInt32(string.utf8.distance(from: string.utf8.startIndex, to: swiftRange.upperBound))
            func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = start
                attribute.pointee.end_index = end
                pango_attr_list_insert(list, attribute)
            }
            let runFont = values[.font] as? UIFont
            if let runFont {
                let description = PangoTextLayout.fontDescription(for: runFont)
                add(pango_attr_font_desc_new(description))
                pango_font_description_free(description)
                if baseFont != nil { add(PangoSystemFontMetrics.lineHeightAttribute(for: runFont)) }
            }
            let kern = (values[.kern] as? NSNumber).map { CGFloat($0.doubleValue) }
            if let font = runFont ?? baseFont, baseFont != nil, runFont != nil || kern != nil {
                add(PangoSystemFontMetrics.letterSpacingAttribute(for: font, kern: kern ?? 0))
            } else if let kern {
                add(pango_attr_letter_spacing_new(Int32((kern * CGFloat(PANGO_SCALE)).rounded())))
            }
            if let color = values[.foregroundColor] as? UIColor {
                let rgba = color.rgba(resolvedWith: traits)
                add(pango_attr_foreground_new(channel(rgba.red), channel(rgba.green), channel(rgba.blue)))
                add(pango_attr_foreground_alpha_new(channel(rgba.alpha)))
            }
            if let color = values[.backgroundColor] as? UIColor {
                let rgba = color.rgba(resolvedWith: traits)
                add(pango_attr_background_new(channel(rgba.red), channel(rgba.green), channel(rgba.blue)))
                add(pango_attr_background_alpha_new(channel(rgba.alpha)))
            }
            if let style = underline(values[.underlineStyle]) {
                add(pango_attr_underline_new(style.contains(.double) ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE))
            }
            if underline(values[.strikethroughStyle]) != nil {
                add(pango_attr_strikethrough_new(1))
            }
        }
    }

    private static func channel(_ value: CGFloat) -> UInt16 {
        UInt16(min(max(value, 0), 1) * 65535)
    }

    private static func underline(_ value: Any?) -> NSUnderlineStyle? {
        let raw = (value as? NSUnderlineStyle)?.rawValue ?? (value as? NSNumber)?.intValue ?? 0
        return raw == 0 ? nil : NSUnderlineStyle(rawValue: raw)
    }
}
