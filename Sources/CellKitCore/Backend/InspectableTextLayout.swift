import Foundation

/// A text layout that can say how its text came out beyond its size (`DrawnTextInspection`): the ink
/// of its glyphs and the words it broke inside. The Pango layout is one; a test's grid layout is not.
@preconcurrency @MainActor
package protocol InspectableTextLayout: TextLayout {
    /// How far below the layout's origin the text is drawn (negative: above).
    var baselineShift: CGFloat { get }
    /// The ink of the glyphs, relative to the origin of the text as drawn (add `baselineShift` for the
    /// layout's origin).
    var inkRect: CGRect { get }
    /// The words broken where no line break is allowed (inside a word), one per such line start.
    var wordsBrokenAcrossLines: [String] { get }
}
