import CGtk
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
    func keyPressed(_ keyval: Int32) -> Bool {
        guard isEnabled, isUserInteractionEnabled else { return false }
        let step = (maximumValue - minimumValue) / 10
        let forward: Float = effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
        let target: Float
        switch keyval {
        case Int32(GDK_KEY_Right), Int32(GDK_KEY_KP_Right): target = value + forward * step
        case Int32(GDK_KEY_Left), Int32(GDK_KEY_KP_Left): target = value - forward * step
        case Int32(GDK_KEY_Up), Int32(GDK_KEY_KP_Up): target = value + step
        case Int32(GDK_KEY_Down), Int32(GDK_KEY_KP_Down): target = value - step
        case Int32(GDK_KEY_Home): target = minimumValue
        case Int32(GDK_KEY_End): target = maximumValue
        default: return false
        }
        let old = value
        value = target
        if value != old { sendActions(for: .valueChanged) }
        return true
    }
}
