import Foundation

/// A view that shows one or more lines of read-only text (UIKit's `UILabel`).
///
/// Text is laid out by the current `TextEngine` (Pango) in the label's font at its absolute point
/// size, and drawn vertically centered in the bounds as UIKit does. System-font lines are as tall as SF Pro's
/// (`UIFont.lineHeight`), and the label's size is rounded up to its `displayScale`'s pixels as in UIKit (one
/// body line: 20.333 points at 3x). `numberOfLines` 0 wraps without limit; truncation follows
/// `lineBreakMode`; `adjustsFontSizeToFitWidth` shrinks a single line down to
/// `minimumScaleFactor` of the font size (0 allows down to half size; UIKit's own floor is not
/// documented).
///
/// In Auto Layout a label made in code hugs its content at 250 and resists compression at 750 on both
/// axes, as UIKit's does (Interface Builder gives labels 251 hugging). A label that wraps (`numberOfLines`
/// other than 1, no `preferredMaxLayoutWidth`) reports its height for the width the layout gives it.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text shown. Setting it replaces `attributedText`.
    open var text: String? {
        get { textStorage }
        set {
            let hadAttributes = attributedTextStorage != nil
            attributedTextStorage = nil
            if newValue != textStorage || hadAttributes {
                textStorage = newValue
                textDidChange()
            }
        }
    }
    private var textStorage: String?
    private var attributedTextStorage: NSAttributedString?
    /// The text as an attributed string. Its font, foreground and background color, kern,
    /// underline and strikethrough attributes are drawn; the label's font and color fill the rest.
    open var attributedText: NSAttributedString? {
        get { attributedTextStorage ?? textStorage.map { NSAttributedString(string: $0) } }
        set {
            guard newValue != attributedTextStorage || textStorage != newValue?.string else { return }
            textStorage = newValue?.string
            attributedTextStorage = newValue
            textDidChange()
        }
    }
    /// The font (default: the 17 pt system font).
    open var font: UIFont! = UIFont.systemFont(ofSize: 17) { didSet { if oldValue != font { textDidChange() } } }
    /// The text color (default: `.label`).
    open var textColor: UIColor! = .label { didSet { if oldValue != textColor { setNeedsDisplay() } } }
    /// The text color while `isHighlighted` is true.
    open var highlightedTextColor: UIColor? { didSet { if isHighlighted { setNeedsDisplay() } } }
    /// Whether the label draws in its highlighted color.
    open var isHighlighted = false { didSet { if oldValue != isHighlighted { setNeedsDisplay() } } }
    /// Whether the label draws as enabled; a disabled label draws dimmed.
    open var isEnabled = true { didSet { if oldValue != isEnabled { setNeedsDisplay() } } }
    /// The horizontal alignment (default `.natural`: leading in the layout direction).
    open var textAlignment: NSTextAlignment = .natural { didSet { if oldValue != textAlignment { setNeedsDisplay() } } }
    /// The maximum number of lines; 0 means no limit (default 1).
    open var numberOfLines = 1 { didSet { if oldValue != numberOfLines { textDidChange() } } }
    /// How text that does not fit is wrapped or truncated (default `.byTruncatingTail`).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { if oldValue != lineBreakMode { textDidChange() } } }
    /// Whether a single line shrinks its font to fit the width.
    open var adjustsFontSizeToFitWidth = false { didSet { if oldValue != adjustsFontSizeToFitWidth { setNeedsDisplay() } } }
    /// The smallest scale of the font size `adjustsFontSizeToFitWidth` may use.
    open var minimumScaleFactor: CGFloat = 0 { didSet { if oldValue != minimumScaleFactor { setNeedsDisplay() } } }
    /// Whether letters may be tightened before truncating (stored; Pango has no tightening).
    open var allowsDefaultTighteningForTruncation = false
    /// Whether a text-style font follows the content size category of the label's traits.
    open var adjustsFontForContentSizeCategory = false { didSet { if oldValue != adjustsFontForContentSizeCategory { textDidChange() } } }
    /// The width at which multi-line text wraps when computing `intrinsicContentSize` (0: none).
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { if oldValue != preferredMaxLayoutWidth { invalidateIntrinsicContentSize() } } }

    /// Creates a label with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates a label from an archive (an empty label; CellKit has no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The font used for drawing: re-resolved for the traits when `adjustsFontForContentSizeCategory` is on.
    var effectiveFont: UIFont {
        adjustsFontForContentSizeCategory ? font.resolved(for: traitCollection) : font
    }

    /// The size that fits: one line unconstrained, or wrapped at `size.width` when lines may wrap.
    /// Results are remembered until the text, font or line settings change, so layout passes
    /// that only recolor the label measure nothing.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let measured = measuredSize(of: text, font: effectiveFont, width: numberOfLines == 1 ? nil : size.width)
        let scale = max(1, traitCollection.displayScale)
        return CGSize(width: Self.roundedUp(measured.width, scale: scale), height: Self.roundedUp(measured.height, scale: scale))
    }

    /// The size of `text` laid out in `font`, wrapped at `width` (unwrapped when nil), as the text engine
    /// measures it; the last few measurements are kept, so measuring a label and fitting its font to its
    /// width lay the text out once.
    private func measuredSize(of text: String, font: UIFont, width: CGFloat?) -> CGSize {
        let request = layoutRequest(text: text, font: font, width: width)
        if let cached = measurements.first(where: { $0.request == request }) { return cached.size }
        let measured = TextEngines.current.layout(request).size
        measurements.insert((request, measured), at: 0)
        if measurements.count > 6 { measurements.removeLast() }
        return measured
    }

    /// `value` rounded up to the display's pixel grid (a 20.287-point line is 20.333 points at 3x), as UIKit
    /// rounds label sizes; a thousandth of a pixel of arithmetic noise does not add a pixel.
    private static func roundedUp(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        (value * scale - 0.001).rounded(.up) / scale
    }

    private var measurements: [(request: TextLayoutRequest, size: CGSize)] = []

    /// The natural size of the text: wrapped at `preferredMaxLayoutWidth` when set; for a label with more than
    /// one line and no preferred width, wrapped at the width Auto Layout gave it (UIKit's automatic preferred
    /// width, set in the layout pass), or unwrapped before it has one.
    open override var intrinsicContentSize: CGSize {
        let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth
            : (numberOfLines != 1 ? automaticLayoutWidth : nil) ?? CGFloat.greatestFiniteMagnitude
        return sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }

    /// The width Auto Layout last gave a wrapping label (its second layout pass measures the text there).
    var automaticLayoutWidth: CGFloat?

    /// The first baseline below the top and the last baseline above the bottom of the text, as laid out at its
    /// intrinsic size (the label centers its text vertically, so at that height the text starts at the top).
    func baselineOffsets() -> (fromTop: CGFloat, fromBottom: CGFloat) {
        guard let text, !text.isEmpty else { return (0, 0) }
        let size = intrinsicContentSize
        let layout = makeLayout(text: text, font: effectiveFont, width: numberOfLines == 1 ? nil : size.width)
        let top = ((size.height - layout.size.height) / 2).rounded(.down)
        return (top + layout.firstBaseline, size.height - top - layout.lastBaseline)
    }

    override func drawContent(in canvas: any Canvas) {
        guard let text, !text.isEmpty, bounds.width > 0 else { return }
        let layout = drawingLayout(for: text)
        let height = layout.size.height
        let origin = CGPoint(x: 0, y: ((bounds.height - height) / 2).rounded(.down))
        canvas.clipped(to: CGRect(origin: .zero, size: bounds.size)) {
            canvas.draw(layout, at: origin, color: drawingColor())
        }
    }

    /// The label's text color for its current state, resolved for its traits.
    func drawingColor() -> RGBA {
        let traits = traitCollection
        let color: UIColor = isHighlighted ? (highlightedTextColor ?? textColor) : textColor
        var rgba = color.isTintColorPlaceholder ? tintColor.rgba(resolvedWith: traits) : color.rgba(resolvedWith: traits)
        if !isEnabled { rgba.alpha *= 0.5 }
        return rgba
    }

    func fittingFont(for text: String) -> UIFont {
        let font = effectiveFont
        guard adjustsFontSizeToFitWidth, numberOfLines == 1 else { return font }
        let natural = measuredSize(of: text, font: font, width: nil).width
        guard natural > bounds.width, natural > 0 else { return font }
        let floor = minimumScaleFactor > 0 ? minimumScaleFactor : 0.5
        let scale = max(floor, bounds.width / natural)
        return font.withSize((font.pointSize * scale * 2).rounded(.down) / 2)
    }

    func makeLayout(text: String, font: UIFont, width: CGFloat?) -> any TextLayout {
        TextEngines.current.layout(layoutRequest(text: text, font: font, width: width))
    }

    private func layoutRequest(text: String, font: UIFont, width: CGFloat?) -> TextLayoutRequest {
        TextLayoutRequest(
            text: text, font: font, width: width, numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode, alignment: textAlignment,
            isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft,
            attributes: attributedTextStorage, traits: traitCollection)
    }

    /// The layout to draw at the label's current bounds: the one drawn last when nothing it depends on
    /// changed. A redraw that changes only the color (a selected or highlighted cell, a disabled label) so
    /// draws the text again without laying it out anew, as a `GtkLabel` keeps its layout.
    private func drawingLayout(for text: String) -> any TextLayout {
        let request = layoutRequest(text: text, font: fittingFont(for: text), width: bounds.width)
        let engine = TextEngines.current
        let engineType = ObjectIdentifier(type(of: engine))
        if let drawnLayout, drawnLayout.engineType == engineType, drawnLayout.request == request { return drawnLayout.layout }
        let layout = engine.layout(request)
        drawnLayout = (request, engineType, layout)
        return layout
    }

    private var drawnLayout: (request: TextLayoutRequest, engineType: ObjectIdentifier, layout: any TextLayout)?

    private func textDidChange() {
        measurements.removeAll()
        drawnLayout = nil
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}
