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
    /// window's) own safe area is what its host gives it (`host.safeAreaInsets`: a device preset's
    /// status bar and home indicator; zero for a plain window); navigation bars do not cover their
    /// content (it is laid out below them), so they add nothing.
    public var safeAreaInsets: UIEdgeInsets {
        var insets = host.safeAreaInsets
        if let parent = superview {
            let outer = parent.safeAreaInsetsForSubviews
            let safe = parent.bounds.inset(by: outer)
            let frame = self.frame
            // Only the superview's unsafe edges count: a view that reaches past its superview's bounds
            // where the superview has no inset (a cell scrolled sideways or swiped) stays safe there.
            insets = UIEdgeInsets(top: outer.top > 0 ? min(frame.height, max(0, safe.minY - frame.minY)) : 0,
                                  left: outer.left > 0 ? min(frame.width, max(0, safe.minX - frame.minX)) : 0,
                                  bottom: outer.bottom > 0 ? min(frame.height, max(0, frame.maxY - safe.maxY)) : 0,
                                  right: outer.right > 0 ? min(frame.width, max(0, frame.maxX - safe.maxX)) : 0)
        }
        if let extra = owningViewController?.additionalSafeAreaInsets {
            insets = UIEdgeInsets(top: insets.top + extra.top, left: insets.left + extra.left,
                                  bottom: insets.bottom + extra.bottom, right: insets.right + extra.right)
        }
        return insets
    }

    /// Tells this view and its subtree that the safe area may have moved: each lays out again, and the
    /// layout pass tells the views whose insets changed (see `reportSafeAreaChangeIfNeeded()`).
    func safeAreaInsetsChanged() {
        setNeedsLayout()
        for subview in subviews { subview.safeAreaInsetsChanged() }
    }

    /// In the layout pass: when the view's safe area insets differ from the ones last reported, the view
    /// hears `safeAreaInsetsDidChange()` (its controller `viewSafeAreaInsetsDidChange()`), its margins
    /// change with them (`insetsLayoutMarginsFromSafeArea`), and it lays out.
    func reportSafeAreaChangeIfNeeded() {
        let insets = safeAreaInsets
        guard insets != reportedSafeAreaInsets else { return }
        reportedSafeAreaInsets = insets
        safeAreaInsetsDidChange()
        owningViewController?.viewSafeAreaInsetsDidChange()
        if insetsLayoutMarginsFromSafeArea { layoutMarginsChanged() }
        needsLayout = true
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

    /// The explicit margins, no smaller than the system minimum sides of a view controller's root view
    /// that respects them, measured from the safe area when `insetsLayoutMarginsFromSafeArea`.
    private func ownDirectionalMargins() -> NSDirectionalEdgeInsets {
        var margins = explicitLayoutMargins
        if let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins
            margins.leading = max(margins.leading, minimum.leading)
            margins.trailing = max(margins.trailing, minimum.trailing)
        }
        guard insetsLayoutMarginsFromSafeArea else { return margins }
        let safe = safeAreaInsets
        guard safe != .zero else { return margins }
        let directional = directionalInsets(from: safe)
        return NSDirectionalEdgeInsets(top: margins.top + directional.top, leading: margins.leading + directional.leading,
                                       bottom: margins.bottom + directional.bottom, trailing: margins.trailing + directional.trailing)
    }

    func effectiveDirectionalMargins() -> NSDirectionalEdgeInsets {
        let own = ownDirectionalMargins()
        guard preservesSuperviewLayoutMargins, let parent = superview else { return own }
        let parentMargins = parent.directionalLayoutMargins
        let rtl = parent.effectiveUserInterfaceLayoutDirection == .rightToLeft
        // Distances from this view's edges to the superview's edges, in leading/trailing terms.
        let left = frame.minX, right = parent.bounds.width - frame.maxX
        let top = frame.minY, bottom = parent.bounds.height - frame.maxY
        let leadingDistance = rtl ? right : left
        let trailingDistance = rtl ? left : right
        return NSDirectionalEdgeInsets(
            top: max(own.top, parentMargins.top - top),
            leading: max(own.leading, parentMargins.leading - leadingDistance),
            bottom: max(own.bottom, parentMargins.bottom - bottom),
            trailing: max(own.trailing, parentMargins.trailing - trailingDistance)
        )
    }
}
