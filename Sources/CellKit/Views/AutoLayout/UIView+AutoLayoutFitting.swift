import Foundation

/// `systemLayoutSizeFitting` by constraints.
extension UIView {
    /// Whether constraints decide this view's fitting size: some active constraint is installed on it or on a
    /// view below it that constraints place (otherwise the view fits by its intrinsic size or `sizeThatFits`).
    var usesConstraintsForFitting: Bool {
        guard autoLayout.constraintsInSubtree > 0 else { return false }
        if autoLayout.subtreeNeedsUpdateConstraints { updateConstraintsIfNeeded() }
        if !isPlacedByConstraints {
            let island = ensureLayoutIsland()
            island.updateIfNeeded(includingHostSize: false)
            return island.hasConstraints
        }
        return hasConstraintsPlacedBelow()
    }

    private func hasConstraintsPlacedBelow() -> Bool {
        if !autoLayout.installed.isEmpty { return true }
        return subviews.contains { $0.autoLayout.constraintsInSubtree > 0 && $0.isPlacedByConstraints && $0.hasConstraintsPlacedBelow() }
    }

    /// The fitting size from the constraints: this view's own layout system when it hosts one; otherwise a
    /// system made for the occasion from the constraints installed in its subtree, with this view's frame free.
    func constraintFittingSize(_ targetSize: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        if autoLayout.subtreeNeedsUpdateConstraints { updateConstraintsIfNeeded() }
        let island = isPlacedByConstraints ? LayoutIsland(host: self, isTemporary: true) : ensureLayoutIsland()
        return island.fittingSize(for: targetSize, horizontal: horizontal, vertical: vertical)
    }
}
