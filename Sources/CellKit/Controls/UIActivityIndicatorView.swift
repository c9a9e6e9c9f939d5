import Foundation

/// A spinner that shows work in progress (UIKit's `UIActivityIndicatorView`).
///
/// Eight rounded spokes, the leading one darkest and the others fading behind it, in `color`
/// (`secondaryLabel` by default). While animating, the pattern steps round eight times a second
/// on the toolkit's frame clock, so it really spins on screen; stopped, it is hidden
/// (`hidesWhenStopped`, the default) or drawn still with the first spoke leading. `.medium` is
/// 20 × 20 points, `.large` 37 × 37.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The indicator's size and default color.
    public enum Style: Int, Sendable {
        /// 20 points (iOS 13).
        case medium = 100
        /// 37 points (iOS 13).
        case large = 101
        /// Deprecated: 37 points, white.
        case whiteLarge = 0
        /// Deprecated: 20 points, white.
        case white = 1
        /// Deprecated: 20 points, grey.
        case gray = 2
    }

    /// The indicator's style; changing it resizes the indicator.
    open var style: Style { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    /// The spokes' color.
    open var color: UIColor! { didSet { setNeedsDisplay() } }
    /// Whether the indicator hides itself when stopped (default true).
    open var hidesWhenStopped = true { didSet { if !isAnimating { isHidden = hidesWhenStopped } } }
    /// Whether the indicator is spinning.
    public private(set) var isAnimating = false
    /// The leading spoke (0…7); advanced by the frame clock while animating.
    private(set) var phase = 0
    /// The frame callback while animating on screen (0: none).
    private var tickID: UInt32 = 0

    /// Creates a stopped (hidden) indicator of a style.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: Self.side(for: style), height: Self.side(for: style)))
        color = Self.defaultColor(for: style)
        isUserInteractionEnabled = false
        isHidden = true
    }

    /// Creates a stopped `.medium` indicator with a frame.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        color = Self.defaultColor(for: .medium)
        isUserInteractionEnabled = false
        isHidden = true
    }

    /// Creates a stopped `.medium` indicator from an archive (CellKit has no archives).
    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        color = Self.defaultColor(for: .medium)
        isHidden = true
    }

    /// Starts spinning (and shows the indicator).
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        startTicking()
        AccessibilityBridge.update(self)
    }

    /// Stops spinning (and hides the indicator when `hidesWhenStopped`).
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        stopTicking()
        phase = 0
        if hidesWhenStopped { isHidden = true }
        setNeedsDisplay()
        AccessibilityBridge.update(self)
    }

    /// 20 × 20 or 37 × 37 points.
    open override var intrinsicContentSize: CGSize {
        let side = Self.side(for: style)
        return CGSize(width: side, height: side)
    }

    /// The style's size, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override func backingDidLoad(_ backing: any ViewBacking) {
        if isAnimating { startTicking() }
    }

    override func drawContent(in canvas: any Canvas) {
        // The spokes are rotated, which only a rotating canvas offers.
        guard let canvas = canvas as? any RotatingCanvas else { return }
        let side = min(bounds.width, bounds.height, Self.side(for: style))
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let spoke = CGSize(width: side * 0.12, height: side * 0.28)
        let inner = side * 0.2
        let base = color.rgba(resolvedWith: traitCollection, tintColor: tintColor)
        for index in 0..<8 {
            // The leading spoke is opaque; the seven behind it fade to 30 %.
            let age = (phase - index + 8) % 8
            let alpha = base.alpha * (1 - 0.7 * CGFloat(age) / 7)
            canvas.rotated(by: CGFloat(index) * 45, about: center) {
                canvas.fill(CGRect(x: -spoke.width / 2, y: -inner - spoke.height, width: spoke.width, height: spoke.height),
                            color: RGBA(red: base.red, green: base.green, blue: base.blue, alpha: alpha), cornerRadius: spoke.width / 2)
            }
        }
    }

    /// Advances `phase` from the frame clock: one step every 1/8 second.
    func tick(frameTime: Int64) {
        let next = Int((frameTime / 125_000) % 8)
        if next != phase {
            phase = next
            setNeedsDisplay()
        }
    }

    /// Ticks on the frame clock of the view's backing; the callback holds the view weakly and ends
    /// itself once the view is gone.
    private func startTicking() {
        guard tickID == 0, let clock = backing as? any FrameClockHosting else { return }
        tickID = clock.addFrameCallback { [weak self] frameTime in
            guard let self else { return false }
            tick(frameTime: frameTime)
            return true
        }
    }

    private func stopTicking() {
        guard tickID != 0, let clock = backing as? any FrameClockHosting else { tickID = 0; return }
        clock.removeFrameCallback(tickID)
        tickID = 0
    }

    static func side(for style: Style) -> CGFloat {
        switch style {
        case .medium, .white, .gray: 20
        case .large, .whiteLarge: 37
        }
    }

    static func defaultColor(for style: Style) -> UIColor {
        switch style {
        case .white, .whiteLarge: .white
        default: .secondaryLabel
        }
    }
}

extension UIActivityIndicatorView: AccessibilityDefaults {
    var defaultAccessibilityLabel: String? { isAnimating ? "In progress" : "Halted" }
    var defaultAccessibilityTraits: UIAccessibilityTraits { .updatesFrequently }
}
