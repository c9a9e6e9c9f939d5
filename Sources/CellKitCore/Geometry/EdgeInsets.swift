import Foundation

/// Insets for the four edges of a rectangle, using leading and trailing instead of left and right
/// so that they flip automatically in right-to-left layouts, like UIKit's `NSDirectionalEdgeInsets`.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge (left in left-to-right layouts).
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge (right in left-to-right layouts).
    public var trailing: CGFloat

    /// Creates insets with every edge set to zero.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Creates insets with the given value for each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of zero on every edge.
    public static let zero = NSDirectionalEdgeInsets()

    /// A textual form such as `{11, 16, 11, 8}` (top, leading, bottom, trailing), as UIKit prints it.
    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }

    /// The sum of the leading and trailing insets.
    var horizontalSum: CGFloat { leading + trailing }

    /// The sum of the top and bottom insets.
    var verticalSum: CGFloat { top + bottom }

    /// Converts to left/right insets for the given layout direction.
    func edgeInsets(for direction: UIUserInterfaceLayoutDirection) -> UIEdgeInsets {
        switch direction {
        case .leftToRight: return UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
        case .rightToLeft: return UIEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
        }
    }
}

/// Insets for the four edges of a rectangle using absolute left and right edges, like UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Creates insets with every edge set to zero.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Creates insets with the given value for each edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of zero on every edge.
    public static let zero = UIEdgeInsets()

    /// A textual form such as `{0, 16, 0, 16}` (top, left, bottom, right), as UIKit prints it.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

extension CGRect {
    /// Returns the rectangle shrunk by `insets` (grown for negative values), like UIKit's `rect.inset(by:)`.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left,
            y: origin.y + insets.top,
            width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom
        )
    }
}
