import Foundation

/// One line of control text (a segment title, a date, a stepper glyph), measured and drawn with the
/// current text engine the way labels are.
@preconcurrency @MainActor
struct ControlText {
    let layout: any TextLayout

    init(_ text: String, font: UIFont, traits: UITraitCollection) {
        layout = TextEngines.current.layout(TextLayoutRequest(
            text: text.isEmpty ? " " : text, font: font, width: nil, numberOfLines: 1, lineBreakMode: .byClipping,
            alignment: .natural, isRightToLeft: false, attributes: nil, traits: traits))
    }

    /// The text's size, rounded up to whole points.
    var size: CGSize { CGSize(width: layout.size.width.rounded(.up), height: layout.size.height.rounded(.up)) }

    /// Draws the text centered in `rect` (on whole points, so it stays crisp), clipped to it.
    func draw(centeredIn rect: CGRect, color: RGBA, on canvas: any Canvas) {
        let origin = CGPoint(x: (rect.midX - layout.size.width / 2).rounded(), y: (rect.midY - layout.size.height / 2).rounded())
        canvas.clipped(to: rect) { canvas.draw(layout, at: origin, color: color) }
    }
}
