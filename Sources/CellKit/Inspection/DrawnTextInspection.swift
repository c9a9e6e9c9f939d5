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
        // Line breaks and ink come from the text engine's own layout: the inspection reads what is drawn.
        guard let textLayout = makeLayout(text: text, font: font, width: bounds.width) as? any InspectableTextLayout else { return nil }
        let size = textLayout.size
        let top = ((bounds.height - size.height) / 2).rounded(.down)
        let ink = textLayout.inkRect
        let inkRect = CGRect(x: ink.origin.x, y: top + textLayout.baselineShift + ink.origin.y, width: ink.size.width, height: ink.size.height)
        let overflow = CGSize(width: max(0, size.width - bounds.width), height: max(0, top + size.height - bounds.height, -top))
        return DrawnTextInspection(inkRect: inkRect, pointSize: font.pointSize, weight: font.weight,
                                   isEllipsized: textLayout.isTruncated, overflow: overflow, lineCount: textLayout.lineCount,
                                   wordsBrokenAcrossLines: textLayout.wordsBrokenAcrossLines)
    }
}
