import Foundation

/// Calls a dynamic color's closure; compared by identity.
final class DynamicColorProvider: Sendable {
    let resolve: @Sendable (UITraitCollection) -> UIColor
    init(_ resolve: @escaping @Sendable (UITraitCollection) -> UIColor) { self.resolve = resolve }
}

/// A change applied to a resolved color (used for colors derived from dynamic ones).
enum ColorOperation: Hashable, Sendable {
    /// Replace alpha (`withAlphaComponent`).
    case replaceAlpha(CGFloat)
    /// Multiply alpha by a factor (dimming).
    case multiplyAlpha(CGFloat)
    /// Convert to grey with the same perceived brightness (Rec. 601 luma), alpha kept.
    case grayscale
    /// Replace by the graphite grey RGB(140, 140, 140), alpha kept.
    case monochrome

    func apply(_ color: RGBA) -> RGBA {
        switch self {
        case .replaceAlpha(let alpha): return color.withAlpha(alpha)
        case .multiplyAlpha(let factor): return color.withAlpha(color.alpha * factor)
        case .grayscale:
            let luma = color.luma
            return RGBA(red: luma, green: luma, blue: luma, alpha: color.alpha)
        case .monochrome:
            let grey: CGFloat = 140 / 255
            return RGBA(red: grey, green: grey, blue: grey, alpha: color.alpha)
        }
    }
}

/// What decides whether two colors are equal.
indirect enum ColorIdentity: Hashable, Sendable {
    case constant([Int])
    case variants([[Int]])
    case provider(ObjectIdentifier)
    case derived(ColorIdentity, ColorOperation)
    case tint
}

/// A color, like UIKit's `UIColor`: immutable, either a fixed sRGB value or dynamic (system colors, colors made
/// with `init(dynamicProvider:)`, and `tintColor`), resolved against a trait collection when drawn.
///
/// Equality: two colors are equal when they resolve identically in every appearance CellKit supports (light,
/// dark, elevated, high contrast) — so a system color equals a fixed color only if it never varies; colors made
/// with `init(dynamicProvider:)` are equal only to themselves (and colors derived from them the same way).
/// Unlike UIKit, a grey made with `init(white:alpha:)` equals the same grey made with `init(red:green:blue:alpha:)`.
open class UIColor: NSObject, @unchecked Sendable {
    enum Kind: Sendable {
        case constant(RGBA)
        case system(name: String, values: SystemColorValues)
        case catalog(name: String, values: SystemColorValues)
        case provider(DynamicColorProvider)
        case derived(base: UIColor, operation: ColorOperation)
        case tint
    }

    let kind: Kind
    let identity: ColorIdentity

    init(kind: Kind) {
        self.kind = kind
        switch kind {
        case .constant(let rgba):
            identity = .constant(rgba.quantized)
        case .system(_, let values), .catalog(_, let values):
            let variants = values.allVariants.map(\.quantized)
            identity = Set(variants).count == 1 ? .constant(variants[0]) : .variants(variants)
        case .provider(let provider):
            identity = .provider(ObjectIdentifier(provider))
        case .derived(let base, let operation):
            if case .constant(let rgba) = base.kind {
                identity = .constant(operation.apply(rgba).quantized)
            } else {
                identity = .derived(base.identity, operation)
            }
        case .tint:
            identity = .tint
        }
        super.init()
    }

