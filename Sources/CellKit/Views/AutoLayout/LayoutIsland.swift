import Foundation

/// One Auto Layout system: the constraints of the views a frame-placed host encloses, solved together by an
/// incremental Cassowary solver (CellKitCore's `LayoutSolver`).
///
/// Every view or guide a constraint mentions becomes an item with four variables (minimum x and y, width,
/// height) in the host's coordinates. What fixes them besides your constraints, as in UIKit:
/// - the host: its frame (UIKit's autoresizing-mask constraints of a view placed by frames);
/// - a view placed by frames inside the system: its frame and autoresizing mask, relative to its superview;
/// - a view placed by constraints: its intrinsic content size, held by content hugging (`size <= intrinsic`)
///   and compression resistance (`size >= intrinsic`) at their priorities, per axis;
/// - the system guides: the owning view's margins, safe area or readable width.
///
/// Incremental: changing a constraint's constant, a non-required priority, an intrinsic content size, a
/// margin or the host's size moves constants in the solver (its dual simplex re-solves from the current
/// optimum); activating or deactivating a constraint adds or removes just that one. Only changes of the
/// view tree, of `translatesAutoresizingMaskIntoConstraints`, of the layout direction or of a stack view's
/// arrangement mode rebuild the system, at the next layout pass.
@preconcurrency @MainActor
final class LayoutIsland {
    /// The view whose frame the system is inside of.
    unowned let host: UIView
    /// A system made to compute a fitting size and thrown away: it sets no frames and marks no views.
    let isTemporary: Bool
    var system = KeyedConstraintSystem<IslandKey>()
    var items: [ObjectIdentifier: IslandItem] = [:]
    /// Items in the order they were made: every item after its parent.
    var itemOrder: [IslandItem] = []
    /// The active constraints in the system, by serial.
    var constraints: [Int: NSLayoutConstraint] = [:]
    /// The constant of each constraint's solver expression, as last given to the solver.
    var appliedConstants: [Int: Double] = [:]
    /// The constraints whose constants depend on fonts (baselines, system spacing).
    var dynamicConstraints: Set<Int> = []
    /// Whether fonts may have changed since those constants were computed.
    var dynamicConstantsAreStale = false
    /// Views whose intrinsic height depends on the width they get (wrapping labels, list content views).
    var widthDependentItems: [IslandItem] = []
    var needsRebuild = true
    var needsUpdate = true
    /// Whether the host's width and height constraints are in the system (fitting takes them out).
    var hostSizeInstalled = false
    /// How often the system was rebuilt from scratch (tests prove incremental changes do not rebuild).
    var rebuildCount = 0

    init(host: UIView, isTemporary: Bool = false) {
        self.host = host
        self.isTemporary = isTemporary
    }

    /// Whether the system holds any constraint (yours or a stack view's), besides the ones it makes itself.
    var hasConstraints: Bool { !constraints.isEmpty }

    // MARK: Changes

    func setNeedsRebuild() {
        guard !needsRebuild else { return }
        needsRebuild = true
        setNeedsUpdate()
    }

    func setNeedsUpdate() {
        needsUpdate = true
        if !isTemporary { host.setNeedsLayout() }
    }

    func constraintWasAdded(_ constraint: NSLayoutConstraint) {
        guard !needsRebuild else { return setNeedsUpdate() }
        add(constraint)
        setNeedsUpdate()
    }

    func constraintWasRemoved(_ constraint: NSLayoutConstraint) {
        guard !needsRebuild else { return setNeedsUpdate() }
        constraints[constraint.serial] = nil
        appliedConstants[constraint.serial] = nil
        dynamicConstraints.remove(constraint.serial)
        system.remove(.constraint(constraint.serial))
        setNeedsUpdate()
    }

    func constraintConstantDidChange(_ constraint: NSLayoutConstraint) {
        guard !needsRebuild, constraints[constraint.serial] != nil, let linear = linearConstraint(for: constraint) else {
            return setNeedsUpdate()
        }
        appliedConstants[constraint.serial] = linear.expression.constant
        report(system.setConstant(linear.expression.constant, for: .constraint(constraint.serial)))
        setNeedsUpdate()
    }

