import Foundation

/// What a view keeps for Auto Layout. Plain frame-based views never touch more than the flags.
@preconcurrency @MainActor
struct ViewAutoLayoutState {
    /// `translatesAutoresizingMaskIntoConstraints`.
    var translatesAutoresizingMask = true
    /// The active constraints installed on this view (`constraints`), in installation order.
    var installed: [NSLayoutConstraint] = []
    /// The active constraints that mention this view, wherever they are installed.
    var references: [NSLayoutConstraint] = []
    /// How many active constraints are installed on this view and its descendants.
    var constraintsInSubtree = 0
    /// Guides added with `addLayoutGuide(_:)`, and the system guides once asked for.
    var guides: [UILayoutGuide] = []
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?

    /// The layout system this view hosts: the constraints of the views its frame-placed edge encloses.
    var island: LayoutIsland?
    /// The layout system that decides this view's frame (the host's island), while it is in one.
    weak var memberIsland: LayoutIsland?
    /// The layout system in which this view is taken at its frame (it is placed by frames there).
    weak var fixedInIsland: LayoutIsland?

    /// `needsUpdateConstraints()`: true for a new view, so its first layout pass runs `updateConstraints()`.
    var needsUpdateConstraints = true
    /// Whether this view or a descendant needs `updateConstraints()`.
    var subtreeNeedsUpdateConstraints = true
    /// Set by `UIView.updateConstraints()`, to notice an override that does not call super.
    var updateConstraintsReachedSuper = false
}
