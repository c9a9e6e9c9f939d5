import CGtk
import CellKitCore
import Foundation

/// The ink and the broken words of a Pango layout, read from Pango's own layout: what GTK draws.
extension PangoTextLayout: InspectableTextLayout {
    var inkRect: CGRect {
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        let scale = CGFloat(PANGO_SCALE)
        return CGRect(x: CGFloat(ink.x) / scale, y: CGFloat(ink.y) / scale,
                      width: CGFloat(ink.width) / scale, height: CGFloat(ink.height) / scale)
    }

    var wordsBrokenAcrossLines: [String] {
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
