import Foundation

/// A view that lays out its arranged subviews in a row or a column (UIKit's `UIStackView`).
///
/// Sizes come from each arranged view's `systemLayoutSizeFitting` (its intrinsic size where it has
/// one; a view without one keeps its current frame size). With `.fill`, space left over (or
/// missing) along the axis goes to the view with the lowest content hugging (when growing) or
/// compression resistance (when shrinking) priority, the first such view on ties. Hidden arranged
/// views take no space.
@MainActor
open class UIStackView: UIView {
    /// How arranged views fill the space along the axis.
    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// How arranged views are placed across the axis.
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        /// Top alignment in a horizontal stack (same as `leading`).
        public static var top: Alignment { .leading }
        /// Bottom alignment in a horizontal stack (same as `trailing`).
        public static var bottom: Alignment { .trailing }
    }

    /// The views the stack lays out, in order (a subset of `subviews`).
    public private(set) var arrangedSubviews: [UIView] = []
    /// The direction of the stack.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsLayout() } }
    /// The space between adjacent arranged views.
    open var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// Placement across the axis.
    open var alignment: Alignment = .fill { didSet { setNeedsLayout() } }
    /// Sizing along the axis.
    open var distribution: Distribution = .fill { didSet { setNeedsLayout() } }
    /// Whether arranged views are laid out inside the layout margins instead of the bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsLayout() } }

    /// Creates a stack of `views`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds a view to the end of the arrangement (and as a subview).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view into the arrangement at `stackIndex`.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    /// Removes a view from the arrangement; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        setNeedsLayout()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        arrangedSubviews.removeAll { $0 === subview }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        StackLayout(stack: self).fittingSize(for: size)
    }

    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        StackLayout(stack: self).fittingSize(for: targetSize)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let container = isLayoutMarginsRelativeArrangement ? bounds.inset(by: layoutMargins) : bounds
        let frames = StackLayout(stack: self).frames(in: container)
        for (view, frame) in zip(visibleArrangedSubviews, frames) { view.frame = frame }
    }

    var visibleArrangedSubviews: [UIView] { arrangedSubviews.filter { !$0.isHidden } }
}
