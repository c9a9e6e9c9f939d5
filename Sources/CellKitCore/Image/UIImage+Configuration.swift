import Foundation

extension UIImage {
    /// Traits and options that select how an image draws, like UIKit's `UIImage.Configuration`.
    open class Configuration: NSObject, @unchecked Sendable {
        let storedTraits: UITraitCollection?

        init(traitCollection: UITraitCollection?) {
            storedTraits = traitCollection
            super.init()
        }

        /// The traits the image is drawn for, if any.
        public var traitCollection: UITraitCollection? { storedTraits }

        /// A copy with other traits.
        public func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            replacingTraits(traitCollection) as! Self
        }

        /// This configuration combined with `otherConfiguration`: values the other one sets win.
        public func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            combined(with: otherConfiguration) as! Self
        }

        func replacingTraits(_ traits: UITraitCollection?) -> UIImage.Configuration {
            UIImage.Configuration(traitCollection: traits)
        }

        func combined(with other: UIImage.Configuration?) -> UIImage.Configuration {
            if let symbol = other as? SymbolConfiguration {
                return SymbolConfiguration(spec: symbol.spec, traitCollection: mergedTraits(other))
            }
            return UIImage.Configuration(traitCollection: mergedTraits(other))
        }

        func mergedTraits(_ other: UIImage.Configuration?) -> UITraitCollection? {
            switch (storedTraits, other?.storedTraits) {
            case (nil, nil): return nil
            case (let mine?, nil): return mine
            case (nil, let theirs?): return theirs
            case (let mine?, let theirs?): return UITraitCollection(traitsFrom: [mine, theirs])
            }
        }

        /// Equal when the traits (and, for symbol configurations, every option) match.
        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? UIImage.Configuration, type(of: other) == type(of: self) else { return false }
            return other.storedTraits == storedTraits
        }

        /// A hash consistent with `isEqual(_:)`.
        public override var hash: Int { storedTraits?.hash ?? 0 }
    }
}

/// The options of a symbol configuration.
struct SymbolSpec: Hashable, Sendable {
    var textStyle: UIFont.TextStyle?
    var pointSize: CGFloat = 0
    var weight: UIImage.SymbolWeight = .unspecified
    var scale: UIImage.SymbolScale = .unspecified
    var hierarchicalColor: UIColor?
    var paletteColors: [UIColor]?
    var prefersMulticolor = false

    /// `other`'s set values over these: a text style or point size from `other` replaces both of ours.
    func merged(with other: SymbolSpec) -> SymbolSpec {
        var result = self
        if other.textStyle != nil || other.pointSize > 0 {
            result.textStyle = other.textStyle
            result.pointSize = other.pointSize
        }
        if other.weight != .unspecified { result.weight = other.weight }
        if other.scale != .unspecified { result.scale = other.scale }
        if other.hierarchicalColor != nil {
            result.hierarchicalColor = other.hierarchicalColor
            result.paletteColors = nil
        }
        if other.paletteColors != nil {
            result.paletteColors = other.paletteColors
            result.hierarchicalColor = nil
        }
        if other.prefersMulticolor { result.prefersMulticolor = true }
        return result
    }
}

extension UIImage {
    /// Size, weight, scale and color options of a symbol image, like UIKit's `UIImage.SymbolConfiguration`.
    /// A symbol's glyph box is its point size (the explicit point size, else the text style's Dynamic Type size,
    /// else 17 pt) times the scale factor (small 0.8, medium 1, large 1.3).
    public final class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        let spec: SymbolSpec

        init(spec: SymbolSpec, traitCollection: UITraitCollection? = nil) {
            self.spec = spec
            super.init(traitCollection: traitCollection)
        }

        /// A configuration with a fixed point size.
        public convenience init(pointSize: CGFloat) {
            self.init(spec: SymbolSpec(pointSize: pointSize))
        }