    func constraintPriorityDidChange(_ constraint: NSLayoutConstraint) {
        guard !needsRebuild, constraints[constraint.serial] != nil else { return setNeedsUpdate() }
        add(constraint)
        setNeedsUpdate()
    }

    func intrinsicContentSizeDidChange(of view: UIView) {
        items[ObjectIdentifier(view)]?.contentSizeIsStale = true
        dynamicConstantsAreStale = true
        setNeedsUpdate()
    }

    // MARK: Solving

    /// Brings the system up to date: rebuilt if its structure changed, constants refreshed from the views
    /// (host size, frames of views placed by frames, margins, intrinsic sizes), wrapping views settled.
    /// Fitting leaves the host's size out (`includingHostSize: false`): the fitting target takes its place.
    func updateIfNeeded(includingHostSize: Bool = true) {
        guard needsUpdate || needsRebuild || (includingHostSize && !hostSizeInstalled) else { return }
        if needsRebuild { rebuild() }
        refreshConstants(includingHostSize: includingHostSize)
        guard includingHostSize else { return }
        settleWidthDependentSizes()
        needsUpdate = false
    }

    /// Whether something changed since the system was last brought up to date.
    var hasPendingWork: Bool { needsUpdate || needsRebuild || !hostSizeInstalled }

    /// The layout pass of the host: updates the system when something changed (or the host may have been
    /// resized) and applies the frames it gives to the views it places.
    func layOutIfNeeded(hostResized: Bool) {
        if hostResized { needsUpdate = true }
        guard hasPendingWork else { return }
        updateIfNeeded()
        applyFrames()
    }

    /// Sets every view the system places to its solved frame, in its superview's coordinates, with edges
    /// rounded to the display's pixels as UIKit does.
    func applyFrames() {
        guard !isTemporary else { return }
        let scale = max(1, host.traitCollection.displayScale)
        for item in itemOrder where item.role == .free {
            guard let view = item.view, let parent = item.parent else { continue }
            let frame = roundedFrame(of: item, scale: scale), parentFrame = roundedFrame(of: parent, scale: scale)
            let relative = CGRect(x: frame.minX - parentFrame.minX, y: frame.minY - parentFrame.minY,
                                  width: frame.width, height: frame.height)
            if view.frame != relative { view.frame = relative }
        }
    }

    /// The item's frame in the host's coordinates, edges rounded to pixels.
    func roundedFrame(of item: IslandItem, scale: CGFloat) -> CGRect {
        guard item.role != .host else { return CGRect(origin: .zero, size: host.bounds.size) }
        func round(_ value: Double) -> CGFloat { (CGFloat(value) * scale).rounded() / scale }
        let x = system.value(of: item.x), y = system.value(of: item.y)
        let minX = round(x), minY = round(y)
        let maxX = round(x + system.value(of: item.width)), maxY = round(y + system.value(of: item.height))
        return CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    /// A free guide's frame in its owning view's coordinates.
    func frame(of guide: UILayoutGuide) -> CGRect {
        guard let item = items[ObjectIdentifier(guide)], let owner = item.parent else { return .zero }
        let scale = max(1, host.traitCollection.displayScale)
        let frame = roundedFrame(of: item, scale: scale), ownerFrame = roundedFrame(of: owner, scale: scale)
        return frame.offsetBy(dx: -ownerFrame.minX, dy: -ownerFrame.minY)
    }

    /// Whether the solution leaves the item's frame open: some variable takes more than one value over
    /// the optimal solutions.
    func isAmbiguous(_ object: AnyObject) -> Bool {
        guard let item = items[ObjectIdentifier(object)], item.role == .free else { return false }
        return [item.x, item.y, item.width, item.height].contains { variable in
            let range = system.valueRange(of: variable)
            return range.upperBound - range.lowerBound > 1e-7
        }
    }
}
