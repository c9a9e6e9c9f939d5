import Foundation

extension UISlider {
    /// How far outside the thumb a press still takes it (iOS's touch target is larger than the thumb).
    static let thumbTouchMargin: CGFloat = 8

    /// A press at `point`: on the thumb (with the margin) it starts tracking, highlights the slider and
    /// sends `.touchDown`; anywhere else nothing happens. Returns whether tracking began.
    func beginTracking(at point: CGPoint) -> Bool {
        let target = currentThumbRect.insetBy(dx: -Self.thumbTouchMargin, dy: -Self.thumbTouchMargin)
        guard target.contains(point) else { return false }
        lastPointerLocation = point
        guard pointerPressed() else { return false }
        trackingStart = point
        trackingStartValue = value
        return true
    }

    /// The pointer moved `dx` points from where the press began: the value follows (the thumb's
    /// travel is the track's width less the thumb's), sending `.valueChanged` when continuous.
    func continueTracking(by dx: CGFloat) {
        guard trackingStart != nil else { return }
        let travel = max(1, trackRect(forBounds: bounds).width - Self.thumbDiameter)
        let direction: CGFloat = effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
        let delta = Float(direction * dx / travel) * (maximumValue - minimumValue)
        let old = value
        value = trackingStartValue + delta
        if value != old {
            trackingChangedValue = true
            if isContinuous { sendActions(for: .valueChanged) }
        }
    }

    /// The press ended at `point`: a non-continuous slider that moved sends `.valueChanged` now, then the
    /// touch-up events follow.
    func endTracking(at point: CGPoint) {
        guard trackingStart != nil else { return }
        lastPointerLocation = point
        let changed = trackingChangedValue
        resetTracking()
        if changed, !isContinuous { sendActions(for: .valueChanged) }
        pointerReleased(inside: bounds.contains(point))
    }

    /// The press was taken away (a lost grab): a moved non-continuous slider still reports its value.
    func cancelTracking() {
        guard trackingStart != nil else { return }
        let changed = trackingChangedValue
        resetTracking()
        if changed, !isContinuous { sendActions(for: .valueChanged) }
        pointerCancelled()
    }

    private func resetTracking() {
        trackingStart = nil
        trackingChangedValue = false
    }

    /// A key while the slider has the focus; returns whether the slider used it.
    func keyPressed(_ key: ValueKey) -> Bool {
        guard isEnabled, isUserInteractionEnabled else { return false }
        let step = (maximumValue - minimumValue) / 10
        let forward: Float = effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
        let target: Float
        switch key {
        case .right: target = value + forward * step
        case .left: target = value - forward * step
        case .up: target = value + step
        case .down: target = value - step
        case .home: target = minimumValue
        case .end: target = maximumValue
        }
        let old = value
        value = target
        if value != old { sendActions(for: .valueChanged) }
        return true
    }
}

extension UISlider: ValueInputClient {
    /// Starts the pointer, key and focus handling on the slider's widget (when the slider is first
    /// shown or rendered).
    func attachInput(to backing: any ViewBacking) {
        sliderFocus = (backing as? any ValueInputHosting)?.attachValueInput(isFocusable: isEnabled, client: self)
    }

    /// A press: an enabled slider takes the keyboard focus, then tracks the press if it is on the thumb.
    package func inputPressed(at point: CGPoint) -> Bool {
        if isEnabled, isUserInteractionEnabled { _ = sliderFocus?.focus() }
        return beginTracking(at: point)
    }

    /// The tracked thumb follows the pointer sideways (`continueTracking(_:with:)`).
    package func inputMoved(by translation: CGSize) { continueTracking(by: translation.width) }

    /// The press ends where the pointer is (`endTracking(_:with:)`).
    package func inputReleased(movedBy translation: CGSize) {
        guard let start = trackingStart else { return }
        endTracking(at: CGPoint(x: start.x + translation.width, y: start.y + translation.height))
    }

    /// The press was taken away (`cancelTracking(with:)`).
    package func inputCancelled() { cancelTracking() }

    /// An arrow, Home or End while the slider has the focus moves its value.
    package func inputKeyPressed(_ key: ValueKey) -> Bool { keyPressed(key) }

    /// The focus ring comes or goes.
    package func inputFocusChanged() { setNeedsDisplay() }
}
