import Foundation

/// A view that lays out its arranged subviews in a row or a column (UIKit's `UIStackView`).
///
/// Arranged subviews stop translating their autoresizing masks, as in UIKit. When the stack takes part in
/// Auto Layout (constraints place it, or constraints mention it or its arranged subviews), it expresses its
/// arrangement as constraints installed on itself, as UIKit does (`UISV-canvas-connection`, `UISV-spacing`,
/// `UISV-alignment`, …; see `UIStackView+Constraints.swift`), solved together with the rest of the layout.
///
/// A stack placed by frames with no constraints around it arranges by frames instead, with the same rules:
/// sizes come from each arranged view's `systemLayoutSizeFitting` (its intrinsic size where it has one; a
/// view without one keeps its current frame size). With `.fill`, space left over (or missing) along the axis
/// goes to the view with the lowest content hugging (when growing) or compression resistance (when
/// shrinking) priority, the first such view on ties. Hidden arranged views take no space.
@preconcurrency @MainActor
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
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { if oldValue != axis { arrangementDidChange() } } }
    /// The space between adjacent arranged views. Changing it moves the spacing constraints' constants.
    open var spacing: CGFloat = 0 { didSet { if oldValue != spacing { spacingDidChange() } } }
    /// Placement across the axis.
    open var alignment: Alignment = .fill { didSet { if oldValue != alignment { arrangementDidChange() } } }
    /// Sizing along the axis.
    open var distribution: Distribution = .fill { didSet { if oldValue != distribution { arrangementDidChange() } } }
    /// Whether arranged views are laid out inside the layout margins instead of the bounds.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if oldValue != isLayoutMarginsRelativeArrangement { arrangementDidChange() } }
    }

    /// The constraints that express the arrangement while the stack takes part in Auto Layout.
    var arrangementConstraints: [NSLayoutConstraint] = []
    /// The spacer guides of `.equalSpacing` and `.equalCentering`.
    var arrangementGuides: [UILayoutGuide] = []
    /// Whether the arrangement constraints must be made again.
    var arrangementIsStale = true

    /// Creates a stack of `views`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds a view to the end of the arrangement (and as a subview).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view into the arrangement at `stackIndex`; it stops translating its autoresizing mask.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Removes a view from the arrangement; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        arrangementDidChange()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) {
            arrangedSubviews.removeAll { $0 === subview }
            arrangementDidChange()
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        usesConstraintArrangement ? super.sizeThatFits(size) : StackLayout(stack: self).fittingSize(for: size)
    }

    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        usesConstraintArrangement ? super.systemLayoutSizeFitting(targetSize) : StackLayout(stack: self).fittingSize(for: targetSize)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !usesConstraintArrangement else { return }
        let container = isLayoutMarginsRelativeArrangement ? bounds.inset(by: layoutMargins) : bounds
        let frames = StackLayout(stack: self).frames(in: container)
        for (view, frame) in zip(visibleArrangedSubviews, frames) { view.frame = frame }
    }

    /// Makes the arrangement constraints when the stack takes part in Auto Layout, then calls super.
    open override func updateConstraints() {
        updateArrangementConstraints()
        super.updateConstraints()
    }

    /// The first visible arranged subview (its first baseline is the stack's).
    open override var viewForFirstBaselineLayout: UIView { visibleArrangedSubviews.first ?? self }

    /// The last visible arranged subview (its last baseline is the stack's).
    open override var viewForLastBaselineLayout: UIView { visibleArrangedSubviews.last ?? self }

    var visibleArrangedSubviews: [UIView] { arrangedSubviews.filter { !$0.isHidden } }
}
