import Foundation

extension UISegmentedControl {
    /// The title font: 13 points, semibold on the selected segment.
    static func titleFont(selected: Bool) -> UIFont { .systemFont(ofSize: 13, weight: selected ? .semibold : .regular) }

    /// Each segment's natural width: fixed widths as set, automatic ones as wide as the widest title
    /// (or their own title, when apportioned by content) plus the padding.
    func naturalWidths() -> [CGFloat] {
        let traits = traitCollection
        let font = Self.titleFont(selected: true)
        let titleWidths = segments.map { segment in
            (segment.title ?? "").isEmpty ? 0 : ControlText(segment.title ?? "", font: font, traits: traits).size.width
        }
        let widest = titleWidths.max() ?? 0
        return zip(segments, titleWidths).map { segment, own in
            if segment.width > 0 { return segment.width }
            let title = apportionsSegmentWidthsByContent ? own : widest
            return max(Self.minimumSegmentWidth, title + 2 * Self.titlePadding)
        }
    }

    /// The segments' rectangles in the bounds, leading to trailing (mirrored right to left); extra
    /// width goes to the automatic segments in equal parts.
    func segmentFrames() -> [CGRect] {
        var widths = naturalWidths()
        let automatic = segments.indices.filter { segments[$0].width == 0 }
        let extra = bounds.width - widths.reduce(0, +)
        if extra != 0, !automatic.isEmpty {
            for index in automatic { widths[index] = max(0, widths[index] + extra / CGFloat(automatic.count)) }
        }
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var x: CGFloat = isRightToLeft ? bounds.width : 0
        return widths.map { width in
            defer { x += isRightToLeft ? -width : width }
            return CGRect(x: isRightToLeft ? x - width : x, y: 0, width: width, height: bounds.height)
        }
    }

    /// The selected card's color.
    private func cardColor(_ traits: UITraitCollection) -> RGBA {
        if let selectedSegmentTintColor { return selectedSegmentTintColor.rgba(resolvedWith: traits, tintColor: tintColor) }
        return traits.userInterfaceStyle == .dark ? RGBA(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1) : RGBA(red: 1, green: 1, blue: 1, alpha: 1)
    }

    func drawSegments(in canvas: any Canvas) {
        if isEnabled {
            drawTrackAndSegments(in: canvas)
        } else {
            canvas.withOpacity(0.5) { drawTrackAndSegments(in: canvas) }
        }
    }

    private func drawTrackAndSegments(in canvas: any Canvas) {
        let traits = traitCollection
        let track = CGRect(origin: .zero, size: bounds.size)
        canvas.fill(track, color: UIColor.tertiarySystemFill.rgba(resolvedWith: traits), cornerRadius: 8.91)
        let frames = segmentFrames()
        let shown = isMomentary ? pressedSegment : (selectedSegmentIndex == Self.noSegment ? nil : selectedSegmentIndex)

        // Separators between neighbours that are not the selected card.
        let separator = UIColor.opaqueSeparator.rgba(resolvedWith: traits)
        for index in frames.indices.dropFirst() where index != shown && index - 1 != shown {
            let edge = min(frames[index].minX, frames[index - 1].minX) + (frames[index].minX < frames[index - 1].minX ? frames[index].width : frames[index - 1].width)
            canvas.fill(CGRect(x: edge - 0.5, y: (bounds.height - 16) / 2, width: 1, height: 16), color: separator)
        }
        if let shown, frames.indices.contains(shown) {
            let card = frames[shown].insetBy(dx: 2, dy: 2)
            canvas.shadow(of: card, corners: CornerRadii(6.93), color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.12),
                          offset: CGSize(width: 0, height: 3), radius: 8)
            canvas.fill(card, color: cardColor(traits), cornerRadius: 6.93)
        } else if let pressed = pressedSegment, frames.indices.contains(pressed) {
            // A pressed unselected segment darkens under the finger, as in iOS.
            canvas.fill(frames[pressed].insetBy(dx: 2, dy: 2), color: UIColor.quaternarySystemFill.rgba(resolvedWith: traits), cornerRadius: 6.93)
        }
        for (index, frame) in frames.enumerated() {
            guard let title = segments[index].title, !title.isEmpty else { continue }
            var color = UIColor.label.rgba(resolvedWith: traits)
            if !segments[index].isEnabled { color = UIColor.tertiaryLabel.rgba(resolvedWith: traits) }
            let text = ControlText(title, font: Self.titleFont(selected: index == shown), traits: traits)
            text.draw(centeredIn: frame.insetBy(dx: 4, dy: 0), color: color, on: canvas)
        }
    }
}
