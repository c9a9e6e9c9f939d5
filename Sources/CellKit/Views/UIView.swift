import Foundation

/// A rectangular area that draws content and hosts subviews (UIKit's `UIView`).
///
/// Geometry, hierarchy, layout margins, traits and tint live in Swift exactly as in UIKit; a GTK
/// widget mirrors the view only when it is shown in a window or rendered, so views are cheap to
/// create and their frame layout works without a display.
///
/// Layout: a view's `frame` is in its superview's coordinates, `layoutSubviews()` runs when the view
/// was marked with `setNeedsLayout()` (changing the bounds size marks it), and `layoutIfNeeded()` runs
/// pending layout synchronously for the whole subtree. Views place their subviews by frames
/// (`layoutSubviews`, `sizeThatFits`, autoresizing masks), by Auto Layout constraints, or both in one
/// tree: a layout pass first runs `updateConstraints()` where requested, then solves the constraints and
/// applies the frames they give, then runs `layoutSubviews()`.
@preconcurrency @MainActor
open class UIView: UIResponder, UITraitEnvironment {
    // MARK: Geometry
    var frameOrigin: CGPoint
    var boundsStorage: CGRect

    // MARK: Hierarchy
    /// The view's subviews, back to front.
    public internal(set) var subviews: [UIView] = []
    /// The view that contains this one.
    public internal(set) weak var superview: UIView?
    /// The view controller whose root view this is (it hears this view's layout and trait changes).
    weak var owningViewController: UIViewController?

