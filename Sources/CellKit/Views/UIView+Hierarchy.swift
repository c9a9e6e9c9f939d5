import Foundation

extension UIView {
    /// Adds `view` on top of the other subviews, removing it from its previous superview first.
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in the subview list (0 is the back).
    public func insertSubview(_ view: UIView, at index: Int) {
        precondition(view !== self, "a view cannot be its own subview")
        let movingWithinSelf = view.superview === self
        if movingWithinSelf, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            backing?.syncChildOrder()
            return
        }
        let oldWindow = view.window
        view.willMove(toSuperview: self)
        view.autoLayoutWillLeaveSuperview()
        view.removeFromSuperviewWithoutNotifying()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.autoLayoutDidJoinSuperview()
        backing?.adoptChild(view)
        view.invalidateTraits()
        view.didMoveToSuperview()
        didAddSubview(view)
        if oldWindow !== view.window { view.notifyDidMoveToWindow() }
        setNeedsLayout()
    }

    /// Inserts `view` just above `siblingSubview`.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        let index = subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: view.superview === self && (subviews.firstIndex { $0 === view } ?? 0) < index ? index - 1 : index)
    }

    /// Inserts `view` just below `siblingSubview`.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        let index = subviews.firstIndex { $0 === siblingSubview } ?? 0
        insertSubview(view, at: view.superview === self && (subviews.firstIndex { $0 === view } ?? 0) < index ? index - 1 : index)
    }

    /// Moves `view` to the front of the subview list.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view` to the back of the subview list.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Removes the view from its superview.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        willMove(toSuperview: nil)
        parent.willRemoveSubview(self)
        autoLayoutWillLeaveSuperview()
        removeFromSuperviewWithoutNotifying()
        invalidateTraits()
        didMoveToSuperview()
        if oldWindow != nil { notifyDidMoveToWindow() }
        parent.setNeedsLayout()
    }

    private func removeFromSuperviewWithoutNotifying() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        parent.backing?.removeChild(self)
        superview = nil
    }

    /// Whether the view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view in this subtree (depth first, including itself) whose `tag` matches.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let match = subview.viewWithTag(tag) { return match }
        }
        return nil
    }

    func notifyDidMoveToWindow() {
        didMoveToWindow()
        for subview in subviews { subview.notifyDidMoveToWindow() }
    }
}
