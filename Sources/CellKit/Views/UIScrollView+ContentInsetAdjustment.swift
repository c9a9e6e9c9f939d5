import Foundation

extension UIScrollView {
    /// How a scroll view adds its safe area to its content insets (UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `.scrollableAxes`, and the top and bottom are always adjusted when the scroll view is the
        /// view of a controller inside a navigation controller. Table and collection views always scroll
        /// vertically, so their top and bottom are adjusted.
        case automatic = 0
        /// Adjusts the edges of the axes the view scrolls along: vertically when the content is taller
        /// than the view or `alwaysBounceVertical` is set, horizontally likewise.
        case scrollableAxes = 1
        /// Never adjusts: `adjustedContentInset` is `contentInset`.
        case never = 2
        /// Always adjusts every edge by the safe area.
        case always = 3
    }

    /// The part of the safe area added to `contentInset`, by `contentInsetAdjustmentBehavior`.
    var safeAreaAdjustment: UIEdgeInsets {
        let safe = safeAreaInsets
        let vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: return .zero
        case .always: return safe
        case .scrollableAxes, .automatic:
            vertical = scrollsVerticallyForInsetAdjustment
                || (contentInsetAdjustmentBehavior == .automatic && owningViewController?.navigationController != nil)
            horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
        }
        return UIEdgeInsets(top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
                            bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
    }

    /// Recomputes `adjustedContentInset` (in the layout pass, and when `contentInset` changes); when it
    /// changed, `adjustedContentInsetDidChange()` runs. When the safe area's part changed, content that
    /// rested at the top stays at the top: a list shown under a status bar starts below it (its offset is
    /// -`adjustedContentInset.top`) and scrolls under it. A change of `contentInset` alone leaves the
    /// offset where it is (clamped), as in UIKit.
    func updateAdjustedContentInset() {
        guard adjustsOwnContentInset else { return }
        let adjustment = safeAreaAdjustment
        let adjusted = UIEdgeInsets(top: contentInset.top + adjustment.top, left: contentInset.left + adjustment.left,
                                    bottom: contentInset.bottom + adjustment.bottom, right: contentInset.right + adjustment.right)
        let old = adjustedContentInset
        guard adjusted != old else { return }
        let restedAtTop = contentOffset.y <= -old.top
        let safeAreaPartChanged = adjustment != appliedSafeAreaAdjustment
        adjustedContentInsetStorage = adjusted
        appliedSafeAreaAdjustment = adjustment
        adjustedContentInsetDidChange()
        onAdjustedContentInsetChange?()
        if safeAreaPartChanged && restedAtTop { contentOffset = CGPoint(x: contentOffset.x, y: -adjusted.top) } else { clampOffset() }
        setNeedsLayout()
    }

    func contentInsetDidChange(from old: UIEdgeInsets) {
        updateAdjustedContentInset()
    }
}
