import Foundation

/// A control for choosing a value from a continuous range by dragging a thumb along a track
/// (UIKit's `UISlider`).
///
/// Drawn as iOS draws it: a 4-point rounded track, filled with `minimumTrackTintColor` (default: the
/// tint color) before the thumb and `maximumTrackTintColor` (default: `systemFill`) after it
/// (mirrored right to left), and a 28-point white round thumb with a soft shadow. The intrinsic size
/// is no width by 31 points tall (the thumb and its shadow; UIKit's value), so a slider stretches to
/// the width its constraints give it. A disabled slider draws at half opacity and ignores input.
///
/// Input: pressing the thumb and dragging moves the value with the pointer (a press on the track
/// away from the thumb does nothing, as in iOS); with `isContinuous` (the default) every move sends
/// `.valueChanged`, otherwise one is sent at the release. A click gives the slider the keyboard focus
/// (a tint ring around the thumb shows it once the keyboard is used); the arrow keys then move the value by a tenth of the range
/// (Left and Down lower it, Right and Up raise it, mirrored right to left; Home and End go to the
/// ends), each move sending `.valueChanged`. Setting `value` in code sends nothing.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The thumb's diameter.
    static let thumbDiameter: CGFloat = 28
    /// The track's thickness.
    static let trackHeight: CGFloat = 4
    /// The intrinsic height.
    static let height: CGFloat = 31

    private var storedValue: Float = 0

    /// The value, always within `minimumValue`…`maximumValue` (default 0). Setting it sends no actions.
    open var value: Float {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue); setNeedsDisplay() }
    }
    /// The lower end of the range (default 0); raising it past `maximumValue` raises that too.
    open var minimumValue: Float = 0 {
        didSet { if maximumValue < minimumValue { maximumValue = minimumValue }; value = storedValue }
    }
    /// The upper end of the range (default 1); lowering it below `minimumValue` lowers that too.
    open var maximumValue: Float = 1 {
        didSet { if minimumValue > maximumValue { minimumValue = maximumValue }; value = storedValue }
    }
    /// Whether dragging sends `.valueChanged` at every move (true) or once at the release (false).
    open var isContinuous = true
    /// The track's color before the thumb (nil: the tint color).
    open var minimumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The track's color after the thumb (nil: `systemFill`).
    open var maximumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The thumb's color (nil: white).
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// Creates a slider from 0 to 1 at 0.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// Creates a slider from an archive (CellKit has no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Moves the thumb to `value` (clamped); CellKit draws the new position at once, `animated` or not.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    /// No intrinsic width; 31 points tall.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }

    /// The offered width (at least the thumb's) by 31 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: max(size.width, Self.thumbDiameter), height: Self.height)
    }

    open override var isEnabled: Bool { didSet { sliderFocus?.setFocusable(isEnabled) } }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    // MARK: Geometry (override points, as in UIKit)

    /// Where the track goes: the full width, 4 points tall, centered vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: (bounds.midY - Self.trackHeight / 2).rounded(), width: bounds.width, height: Self.trackHeight)
    }

    /// Where the thumb goes for `value`: its center travels from one end of the track to the other,
    /// kept inside the bounds.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let side = Self.thumbDiameter
        let span = maximumValue - minimumValue
        var fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { fraction = 1 - fraction }
        let x = rect.minX + fraction * max(0, rect.width - side)
        return CGRect(x: x.rounded(), y: (rect.midY - side / 2).rounded(), width: side, height: side)
    }

    /// The thumb's current rectangle.
    var currentThumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
    }

    // MARK: Input

    /// The focus and drag handling on the slider's widget.
    var sliderFocus: (any ValueInput)?
    /// Where the press that is moving the thumb began (nil: not tracking).
    var trackingStart: CGPoint?
    /// The value when that press began.
    var trackingStartValue: Float = 0
    /// Whether the press has changed the value.
    var trackingChangedValue = false

    /// Whether the slider has the keyboard focus.
    open var isFocused: Bool { sliderFocus?.hasFocus ?? false }

    /// Raises the value by a tenth of the range and sends `.valueChanged` (VoiceOver's swipe up).
    open override func accessibilityIncrement() {
        _ = keyPressed(.up)
    }

    /// Lowers the value by a tenth of the range and sends `.valueChanged` (VoiceOver's swipe down).
    open override func accessibilityDecrement() {
        _ = keyPressed(.down)
    }

    /// Attaches the slider's value input (press tracking, keys, focus) in place of `UIControl`'s press
    /// input: a slider tracks its thumb itself.
    override func backingDidLoad(_ backing: any ViewBacking) {
        attachInput(to: backing)
    }

    override func drawContent(in canvas: any Canvas) {
        if isEnabled {
            drawTrackAndThumb(in: canvas)
        } else {
            canvas.withOpacity(0.5) { drawTrackAndThumb(in: canvas) }
        }
    }

    private func drawTrackAndThumb(in canvas: any Canvas) {
        let traits = traitCollection
        let track = trackRect(forBounds: bounds)
        let thumb = currentThumbRect
        let minimum = (minimumTrackTintColor ?? tintColor).rgba(resolvedWith: traits, tintColor: tintColor)
        let maximum = (maximumTrackTintColor ?? .systemFill).rgba(resolvedWith: traits, tintColor: tintColor)
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        canvas.fill(track, color: maximum, cornerRadius: track.height / 2)
        let split = thumb.midX
        let filled = isRightToLeft
            ? CGRect(x: split, y: track.minY, width: max(0, track.maxX - split), height: track.height)
            : CGRect(x: track.minX, y: track.minY, width: max(0, split - track.minX), height: track.height)
        canvas.fill(filled, color: minimum, cornerRadius: track.height / 2)

        if sliderFocus?.showsFocus == true {
            canvas.stroke(thumb.insetBy(dx: -2, dy: -2), width: 2, color: tintColor.rgba(resolvedWith: traits),
                          cornerRadius: thumb.width / 2 + 2)
        }
        canvas.shadow(of: thumb, corners: CornerRadii(thumb.width / 2), color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.2),
                      offset: CGSize(width: 0, height: 2), radius: 4)
        canvas.fill(thumb.insetBy(dx: -0.5, dy: -0.5), color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.06), cornerRadius: thumb.width / 2 + 0.5)
        canvas.fill(thumb, color: (thumbTintColor ?? .white).rgba(resolvedWith: traits, tintColor: tintColor), cornerRadius: thumb.width / 2)
    }
}

extension UISlider: AccessibilityDefaults {
    var defaultAccessibilityLabel: String? { nil }
    var defaultAccessibilityValue: String? {
        let span = maximumValue - minimumValue
        return "\(Int(((span > 0 ? (value - minimumValue) / span : 0) * 100).rounded()))%"
    }
    var defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }
}