        /// A configuration with a fixed point size and weight.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
            self.init(spec: SymbolSpec(pointSize: pointSize, weight: weight))
        }

        /// A configuration with a fixed point size, weight and scale.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
            self.init(spec: SymbolSpec(pointSize: pointSize, weight: weight, scale: scale))
        }

        /// A configuration that sizes the symbol like a Dynamic Type text style.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(spec: SymbolSpec(textStyle: textStyle))
        }

        /// A configuration that sizes the symbol like a text style, at a scale.
        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
            self.init(spec: SymbolSpec(textStyle: textStyle, scale: scale))
        }

        /// A configuration that matches a font's size and weight (and its text style, if it has one).
        public convenience init(font: UIFont) {
            self.init(font: font, scale: .unspecified)
        }

        /// A configuration that matches a font's size and weight, at a scale.
        public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
            var spec = SymbolSpec(weight: UIImage.SymbolWeight(font.weight), scale: scale)
            if let style = font.textStyle { spec.textStyle = style } else { spec.pointSize = font.pointSize }
            self.init(spec: spec)
        }

        /// A configuration with only a weight.
        public convenience init(weight: UIImage.SymbolWeight) {
            self.init(spec: SymbolSpec(weight: weight))
        }

        /// A configuration with only a scale.
        public convenience init(scale: UIImage.SymbolScale) {
            self.init(spec: SymbolSpec(scale: scale))
        }

        /// A configuration that draws the symbol's layers in shades of one color.
        public convenience init(hierarchicalColor: UIColor) {
            self.init(spec: SymbolSpec(hierarchicalColor: hierarchicalColor))
        }

        /// A configuration that draws the symbol's layers with the given colors.
        public convenience init(paletteColors: [UIColor]) {
            self.init(spec: SymbolSpec(paletteColors: paletteColors))
        }

        /// A configuration that sets nothing.
        public class var unspecified: UIImage.SymbolConfiguration { SymbolConfiguration(spec: SymbolSpec()) }

        /// A configuration that prefers the symbol's multicolor variant.
        public class func preferringMulticolor() -> UIImage.SymbolConfiguration {
            SymbolConfiguration(spec: SymbolSpec(prefersMulticolor: true))
        }

        /// A copy without the text style.
        public func configurationWithoutTextStyle() -> Self { modified { $0.textStyle = nil } }
        /// A copy without the point size and weight.
        public func configurationWithoutPointSizeAndWeight() -> Self {
            modified { $0.pointSize = 0; $0.weight = .unspecified }
        }
        /// A copy without the scale.
        public func configurationWithoutScale() -> Self { modified { $0.scale = .unspecified } }
        /// A copy without the weight.
        public func configurationWithoutWeight() -> Self { modified { $0.weight = .unspecified } }

        /// Whether both configurations set the same options.
        public func isEqual(to otherConfiguration: UIImage.SymbolConfiguration?) -> Bool {
            isEqual(otherConfiguration as Any?)
        }

        private func modified(_ change: (inout SymbolSpec) -> Void) -> Self {
            var newSpec = spec
            change(&newSpec)
            return SymbolConfiguration(spec: newSpec, traitCollection: storedTraits) as! Self
        }

        override func replacingTraits(_ traits: UITraitCollection?) -> UIImage.Configuration {
            SymbolConfiguration(spec: spec, traitCollection: traits)
        }

        override func combined(with other: UIImage.Configuration?) -> UIImage.Configuration {
            let otherSpec = (other as? SymbolConfiguration)?.spec ?? SymbolSpec()
            return SymbolConfiguration(spec: spec.merged(with: otherSpec), traitCollection: mergedTraits(other))
        }

        // MARK: Renderer-facing values

        /// The text style the symbol follows, if any.
        var textStyle: UIFont.TextStyle? { spec.textStyle }
        /// The fixed point size (0 when not set).
        var pointSize: CGFloat { spec.pointSize }
        /// The weight.
        var weight: UIImage.SymbolWeight { spec.weight }
        /// The scale.
        var scale: UIImage.SymbolScale { spec.scale }
        /// The hierarchical color, if set.
        var hierarchicalColor: UIColor? { spec.hierarchicalColor }
        /// The palette colors, if set.
        var paletteColors: [UIColor]? { spec.paletteColors }

        /// The glyph box side in points for `traits` (this configuration's own traits layered on top).
        func glyphPointSize(for traits: UITraitCollection) -> CGFloat {
            let environment = UITraitCollection(traitsFrom: [traits] + (storedTraits.map { [$0] } ?? []))
            let base: CGFloat
            if spec.pointSize > 0 {
                base = spec.pointSize
            } else if let style = spec.textStyle {
                base = UIFont.preferredFont(forTextStyle: style, compatibleWith: environment).pointSize
            } else {
                base = 17
            }
            return base * spec.scale.glyphFactor
        }

        /// Equal when the traits and every option match.
        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? SymbolConfiguration else { return false }
            return other.spec == spec && other.storedTraits == storedTraits
        }

        /// A hash consistent with `isEqual(_:)`.
        public override var hash: Int { spec.hashValue ^ (storedTraits?.hash ?? 0) }
    }
}
