import Foundation

/// Whether a view's content should flip in right-to-left layouts, like UIKit's `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Hashable, Sendable {
    /// Follow the layout direction of the environment.
    case unspecified = 0
    /// Playback controls: never flipped.
    case playback = 1
    /// Directional controls (e.g. alignment buttons): never flipped.
    case spatial = 2
    /// Always laid out left to right.
    case forceLeftToRight = 3
    /// Always laid out right to left.
    case forceRightToLeft = 4
}

/// The resolved horizontal layout direction of a view or application, like UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Hashable, Sendable {
    /// Content flows from left to right.
    case leftToRight = 0
    /// Content flows from right to left.
    case rightToLeft = 1
}