    /// A fixed color from sRGB components in 0…1 (values outside 0…1 are kept, as for extended sRGB).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(kind: .constant(RGBA(red: red, green: green, blue: blue, alpha: alpha)))
    }

    /// A fixed grey from a white level and alpha in 0…1.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A fixed color from hue, saturation and brightness (HSB) in 0…1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        let v = brightness
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = [
            (v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q),
        ][sector]
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A color from Display P3 components; CellKit draws in sRGB and uses the components unchanged.
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: displayP3Red, green: green, blue: blue, alpha: alpha)
    }

    /// A fixed color with the components of a `CGColor`.
    public convenience init(cgColor: CGColor) {
        self.init(kind: .constant(cgColor.rgba))
    }

    /// A dynamic color whose value the closure picks for each trait collection (e.g. light vs dark).
    public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        self.init(kind: .provider(DynamicColorProvider(dynamicProvider)))
    }

    /// A named system color with its appearance variants.
    convenience init(systemName: String, _ values: SystemColorValues) {
        self.init(kind: .system(name: systemName, values: values))
    }

    // MARK: Resolving

    /// The fixed color this color has in `traitCollection`.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        if case .constant = kind { return self }
        return UIColor(kind: .constant(rgba(resolvedWith: traitCollection)))
    }

    /// The components in `traits`; `tintColor` resolves to system blue.
    package func rgba(resolvedWith traits: UITraitCollection) -> RGBA {
        rgba(resolvedWith: traits, tintColor: nil)
    }

    /// The components in `traits`, with `UIColor.tintColor` (also inside derived and dynamic colors) replaced by
    /// `tintColor` (system blue when nil).
    package func rgba(resolvedWith traits: UITraitCollection, tintColor: UIColor?) -> RGBA {
        switch kind {
        case .constant(let rgba):
            return rgba
        case .system(_, let values), .catalog(_, let values):
            return values.resolve(traits)
        case .provider(let provider):
            return provider.resolve(traits).rgba(resolvedWith: traits, tintColor: tintColor)
        case .derived(let base, let operation):
            return operation.apply(base.rgba(resolvedWith: traits, tintColor: tintColor))
        case .tint:
            let tint = tintColor.flatMap { $0.isTintColorPlaceholder ? nil : $0 } ?? UIColor.systemBlue
            return tint.rgba(resolvedWith: traits)
        }
    }

    /// Whether this is `UIColor.tintColor`, the "use the view's tint color" placeholder.
    package var isTintColorPlaceholder: Bool {
        if case .tint = kind { return true }
        return false
    }

    /// Whether the color depends on `UIColor.tintColor`, directly or through derived colors.
    var dependsOnTintColor: Bool {
        switch kind {
        case .tint: return true
        case .derived(let base, _): return base.dependsOnTintColor
        default: return false
        }
    }

    /// Whether the color never changes with traits.
    var isConstant: Bool {
        if case .constant = identity { return true }
        return false
    }

    // MARK: Deriving colors

    /// The same color with another alpha (dynamic colors stay dynamic).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        applying(.replaceAlpha(alpha))
    }

    /// The color with an operation applied; fixed colors are computed right away.
    func applying(_ operation: ColorOperation) -> UIColor {
        if case .constant(let rgba) = kind { return UIColor(kind: .constant(operation.apply(rgba))) }
        return UIColor(kind: .derived(base: self, operation: operation))
    }

    /// The color as a `CGColor`, resolved for `UITraitCollection.current`.
    public var cgColor: CGColor {
        let rgba = rgba(resolvedWith: .current)
        return CGColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }

    // MARK: Equality

    /// Equal when both resolve identically in every supported appearance (see the type's documentation).
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return other === self || other.identity == identity
    }

    /// A hash consistent with `isEqual(_:)`.
    public override var hash: Int { identity.hashValue }

    /// A description such as `UIExtendedSRGBColorSpace 1 0 0 1` or `<UIDynamicSystemColor: systemBlue>`.
    public override var description: String {
        switch kind {
        case .constant(let c):
            return "UIExtendedSRGBColorSpace \(c.red) \(c.green) \(c.blue) \(c.alpha)"
        case .system(let name, _):
            return "<UIDynamicSystemColor: \(name)>"
        case .catalog(let name, _):
            return "<UIDynamicCatalogColor: name = \(name)>"
        case .provider:
            return "<UIDynamicProviderColor>"
        case .derived(let base, let operation):
            return "<UIDynamicModifiedColor: \(base) \(operation)>"
        case .tint:
            return "<UIDynamicSystemColor: tintColor>"
        }
    }
}
