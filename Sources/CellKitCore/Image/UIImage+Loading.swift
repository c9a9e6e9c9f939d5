import Foundation

extension UIImage {
    /// A system symbol image. Names missing from the symbol table draw their initials in a rounded frame
    /// (see `SymbolInitials`) and warn once per name; UIKit returns nil instead, but CellKit never does, so
    /// code that force-unwraps a symbol it expects to exist keeps running and the missing mapping shows.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A system symbol image with a configuration; unknown names draw their initials (see `init(systemName:)`).
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        self.init(fields: UIImage.symbolFields(name: name, configuration: configuration))
    }

    /// A system symbol image configured for `traitCollection`.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        let configuration = traitCollection.map { UIImage.SymbolConfiguration.unspecified.withTraitCollection($0) }
        self.init(systemName: name, withConfiguration: configuration)
    }

    /// An image from `Resources/Images/` (or the main bundle), found by name with or without extension;
    /// `name@2x.png` / `name@3x.png` files get scale 2 / 3. Nil when no readable image is found.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// An image by name, looked up in `Resources/Images/`, then in `bundle` (the main bundle when nil).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard var fields = UIImage.namedFields(name, bundle: bundle) else { return nil }
        if let traitCollection { fields.configuration = UIImage.Configuration(traitCollection: traitCollection) }
        self.init(fields: fields)
    }

    /// An image by name with a configuration.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        guard var fields = UIImage.namedFields(name, bundle: bundle) else { return nil }
        fields.configuration = configuration
        self.init(fields: fields)
    }

    /// An image from a PNG, JPEG or GIF file; nil when the file is missing or not such an image.
    public convenience init?(contentsOfFile path: String) {
        let url = URL(fileURLWithPath: path)
        guard let data = try? Data(contentsOf: url), let info = ImageHeaderReader.read(data) else { return nil }
        self.init(fields: Fields(
            source: .file(url), pixelSize: CGSize(width: info.pixelWidth, height: info.pixelHeight),
            format: info.format, scale: UIImage.scale(fromFileName: url.lastPathComponent)
        ))
    }

    /// An image from PNG, JPEG or GIF data at scale 1; nil when the data is not such an image.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image from PNG, JPEG or GIF data at the given scale; nil when the data is not such an image.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let info = ImageHeaderReader.read(data) else { return nil }
        self.init(fields: Fields(
            source: .data(data), pixelSize: CGSize(width: info.pixelWidth, height: info.pixelHeight),
            format: info.format, scale: scale > 0 ? scale : 1
        ))
    }

    /// A checkmark symbol.
    public class var checkmark: UIImage { UIImage(systemName: "checkmark")! }
    /// A plus symbol.
    public class var add: UIImage { UIImage(systemName: "plus")! }
    /// A minus symbol.
    public class var remove: UIImage { UIImage(systemName: "minus")! }
    /// An ellipsis ("more actions") symbol.
    public class var actions: UIImage { UIImage(systemName: "ellipsis")! }
    /// A bold checkmark symbol.
    public class var strokedCheckmark: UIImage {
        UIImage(systemName: "checkmark", withConfiguration: UIImage.SymbolConfiguration(weight: .bold))!
    }

    // MARK: Lookup helpers

    /// The fields of a symbol image. Unknown names draw their initials in a rounded frame (see
    /// `SymbolInitials`) and warn once per name.
    static func symbolFields(name: String, configuration: UIImage.Configuration?) -> Fields {
        if let glyph = SymbolTable.shared.glyph(for: name) {
            return Fields(source: .symbol(name: name, glyph: glyph), configuration: configuration)
        }
        let letters = SymbolInitials.letters(for: name)
        Diagnostics.warnOnce(
            key: "unknown-symbol:\(name)",
            message: "UIImage(systemName: \"\(name)\"): no icon is mapped for this SF Symbol name; showing its "
                + "initials \"\(letters)\" in a frame. Add it to Resources/Symbols/sf-symbols.tsv."
        )
        return Fields(
            source: .symbol(name: name, glyph: SymbolGlyph(base: .letters(letters))),
            configuration: configuration, isPlaceholderSymbol: true
        )
    }

    /// The fields of the first readable image file matching `name`.
    static func namedFields(_ name: String, bundle: Bundle?) -> Fields? {
        guard !name.isEmpty else { return nil }
        var directories: [URL] = []
        if let images = ResourceLocator.imagesDirectory { directories.append(images) }
        if let resourcePath = (bundle ?? Bundle.main).resourcePath {
            directories.append(URL(fileURLWithPath: resourcePath, isDirectory: true))
        }
        let extensions = ["png", "jpg", "jpeg", "gif"]
        let hasExtension = extensions.contains((name as NSString).pathExtension.lowercased())
        let candidates = hasExtension
            ? [name]
            : ["", "@2x", "@3x"].flatMap { suffix in extensions.map { "\(name)\(suffix).\($0)" } }
        for directory in directories {
            for candidate in candidates {
                let url = directory.appendingPathComponent(candidate)
                guard let data = try? Data(contentsOf: url), let info = ImageHeaderReader.read(data) else { continue }
                return Fields(
                    source: .file(url), pixelSize: CGSize(width: info.pixelWidth, height: info.pixelHeight),
                    format: info.format, scale: scale(fromFileName: candidate)
                )
            }
        }
        return nil
    }

    /// 2 or 3 for `name@2x.png` / `name@3x.png`, else 1.
    static func scale(fromFileName fileName: String) -> CGFloat {
        let stem = (fileName as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }
}
