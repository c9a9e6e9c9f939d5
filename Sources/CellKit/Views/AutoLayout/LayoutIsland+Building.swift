import Foundation

/// Building the system: items made on demand as constraints mention them, each with its role's constraints.
extension LayoutIsland {
    /// Makes the system again from the views: the host, then every active constraint installed on the host
    /// and on the views constraints place below it, in activation order (each brings its items).
    func rebuild() {
        rebuildCount += 1
        if !isTemporary {
            for item in itemOrder {
                if let view = item.view {
                    if view.autoLayout.memberIsland === self { view.autoLayout.memberIsland = nil }
                    if view.autoLayout.fixedInIsland === self { view.autoLayout.fixedInIsland = nil }
                }
                if let guide = item.guide, guide.memberIsland === self { guide.memberIsland = nil }
            }
        }
        system = KeyedConstraintSystem()
        items = [:]
        itemOrder = []
        constraints = [:]
        dynamicConstraints = []
        widthDependentItems = []
        hostSizeInstalled = false
        needsRebuild = false
        // The host's position now; its size when it lays out (fitting puts its target there instead).
        let hostItem = makeItem(view: host, guide: nil, role: .host, parent: nil)
        hostItem.roleConstants = [0, 0, .nan, .nan]
        report(system.add(LinearConstraint(hostItem.x, .equal, 0), for: .role(ObjectIdentifier(host), 0)))
        report(system.add(LinearConstraint(hostItem.y, .equal, 0), for: .role(ObjectIdentifier(host), 1)))
        if !isTemporary { host.autoLayout.memberIsland = self }
        var collected: [NSLayoutConstraint] = []
        collectConstraints(below: host, into: &collected)
        for constraint in collected.sorted(by: { $0.serial < $1.serial }) { add(constraint) }
    }

    private func collectConstraints(below view: UIView, into list: inout [NSLayoutConstraint]) {
        list.append(contentsOf: view.autoLayout.installed)
        for subview in view.subviews where subview.autoLayout.constraintsInSubtree > 0 && subview.isPlacedByConstraints {
            collectConstraints(below: subview, into: &list)
        }
    }

    /// Adds (or replaces) an active constraint; a constraint whose items are outside the host is left out.
    func add(_ constraint: NSLayoutConstraint) {
        guard let linear = linearConstraint(for: constraint) else { return }
        constraints[constraint.serial] = constraint
        appliedConstants[constraint.serial] = linear.expression.constant
        if constraint.hasDynamicConstant { dynamicConstraints.insert(constraint.serial) }
        report(system.add(linear, for: .constraint(constraint.serial)))
    }

    // MARK: Items

    /// The item for a view or guide, made (with its parents) when it is first mentioned; nil when it is
    /// not inside the host.
    func item(for object: AnyObject) -> IslandItem? {
        if let existing = items[ObjectIdentifier(object)] { return existing }
        if let view = object as? UIView { return item(forView: view) }
        if let guide = object as? UILayoutGuide { return item(forGuide: guide) }
        return nil
    }

    private func item(forView view: UIView) -> IslandItem? {
        if let existing = items[ObjectIdentifier(view)] { return existing }
        guard let parent = view.superview, let parentItem = item(forView: parent) else { return nil }
        let role: IslandItem.Role = isPlacedHere(view) ? .free : .fixed
        let item = makeItem(view: view, guide: nil, role: role, parent: parentItem)
        if role == .fixed {
            item.autoresizingMask = view.autoresizingMask
            installRoleConstraints(of: item)
            if !isTemporary { view.autoLayout.fixedInIsland = self }
        } else {
            if !isTemporary { view.autoLayout.memberIsland = self }
            item.dependsOnLayoutWidth = dependsOnLayoutWidth(view)
            if item.dependsOnLayoutWidth {
                widthDependentItems.append(item)
                if view.bounds.width > 0 { item.layoutWidth = view.bounds.width }
            }
            refreshContentSize(of: item)
        }
        return item
    }

    private func item(forGuide guide: UILayoutGuide) -> IslandItem? {
        guard let owner = guide.owningView, let ownerItem = item(forView: owner) else { return nil }
        let item = makeItem(view: nil, guide: guide, role: guide.kind == .free ? .free : .systemGuide, parent: ownerItem)
        if item.role == .systemGuide {
            installRoleConstraints(of: item)
        } else if !isTemporary {
            guide.memberIsland = self
        }
        return item
    }

    private func makeItem(view: UIView?, guide: UILayoutGuide?, role: IslandItem.Role, parent: IslandItem?) -> IslandItem {
        let item = IslandItem(view: view, guide: guide, role: role, parent: parent, system: system)
        items[ObjectIdentifier((view as AnyObject?) ?? guide!)] = item
        itemOrder.append(item)
        return item
    }

    /// Whether constraints of this system place `view`: it and every view between it and the host are placed
    /// by constraints.
    private func isPlacedHere(_ view: UIView) -> Bool {
        var current = view
        while current !== host {
            guard current.isPlacedByConstraints, let parent = current.superview else { return false }
            current = parent
        }
        return true
    }

    // MARK: Role constraints

    func installRoleConstraints(of item: IslandItem) {
        let list = roleConstraints(of: item)
        item.roleConstants = list.map(\.expression.constant)
        guard let object = item.object else { return }
        for (index, constraint) in list.enumerated() {
            report(system.add(constraint, for: .role(ObjectIdentifier(object), index), breaking: newestConstraint))
        }
    }

