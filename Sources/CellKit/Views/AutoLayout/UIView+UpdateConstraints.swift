import Foundation

/// UIKit's update-constraints pass: `setNeedsUpdateConstraints()` marks a view, and the next layout pass (or
/// `updateConstraintsIfNeeded()`) calls `updateConstraints()` on every marked view of the subtree, each
/// view's subviews before the view itself, before any constraint is solved.
extension UIView {
    func requestConstraintUpdate() {
        autoLayout.needsUpdateConstraints = true
        var view: UIView? = self
        while let current = view, !current.autoLayout.subtreeNeedsUpdateConstraints || current === self {
            current.autoLayout.subtreeNeedsUpdateConstraints = true
            view = current.superview
        }
        setNeedsLayout()
    }

    func runConstraintUpdatesIfNeeded() {
        // Updating may activate constraints that ask for more updates (a stack view switching its
        // arrangement to constraints); a few rounds settle it.
        for _ in 0..<4 where autoLayout.subtreeNeedsUpdateConstraints {
            autoLayout.subtreeNeedsUpdateConstraints = false
            for subview in subviews where subview.autoLayout.subtreeNeedsUpdateConstraints {
                subview.updateConstraintsIfNeeded()
            }
            guard autoLayout.needsUpdateConstraints else { continue }
            autoLayout.needsUpdateConstraints = false
            autoLayout.updateConstraintsReachedSuper = false
            traitCollection.performAsCurrent { updateConstraints() }
            if !autoLayout.updateConstraintsReachedSuper {
                Diagnostics.warnOnce(key: "updateConstraints-super-\(String(reflecting: type(of: self)))", message:
                    "\(String(reflecting: type(of: self))) overrides updateConstraints() without calling super.updateConstraints(). "
                    + "UIKit raises an exception here; call super at the end of your implementation.")
            }
        }
    }
}
