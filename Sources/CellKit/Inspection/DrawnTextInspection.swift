import CGtk
import Foundation

/// How a label's text came out when it was drawn at the label's current size: where its ink is, and
/// whether it was shortened or broken inside a word. Preview tools (CellScope's lint) read it; UIKit
/// keeps the same facts private. Not UIKit.
package struct DrawnTextInspection: Sendable {
    /// The ink of the glyphs in the label's coordinates, before the label's clip to its bounds.
    package let inkRect: CGRect
    /// The point size the text drew at (smaller than the font's when `adjustsFontSizeToFitWidth` shrank it).
    package let pointSize: CGFloat
    /// The weight the text drew with (Bold Text applied).
    package let weight: UIFont.Weight
    /// Whether an ellipsis replaced text: a line longer than the width, or lines beyond `numberOfLines`.
    package let isEllipsized: Bool
    /// How far the laid-out text reaches past the label's bounds (zero when it fits); text there is
    /// cut off by the label's clip.
    package let overflow: CGSize
    /// The number of lines drawn.
    package let lineCount: Int
    /// The words split across two lines because they did not fit a line on their own.
    package let wordsBrokenAcrossLines: [String]
}

extension UILabel {
    /// The text as drawn at the label's current bounds, font (after `adjustsFontSizeToFitWidth`) and
    /// traits; nil for a label without text or without width. Not UIKit.
    package func drawnTextInspection() -> DrawnTextInspection? {
        guard let text, !text.isEmpty, bounds.width > 0 else { return nil }
        let font = fittingFont(for: text)
        // Line breaks and ink come from Pango's own layout: the inspection reads what GTK draws.
        guard let textLayout = makeLayout(text: text, font: font, width: bounds.width) as? PangoTextLayout else { return nil }
        let layout = textLayout.layout
        let size = textLayout.size
        let top = ((bounds.height - size.height) / 2).rounded(.down)
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        let scale = CGFloat(PANGO_SCALE)
        let inkRect = CGRect(x: CGFloat(ink.x) / scale, y: top + textLayout.baselineShift + CGFloat(ink.y) / scale,
                             width: CGFloat(ink.width) / scale, height: CGFloat(ink.height) / scale)
        let overflow = CGSize(width: max(0, size.width - bounds.width), height: max(0, top + size.height - bounds.height, -top))
        return DrawnTextInspection(inkRect: inkRect, pointSize: font.pointSize, weight: font.weight,
                                   isEllipsized: textLayout.isTruncated, overflow: overflow, lineCount: textLayout.lineCount,
                                   wordsBrokenAcrossLines: Self.wordsBroken(in: layout))
    }

    /// The words Pango had to break where no line break is allowed (inside a word), one per such line start.
    private static func wordsBroken(in layout: OpaquePointer) -> [String] {
        let lineCount = Int(pango_layout_get_line_count(layout))
        guard lineCount > 1, let textPointer = pango_layout_get_text(layout) else { return [] }
        var attributeCount: Int32 = 0
        guard let attributes = pango_layout_get_log_attrs_readonly(layout, &attributeCount) else { return [] }
        let characters = Array(String(cString: textPointer).unicodeScalars)
        var words: [String] = []
        for index in 1..<lineCount {
            guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { continue }
            let offset = Int(g_utf8_pointer_to_offset(textPointer, textPointer + Int(line.pointee.start_index)))
            guard offset > 0, offset < Int(attributeCount), offset < characters.count else { continue }
            let attribute = attributes[offset]
            guard attribute.is_line_break == 0, attribute.is_mandatory_break == 0,
                  !characters[offset - 1].properties.isWhitespace, !characters[offset].properties.isWhitespace else { continue }
            var start = offset, end = offset
            while start > 0, !characters[start - 1].properties.isWhitespace { start -= 1 }
            while end < characters.count, !characters[end].properties.isWhitespace { end += 1 }
            var word = String.UnicodeScalarView()
            word.append(contentsOf: characters[start..<end])
            words.append(String(word))
        }
        return words
    }
}
