import Foundation

/// A rectangle that takes part in Auto Layout without being a view (UIKit's `UILayoutGuide`): add it to a
/// view with `addLayoutGuide(_:)`, constrain its anchors, and read where it ended up in `layoutFrame`.
///
/// Views own three system guides whose frames follow the view: `layoutMarginsGuide` (the bounds inside
/// the layout margins), `safeAreaLayoutGuide` (the bounds inside the safe area; CellKit has no unsafe
/// areas) and `readableContentGuide` (see `UIView.readableContentGuide`).
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// How the guide's frame is decided.
    enum Kind {
        /// By the constraints that mention it (guides made with `init()`).
        case free
        /// The owning view's bounds inside its layout margins.
        case margins
        /// The owning view's bounds inside its safe area.
        case safeArea
        /// The margins, narrowed to the readable width and centered.
        case readableContent
        /// A frame the owning view sets while it lays out by frames (a list content view's text guide).
        case fixed
    }

    let kind: Kind
    /// For `.fixed` guides: the frame in the owning view's coordinates.
    var fixedFrame: CGRect = .zero
    /// The active constraints that mention the guide.
    var constraintReferences: [NSLayoutConstraint] = []
    /// The layout system that solves the guide's frame while it is in one.
    weak var memberIsland: LayoutIsland?

    /// The view the guide belongs to; its coordinates are `layoutFrame`'s. Setting it is the same as
    /// `addLayoutGuide(_:)` on the new view (nil: `removeLayoutGuide(_:)` from the old one).
    open var owningView: UIView? {
        get { owner }
        set {
            guard newValue !== owner else { return }
            if let newValue { newValue.addLayoutGuide(self) } else { owner?.removeLayoutGuide(self) }
        }
    }
    /// The owning view, as `addLayoutGuide(_:)` and `removeLayoutGuide(_:)` record it.
    weak var owner: UIView?
    /// A name for debugging, shown in constraint descriptions.
    open var identifier = ""

    /// Creates a guide; add it to a view with `addLayoutGuide(_:)` before constraining it.
    public override init() {
        kind = .free
        super.init()
    }

    init(kind: Kind, owningView: UIView?, identifier: String) {
        self.kind = kind
        self.owner = owningView
        self.identifier = identifier
        super.init()
    }

    /// A guide with a fixed frame, which its owning view moves as it lays out by frames.
    convenience init(owningView: UIView, identifier: String, fixedFrame: CGRect) {
        self.init(kind: .fixed, owningView: owningView, identifier: identifier)
        self.fixedFrame = fixedFrame
    }

    /// The guide's rectangle in its owning view's coordinates, as of the last layout pass.
    open var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        switch kind {
        case .margins: return owner.bounds.inset(by: owner.layoutMargins)
        case .safeArea: return owner.bounds.inset(by: owner.safeAreaInsets)
        case .readableContent: return ReadableWidth.frame(in: owner)
        case .fixed: return fixedFrame
        case .free: return memberIsland?.frame(of: self) ?? .zero
        }
    }

    /// Whether the guide's constraints leave its frame ambiguous.
    open var hasAmbiguousLayout: Bool {
        memberIsland?.isAmbiguous(self) ?? false
    }

    /// The active constraints that mention the guide and act along `axis`.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        constraintReferences.filter { $0.acts(along: axis) }
    }

    // MARK: Anchors

    /// The guide's leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The guide's trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The guide's left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The guide's right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The guide's top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The guide's bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The guide's width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The guide's height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The guide's horizontal center.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The guide's vertical center.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}

/// The readable content width: how wide a column of text may get before lines are too long to read.
///
/// UIKit does not document its rule; it grows with the text size (672 points at the default Large size on
/// iPad). CellKit uses 672 points scaled by the body font's size at the view's content size category over
/// its size at Large, centered inside the layout margins; a narrower margins area (every phone width) is
/// used whole.
@preconcurrency @MainActor
enum ReadableWidth {
    /// The maximum readable width for `traits`.
    static func maximum(for traits: UITraitCollection) -> CGFloat {
        let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize
        let large = UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)).pointSize
        return (672 * body / large).rounded()
    }

    /// The readable content frame of `view`: its margins area, at most ``maximum(for:)`` wide and centered.
    static func frame(in view: UIView) -> CGRect {
        let margins = view.bounds.inset(by: view.layoutMargins)
        let width = min(margins.width, maximum(for: view.traitCollection))
        return CGRect(x: (margins.midX - width / 2).rounded(), y: margins.minY, width: width, height: margins.height)
    }
}