    // MARK: Layout
    var needsLayout = true
    var explicitLayoutMargins: NSDirectionalEdgeInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// Whether this view's layout margins include its superview's margins where they overlap.
    open var preservesSuperviewLayoutMargins = false { didSet { layoutMarginsChanged() } }
    /// Whether the view resizes its subviews (by their `autoresizingMask`) when its bounds change.
    open var autoresizesSubviews = true
    /// How the view resizes when its superview's bounds change.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether the view's frame and autoresizing mask become constraints when the view takes part in an
    /// Auto Layout system (default true for views made in code). Set it to false for a view that
    /// constraints place. See `UIView+Constraints.swift`.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout.translatesAutoresizingMask }
        set { setTranslatesAutoresizingMask(newValue) }
    }
    /// The view's Auto Layout state: installed constraints, guides, its layout system.
    final var autoLayout = ViewAutoLayoutState()
    var contentHuggingPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    var compressionResistancePriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]

    // MARK: Appearance
    var backgroundColorStorage: UIColor?
    var tintColorStorage: UIColor?
    var alphaStorage: CGFloat = 1
    var isHiddenStorage = false
    /// The view's Core Animation layer properties (corner radius, border, masking).
    public private(set) lazy var layer: CALayer = CALayer(view: self)
    /// How the view fills its bounds with content when the bounds change.
    open var contentMode: ContentMode = .scaleToFill { didSet { setNeedsDisplay() } }
    /// An integer that identifies the view (see `viewWithTag(_:)`).
    open var tag = 0
    /// Whether the view takes part in pointer and keyboard events. When false, pointer events pass
    /// through the view and its subviews to whatever lies below (UIKit's hit testing skips them);
    /// the backing's widget is made untargetable.
    open var isUserInteractionEnabled = true {
        didSet { if oldValue != isUserInteractionEnabled { backing?.updateTargeting() } }
    }
    /// Whether the view's content follows a fixed direction regardless of the language direction.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { if oldValue != semanticContentAttribute { invalidateDirection() } }
    }

    // MARK: Traits
    /// Overrides for traits in this view's subtree (iOS 17 `traitOverrides`).
    open var traitOverrides = UITraitOverrides() { didSet { invalidateTraits() } }
    var cachedTraitCollection: UITraitCollection?
    var traitRegistrations: [TraitChangeRegistration] = []

    // MARK: Rendering
    /// The toolkit widget that shows the view, once it is shown or rendered (see `ViewBacking`).
    /// Read by the nonisolated `deinit` once no other reference to the view remains.
    package nonisolated(unsafe) var backing: (any ViewBacking)?
    /// Counts toolkit work done for this view (widget updates and redraw requests); used to prove that
    /// applying an unchanged configuration does none.
    package internal(set) var renderUpdateCount = 0

    /// Creates a view with the given frame rectangle.
    public init(frame: CGRect) {
        frameOrigin = frame.origin
        boundsStorage = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// Creates a view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Creates a view from an archive. CellKit has no archives; this exists so UIKit subclasses
    /// compile, and it creates an empty view.
    public required init?(coder: NSCoder) {
        frameOrigin = .zero
        boundsStorage = .zero
        super.init()
    }

    /// Nonisolated, as UIKit's main-actor types are for Swift 5 clients: a view may be released
    /// anywhere. Its widget is detached on the main actor, at once when the release happens there.
    deinit {
        guard let backing else { return }
        // The hop holds the last reference, so the backing is released on the main actor too.
        nonisolated(unsafe) var released: (any ViewBacking)? = backing
        self.backing = nil
        CurrentToolkit.runOnMainActor {
            released?.detach()
            released = nil
        }
    }

    /// The next responder: the superview.
    open override var next: UIResponder? { superview }

    /// The undo manager of the view's window, or of whatever hosts the root view (`host.undoManager`).
    open override var undoManager: UndoManager? { host.undoManager ?? superview?.undoManager }

    /// What whatever hosts this root view gives it in place of a device: its safe area, screen, look
    /// and undo manager (CellKit only; see `ViewHost`). A changed safe area, screen or look reaches the
    /// tree at once.
    package var host = ViewHost() {
        didSet {
            if oldValue.environmentDiffers(from: host) { hostEnvironmentChanged() }
            if oldValue.safeAreaInsets != host.safeAreaInsets { safeAreaInsetsChanged() }
        }
    }

    // MARK: Geometry (see UIView+Geometry.swift)

    /// The view's rectangle in its superview's coordinates. Changing its size marks the view for layout.
    open var frame: CGRect {
        get { CGRect(origin: frameOrigin, size: boundsStorage.size) }
        set { applyFrame(newValue) }
    }

    /// The view's rectangle in its own coordinates. Changing the size keeps the center fixed.
    open var bounds: CGRect {
        get { boundsStorage }
        set { applyBounds(newValue) }
    }

    /// The center of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: frameOrigin.x + boundsStorage.width / 2, y: frameOrigin.y + boundsStorage.height / 2) }
        set {
            applyFrame(CGRect(origin: CGPoint(x: newValue.x - boundsStorage.width / 2,
                                              y: newValue.y - boundsStorage.height / 2),
                              size: boundsStorage.size))
        }
    }

    /// Whether `point` (in this view's coordinates) is inside the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interactive descendant that contains `point`.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        defaultHitTest(point, with: event)
    }

    // MARK: Layout (see UIView+Layout.swift)

    /// Marks the view as needing layout; `layoutSubviews()` runs on the next layout pass.
    open func setNeedsLayout() {
        needsLayout = true
        backing?.requestLayout()
    }

    /// Runs pending layout now for this view and its subtree: constraint updates, the constraint solution,
    /// then `layoutSubviews()` where needed.
    open func layoutIfNeeded() {
        performLayoutIfNeeded()
    }

    /// Lays out subviews. The frames constraints give were applied just before; the default does nothing
    /// more. Frame-based views place their subviews here.
    open func layoutSubviews() {}

    /// The size that best fits `size`. The default returns the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Resizes the view to the size `sizeThatFits(_:)` returns for an unconstrained size.
    open func sizeToFit() {
        let fitted = sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
        frame = CGRect(origin: frame.origin, size: fitted)
    }

    /// The natural size of the view's content; `UIView.noIntrinsicMetric` on axes where there is none.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells the layout that `intrinsicContentSize` changed: the superview lays out again, and an Auto
    /// Layout system that holds the view updates its content size constraints.
    open func invalidateIntrinsicContentSize() {
        superview?.setNeedsLayout()
        backing?.requestResize()
        autoLayout.memberIsland?.intrinsicContentSizeDidChange(of: self)
    }

    /// The smallest size that fits `targetSize`, at `fittingSizeLevel` on both axes (see the variant
    /// with priorities).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        if usesConstraintsForFitting {
            return constraintFittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
        }
        return defaultSystemLayoutSize(fitting: targetSize)
    }

    /// The size the view's constraints give it when its width and height are held to `targetSize` at the
    /// given priorities (`.required` keeps that axis exactly; `.fittingSizeLevel` lets the content decide,
    /// compressed toward the target). Use `UIView.layoutFittingCompressedSize` or `layoutFittingExpandedSize`
    /// for the smallest or largest size.
    ///
    /// A view without constraints in its subtree answers with its intrinsic size, or `sizeThatFits(_:)` on
    /// axes that have none, and the target on a `.required` axis.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize,
        withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        if usesConstraintsForFitting {
            return constraintFittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
        }
        var fitted = systemLayoutSizeFitting(targetSize)
        if horizontalFittingPriority == .required { fitted.width = targetSize.width }
        if verticalFittingPriority == .required { fitted.height = targetSize.height }
        return fitted
    }

    // MARK: Auto Layout (see AutoLayout/)

    /// Override to add or change constraints, then call `super.updateConstraints()` (UIKit requires it).
    /// Runs in the layout pass where asked for (and once for a new view), subviews first, before solving.
    open func updateConstraints() { autoLayout.updateConstraintsReachedSuper = true }
    /// Asks for `updateConstraints()` in the next layout pass.
    open func setNeedsUpdateConstraints() { requestConstraintUpdate() }
    /// Runs `updateConstraints()` now in this view's subtree where it was asked for, subviews first.
    open func updateConstraintsIfNeeded() { runConstraintUpdatesIfNeeded() }
    /// Whether `updateConstraints()` is due.
    open func needsUpdateConstraints() -> Bool { autoLayout.needsUpdateConstraints }
    /// Whether the view needs constraint-based layout before it has constraints (default false; CellKit runs
    /// `updateConstraints()` for every view that asks, so this is informational).
    open class var requiresConstraintBasedLayout: Bool { false }
    /// The view whose first baseline is `firstBaselineAnchor`: itself (a stack view: its first arranged view).
    open var viewForFirstBaselineLayout: UIView { self }
    /// The view whose last baseline is `lastBaselineAnchor`: itself (a stack view: its last arranged view).
    open var viewForLastBaselineLayout: UIView { self }

    // MARK: Margins (see UIView+Margins.swift)

    /// The layout margins in leading/trailing terms (default 8 on every edge). With
    /// `preservesSuperviewLayoutMargins`, each edge grows to reach the superview's margin.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { effectiveDirectionalMargins() }
        set { setDirectionalLayoutMargins(newValue) }
    }

    /// The layout margins in left/right terms, resolved with the effective layout direction.
    open var layoutMargins: UIEdgeInsets {
        get { edgeInsets(from: directionalLayoutMargins) }
        set { setDirectionalLayoutMargins(directionalInsets(from: newValue)) }
    }

    /// Called when the layout margins changed.
    open func layoutMarginsDidChange() {}

    /// Called when the view's safe area insets changed (UIKit's `safeAreaInsetsDidChange()`): checked in
    /// every layout pass, so moving or resizing a view under a status bar is heard too.
    open func safeAreaInsetsDidChange() {}

    /// Whether the layout margins add the safe area insets (default true): a margin of 16 in a view
    /// whose leading edge is 59 points under a sensor housing is 75 points from that edge.
    open var insetsLayoutMarginsFromSafeArea = true {
        didSet { if oldValue != insetsLayoutMarginsFromSafeArea { layoutMarginsChanged() } }
    }

    /// The safe area insets last reported by `safeAreaInsetsDidChange()`.
    var reportedSafeAreaInsets = UIEdgeInsets.zero

    /// The safe area this view's subviews measure theirs against: its own (a scroll view leaves out the
    /// part its content insets already keep the content out of).
    var safeAreaInsetsForSubviews: UIEdgeInsets { safeAreaInsets }

    // MARK: Appearance (see UIView+Appearance.swift)

    /// The view's background fill. Dynamic colors resolve against the view's traits when drawn.
    open var backgroundColor: UIColor? {
        get { backgroundColorStorage }
        set { setBackgroundColor(newValue) }
    }

    /// The view's opacity, 0 (transparent) to 1.
    open var alpha: CGFloat {
        get { alphaStorage }
        set { setAlpha(newValue) }
    }

    /// Whether the view (and its subtree) is hidden.
    open var isHidden: Bool {
        get { isHiddenStorage }
        set { setHidden(newValue) }
    }

    /// The tint color: the nearest one set on this view or an ancestor, or `.systemBlue`.
    /// Setting it notifies the subtree through `tintColorDidChange()`.
    open var tintColor: UIColor! {
        get { tintColorStorage ?? superview?.tintColor ?? .systemBlue }
        set { setTintColor(newValue) }
    }

    /// Called when the effective tint color changed.
    open func tintColorDidChange() {}

    /// Marks the view's content for redrawing.
    open func setNeedsDisplay() {
        backing?.requestRedraw()
    }

    // MARK: Traits (see UIView+Traits.swift)

    /// The traits of the view's environment: the superview's (or at the root, the window's) with
    /// this view's `traitOverrides` applied.
    open var traitCollection: UITraitCollection {
        resolveTraitCollection()
    }

    /// Called after the trait collection changed; `previousTraitCollection` is the old one.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The traits a view starts from when it has no superview; windows supply their own.
    var rootTraitCollection: UITraitCollection { UIView.defaultTraitCollection }

    /// Called after the traits changed, after `traitCollectionDidChange`; cells re-run their
    /// configuration update here.
    func viewTraitsDidChange(from previous: UITraitCollection) {}

    /// Called on every view of a tree whose host screen or look changed (see `host.screen`), before it
    /// lays out again; views that cache metrics (lists: their section layouts) drop them here.
    func hostEnvironmentDidChange() {}

    // MARK: Hierarchy notifications (see UIView+Hierarchy.swift)

    /// Called before the view moves to a new superview (nil when it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview, or was removed from one.
    open func didMoveToSuperview() {}
    /// Called after the view joined or left a window.
    open func didMoveToWindow() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Drawing (see CellKitCore's Backend/ViewBacking.swift and Backend/Canvas.swift)

    /// Draws the view's own content (after the background, before subviews). Labels and image
    /// views draw here.
    func drawContent(in canvas: any Canvas) {}

    /// Draws above the subviews and the border (scroll indicators, list separators).
    func drawOverlay(in canvas: any Canvas) {}

    /// Rounded corners the view's drawing and subviews are clipped to besides `layer` (a cell at the top
    /// or bottom of an inset-grouped section); nil for none.
    var clipCorners: CornerRadii? { nil }

    /// Called once, right after the view's backing was created; views that take input attach it here
    /// through the backing (`addPressInput(for:)`, `addScrollInput(for:)`, `addListInput(for:)`), and the
    /// backend wires it to the toolkit.
    func backingDidLoad(_ backing: any ViewBacking) {}

    /// Called before the view's size changes to `size`; when it returns true, `sizeDidSettle()` runs
    /// once the new size is in place. Views do nothing; a window tells its view controllers
    /// (`viewWillTransition(to:with:)`).
    func sizeWillChange(to size: CGSize) -> Bool { false }

    /// The size announced by `sizeWillChange(to:)` is in place.
    func sizeDidSettle() {}

    /// The window that contains the view, if any.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }
}
