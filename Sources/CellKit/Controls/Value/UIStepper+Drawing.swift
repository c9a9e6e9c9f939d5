import Foundation

extension UIStepper {
    /// The glyphs' stroke length and thickness (iOS's − and + are about 14 × 2 points).
    static let glyphLength: CGFloat = 14, glyphThickness: CGFloat = 2

    func drawButtons(in canvas: any Canvas) {
        let traits = traitCollection
        let box = CGRect(x: ((bounds.width - Self.size.width) / 2).rounded(), y: ((bounds.height - Self.size.height) / 2).rounded(),
                         width: Self.size.width, height: Self.size.height)
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let opacity: CGFloat = isEnabled ? 1 : 0.5
        canvas.withOpacity(opacity) {
            canvas.fill(box, color: UIColor.tertiarySystemFill.rgba(resolvedWith: traits), cornerRadius: 8.91)
            let half = box.width / 2
            let leftHalf = CGRect(x: box.minX, y: box.minY, width: half, height: box.height)
            let rightHalf = CGRect(x: box.midX, y: box.minY, width: half, height: box.height)
            let minus = isRightToLeft ? rightHalf : leftHalf, plus = isRightToLeft ? leftHalf : rightHalf
            if let pressedDirection {
                let pressed = pressedDirection < 0 ? minus : plus
                canvas.clipped(to: box, cornerRadius: 8.91) {
                    canvas.fill(pressed, color: UIColor.tertiarySystemFill.rgba(resolvedWith: traits))
                }
            }
            canvas.fill(CGRect(x: box.midX - 0.5, y: box.midY - 9, width: 1, height: 18),
                        color: UIColor.opaqueSeparator.rgba(resolvedWith: traits))
            let active = UIColor.label.rgba(resolvedWith: traits), inactive = UIColor.tertiaryLabel.rgba(resolvedWith: traits)
            let length = Self.glyphLength, thickness = Self.glyphThickness
            let canStepDown = wraps || value > minimumValue, canStepUp = wraps || value < maximumValue
            canvas.fill(CGRect(x: minus.midX - length / 2, y: minus.midY - thickness / 2, width: length, height: thickness),
                        color: canStepDown ? active : inactive, cornerRadius: thickness / 2)
            let plusColor = canStepUp ? active : inactive
            canvas.fill(CGRect(x: plus.midX - length / 2, y: plus.midY - thickness / 2, width: length, height: thickness),
                        color: plusColor, cornerRadius: thickness / 2)
            canvas.fill(CGRect(x: plus.midX - thickness / 2, y: plus.midY - length / 2, width: thickness, height: length),
                        color: plusColor, cornerRadius: thickness / 2)
        }
    }
}
