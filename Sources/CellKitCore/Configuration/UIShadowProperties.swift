import Foundation

/// The shadow of a background configuration, like UIKit's iOS 18 `UIShadowProperties`. The shadow is drawn
/// only when `opacity` is above 0. UIKit does not document the defaults of color, radius and offset; CellKit
/// uses black, 0 and zero. UIKit's optional `path` (a `UIBezierPath`) is not available: the shadow follows the
/// background's rounded rectangle.
public struct UIShadowProperties: Hashable, Sendable {
    /// The shadow color (black by default).
    public var color: UIColor = .black
    /// The shadow opacity, 0 (no shadow, the default) … 1.
    public var opacity: CGFloat = 0
    /// The blur radius in points.
    public var radius: CGFloat = 0
    /// The shadow's offset in points.
    public var offset: CGSize = .zero

    /// Creates shadow properties with no visible shadow.
    public init() {}

    /// Whether a shadow is drawn.
    var isVisible: Bool { opacity > 0 }
}
