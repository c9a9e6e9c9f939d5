import Foundation

/// A control with − and + buttons that lower and raise a value by a fixed step (UIKit's `UIStepper`).
///
/// Drawn as iOS 13 and later draw it: 94 × 32 points (two 47-point halves), a rounded
/// `tertiarySystemFill` background with 8-point corners, a 1-point separator between the halves, and
/// − and + glyphs in `label` color (`tertiaryLabel` on a half that cannot step, at a bound without
/// `wraps`). As in iOS 13 and later, `tintColor` does not color the stepper. A pressed half darkens.
///
/// A press on an enabled half steps at once and sends `.valueChanged`; with `autorepeat` (the
/// default), holding it steps again after 0.5 s and then every 0.1 s. With `isContinuous` false,
/// the repeated steps send one `.valueChanged` at the release instead. Setting `value` in code sends
/// nothing.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The stepper's fixed size.
    static let size = CGSize(width: 94, height: 32)
    /// The wait before a held button repeats, and between repeats.
    static let repeatDelay: TimeInterval = 0.5, repeatInterval: TimeInterval = 0.1

    private var storedValue: Double = 0

    /// The value, always within `minimumValue`…`maximumValue` (default 0). Setting it sends no actions.
    open var value: Double {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue); setNeedsDisplay() }
    }
    /// The lowest value (default 0); raising it past `maximumValue` raises that too.
    open var minimumValue: Double = 0 {
        didSet { if maximumValue < minimumValue { maximumValue = minimumValue }; value = storedValue }
    }
    /// The highest value (default 100); lowering it below `minimumValue` lowers that too.
    open var maximumValue: Double = 100 {
        didSet { if minimumValue > maximumValue { minimumValue = maximumValue }; value = storedValue }
    }
    /// How much one press changes the value (default 1; must be above 0, other values are ignored).
    open var stepValue: Double = 1 { didSet { if stepValue <= 0 { stepValue = oldValue } } }
    /// Whether stepping past one bound goes to the other (default false).
    open var wraps = false { didSet { setNeedsDisplay() } }
    /// Whether holding a button repeats its step (default true).
    open var autorepeat = true
    /// Whether repeated steps each send `.valueChanged` (true, the default) or one is sent at the release.
    open var isContinuous = true

    /// Creates a stepper from 0 to 100 at 0. The frame's origin is kept; its size is always 94 × 32.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// Creates a stepper from an archive (CellKit has no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// 94 × 32 points.
    open override var intrinsicContentSize: CGSize { Self.size }

    /// 94 × 32 points, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    // MARK: Stepping

    /// Whether the − button can step now (above the minimum, or wrapping).
    public var canDecrement: Bool { isEnabled && (wraps || value > minimumValue) }
    /// Whether the + button can step now (below the maximum, or wrapping).
    public var canIncrement: Bool { isEnabled && (wraps || value < maximumValue) }

    /// One step up (`direction` 1) or down (-1), wrapping when `wraps`; returns whether the value changed.
    @discardableResult
    func step(_ direction: Int) -> Bool {
        let old = value
        let next = value + Double(direction) * stepValue
        if wraps, next > maximumValue {
            value = minimumValue
        } else if wraps, next < minimumValue {
            value = maximumValue
        } else {
            value = next
        }
        return value != old
    }

    /// The half a press is holding: -1 for −, 1 for +, nil for none.
    var pressedDirection: Int?
    /// Whether the current press changed the value but has not yet reported it (not continuous).
    var hasUnreportedChange = false
    /// Counts presses, so a repeat timer of an earlier press stops.
    var pressGeneration = 0

    /// The half under a point (− on the leading half, mirrored right to left).
    func direction(at point: CGPoint) -> Int {
        let leading = point.x < bounds.midX
        return leading != (effectiveUserInterfaceLayoutDirection == .rightToLeft) ? -1 : 1
    }

    /// A press on a half that can step: steps, sends `.valueChanged`, starts the repeat.
    override func pointerPressed() -> Bool {
        guard let point = lastPointerLocation else { return false }
        let direction = direction(at: point)
        guard direction < 0 ? canDecrement : canIncrement, super.pointerPressed() else { return false }
        pressedDirection = direction
        pressGeneration += 1
        stepFromPress(direction)
        if autorepeat { scheduleRepeat(generation: pressGeneration, after: Self.repeatDelay) }
        return true
    }

    private func stepFromPress(_ direction: Int) {
        guard step(direction) else { return }
        if isContinuous {
            sendActions(for: .valueChanged)
        } else {
            hasUnreportedChange = true
        }
    }

    /// Steps again while the same press holds the same half (and it can still step).
    private func scheduleRepeat(generation: Int, after delay: TimeInterval) {
        MainLoopDelay.after(delay) { [weak self] in
            guard let self, pressGeneration == generation, let direction = pressedDirection, isHighlighted,
                  direction < 0 ? canDecrement : canIncrement else { return }
            if step(direction) {
                if isContinuous { sendActions(for: .valueChanged) } else { hasUnreportedChange = true }
            }
            scheduleRepeat(generation: generation, after: Self.repeatInterval)
        }
    }

    override func pointerReleased(inside: Bool) {
        finishPress()
        super.pointerReleased(inside: inside)
    }

    override func pointerCancelled() {
        finishPress()
        super.pointerCancelled()
    }

    private func finishPress() {
        pressedDirection = nil
        pressGeneration += 1
        if hasUnreportedChange {
            hasUnreportedChange = false
            sendActions(for: .valueChanged)
        }
        setNeedsDisplay()
    }

    override func drawContent(in canvas: any Canvas) {
        drawButtons(in: canvas)
    }
}

extension UIStepper: AccessibilityDefaults {
    var defaultAccessibilityLabel: String? { nil }
    var defaultAccessibilityValue: String? { value == value.rounded() ? String(Int(value)) : String(value) }
    var defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }
}
