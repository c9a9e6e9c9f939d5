import Foundation

extension UIView {
    /// How a view lays out its content (typically an image) when its size differs from the content's,
    /// like UIKit's `UIView.ContentMode` (same cases and raw values).
    public enum ContentMode: Int, Hashable, Sendable {
        /// Stretch the content to fill the bounds, ignoring aspect ratio.
        case scaleToFill = 0
        /// Scale the content to fit inside the bounds, keeping the aspect ratio.
        case scaleAspectFit = 1
        /// Scale the content to cover the bounds, keeping the aspect ratio (may be clipped).
        case scaleAspectFill = 2
        /// Redisplay the content whenever the bounds change.
        case redraw = 3
        /// Center the content without scaling.
        case center = 4
        /// Align the content to the top edge, centered horizontally.
        case top = 5
        /// Align the content to the bottom edge, centered horizontally.
        case bottom = 6
        /// Align the content to the left edge, centered vertically.
        case left = 7
        /// Align the content to the right edge, centered vertically.
        case right = 8
        /// Align the content to the top-left corner.
        case topLeft = 9
        /// Align the content to the top-right corner.
        case topRight = 10
        /// Align the content to the bottom-left corner.
        case bottomLeft = 11
        /// Align the content to the bottom-right corner.
        case bottomRight = 12
    }
}
