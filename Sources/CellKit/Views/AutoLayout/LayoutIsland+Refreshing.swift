import Foundation

/// Bringing constants up to date before a solve, and fitting sizes.
extension LayoutIsland {
    /// Moves the constants that follow the views: the host's frame, frames of views placed by frames,
    /// system guides (margins change with the view's frame and traits), stale intrinsic sizes, font-dependent
    /// constants. A changed autoresizing mask changes a constraint's shape, so the system is rebuilt then.
    func refreshConstants(includingHostSize: Bool) {
        for item in itemOrder {
            switch item.role {
            case .host:
                if hostSizeInstalled {
                    refreshRoleConstants(of: item)
                } else if includingHostSize {
                    installHostSize(item)
                }
            case .fixed:
                if let view = item.view, view.autoresizingMask != item.autoresizingMask {
                    rebuild()
                    return refreshConstants(includingHostSize: includingHostSize)
                }
                refreshRoleConstants(of: item)
            case .systemGuide:
                refreshRoleConstants(of: item)
            case .free:
                if item.contentSizeIsStale {
                    if item.dependsOnLayoutWidth { item.layoutWidth = nil }
                    refreshContentSize(of: item)
                }
            }
        }
        if dynamicConstantsAreStale {
            dynamicConstantsAreStale = false
            refreshDynamicConstants()
        }
    }

    /// Puts the host's width and height constraints back (fitting took them out), at the host's size.
    private func installHostSize(_ item: IslandItem) {
        guard let object = item.object else { return }
        let size = host.bounds.size
        item.roleConstants[2] = Double(-size.width)
        item.roleConstants[3] = Double(-size.height)
        hostSizeInstalled = true
        report(system.add(LinearConstraint(item.width, .equal, Double(size.width)), for: .role(ObjectIdentifier(object), 2),
                          breaking: newestConstraint))
        report(system.add(LinearConstraint(item.height, .equal, Double(size.height)), for: .role(ObjectIdentifier(object), 3),
                          breaking: newestConstraint))
    }

    /// The host's size when its width and height are held to `target` at the given priorities instead of its
    /// frame (UIKit's `systemLayoutSizeFitting`): the constraints decide, wrapping text settles at the width
    /// found, and the host's own size constraints return at the next layout pass.
    func fittingSize(for target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        updateIfNeeded(includingHostSize: false)
        guard let item = items[ObjectIdentifier(host)], let object = item.object else { return target }
        if hostSizeInstalled {
            system.remove(.role(ObjectIdentifier(object), 2))
            system.remove(.role(ObjectIdentifier(object), 3))
            hostSizeInstalled = false
        }
        let limit = Double(UIView.layoutFittingExpandedSize.width)
        let width = min(max(Double(target.width), 0), limit), height = min(max(Double(target.height), 0), limit)
        report(system.add(LinearConstraint(item.width, .equal, width, strength: horizontal.strength), for: .fitting(0)))
        report(system.add(LinearConstraint(item.height, .equal, height, strength: vertical.strength), for: .fitting(1)))
        settleWidthDependentSizes()
        let size = CGSize(width: system.value(of: item.width), height: system.value(of: item.height))
        system.remove(.fitting(0))
        system.remove(.fitting(1))
        needsUpdate = true
        return size
    }
}
