import Foundation

/// A set of rectangle edges expressed with leading and trailing, like UIKit's `NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The raw bit mask.
    public let rawValue: UInt
    /// Creates an edge set from a raw bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// A set of rectangle edges expressed with left and right, like UIKit's `UIRectEdge`.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// The raw bit mask.
    public let rawValue: UInt
    /// Creates an edge set from a raw bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A set of rectangle corners, like UIKit's `UIRectCorner` (used for rounding selected corners).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The raw bit mask.
    public let rawValue: UInt
    /// Creates a corner set from a raw bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A set of layout axes, like UIKit's `UIAxis` (used by `axesPreservingSuperviewLayoutMargins`).
public struct UIAxis: OptionSet, Hashable, Sendable {
    /// The raw bit mask.
    public let rawValue: UInt
    /// Creates an axis set from a raw bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The horizontal axis (raw value 1): leading and trailing edges.
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    /// The vertical axis (raw value 2): top and bottom edges.
    public static let vertical = UIAxis(rawValue: 1 << 1)
    /// Both axes.
    public static let both: UIAxis = [.horizontal, .vertical]

    /// The directional edges that belong to these axes (horizontal → leading + trailing, vertical → top + bottom).
    var directionalEdges: NSDirectionalRectEdge {
        var edges: NSDirectionalRectEdge = []
        if contains(.horizontal) { edges.formUnion([.leading, .trailing]) }
        if contains(.vertical) { edges.formUnion([.top, .bottom]) }
        return edges
    }
}
