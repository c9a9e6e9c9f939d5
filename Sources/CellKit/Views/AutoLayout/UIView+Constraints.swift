import Foundation

/// Installing constraints, and which layout system a view belongs to.
///
/// Layout systems ("islands"): a view placed by frames (`translatesAutoresizingMaskIntoConstraints` true, the
/// default, or arranged by a stack view that lays out by frames) hosts one system: the constraints installed
/// on it and on the views below it that constraints place. Its own frame is fixed for that system (UIKit
/// turns it into autoresizing-mask constraints). A view further down that is placed by frames again hosts
/// a system of its own; when a constraint mentions it from above, it is taken at its current frame. This
/// keeps every cell's constraints a separate system, solved and changed on its own.
extension UIView {
    /// The active constraints installed on this view (UIKit's `constraints`).
    public var constraints: [NSLayoutConstraint] { autoLayout.installed }

    /// Installs `constraint` on this view, the pre-iOS 8 way; this view must contain every item the
    /// constraint mentions. Prefer `isActive = true`, which finds the view itself.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard !constraint.isActive, constraint.invalidReason == nil else { return }
        guard constraint.items.allSatisfy({ NSLayoutConstraint.owningView(of: $0)?.isDescendant(of: self) ?? false }) else {
            Diagnostics.warnOnce(key: "addConstraint-hierarchy-\(constraint.serial)", message:
                "The view hierarchy is not prepared for the constraint \(constraint.description): when added to a view, "
                + "the constraint's items must be descendants of that view (or the view itself). UIKit raises an exception "
                + "here; CellKit leaves the constraint inactive.")
            return
        }
        install(constraint)
    }

    /// Installs each constraint on this view (see `addConstraint(_:)`).
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes `constraint` from this view, deactivating it.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.container === self else { return }
        uninstall(constraint)
    }

    /// Removes each constraint from this view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// The active constraints that mention this view and act along `axis` (margin and baseline
    /// attributes included). UIKit also lists the content size constraints; CellKit lists yours.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        autoLayout.references.filter { $0.acts(along: axis) }
    }

    /// Whether the view's constraints leave its frame ambiguous: more than one frame satisfies them equally
    /// well. Only views placed by constraints can be ambiguous.
    public var hasAmbiguousLayout: Bool {
        if autoLayout.memberIsland == nil, isPlacedByConstraints { layoutIslandHost.hostedLayoutIsland()?.updateIfNeeded() }
        guard let island = autoLayout.memberIsland else { return false }
        island.updateIfNeeded()
        return island.isAmbiguous(self)
    }

    // MARK: Installing

    func install(_ constraint: NSLayoutConstraint) {
        autoLayout.installed.append(constraint)
        constraint.didInstall(on: self)
        for item in constraint.items { Self.addReference(constraint, to: item) }
        var view: UIView? = self
        while let current = view {
            current.autoLayout.constraintsInSubtree += 1
            view = current.superview
        }
        layoutIslandHost.ensureLayoutIsland().constraintWasAdded(constraint)
        constraint.noteArrangedItemsChanged()
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        autoLayout.installed.removeAll { $0 === constraint }
        for item in constraint.items { Self.removeReference(constraint, from: item) }
        var view: UIView? = self
        while let current = view {
            current.autoLayout.constraintsInSubtree -= 1
            view = current.superview
        }
        layoutIslandHost.autoLayout.island?.constraintWasRemoved(constraint)
        constraint.didUninstall()
        constraint.noteArrangedItemsChanged()
    }

    private static func addReference(_ constraint: NSLayoutConstraint, to item: AnyObject) {
        if let view = item as? UIView { view.autoLayout.references.append(constraint) }
        if let guide = item as? UILayoutGuide { guide.constraintReferences.append(constraint) }
    }

    private static func removeReference(_ constraint: NSLayoutConstraint, from item: AnyObject) {
        if let view = item as? UIView { view.autoLayout.references.removeAll { $0 === constraint } }
        if let guide = item as? UILayoutGuide { guide.constraintReferences.removeAll { $0 === constraint } }
    }

    // MARK: Layout systems

    /// Whether constraints decide this view's frame: it does not translate its autoresizing mask, and it is
    /// not arranged by a stack view that lays out by frames. A view without a superview never is.
    var isPlacedByConstraints: Bool {
        guard !autoLayout.translatesAutoresizingMask, let parent = superview else { return false }
        if let stack = parent as? UIStackView, stack.arrangesByFrames(self) { return false }
        return true
    }

    /// The view that hosts the layout system this view's constraints belong to: the closest view at or
    /// above it that is not placed by constraints.
    var layoutIslandHost: UIView {
        var view = self
        while view.isPlacedByConstraints, let parent = view.superview { view = parent }
        return view
    }

    /// This host's layout system, made on first use.
    func ensureLayoutIsland() -> LayoutIsland {
        if let island = autoLayout.island { return island }
        let island = LayoutIsland(host: self)
        autoLayout.island = island
        return island
    }

    /// Marks the layout systems this view's change of place or placement touches for rebuilding.
    func invalidateLayoutIslands() {
        if isPlacedByConstraints, autoLayout.island != nil { autoLayout.island = nil }
        layoutIslandHost.autoLayout.island?.setNeedsRebuild()
        if let parent = superview { parent.layoutIslandHost.autoLayout.island?.setNeedsRebuild() }
    }

    func setTranslatesAutoresizingMask(_ translates: Bool) {
        guard translates != autoLayout.translatesAutoresizingMask else { return }
        if let parent = superview { parent.layoutIslandHost.autoLayout.island?.setNeedsRebuild() }
        autoLayout.island?.setNeedsRebuild()
        autoLayout.translatesAutoresizingMask = translates
        invalidateLayoutIslands()
        if let stack = superview as? UIStackView { stack.setNeedsUpdateConstraints() }
        (self as? UIStackView)?.setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    // MARK: Hierarchy changes

    /// Before the view leaves its superview: deactivates the constraints installed outside the view's
    /// subtree that mention something inside it, as UIKit does, and leaves the old layout system.
    func autoLayoutWillLeaveSuperview() {
        guard let parent = superview else { return }
        if rootView.autoLayout.constraintsInSubtree > 0 {
            var outside: [NSLayoutConstraint] = []
            forEachLayoutItemInSubtree { references in
                for constraint in references where !(constraint.container?.isDescendant(of: self) ?? true) {
                    if !outside.contains(where: { $0 === constraint }) { outside.append(constraint) }
                }
            }
            NSLayoutConstraint.deactivate(outside)
        }
        var view: UIView? = parent
        while let current = view {
            current.autoLayout.constraintsInSubtree -= autoLayout.constraintsInSubtree
            view = current.superview
        }
        parent.layoutIslandHost.autoLayout.island?.setNeedsRebuild()
    }

    /// After the view joined a superview: joins the new layout system, and brings pending constraint updates along.
    func autoLayoutDidJoinSuperview() {
        guard let parent = superview else { return }
        var view: UIView? = parent
        while let current = view {
            current.autoLayout.constraintsInSubtree += autoLayout.constraintsInSubtree
            if autoLayout.subtreeNeedsUpdateConstraints { current.autoLayout.subtreeNeedsUpdateConstraints = true }
            view = current.superview
        }
        if autoLayout.constraintsInSubtree > 0 || !autoLayout.references.isEmpty { invalidateLayoutIslands() }
    }

    private var rootView: UIView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// Calls `body` with the constraint references of every view and guide in the subtree.
    private func forEachLayoutItemInSubtree(_ body: ([NSLayoutConstraint]) -> Void) {
        body(autoLayout.references)
        for guide in autoLayout.guides { body(guide.constraintReferences) }
        for subview in subviews { subview.forEachLayoutItemInSubtree(body) }
    }
}

extension NSLayoutConstraint {
    /// Whether the constraint acts along `axis` (its first attribute's axis).
    func acts(along axis: Axis) -> Bool {
        firstAttribute.axis == axis
    }

    /// Tells stack views whose arranged subviews the constraint mentions that their arrangement may need to
    /// switch between frames and constraints.
    func noteArrangedItemsChanged() {
        guard arrangingStack == nil else { return }
        for item in items {
            if let view = item as? UIView, let stack = view.superview as? UIStackView { stack.arrangedItemConstraintsDidChange() }
        }
    }
}
