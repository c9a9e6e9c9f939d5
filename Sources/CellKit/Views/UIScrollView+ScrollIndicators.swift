import Foundation

/// Where a scroll view's transient indicator is: shown while the person scrolls, faded out once the
/// scrolling has stopped for a moment.
struct ScrollIndicatorFlash {
    /// How long the indicator stays after the last scroll, before it fades (UIKit: about a second).
    static let holdDuration: TimeInterval = 1
    /// How long the fade takes, and in how many steps it is drawn.
    static let fadeDuration: TimeInterval = 0.25
    static let fadeSteps = 5

    /// The indicator's opacity now: 1 while scrolling, 0 at rest.
    var opacity: CGFloat = 0
    /// Counts the flashes, so a fade scheduled by an earlier scroll leaves a later one alone.
    var generation = 0
}

extension UIScrollView {
    /// Shows the scroll indicators for a moment, then fades them out (UIKit's `flashScrollIndicators()`).
    ///
    /// As in UIKit, a scroll view's indicators are not drawn at rest: they appear while the person
    /// scrolls (wheel or touchpad) and fade about a second after the scrolling stops. A view rendered
    /// without being scrolled (an export, a snapshot) shows none.
    public func flashScrollIndicators() {
        // A table's rows scroll in the list inside it, which draws the indicator.
        if let table = self as? UITableView { return table.listView.flashScrollIndicators() }
        indicatorFlash.generation += 1
        indicatorFlash.opacity = 1
        setNeedsDisplay()
        let generation = indicatorFlash.generation
        MainLoopDelay.after(ScrollIndicatorFlash.holdDuration) { [weak self] in self?.fadeScrollIndicators(generation: generation, step: 1) }
    }

    /// Hides the indicators at once (a rendering for export never shows them).
    package func hideScrollIndicators() {
        if let table = self as? UITableView { return table.listView.hideScrollIndicators() }
        guard indicatorFlash.opacity > 0 else { return }
        indicatorFlash.generation += 1
        indicatorFlash.opacity = 0
        setNeedsDisplay()
    }

    /// Whether an indicator is drawn now (at any opacity).
    package var isShowingScrollIndicator: Bool {
        (self as? UITableView)?.listView.isShowingScrollIndicator ?? (indicatorFlash.opacity > 0)
    }

    private func fadeScrollIndicators(generation: Int, step: Int) {
        guard generation == indicatorFlash.generation else { return }
        let steps = ScrollIndicatorFlash.fadeSteps
        indicatorFlash.opacity = max(0, 1 - CGFloat(step) / CGFloat(steps))
        setNeedsDisplay()
        guard step < steps else { return }
        MainLoopDelay.after(ScrollIndicatorFlash.fadeDuration / Double(steps)) { [weak self] in
            self?.fadeScrollIndicators(generation: generation, step: step + 1)
        }
    }

    /// Draws the vertical indicator, when it is shown and the content is taller than the view: a 3-point
    /// bar 2 points from the trailing edge, inside the adjusted content insets (the safe area), as long as
    /// the visible share of the content and at least 24 points.
    func drawScrollIndicators(in canvas: any Canvas) {
        let insets = adjustedContentInset
        let track = bounds.height - insets.top - insets.bottom
        let scrollable = contentSize.height + insets.top + insets.bottom - bounds.height
        guard showsVerticalScrollIndicator, indicatorFlash.opacity > 0, scrollable > 0, track > 0 else { return }
        let height = max(24, track * min(1, track / max(1, contentSize.height)))
        let progress = min(max((contentOffset.y + insets.top) / scrollable, 0), 1)
        let rect = CGRect(x: bounds.width - 5, y: insets.top + (track - height) * progress, width: 3, height: height)
        canvas.withOpacity(indicatorFlash.opacity) {
            canvas.fill(rect, color: UIColor.tertiaryLabel.rgba(resolvedWith: traitCollection), cornerRadius: 1.5)
        }
    }
}
