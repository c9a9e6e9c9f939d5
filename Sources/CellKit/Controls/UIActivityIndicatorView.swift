import CGtk
import Foundation
import GtkSupport

/// A spinner that shows work in progress (UIKit's `UIActivityIndicatorView`).
///
/// Eight rounded spokes, the leading one darkest and the others fading behind it, in `color`
/// (`secondaryLabel` by default). While animating, the pattern steps round eight times a second
/// on the GTK frame clock, so it really spins on screen; stopped, it is hidden
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
    /// Read by the nonisolated `deinit`.
    private nonisolated(unsafe) var tickID: UInt32 = 0

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

    override func backingDidLoad(_ backing: GtkViewBacking) {
        if isAnimating { startTicking() }
    }

    override func drawContent(in canvas: any Canvas) {
        // The spokes are rotated, which the Canvas seam does not offer: drawn on GTK's snapshot.
        guard let canvas = canvas as? GtkSnapshotCanvas else { return }
        let side = min(bounds.width, bounds.height, Self.side(for: style))
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let spoke = CGSize(width: side * 0.12, height: side * 0.28)
        let inner = side * 0.2
        let base = color.rgba(resolvedWith: traitCollection, tintColor: tintColor)
        for index in 0..<8 {
            // The leading spoke is opaque; the seven behind it fade to 30 %.
            let age = (phase - index + 8) % 8
            let alpha = base.alpha * (1 - 0.7 * CGFloat(age) / 7)
            gtk_snapshot_save(canvas.snapshot)
            var origin = graphene_point_t(x: Float(center.x), y: Float(center.y))
            gtk_snapshot_translate(canvas.snapshot, &origin)
            gtk_snapshot_rotate(canvas.snapshot, Float(index) * 45)
            canvas.fill(CGRect(x: -spoke.width / 2, y: -inner - spoke.height, width: spoke.width, height: spoke.height),
                        color: RGBA(red: base.red, green: base.green, blue: base.blue, alpha: alpha), cornerRadius: spoke.width / 2)
            gtk_snapshot_restore(canvas.snapshot)
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

    private func startTicking() {
        guard tickID == 0, let widget = (backing as? GtkViewBacking)?.gtkWidget else { return }
        tickID = gtk_widget_add_tick_callback(widget, { _, clock, data in
            let view = Unmanaged<UIActivityIndicatorView>.fromOpaque(data!).takeUnretainedValue()
            let time = gdk_frame_clock_get_frame_time(clock)
            let indicator = view
            MainActor.assumeIsolated { indicator.tick(frameTime: Int64(time)) }
            return 1
        }, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    private func stopTicking() {
        guard tickID != 0, let widget = (backing as? GtkViewBacking)?.gtkWidget else { tickID = 0; return }
        gtk_widget_remove_tick_callback(widget, tickID)
        tickID = 0
    }

    /// Removes the frame-clock callback, which holds an unowned pointer to the view.
    deinit {
        let id = tickID
        guard id != 0, let backing else { return }
        nonisolated(unsafe) let released = backing
        MainActorHop.run {
            if let widget = (released as? GtkViewBacking)?.gtkWidget { gtk_widget_remove_tick_callback(widget, id) }
        }
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
