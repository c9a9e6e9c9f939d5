import Foundation

/// A point on a rectangle named by its edges, moved by an offset (UIKit's `NSCollectionLayoutAnchor` as
/// layout values).
///
/// The edges pick the point: `.top` its top, `.bottom` its bottom, `.leading` its leading side, `.trailing`
/// its trailing side; an axis with neither edge (or both) takes the middle. Geometry is in left-to-right
/// coordinates (leading is the smaller x); the engine mirrors frames for right-to-left layouts afterwards.
package struct LayoutAnchorSpec: Hashable, Sendable {
    package var edges: NSDirectionalRectEdge
    /// The offset, in points or, when `isFractional`, in fractions of the supplementary item's size.
    package var offset: CGPoint
    package var isFractional: Bool

    package init(edges: NSDirectionalRectEdge, offset: CGPoint = .zero, isFractional: Bool = false) {
        self.edges = edges
        self.offset = offset
        self.isFractional = isFractional
    }

    /// The anchor's point on `rect`, before the offset.
    package func point(on rect: CGRect) -> CGPoint {
        CGPoint(x: Self.position(rect.minX, rect.maxX, low: edges.contains(.leading), high: edges.contains(.trailing)),
                y: Self.position(rect.minY, rect.maxY, low: edges.contains(.top), high: edges.contains(.bottom)))
    }

    /// The offset in points for a supplementary item of `size`.
    package func offset(forSupplementaryOf size: CGSize) -> CGPoint {
        isFractional ? CGPoint(x: offset.x * size.width, y: offset.y * size.height) : offset
    }

    private static func position(_ minimum: CGFloat, _ maximum: CGFloat, low: Bool, high: Bool) -> CGFloat {
        if low && !high { return minimum }
        if high && !low { return maximum }
        return (minimum + maximum) / 2
    }
}

/// A view attached to an item (UIKit's `NSCollectionLayoutSupplementaryItem` on an
/// `NSCollectionLayoutItem`): a badge, a label or a mark drawn over or beside the item's cell.
package struct ItemSupplementarySpec: Hashable, Sendable {
    package var kind: String
    package var size: LayoutSizeSpec
    package var containerAnchor: LayoutAnchorSpec
    /// The supplementary item's own point put on the container's; nil puts the point of the same edges
    /// there, so the supplementary sits inside the container against those edges.
    package var itemAnchor: LayoutAnchorSpec?
    package var zIndex: Int

    package init(kind: String, size: LayoutSizeSpec, containerAnchor: LayoutAnchorSpec,
                 itemAnchor: LayoutAnchorSpec? = nil, zIndex: Int = 1) {
        self.kind = kind
        self.size = size
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        self.zIndex = zIndex
    }

    /// The supplementary item's frame for an item (its cell) at `container`. Fractional dimensions are
    /// fractions of the container's size; an estimate is taken as its estimate.
    ///
    /// The container anchor's point (plus its offset) is where the item anchor's point of the supplementary
    /// goes. An item anchor's own offset moves that point within the supplementary, so the supplementary
    /// moves the opposite way.
    package func frame(in container: CGRect) -> CGRect {
        let supplementarySize = size.resolved(in: container.size)
        let target = containerAnchor.point(on: container)
        let containerOffset = containerAnchor.offset(forSupplementaryOf: supplementarySize)
        let ownAnchor = itemAnchor ?? LayoutAnchorSpec(edges: containerAnchor.edges)
        let own = ownAnchor.point(on: CGRect(origin: .zero, size: supplementarySize))
        let ownOffset = ownAnchor.offset(forSupplementaryOf: supplementarySize)
        return CGRect(x: target.x + containerOffset.x - own.x - ownOffset.x,
                      y: target.y + containerOffset.y - own.y - ownOffset.y,
                      width: supplementarySize.width, height: supplementarySize.height)
    }
}
