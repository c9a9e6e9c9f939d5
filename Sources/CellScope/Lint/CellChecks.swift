import CellKit
import Foundation
import GtkSupport

/// One problem in one rendered permutation, before findings are merged across text sizes.
struct LintObservation: Hashable {
    var rule: LintFinding.Rule
    var severity: LintFinding.Severity
    var element: String
    var measured: String
    var required: String
    /// What is wrong, without the sizes it happens at (the merge adds them).
    var message: String
}

/// The checks of one rendered cell: contrast of every text run and symbol against the pixels behind
/// it, truncation, words broken inside, content outside the cell or cut by its label, text over other
/// content, and touch targets.
///
/// Thresholds: WCAG 2.2 success criteria 1.4.3 (4.5:1 for text, 3:1 for large text) and 1.4.11 (3:1 for
/// symbols). WCAG's "18 point, or 14 point bold" are CSS points (1/72 inch, 4/3 of a CSS pixel); a UIKit
/// point is the same 1/163-inch reference pixel as a CSS pixel, so large text is 24 points, or 18.67
/// points at bold (700) weight and heavier. Contrast in a disabled state is `info` (WCAG exempts inactive
/// controls). Touch targets follow Apple's 44 × 44 points: smaller is a `warning`, and under WCAG 2.2's
/// 24 × 24 minimum (2.5.8) an `error`. Truncation and broken words are `warning`s (a design may
/// accept them); clipping and overlap lose content and are `error`s.
@preconcurrency @MainActor
struct CellChecks {
    /// The rendered canvas the cell is in.
    let image: PixelImage
    /// The cell's frame in the canvas.
    let cellFrame: CGRect
    /// The cell's elements, framed in canvas coordinates.
    let elements: [RenderedElementInspection]
    /// Whether the cell is in a disabled state.
    let isDisabled: Bool

    /// Apple's minimum touch target and WCAG 2.2's minimum target size, in points.
    static let touchTarget: CGFloat = 44, minimumTarget: CGFloat = 24
    /// Overlaps smaller than this on either side (anti-aliasing, ink that just touches) are ignored.
    static let overlapTolerance: CGFloat = 1

    func observations() -> [LintObservation] {
        var found: [LintObservation] = []
        for (index, element) in elements.enumerated() {
            found += contrast(of: element)
            found += clipping(of: element)
            found += overlaps(of: element, after: index)
            if case .text(let text) = element.kind {
                if text.isEllipsized {
                    found.append(LintObservation(rule: .truncation, severity: .warning, element: element.role, measured: "ellipsized",
                                                 required: "whole text", message: "\(element.role) is truncated"))
                }
                for word in text.wordsBrokenAcrossLines {
                    found.append(LintObservation(rule: .midWordBreak, severity: .warning, element: element.role,
                                                 measured: "\"\(word)\" split across lines", required: "whole words on each line",
                                                 message: "\(element.role) breaks the word \"\(word)\" across lines"))
                }
            }
            if case .control = element.kind { found += touchTarget(of: element) }
        }
        return found
    }

    private func contrast(of element: RenderedElementInspection) -> [LintObservation] {
        guard let color = element.foreground else { return [] }
        let required: Double
        let what: String
        switch element.kind {
        case .text(let text):
            let isLarge = text.pointSize >= 24 || (text.pointSize >= 18.67 && text.weight.rawValue >= UIFont.Weight.bold.rawValue)
            required = isLarge ? 3 : 4.5
            what = isLarge ? "large text" : "text under 24 pt"
        case .image(isSymbol: true):
            required = 3
            what = "symbol"
        default:
            return []
        }
        let foreground = OpaqueColor(red: Double(color.red), green: Double(color.green), blue: Double(color.blue))
        let backgrounds = BackgroundSampler.backgrounds(in: image, under: element.contentRect, clip: cellFrame,
                                                        foreground: foreground, alpha: Double(color.alpha))
        let measured = backgrounds.map { background -> (ratio: Double, text: OpaqueColor, background: OpaqueColor) in
            let drawn = foreground.composited(alpha: Double(color.alpha), over: background.color)
            return (ContrastMath.contrastRatio(drawn, background.color), drawn, background.color)
        }
        guard let worst = measured.min(by: { $0.ratio < $1.ratio }), worst.ratio < required else { return [] }
        let lc = ContrastMath.apcaLightnessContrast(text: worst.text, background: worst.background)
        return [LintObservation(
            rule: .contrast, severity: isDisabled ? .info : .error, element: element.role,
            measured: String(format: "%.2f:1 (APCA Lc %.1f)", worst.ratio, lc), required: String(format: "%.1f:1", required),
            message: "\(element.role) draws \(worst.text) on \(worst.background) (\(what)" + (isDisabled ? "; disabled, so exempt)" : ")"))]
    }

