import Foundation

/// A bar that shows how far a task has progressed (UIKit's `UIProgressView`).
///
/// The bar fills the view's width; its height is fixed by the style (4 points for `.default`,
/// 2.5 points for `.bar`) and it is centered vertically in the bounds. The filled part, from the
/// leading edge (the right edge in right-to-left layouts), is `progressTintColor` (the tint color
/// by default); the rest is `trackTintColor` (a light grey fill by default, none for `.bar`).
/// The default style has rounded ends.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The look of a progress view.
    public enum Style: Int, Sendable {
        /// The standard bar: 4 points high, rounded, on a grey track.
        case `default`
        /// The bar used in toolbars: 2.5 points high, square ends, no track.
        case bar
    }

    /// The style (default `.default`).
    open var progressViewStyle: Style = .default {
        didSet { if oldValue != progressViewStyle { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    }
    private var progressStorage: Float = 0
    /// The fraction done, 0…1; values outside are clamped.
    open var progress: Float {
        get { progressStorage }
        set { setProgress(newValue, animated: false) }
    }
    /// The color of the filled part (nil: the tint color).
    open var progressTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The color of the unfilled track (nil: the style's default).
    open var trackTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// Creates a progress view with the default style. It hugs its height at 750 (its width at 250), as
    /// UIKit's progress view does.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// Creates a progress view with a style, sized to its bar height.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
        frame.size.height = barHeight
    }

    /// Creates a progress view from an archive (empty; CellKit has no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// Sets the progress (clamped to 0…1). CellKit draws the new value at once, `animated` or not.
    open func setProgress(_ progress: Float, animated: Bool) {
        let clamped = min(max(progress.isNaN ? 0 : progress, 0), 1)
        guard clamped != progressStorage else { return }
        progressStorage = clamped
        setNeedsDisplay()
    }

    /// The bar's height for the style.
    var barHeight: CGFloat { progressViewStyle == .bar ? 2.5 : 4 }

    /// No intrinsic width; the style's bar height.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: barHeight)
    }

    /// The current width and the bar height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: barHeight)
    }

    override func drawContent(in canvas: any Canvas) {
        let traits = traitCollection
        let height = barHeight
        let bar = CGRect(x: 0, y: ((bounds.height - height) / 2).rounded(), width: bounds.width, height: height)
        let radius = progressViewStyle == .default ? height / 2 : 0
        let track = trackTintColor ?? (progressViewStyle == .default ? .systemFill : .clear)
        canvas.fill(bar, color: track.rgba(resolvedWith: traits, tintColor: tintColor), cornerRadius: radius)
        let filledWidth = (bar.width * CGFloat(progress)).rounded()
        guard filledWidth > 0 else { return }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let filled = CGRect(x: rightToLeft ? bar.maxX - filledWidth : bar.minX, y: bar.minY, width: filledWidth, height: height)
        let fill = (progressTintColor ?? tintColor ?? .systemBlue).rgba(resolvedWith: traits, tintColor: tintColor)
        canvas.clipped(to: bar, cornerRadius: radius) {
            canvas.fill(filled, color: fill, cornerRadius: radius)
        }
    }
}
