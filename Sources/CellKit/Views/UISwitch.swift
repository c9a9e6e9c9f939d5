import Foundation

/// A control that offers a binary choice, on or off (UIKit's `UISwitch`).
///
/// The switch is always 51 × 31 points: a capsule track, filled with `onTintColor` (system green by
/// default) when on and with a light grey fill when off, and a round white thumb that sits at the
/// trailing end when on (mirrored in right-to-left layouts). A click toggles it and sends
/// `.valueChanged`, then `.touchUpInside` and `.primaryActionTriggered`; setting `isOn` in code
/// sends nothing, as in UIKit. A disabled switch draws at half opacity and ignores input.
///
/// Use it as a custom cell accessory for a settings row:
///
/// ```swift
/// let toggle = UISwitch()
/// toggle.isOn = settings.isOn
/// toggle.addAction(UIAction { [unowned toggle] _ in
///     settings.isOn = toggle.isOn
/// }, for: .valueChanged)
/// cell.accessories = [.customView(configuration: .init(customView: toggle, placement: .trailing()))]
/// ```
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The switch's fixed size on the iOS 17/18 look: 51 × 31 points.
    static let switchSize = CGSize(width: 51, height: 31)
    /// The switch's fixed size on the iOS 26 look: 63 × 28 points (measured from the anti-aliased edges
    /// of an iOS 26.2 simulator rendering of a list row with a switch: 62.96 × 28.0).
    static let iOS26SwitchSize = CGSize(width: 63, height: 28)

    /// The size of a switch shown with `look`.
    static func size(for look: SystemLook) -> CGSize {
        look == .iOS26 ? iOS26SwitchSize : switchSize
    }

    /// This switch's size: its look's (see `SystemLook`).
    var fixedSize: CGSize { Self.size(for: systemLook) }
    /// The gap between the thumb and the track's edge.
    static let thumbInset: CGFloat = 2

    /// Whether the switch is on. Setting it redraws the switch and sends no actions.
    open var isOn = false { didSet { if oldValue != isOn { setNeedsDisplay() } } }
    /// The track's color when the switch is on (nil: system green).
    open var onTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The thumb's color (nil: white).
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// Creates a switch, off. The frame's origin is kept; its size is always 51 × 31 points (63 × 28 once
    /// it is in a hierarchy drawn with the iOS 26 look). It hugs its
    /// content at 750 on both axes, as UIKit's switch does.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.switchSize))
        hugContentFirmly()
    }

    /// Creates a switch from an archive (an off switch; CellKit has no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame = CGRect(origin: .zero, size: Self.switchSize)
        hugContentFirmly()
    }

    private func hugContentFirmly() {
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// Turns the switch on or off. CellKit draws the new state at once, `animated` or not; no
    /// actions are sent.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// 51 × 31 points (iOS 26 look: 63 × 28).
    open override var intrinsicContentSize: CGSize { fixedSize }

    /// 51 × 31 points (iOS 26 look: 63 × 28), whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fixedSize }

    /// A switch moved into a hierarchy of another look takes that look's size.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        adoptLookSize()
    }

    override func hostEnvironmentDidChange() {
        adoptLookSize()
    }

    private func adoptLookSize() {
        let size = fixedSize
        guard bounds.size != size else { return }
        frame = CGRect(origin: frame.origin, size: size)
        invalidateIntrinsicContentSize()
    }

    /// A click inside toggles the switch and sends `.valueChanged` before the touch-up events.
    override func pointerReleased(inside: Bool) {
        if inside, isHighlighted {
            setOn(!isOn, animated: true)
            sendActions(for: .valueChanged)
        }
        super.pointerReleased(inside: inside)
    }

    override func drawContent(in canvas: any Canvas) {
        // A disabled switch fades as a whole (thumb and track together), like a view at half opacity.
        if isEnabled {
            drawTrackAndThumb(in: canvas)
        } else {
            canvas.withOpacity(0.5) { drawTrackAndThumb(in: canvas) }
        }
    }

    private func drawTrackAndThumb(in canvas: any Canvas) {
        let traits = traitCollection
        let size = fixedSize
        let track = CGRect(x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
                           width: size.width, height: size.height)
        let trackColor = isOn
            ? (onTintColor ?? .systemGreen).rgba(resolvedWith: traits, tintColor: tintColor)
            : UIColor.secondarySystemFill.rgba(resolvedWith: traits)
        canvas.fill(track, color: trackColor, cornerRadius: track.height / 2)

        let diameter = track.height - 2 * Self.thumbInset
        let trailing = isOn != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let thumbX = trailing ? track.maxX - Self.thumbInset - diameter : track.minX + Self.thumbInset
        let thumb = CGRect(x: thumbX, y: track.minY + Self.thumbInset, width: diameter, height: diameter)
        // A soft shadow under the thumb: a faint ring and a slightly lower, darker disc.
        canvas.fill(thumb.insetBy(dx: -0.5, dy: -0.5), color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.06),
                    cornerRadius: diameter / 2 + 0.5)
        canvas.fill(thumb.offsetBy(dx: 0, dy: 1.5), color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.12),
                    cornerRadius: diameter / 2)
        let thumbColor = (thumbTintColor ?? .white).rgba(resolvedWith: traits, tintColor: tintColor)
        canvas.fill(thumb, color: thumbColor, cornerRadius: diameter / 2)
    }
}