    private func clipping(of element: RenderedElementInspection) -> [LintObservation] {
        var found: [LintObservation] = []
        if case .text(let text) = element.kind, !text.isEllipsized, text.overflow.width > 0.5 || text.overflow.height > 0.5 {
            let cut = text.overflow.width > 0.5 ? "\(Self.points(text.overflow.width)) wider" : "\(Self.points(text.overflow.height)) taller"
            found.append(LintObservation(rule: .clipping, severity: .error, element: element.role, measured: "text \(cut) than its label",
                                         required: "text inside its label", message: "\(element.role) is cut off by its label's bounds"))
        }
        if case .control = element.kind { return found }
        let content = visibleContent(of: element)
        let outside = max(cellFrame.minX - content.minX, content.maxX - cellFrame.maxX, cellFrame.minY - content.minY, content.maxY - cellFrame.maxY)
        if !content.isNull, outside > 0.5 {
            found.append(LintObservation(rule: .clipping, severity: .error, element: element.role,
                                         measured: "\(Self.points(outside)) outside the cell", required: "inside the cell",
                                         message: "\(element.role) reaches outside its cell"))
        }
        return found
    }

    private func overlaps(of element: RenderedElementInspection, after index: Int) -> [LintObservation] {
        var found: [LintObservation] = []
        for other in elements[(index + 1)...] {
            let isText = { (e: RenderedElementInspection) -> Bool in if case .text = e.kind { return true } else { return false } }
            let isDrawn = { (e: RenderedElementInspection) -> Bool in if case .control = e.kind { return false } else { return true } }
            guard isDrawn(element), isDrawn(other), isText(element) || isText(other) else { continue }
            let shared = visibleContent(of: element).intersection(visibleContent(of: other))
            guard !shared.isNull, shared.width >= Self.overlapTolerance, shared.height >= Self.overlapTolerance else { continue }
            let (text, rest) = isText(element) ? (element, other) : (other, element)
            found.append(LintObservation(rule: .overlap, severity: .error, element: text.role,
                                         measured: "\(Self.points(shared.width)) × \(Self.points(shared.height)) over \(rest.role)",
                                         required: "no overlap", message: "\(text.role) overlaps \(rest.role)"))
        }
        return found
    }

    private func touchTarget(of element: RenderedElementInspection) -> [LintObservation] {
        let target = element.frame.intersection(cellFrame)
        guard !target.isNull, target.width < Self.touchTarget || target.height < Self.touchTarget else { return [] }
        let severity: LintFinding.Severity = target.width < Self.minimumTarget || target.height < Self.minimumTarget ? .error : .warning
        let size = "\(Self.points(target.width, unit: false)) × \(Self.points(target.height))"
        return [LintObservation(rule: .touchTarget, severity: severity, element: element.role, measured: size,
                                required: "44 × 44 pt", message: "\(element.role) is a \(size) touch target")]
    }

    /// The element's content as it can show: text ink inside its label (labels clip to their bounds).
    private func visibleContent(of element: RenderedElementInspection) -> CGRect {
        if case .text = element.kind { return element.contentRect.intersection(element.frame) }
        return element.contentRect
    }

    static func points(_ value: CGFloat, unit: Bool = true) -> String {
        let rounded = (value * 10).rounded() / 10
        let number = rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", Double(rounded))
        return unit ? number + " pt" : number
    }
}
