import Foundation

extension UITextField {
    /// The border's horizontal padding (rounded rect 7 points, bezel and line 6, none 0) and
    /// vertical padding (rounded rect 7, bezel 6, line 4, none 0). UIKit's values are not
    /// documented; a 17-point rounded-rect field comes out 34 points tall, as in UIKit.
    var borderPadding: (horizontal: CGFloat, vertical: CGFloat) {
        switch borderStyle {
        case .none: (0, 0)
        case .line: (6, 4)
        case .bezel: (6, 6)
        case .roundedRect: (7, 7)
        }
    }

    /// Side of the clear button.
    static let clearButtonSide: CGFloat = 19

    private var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    private func overlayShows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    func defaultTextRect(forBounds bounds: CGRect) -> CGRect {
        let padding = borderPadding.horizontal
        var leading = padding, trailing = padding
        if let leftView, overlayShows(leftViewMode) { leading = max(leading, leftView.frame.width) }
        if let rightView, overlayShows(rightViewMode) {
            trailing = max(trailing, rightView.frame.width)
        } else if clearButtonMode != .never {
            trailing = padding + Self.clearButtonSide + (padding > 0 ? 4 : 6)
        }
        let left = isRightToLeft ? trailing : leading, right = isRightToLeft ? leading : trailing
        return CGRect(x: bounds.minX + left, y: bounds.minY, width: max(0, bounds.width - left - right), height: bounds.height)
    }

    func defaultClearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = Self.clearButtonSide
        let inset = max(borderPadding.horizontal, 4)
        let x = isRightToLeft ? bounds.minX + inset : bounds.maxX - inset - side
        return CGRect(x: x, y: bounds.midY - side / 2, width: side, height: side)
    }

    func defaultOverlayRect(_ view: UIView?, leading: Bool, in bounds: CGRect) -> CGRect {
        guard let view else { return .zero }
        var size = view.frame.size
        if size == .zero { size = view.intrinsicContentSize.applying(floor: 0) }
        let atLeft = leading != isRightToLeft
        return CGRect(x: atLeft ? bounds.minX : bounds.maxX - size.width, y: bounds.midY - size.height / 2,
                      width: size.width, height: size.height)
    }

    /// The natural size: the text's (or placeholder's) width and one line of the font, plus the
    /// padding and overlays.
    func fittingSize() -> CGSize {
        let font = effectiveFont
        let sample = (text ?? "").isEmpty ? (placeholder ?? "") : (text ?? "")
        let layout = TextEngines.current.layout(TextLayoutRequest(
            text: sample.isEmpty ? " " : sample, font: font, width: nil, numberOfLines: 1,
            lineBreakMode: .byClipping, alignment: .natural, isRightToLeft: false, attributes: nil, traits: traitCollection))
        let measured = layout.size
        let bounds = CGRect(x: 0, y: 0, width: 10_000, height: 100)
        let chrome = bounds.width - defaultTextRect(forBounds: bounds).width
        let padding = borderPadding
        return CGSize(width: ((sample.isEmpty ? 0 : measured.width) + chrome).rounded(.up),
                      height: (measured.height + 2 * padding.vertical).rounded(.up))
    }

    /// Places the editor, the left and right views.
    func layOutOverlays() {
        editor?.frame = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        if let leftView {
            leftView.isHidden = !overlayShows(leftViewMode)
            leftView.frame = leftViewRect(forBounds: bounds)
        }
        if let rightView {
            rightView.isHidden = !overlayShows(rightViewMode)
            rightView.frame = rightViewRect(forBounds: bounds)
        }
    }

    /// The border, the placeholder while the field is empty, and the clear button.
    func drawBorderAndPlaceholder(in canvas: any Canvas) {
        let traits = traitCollection
        let border = borderRect(forBounds: CGRect(origin: .zero, size: bounds.size))
        switch borderStyle {
        case .none:
            break
        case .line:
            canvas.stroke(border, width: 1, color: UIColor.label.rgba(resolvedWith: traits))
        case .bezel:
            canvas.stroke(border, width: 1, color: UIColor.systemGray2.rgba(resolvedWith: traits))
        case .roundedRect:
            canvas.fill(border, color: UIColor.tertiarySystemBackground.rgba(resolvedWith: traits), cornerRadius: 5)
            canvas.stroke(border, width: 1, color: UIColor.opaqueSeparator.rgba(resolvedWith: traits), cornerRadius: 5)
        }
        if (text ?? "").isEmpty, let placeholder, !placeholder.isEmpty {
            let rect = placeholderRect(forBounds: CGRect(origin: .zero, size: bounds.size))
            let layout = TextEngines.current.layout(TextLayoutRequest(
            text: placeholder, font: effectiveFont, width: rect.width, numberOfLines: 1,
            lineBreakMode: .byTruncatingTail, alignment: textAlignment, isRightToLeft: isRightToLeft, attributes: nil, traits: traitCollection))
            let color = (placeholderColor ?? .placeholderText).rgba(resolvedWith: traits, tintColor: tintColor)
            canvas.clipped(to: rect) {
                canvas.draw(layout, at: CGPoint(x: rect.minX, y: (rect.midY - layout.size.height / 2).rounded(.down)),
                            color: color)
            }
        }
        if showsClearButton, let glyph = UIImage(systemName: "xmark.circle.fill") {
            canvas.draw(glyph, in: clearButtonRect(forBounds: CGRect(origin: .zero, size: bounds.size)),
                        symbolicColor: UIColor.tertiaryLabel.rgba(resolvedWith: traits))
        }
    }
}

private extension CGSize {
    func applying(floor: CGFloat) -> CGSize { CGSize(width: max(width, floor), height: max(height, floor)) }
}
