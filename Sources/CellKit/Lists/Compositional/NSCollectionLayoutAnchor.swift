import Foundation

/// Where a supplementary item is attached to its container (UIKit's `NSCollectionLayoutAnchor`): a point
/// named by edges, moved by an offset in points or in fractions of the supplementary item's size.
///
/// `[.top, .trailing]` names the container's top trailing corner; one edge names the middle of that edge;
/// no edges name the center. With `fractionalOffset: CGPoint(x: 0.3, y: -0.3)`, a 20 × 20 badge anchored
/// at `[.top, .trailing]` moves 6 points right and 6 points up, so it straddles the cell's corner the way
/// iOS draws a badge.
@preconcurrency @MainActor
open class NSCollectionLayoutAnchor: NSObject {
    /// The edges that name the anchor's point.
    public let edges: NSDirectionalRectEdge
    /// The offset from that point (in points, or fractions of the supplementary item's size).
    public let offset: CGPoint
    /// Whether `offset` is in points.
    public let isAbsoluteOffset: Bool
    /// Whether `offset` is a fraction of the supplementary item's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    /// An anchor at `edges` with no offset.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, isAbsolute: true)
    }

    /// An anchor at `edges`, moved by `absoluteOffset` points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, isAbsolute: true)
    }

    /// An anchor at `edges`, moved by `fractionalOffset` times the supplementary item's width and height.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, isAbsolute: false)
    }

    private init(edges: NSDirectionalRectEdge, offset: CGPoint, isAbsolute: Bool) {
        self.edges = edges
        self.offset = offset
        isAbsoluteOffset = isAbsolute
        super.init()
    }

    /// The anchor as layout values.
    var spec: LayoutAnchorSpec {
        LayoutAnchorSpec(edges: edges, offset: offset, isFractional: !isAbsoluteOffset)
    }
}
