import Foundation

/// A visual effect (blur or vibrancy) drawn behind content, like UIKit's `UIVisualEffect`.
open class UIVisualEffect: NSObject, @unchecked Sendable {
    /// Creates an effect that draws nothing.
    public override init() {
        super.init()
    }
}

/// A blur of the content behind a view, like UIKit's `UIBlurEffect`.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur materials, like UIKit's `UIBlurEffect.Style` (same raw values).
    public enum Style: Int, Hashable, Sendable {
        /// Light blur, brighter than the content.
        case extraLight = 0
        /// Light blur.
        case light = 1
        /// Dark blur.
        case dark = 2
        /// Blur that adapts to the appearance (regular).
        case regular = 4
        /// Blur that adapts to the appearance (prominent).
        case prominent = 5
        /// Adaptive ultra-thin material.
        case systemUltraThinMaterial = 6
        /// Adaptive thin material.
        case systemThinMaterial = 7
        /// Adaptive default material.
        case systemMaterial = 8
        /// Adaptive thick material.
        case systemThickMaterial = 9
        /// Adaptive chrome material (bars, pinned headers).
        case systemChromeMaterial = 10
        /// Ultra-thin material, always light.
        case systemUltraThinMaterialLight = 11
        /// Thin material, always light.
        case systemThinMaterialLight = 12
        /// Default material, always light.
        case systemMaterialLight = 13
        /// Thick material, always light.
        case systemThickMaterialLight = 14
        /// Chrome material, always light.
        case systemChromeMaterialLight = 15
        /// Ultra-thin material, always dark.
        case systemUltraThinMaterialDark = 16
        /// Thin material, always dark.
        case systemThinMaterialDark = 17
        /// Default material, always dark.
        case systemMaterialDark = 18
        /// Thick material, always dark.
        case systemThickMaterialDark = 19
        /// Chrome material, always dark.
        case systemChromeMaterialDark = 20
    }

    /// The material.
    let style: Style
    /// A plain blur radius in points (UIKit's private radius-only blur, used for reordering), when set.
    let blurRadius: CGFloat?

    /// Creates a blur effect with a material.
    public init(style: UIBlurEffect.Style) {
        self.style = style
        self.blurRadius = nil
        super.init()
    }

    /// Creates a plain blur of the given radius with no tint (what reordering cells use).
    init(blurRadius: CGFloat) {
        self.style = .regular
        self.blurRadius = blurRadius
        super.init()
    }

    /// Equal when the material and radius match.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIBlurEffect else { return false }
        return other.style == style && other.blurRadius == blurRadius
    }

    /// A hash consistent with `isEqual(_:)`.
    public override var hash: Int { style.rawValue &* 31 &+ (blurRadius?.hashValue ?? 0) }
}

/// Vibrant content over a blur, like UIKit's `UIVibrancyEffect`.
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur the vibrancy belongs to.
    let blurEffect: UIBlurEffect
    /// The vibrancy style.
    let style: UIVibrancyEffectStyle

    /// Vibrancy for content over `blurEffect` (label style).
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// Vibrancy of a given style for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// Equal when blur and style match.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIVibrancyEffect else { return false }
        return other.blurEffect == blurEffect && other.style == style
    }

    /// A hash consistent with `isEqual(_:)`.
    public override var hash: Int { blurEffect.hash &* 31 &+ style.rawValue }
}

/// The kinds of vibrant content, like UIKit's `UIVibrancyEffectStyle`.
public enum UIVibrancyEffectStyle: Int, Hashable, Sendable {
    /// Primary text.
    case label = 0
    /// Secondary text.
    case secondaryLabel = 1
    /// Tertiary text.
    case tertiaryLabel = 2
    /// Quaternary text.
    case quaternaryLabel = 3
    /// Fills.
    case fill = 4
    /// Secondary fills.
    case secondaryFill = 5
    /// Tertiary fills.
    case tertiaryFill = 6
    /// Separators.
    case separator = 7
}
