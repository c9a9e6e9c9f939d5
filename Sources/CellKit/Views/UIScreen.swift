import Foundation

/// The screen a view hierarchy is shown on (UIKit's `UIScreen`): its size in points and its pixel scale.
///
/// CellKit has no hardware screens: whatever hosts a root view (a device preset in a preview, a test)
/// creates the screen and gives it to the root with `host.screen`. Views read it through their nearest
/// ancestor that has one. There is no `UIScreen.main` (UIKit deprecated it in iOS 16): several roots may
/// be shown on different screens at once.
///
/// What the screen decides, as in UIKit:
/// - the system minimum layout margins: 20 points on screens wider than 375 points (390-, 393- and
///   430-point phones, every phone in landscape, every iPad), 16 points on 320- and 375-point screens. A
///   view narrower than its screen (a 375-point view on a 393-point screen) still gets 20.
/// - the root's `traitCollection.displayScale`: the screen's `scale`, unless the root's
///   `traitOverrides` set another.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The screen's rectangle in points, in the current interface orientation (an iPhone 15 in portrait:
    /// 393 × 852; in landscape: 852 × 393).
    public let bounds: CGRect
    /// Device pixels per point (1, 2 or 3).
    public let scale: CGFloat
    /// The pixels per point of the physical panel (differs from `scale` on displays that scale their
    /// frame buffer, e.g. 2.608 on a Plus phone with scale 3). Defaults to `scale`.
    public let nativeScale: CGFloat

    /// The screen's rectangle in pixels, in portrait-up orientation regardless of the interface orientation
    /// (an iPhone 15: 1179 × 2556).
    public var nativeBounds: CGRect {
        let portrait = CGSize(width: min(bounds.width, bounds.height), height: max(bounds.width, bounds.height))
        return CGRect(x: 0, y: 0, width: (portrait.width * nativeScale).rounded(), height: (portrait.height * nativeScale).rounded())
    }

    /// Creates a screen of `bounds` (points, current orientation) at `scale` pixels per point.
    package init(bounds: CGRect, scale: CGFloat, nativeScale: CGFloat? = nil) {
        self.bounds = CGRect(origin: .zero, size: bounds.size)
        self.scale = scale
        self.nativeScale = nativeScale ?? scale
        super.init()
    }

    /// The system minimum side margin (leading and trailing) of views shown on this screen: 20 points
    /// when the screen is wider than 375 points, 16 otherwise.
    var minimumSideMargin: CGFloat {
        bounds.width > ListMetrics.compactScreenWidthLimit ? ListMetrics.wideCellLayoutMargin : ListMetrics.cellLayoutMargin
    }
}

extension UIView {
    /// The screen this view is shown on: the nearest `host.screen` among the view and its ancestors; nil
    /// when the host gave none (margins then follow the view's width, see `ListSectionLayout`).
    var screen: UIScreen? {
        var view: UIView? = self
        while let current = view {
            if let screen = current.host.screen { return screen }
            view = current.superview
        }
        return nil
    }

    /// The look (iOS release) this view draws: the nearest `host.systemLook` among the view and its ancestors.
    var systemLook: SystemLook {
        var view: UIView? = self
        while let current = view {
            if let look = current.host.systemLook { return look }
            view = current.superview
        }
        return .iOS17
    }

    /// The side margin lists, cells and bars use at this view: by the screen's width when there is a
    /// screen, otherwise by `width` (20 above 400 points, 16 below).
    func systemSideMargin(forWidth width: CGFloat) -> CGFloat {
        screen?.minimumSideMargin ?? ListSectionLayout.cellLayoutMargin(forWidth: width)
    }
}

extension UIView {
    /// The host gave the root another screen or look: traits (display scale) are resolved again, and every
    /// view lays out and draws again with the margins and metrics that follow.
    func hostEnvironmentChanged() {
        invalidateTraits()
        hostEnvironmentChangedInSubtree()
    }

    private func hostEnvironmentChangedInSubtree() {
        hostEnvironmentDidChange()
        setNeedsLayout()
        setNeedsDisplay()
        for subview in subviews { subview.hostEnvironmentChangedInSubtree() }
    }

}
