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

    /// The safe area insets: the parts of the view that its superview's safe area leaves out, plus
    /// the `additionalSafeAreaInsets` of the view controller whose view this is. A root view's (a
    /// window's) own safe area is what its host gives it (``hostSafeAreaInsets``: a device preset's
    /// status bar and home indicator; zero for a plain window); navigation bars do not cover their
    /// content (it is laid out below them), so they add nothing.
    public var safeAreaInsets: UIEdgeInsets {
        var insets = hostSafeAreaInsets
        if let parent = superview {
            let outer = parent.safeAreaInsets
            let safe = parent.bounds.inset(by: outer)
            let frame = self.frame
            insets = UIEdgeInsets(top: min(frame.height, max(0, safe.minY - frame.minY)),
                                  left: min(frame.width, max(0, safe.minX - frame.minX)),
                                  bottom: min(frame.height, max(0, frame.maxY - safe.maxY)),
                                  right: min(frame.width, max(0, frame.maxX - safe.maxX)))
        }
        if let extra = owningViewController?.additionalSafeAreaInsets {
            insets = UIEdgeInsets(top: insets.top + extra.top, left: insets.left + extra.left,
                                  bottom: insets.bottom + extra.bottom, right: insets.right + extra.right)
        }
        return insets
    }

    /// Tells this view and its subtree that the safe area moved: each hears `safeAreaInsetsDidChange()`
    /// and lays out again.
    func safeAreaInsetsChanged() {
        safeAreaInsetsDidChange()
        setNeedsLayout()
        for subview in subviews { subview.safeAreaInsetsChanged() }
    }

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
