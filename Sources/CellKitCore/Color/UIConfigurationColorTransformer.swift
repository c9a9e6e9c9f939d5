import Foundation
import Synchronization

/// A function that turns one color into another, applied by configurations on top of a color (for example to
/// dim or grey it per state), like UIKit's `UIConfigurationColorTransformer`.
///
/// Closures cannot be compared, so every transformer has an identity: each `init(_:)` call creates a new
/// identity, and the built-in transformers (`.grayscale`, `.preferredTint`, `.monochromeTint`) keep theirs,
/// so configurations that hold the same transformer value stay equal.
public struct UIConfigurationColorTransformer: Hashable, Sendable {
    private enum Identity: Hashable, Sendable {
        case custom(UInt64)
        case builtIn(String)
    }

    private static let nextIdentity = Atomic<UInt64>(1)

    private let identity: Identity
    private let function: @Sendable (UIColor) -> UIColor

    /// Creates a transformer from a closure.
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) {
        identity = .custom(Self.nextIdentity.wrappingAdd(1, ordering: .relaxed).oldValue)
        function = transform
    }

    private init(builtIn name: String, _ transform: @escaping @Sendable (UIColor) -> UIColor) {
        identity = .builtIn(name)
        function = transform
    }

    /// The transforming closure.
    public var transform: @Sendable (UIColor) -> UIColor { function }

    /// Applies the transformer to a color.
    public func callAsFunction(_ input: UIColor) -> UIColor { function(input) }

    /// Converts a color to the grey of the same perceived brightness (Rec. 601 luma), keeping alpha.
    /// UIKit's exact formula is not documented.
    public static let grayscale = UIConfigurationColorTransformer(builtIn: "grayscale") {
        $0.applying(.grayscale)
    }

    /// Replaces a color by the user's preferred accent color. Linux has no accent preference, so this returns
    /// the input unchanged (what UIKit does when the preference is "multicolor").
    public static let preferredTint = UIConfigurationColorTransformer(builtIn: "preferredTint") { $0 }

    /// Replaces a color by a de-emphasised monochrome tint regardless of accent: the graphite grey
    /// RGB(140, 140, 140), keeping alpha. UIKit's exact color is not documented.
    public static let monochromeTint = UIConfigurationColorTransformer(builtIn: "monochromeTint") {
        $0.applying(.monochrome)
    }

    /// Halves alpha: the dimming list styles apply to disabled content (UIKit's internal transformer,
    /// whose exact math is unknown).
    static let disabledDimming = UIConfigurationColorTransformer(builtIn: "cellkit.disabled") {
        $0.applying(.multiplyAlpha(0.5))
    }

    /// Lowers alpha to 60 %: the highlight list styles apply to header text (UIKit's internal transformer,
    /// whose exact math is unknown).
    static let highlight = UIConfigurationColorTransformer(builtIn: "cellkit.highlight") {
        $0.applying(.multiplyAlpha(0.6))
    }

    /// Lowers alpha to 25 %: the fill of a keyboard-focused but unselected cell (UIKit's internal focus
    /// transformer, whose exact math is unknown).
    static let focus = UIConfigurationColorTransformer(builtIn: "cellkit.focus") {
        $0.applying(.multiplyAlpha(0.25))
    }

    /// Equal when both are the same transformer (same identity).
    public static func == (lhs: UIConfigurationColorTransformer, rhs: UIConfigurationColorTransformer) -> Bool {
        lhs.identity == rhs.identity
    }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
    }
}
