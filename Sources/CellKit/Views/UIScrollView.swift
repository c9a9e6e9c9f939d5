import Foundation

/// A view whose content can be larger than its bounds and is scrolled by moving the bounds origin
/// (UIKit's `UIScrollView`).
///
/// `contentOffset` is `bounds.origin`: subviews keep their frames in content coordinates and move
/// on screen as the offset changes. The mouse wheel and touchpad scroll the view through its
/// backing's scroll input (`ScrollInputTarget`); a thin indicator shows the position while the person scrolls (see `flashScrollIndicators()`).
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The size of the scrollable content.
    open var contentSize: CGSize = .zero { didSet { if oldValue != contentSize { clampOffset(); setNeedsDisplay() } } }
    /// Extra space around the content.
    open var contentInset: UIEdgeInsets = .zero { didSet { if oldValue != contentInset { contentInsetDidChange(from: oldValue) } } }
    /// How the safe area adds to `contentInset` to make `adjustedContentInset` (default `.automatic`).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if oldValue != contentInsetAdjustmentBehavior { setNeedsLayout() } }
    }
    /// The insets the content is actually laid out with: `contentInset` plus the part of the safe area
    /// that `contentInsetAdjustmentBehavior` adds. Updated in the layout pass.
    open var adjustedContentInset: UIEdgeInsets { adjustedContentInsetStorage }
    var adjustedContentInsetStorage = UIEdgeInsets.zero
    /// Whether the view can scroll horizontally even when the content fits (default false).
    open var alwaysBounceHorizontal = false
    /// The safe area's part of `adjustedContentInset` when it was last computed.
    var appliedSafeAreaAdjustment = UIEdgeInsets.zero

    /// Whether this view computes its own `adjustedContentInset` (a table leaves it to its list).
    var adjustsOwnContentInset: Bool { true }

    /// Whether the view scrolls vertically, as `.scrollableAxes` sees it. Table and collection views say
    /// yes whatever their content (their layouts scroll vertically, and UIKit's tables always bounce).
    var scrollsVerticallyForInsetAdjustment: Bool {
        alwaysBounceVertical || contentSize.height > bounds.height
    }

    /// Subviews are laid out in content coordinates inside the adjusted insets: the safe area the
    /// adjustment already keeps them out of is not theirs.
    override var safeAreaInsetsForSubviews: UIEdgeInsets {
        let safe = safeAreaInsets, adjustment = appliedSafeAreaAdjustment
        return UIEdgeInsets(top: max(0, safe.top - adjustment.top), left: max(0, safe.left - adjustment.left),
                            bottom: max(0, safe.bottom - adjustment.bottom), right: max(0, safe.right - adjustment.right))
    }
    /// Whether the person can scroll the view.
    open var isScrollEnabled = true
    /// Whether a vertical scroll indicator is drawn while the view scrolls (see `flashScrollIndicators()`).
    open var showsVerticalScrollIndicator = true
    /// The transient indicator's opacity and the fade in progress.
    var indicatorFlash = ScrollIndicatorFlash()
    /// Whether the view can scroll vertically even when the content fits (default false).
    open var alwaysBounceVertical = false

    /// The point of the content shown at the view's top-left corner.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            let clamped = clamped(newValue)
            guard clamped != bounds.origin else { return }
            bounds = CGRect(origin: clamped, size: bounds.size)
            contentOffsetDidChange()
            onContentOffsetChange?()
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// Scrolls to an offset (animation is not supported; the change is immediate).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Scrolls the least distance that makes `rect` (in content coordinates) visible inside the adjusted
    /// content insets (not under a status bar or home indicator).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        let top = offset.y + adjustedContentInset.top, bottom = offset.y + bounds.height - adjustedContentInset.bottom
        if rect.minY < top { offset.y = rect.minY - adjustedContentInset.top } else if rect.maxY > bottom { offset.y = rect.maxY - bounds.height + adjustedContentInset.bottom }
        contentOffset = offset
    }

    /// Called when `adjustedContentInset` changed (the safe area, the adjustment behavior or `contentInset`).
    open func adjustedContentInsetDidChange() {}

    /// Called after the offset changed; collection views lay out the newly visible items.
    func contentOffsetDidChange() {}

    /// Called after `adjustedContentInset` changed (a table hears its list's).
    @preconcurrency var onAdjustedContentInsetChange: (@MainActor () -> Void)?

    /// Called after the offset changed (a navigation bar follows its content's scrolling).
    @preconcurrency var onContentOffsetChange: (@MainActor () -> Void)?

    /// The wheel or touchpad scrolled by `dx`, `dy` (wheel notches, or smooth amounts; `shifted`: Shift was
    /// held); returns whether the view used it (an unused event goes on to the enclosing widgets). A scroll
    /// view scrolls vertically, 40 points a notch; horizontal scrolling is left to the enclosing widgets.
    func scrollWheel(dx: CGFloat, dy: CGFloat, shifted: Bool) -> Bool {
        guard dy != 0 else { return false }
        contentOffset.y += dy * 40
        return true
    }

    /// The largest vertical offset.
    var maximumVerticalOffset: CGFloat {
        max(-adjustedContentInset.top, contentSize.height + adjustedContentInset.bottom - bounds.height)
    }

    private func clamped(_ offset: CGPoint) -> CGPoint {
        CGPoint(x: 0, y: min(max(offset.y, -adjustedContentInset.top), maximumVerticalOffset))
    }

    func clampOffset() {
        let offset = clamped(contentOffset)
        if offset != contentOffset { contentOffset = offset }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateAdjustedContentInset()
        clampOffset()
    }

    override func backingDidLoad(_ backing: any ViewBacking) {
        super.backingDidLoad(backing)
        backing.addScrollInput(for: self)
        backing.clipsChildren = true
    }

    override func drawOverlay(in canvas: any Canvas) {
        drawScrollIndicators(in: canvas)
    }
}

extension UIScrollView: ScrollInputTarget {
    /// A wheel or touchpad scroll over the view: scrolls it while `isScrollEnabled`, and flashes the
    /// indicator when it moved.
    package func wheelScrolled(dx: CGFloat, dy: CGFloat, shifted: Bool) -> Bool {
        guard isScrollEnabled else { return false }
        let used = scrollWheel(dx: dx, dy: dy, shifted: shifted)
        if used { flashScrollIndicators() }
        return used
    }
}