    /// Moves the role constraints' constants to the item's current frame, margins or host size.
    func refreshRoleConstants(of item: IslandItem) {
        guard let object = item.object else { return }
        for (index, constraint) in roleConstraints(of: item).enumerated() where index < item.roleConstants.count {
            let constant = constraint.expression.constant
            guard abs(constant - item.roleConstants[index]) > 1e-9 else { continue }
            item.roleConstants[index] = constant
            if item.role == .host, index >= 2, !hostSizeInstalled { continue }
            report(system.setConstant(constant, for: .role(ObjectIdentifier(object), index), breaking: newestConstraint))
        }
    }

    /// The constraint `UIKit would break` when a frame it must keep conflicts: the newest of yours.
    func newestConstraint(_ keys: [IslandKey]) -> IslandKey? {
        keys.compactMap { key -> Int? in if case .constraint(let serial) = key { serial } else { nil } }.max().map { .constraint($0) }
    }

    /// The item's own constraints, with today's constants: see ``IslandItem/Role``.
    func roleConstraints(of item: IslandItem) -> [LinearConstraint] {
        switch item.role {
        case .host:
            let size = host.bounds.size
            return [LinearConstraint(item.x, .equal, 0), LinearConstraint(item.y, .equal, 0),
                    LinearConstraint(item.width, .equal, Double(size.width)), LinearConstraint(item.height, .equal, Double(size.height))]
        case .fixed:
            guard let view = item.view, let parent = item.parent else { return [] }
            return autoresizingConstraints(view: view, item: item, parent: parent)
        case .systemGuide:
            guard let guide = item.guide, let owner = item.parent, let ownerView = owner.view else { return [] }
            return guideConstraints(guide: guide, item: item, owner: owner, ownerView: ownerView)
        case .free:
            return []
        }
    }

    /// UIKit's autoresizing-mask constraints: the view keeps its frame, and the flexible parts of each axis share
    /// what the superview's size gains (as `autoresizingMask` does when frames change).
    private func autoresizingConstraints(view: UIView, item: IslandItem, parent: IslandItem) -> [LinearConstraint] {
        let frame = view.frame, parentSize = parent.view?.bounds.size ?? .zero
        let mask = view.autoresizingMask
        func shares(_ start: UIView.AutoresizingMask, _ length: UIView.AutoresizingMask, _ end: UIView.AutoresizingMask) -> (Double, Double) {
            let count = [start, length, end].filter { mask.contains($0) }.count
            guard count > 0 else { return (0, 0) }
            return (mask.contains(start) ? 1 / Double(count) : 0, mask.contains(length) ? 1 / Double(count) : 0)
        }
        let (left, width) = shares(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)
        let (top, height) = shares(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin)
        return [
            LinearConstraint(item.x - parent.x - left * parent.width, .equal,
                             LinearExpression(constant: Double(frame.minX) - left * Double(parentSize.width))),
            LinearConstraint(item.y - parent.y - top * parent.height, .equal,
                             LinearExpression(constant: Double(frame.minY) - top * Double(parentSize.height))),
            LinearConstraint(item.width - width * parent.width, .equal,
                             LinearExpression(constant: Double(frame.width) - width * Double(parentSize.width))),
            LinearConstraint(item.height - height * parent.height, .equal,
                             LinearExpression(constant: Double(frame.height) - height * Double(parentSize.height))),
        ]
    }

    /// A system guide's constraints: the owner's edges inset by its margins or safe area; the readable guide
    /// as wide as the margins allow up to the readable width, centered; a fixed guide at its frame.
    private func guideConstraints(guide: UILayoutGuide, item: IslandItem, owner: IslandItem, ownerView: UIView) -> [LinearConstraint] {
        switch guide.kind {
        case .margins, .safeArea:
            let insets = guide.kind == .margins ? ownerView.layoutMargins : ownerView.safeAreaInsets
            return [LinearConstraint(item.x - owner.x, .equal, Double(insets.left)),
                    LinearConstraint(item.y - owner.y, .equal, Double(insets.top)),
                    LinearConstraint(owner.maxX - item.maxX, .equal, Double(insets.right)),
                    LinearConstraint(owner.maxY - item.maxY, .equal, Double(insets.bottom))]
        case .readableContent:
            let insets = ownerView.layoutMargins
            let maximum = Double(ReadableWidth.maximum(for: ownerView.traitCollection))
            let horizontal = Double(insets.left + insets.right)
            return [LinearConstraint(item.x + 0.5 * item.width - owner.x - 0.5 * owner.width, .equal,
                                     Double(insets.left - insets.right) / 2),
                    LinearConstraint(item.y - owner.y, .equal, Double(insets.top)),
                    LinearConstraint(item.width, .lessThanOrEqual, maximum),
                    LinearConstraint(owner.maxY - item.maxY, .equal, Double(insets.bottom)),
                    LinearConstraint(item.width - owner.width, .lessThanOrEqual, -horizontal),
                    LinearConstraint(item.width - owner.width, .equal, LinearExpression(constant: -horizontal),
                                     strength: LayoutStrength(tier: 999.99))]
        case .fixed:
            let frame = guide.fixedFrame
            return [LinearConstraint(item.x - owner.x, .equal, Double(frame.minX)),
                    LinearConstraint(item.y - owner.y, .equal, Double(frame.minY)),
                    LinearConstraint(item.width, .equal, Double(frame.width)),
                    LinearConstraint(item.height, .equal, Double(frame.height))]
        case .free:
            return []
        }
    }
}
