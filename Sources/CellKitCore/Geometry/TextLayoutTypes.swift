import Foundation

/// Horizontal text alignment, like UIKit's `NSTextAlignment` (iOS raw values).
public enum NSTextAlignment: Int, Hashable, Sendable {
    /// Align to the left edge.
    case left = 0
    /// Center the text.
    case center = 1
    /// Align to the right edge.
    case right = 2
    /// Stretch lines to fill the width (last line natural).
    case justified = 3
    /// Align to the leading edge of the current writing direction.
    case natural = 4
}

/// What a label does with text that does not fit, like UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Hashable, Sendable {
    /// Wrap at word boundaries.
    case byWordWrapping = 0
    /// Wrap at character boundaries.
    case byCharWrapping = 1
    /// Cut off the text at the edge.
    case byClipping = 2
    /// Replace the start of the last visible line with an ellipsis.
    case byTruncatingHead = 3
    /// Replace the end of the last visible line with an ellipsis.
    case byTruncatingTail = 4
    /// Replace the middle of the last visible line with an ellipsis.
    case byTruncatingMiddle = 5
}
