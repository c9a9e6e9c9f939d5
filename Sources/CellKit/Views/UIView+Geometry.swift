import Foundation

extension UIView {
    func applyFrame(_ newValue: CGRect) {
        let sizeChanged = newValue.size != boundsStorage.size
        guard sizeChanged || newValue.origin != frameOrigin else { return }
        frameOrigin = newValue.origin
        if sizeChanged { resize(to: newValue.size) }
        superview?.backing?.childGeometryChanged()
        autoLayout.fixedInIsland?.setNeedsUpdate()
    }

    func applyBounds(_ newValue: CGRect) {
        guard newValue != boundsStorage else { return }
        let center = self.center
        boundsStorage.origin = newValue.origin
        if newValue.size != boundsStorage.size {
            frameOrigin = CGPoint(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2)
            resize(to: newValue.size)
        }
        superview?.backing?.childGeometryChanged()
        setNeedsDisplay()
    }

    private func resize(to size: CGSize) {
        let oldSize = boundsStorage.size
        let transitioning = sizeWillChange(to: size)
        boundsStorage.size = size
        if autoresizesSubviews {
            for subview in subviews { subview.autoresize(from: oldSize, to: size) }
        }
        setNeedsLayout()
        setNeedsDisplay()
        if transitioning { sizeDidSettle() }
    }

    /// Converts a point from this view's coordinates to `view`'s (nil: the root's).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = pointInRoot(point)
        guard let view else { return inRoot }
        let target = view.pointInRoot(.zero)
        return CGPoint(x: inRoot.x - target.x, y: inRoot.y - target.y)
    }

    /// Converts a point from `view`'s coordinates (nil: the root's) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inRoot = view?.pointInRoot(point) ?? point
        let origin = pointInRoot(.zero)
        return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
    }

    /// Converts a rectangle from this view's coordinates to `view`'s.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts a rectangle from `view`'s coordinates to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    private func pointInRoot(_ point: CGPoint) -> CGPoint {
        var result = point
        var view: UIView? = self
        while let current = view, let parent = current.superview {
            result.x += current.frameOrigin.x - parent.boundsStorage.origin.x
            result.y += current.frameOrigin.y - parent.boundsStorage.origin.y
            view = parent
        }
        return result
    }

    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let local = subview.convert(point, from: self)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }
}
