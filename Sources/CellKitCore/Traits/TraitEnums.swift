import Foundation

/// Light or dark appearance, like UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable, CaseIterable {
    /// No style is specified (resolves like light).
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2
}

/// The layout direction stored in a trait collection, like UIKit's `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Hashable, Sendable, CaseIterable {
    /// No direction is specified.
    case unspecified = -1
    /// Left-to-right layout.
    case leftToRight = 0
    /// Right-to-left layout.
    case rightToLeft = 1
}

/// The "Bold Text" accessibility setting as a trait, like UIKit's `UILegibilityWeight`.
public enum UILegibilityWeight: Int, Hashable, Sendable, CaseIterable {
    /// No weight is specified.
    case unspecified = -1
    /// Bold Text is off.
    case regular = 0
    /// Bold Text is on: system fonts draw one weight step heavier.
    case bold = 1
}

/// The "Increase Contrast" accessibility setting as a trait, like UIKit's `UIAccessibilityContrast`.
public enum UIAccessibilityContrast: Int, Hashable, Sendable, CaseIterable {
    /// No contrast is specified.
    case unspecified = -1
    /// Normal contrast.
    case normal = 0
    /// Increased contrast: system colors use their high-contrast variants.
    case high = 1
}

/// A horizontal or vertical size class, like UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable, CaseIterable {
    /// No size class is specified.
    case unspecified = 0
    /// A constrained amount of space (e.g. iPhone width in portrait).
    case compact = 1
    /// An expansive amount of space (e.g. iPad width).
    case regular = 2
}

/// The visual level of content, like UIKit's `UIUserInterfaceLevel`; elevated content (popovers, sheets)
/// uses lighter background colors in dark mode.
public enum UIUserInterfaceLevel: Int, Hashable, Sendable, CaseIterable {
    /// No level is specified.
    case unspecified = -1
    /// The base level (window background).
    case base = 0
    /// The elevated level (content above the base level).
    case elevated = 1
}
