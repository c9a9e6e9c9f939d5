import Foundation

extension UIView {
    func setDirectionalLayoutMargins(_ newValue: NSDirectionalEdgeInsets) {
        guard newValue != explicitLayoutMargins else { return }
        explicitLayoutMargins = newValue
        layoutMarginsChanged()
    }

    func edgeInsets(from margins: NSDirectionalEdgeInsets) -> UIEdgeInsets {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return UIEdgeInsets(top: margins.top, left: rtl ? margins.trailing : margins.leading,
                            bottom: margins.bottom, right: rtl ? margins.leading : margins.trailing)
    }

    func directionalInsets(from insets: UIEdgeInsets) -> NSDirectionalEdgeInsets {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return NSDirectionalEdgeInsets(top: insets.top, leading: rtl ? insets.right : insets.left,
                                       bottom: insets.bottom, trailing: rtl ? insets.left : insets.right)
    }

    /// The safe area insets; CellKit windows have no unsafe areas, so these are zero.
    public var safeAreaInsets: UIEdgeInsets { .zero }

    func layoutMarginsChanged() {
        layoutMarginsDidChange()
        setNeedsLayout()
        if autoLayout.marginsGuide != nil || autoLayout.readableGuide != nil {
            layoutIslandHost.autoLayout.island?.setNeedsUpdate()
            autoLayout.fixedInIsland?.setNeedsUpdate()
        }
        for subview in subviews where subview.preservesSuperviewLayoutMargins {
            subview.layoutMarginsChanged()
        }
    }

    func effectiveDirectionalMargins() -> NSDirectionalEdgeInsets {
        guard preservesSuperviewLayoutMargins, let parent = superview else { return explicitLayoutMargins }
        let parentMargins = parent.directionalLayoutMargins
        let rtl = parent.effectiveUserInterfaceLayoutDirection == .rightToLeft
        // Distances from this view's edges to the superview's edges, in leading/trailing terms.
        let left = frame.minX, right = parent.bounds.width - frame.maxX
        let top = frame.minY, bottom = parent.bounds.height - frame.maxY
        let leadingDistance = rtl ? right : left
        let trailingDistance = rtl ? left : right
        return NSDirectionalEdgeInsets(
            top: max(explicitLayoutMargins.top, parentMargins.top - top),
            leading: max(explicitLayoutMargins.leading, parentMargins.leading - leadingDistance),
            bottom: max(explicitLayoutMargins.bottom, parentMargins.bottom - bottom),
            trailing: max(explicitLayoutMargins.trailing, parentMargins.trailing - trailingDistance)
        )
    }
}
