import Foundation

/// An image, like UIKit's `UIImage`: immutable, either an SF Symbol (drawn from a freedesktop / Adwaita
/// symbolic icon, see `SymbolTable`) or a bitmap file or data (PNG, JPEG, GIF). The view layer draws it; this type carries what
/// to draw and at which size.
open class UIImage: NSObject, @unchecked Sendable {
    /// Where the pixels come from.
    package enum Source: Hashable, Sendable {
        /// An SF Symbol and the glyph that draws it (an icon, changed or not, or the name's initials).
        case symbol(name: String, glyph: SymbolGlyph)
        /// An image file.
        case file(URL)
        /// Image data in memory.
        case data(Data)
    }

    /// Everything that defines an image.
    struct Fields: Hashable, Sendable {
        var source: Source
        var pixelSize: CGSize = .zero
        var format: ImageHeaderReader.Format?
        var scale: CGFloat = 1
        var renderingMode: RenderingMode = .automatic
        var configuration: UIImage.Configuration?
        var tintColor: UIColor?
        var isPlaceholderSymbol = false
        var flipsForRightToLeftLayoutDirection = false
    }

    let fields: Fields

    init(fields: Fields) {
        self.fields = fields
        super.init()
    }

    private func with(_ change: (inout Fields) -> Void) -> UIImage {
        var newFields = fields
        change(&newFields)
        return UIImage(fields: newFields)
    }

    // MARK: Renderer-facing values

    /// Where the pixels come from.
    package var source: Source { fields.source }
    /// The tint color set with `withTintColor`, if any.
    package var tintColor: UIColor? { fields.tintColor }
    /// Whether this symbol image stands in for an unknown SF Symbol name (it shows the name's initials).
    package var isPlaceholderSymbol: Bool { fields.isPlaceholderSymbol }
    /// The bitmap format, nil for symbols.
    var format: ImageHeaderReader.Format? { fields.format }
    /// Whether the image draws as a template (its shape in the tint color): `.alwaysTemplate`, or
    /// `.automatic` for symbols.
    var drawsAsTemplate: Bool {
        switch fields.renderingMode {
        case .alwaysTemplate: return true
        case .alwaysOriginal: return false
        case .automatic: return isSymbolImage
        }
    }

    /// The glyph box side in points for a symbol drawn in `traits` (the image's own configuration traits are
    /// layered on top); 0 for bitmaps.
    func symbolPointSize(for traits: UITraitCollection) -> CGFloat {
        guard isSymbolImage else { return 0 }
        let configuration = symbolConfiguration ?? .unspecified
        return configuration.glyphPointSize(for: UITraitCollection.resolvedAgainstCurrent(traits))
    }

    // MARK: Public properties

    /// The size in points: a bitmap's pixel size divided by its scale; for a symbol, a square whose side is the
    /// glyph box of its configuration in the current environment.
    public var size: CGSize {
        if isSymbolImage {
            let side = symbolPointSize(for: fields.configuration?.traitCollection ?? .current)
            return CGSize(width: side, height: side)
        }
        return CGSize(width: fields.pixelSize.width / fields.scale, height: fields.pixelSize.height / fields.scale)
    }

    /// Pixels per point (2 for `@2x` files).
    public var scale: CGFloat { fields.scale }
    /// How the image uses its colors.
    public var renderingMode: RenderingMode { fields.renderingMode }
    /// Whether this is an SF Symbol image.
    public var isSymbolImage: Bool {
        if case .symbol = fields.source { return true }
        return false
    }
    /// The image's configuration, if any.
    public var configuration: UIImage.Configuration? { fields.configuration }
    /// The symbol configuration of a symbol image, if it has one.
    public var symbolConfiguration: UIImage.SymbolConfiguration? {
        fields.configuration as? UIImage.SymbolConfiguration
    }
    /// The traits the image was configured for (empty when none).
    public var traitCollection: UITraitCollection { fields.configuration?.traitCollection ?? UITraitCollection() }
    /// Whether the image is mirrored in right-to-left layouts.
    public var flipsForRightToLeftLayoutDirection: Bool { fields.flipsForRightToLeftLayoutDirection }

    // MARK: Deriving images

    /// A copy with another rendering mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        with { $0.renderingMode = renderingMode }
    }

    /// A copy drawn in `color`; as in UIKit the result uses `.alwaysOriginal`, so a view's tint does not
    /// override it.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// A copy drawn in `color` with the given rendering mode.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        with {
            $0.tintColor = color
            $0.renderingMode = renderingMode
        }
    }

    /// A copy with `configuration` replacing the current one.
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        with { $0.configuration = configuration }
    }

    /// A copy with `configuration` applied on top of the current symbol configuration; nil for bitmaps.
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return nil }
        let current: UIImage.Configuration = fields.configuration ?? UIImage.SymbolConfiguration.unspecified
        return with { $0.configuration = current.applying(configuration) }
    }

    /// A copy that is mirrored in right-to-left layouts.
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        with { $0.flipsForRightToLeftLayoutDirection = true }
    }

    /// The PNG bytes of an image that came from PNG data or a PNG file; nil otherwise (CellKit does not
    /// re-encode images).
    public func pngData() -> Data? {
        guard fields.format == .png else { return nil }
        switch fields.source {
        case .data(let data): return data
        case .file(let url): return try? Data(contentsOf: url)
        case .symbol: return nil
        }
    }

    // MARK: Equality

    /// Equal when source, configuration, rendering mode, tint and scale match (so two
    /// `UIImage(systemName: "star")` are equal, as UIKit's cached system images are).
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        return other === self || other.fields == fields
    }

    /// A hash consistent with `isEqual(_:)`.
    public override var hash: Int { fields.hashValue }

    /// Describes the source and size.
    public override var description: String {
        switch fields.source {
        case .symbol(let name, let glyph): return "<UIImage symbol \"\(name)\" → \(glyph)>"
        case .file(let url): return "<UIImage \(url.lastPathComponent) \(size) @\(scale)x>"
        case .data(let data): return "<UIImage data \(data.count) bytes \(size) @\(scale)x>"
        }
    }
}
