import Foundation

/// A view or layout guide in a ``LayoutIsland``: its four variables and what, besides your constraints,
/// fixes them.
@preconcurrency @MainActor
final class IslandItem {
    /// How the item's frame is decided.
    enum Role: Equatable {
        /// The system's host: its frame is fixed (or, while fitting, its size is the fitting target).
        case host
        /// Placed by the constraints (a view that does not translate its autoresizing mask, or a guide of your own).
        case free
        /// A view placed by frames: its frame and autoresizing mask, relative to its superview.
        case fixed
        /// A system guide (margins, safe area, readable content) or a guide with a frame its owner sets.
        case systemGuide
    }

    weak var view: UIView?
    weak var guide: UILayoutGuide?
    let role: Role
    /// The item of the superview (a view) or owning view (a guide); nil for the host.
    let parent: IslandItem?
    let x, y, width, height: LayoutVariable

    /// The constants of the item's own constraints (its role's) currently in the solver.
    var roleConstants: [Double] = []
    /// For a fixed view, the autoresizing mask its constraints were made from.
    var autoresizingMask: UIView.AutoresizingMask = []

    /// The intrinsic content size in the solver (nil on an axis without one).
    var intrinsicWidth: Double?
    var intrinsicHeight: Double?
    /// The content hugging and compression resistance priorities the constraints were made with
    /// (horizontal hugging, horizontal compression, vertical hugging, vertical compression).
    var contentPriorities: [UILayoutPriority] = []
    /// Whether `invalidateIntrinsicContentSize()` (or a trait change) asked for the size to be read again.
    var contentSizeIsStale = false
    /// Whether the intrinsic height depends on the width the view gets (wrapping text).
    var dependsOnLayoutWidth = false
    /// The width the intrinsic height was measured at (nil: the natural width).
    var layoutWidth: CGFloat?

    init(view: UIView?, guide: UILayoutGuide?, role: Role, parent: IslandItem?, system: KeyedConstraintSystem<IslandKey>) {
        self.view = view
        self.guide = guide
        self.role = role
        self.parent = parent
        x = system.makeVariable()
        y = system.makeVariable()
        width = system.makeVariable()
        height = system.makeVariable()
    }

    /// The view or guide.
    var object: AnyObject? { view ?? guide }

    /// `minX + width`.
    var maxX: LinearExpression { LinearExpression(x) + LinearExpression(width) }
    /// `minY + height`.
    var maxY: LinearExpression { LinearExpression(y) + LinearExpression(height) }
}

/// Names a constraint in a ``LayoutIsland``'s solver.
enum IslandKey: Hashable {
    /// An `NSLayoutConstraint`, by serial.
    case constraint(Int)
    /// One of an item's own constraints: the host's frame, a fixed view's autoresizing constraints, a
    /// system guide's constraints (index within the item).
    case role(ObjectIdentifier, Int)
    /// A content size constraint: 0 width hugging, 1 width compression resistance, 2 height hugging,
    /// 3 height compression resistance.
    case contentSize(ObjectIdentifier, Int)
    /// The fitting size target: 0 width, 1 height.
    case fitting(Int)
}
