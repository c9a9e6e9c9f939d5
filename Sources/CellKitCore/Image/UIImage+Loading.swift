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

    /// An image by name from the main bundle: an image set of its asset catalogs (see
    /// `AssetCatalogLocator`), else an image file in `Resources/Images/` or the bundle's resource
    /// folder, found with or without extension (`name@2x.png` / `name@3x.png` files get scale 2 / 3).
    /// Nil when nothing is found, as in UIKit, with a warning (once per name) saying where CellKit looked.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// An image by name from `bundle` (the main bundle when nil); see `init(named:)`. An image set's
    /// file is chosen for `traitCollection` (its display scale and appearance; the current traits
    /// when nil): the exact scale, else the next larger one. The choice is made once, here; unlike
    /// UIKit's image assets, the image does not switch files when a view's traits change later.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard var fields = UIImage.namedFields(name, bundle: bundle, traits: traitCollection) else { return nil }
        if let traitCollection { fields.configuration = UIImage.Configuration(traitCollection: traitCollection) }
        self.init(fields: fields)
    }

    /// An image by name with a configuration; its traits choose the image set's file (see
    /// `init(named:in:compatibleWith:)`).
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        guard var fields = UIImage.namedFields(name, bundle: bundle, traits: configuration?.traitCollection) else { return nil }
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
        // Without a table the one warning about the missing table has said it all; no warning per name.
        if !SymbolTable.shared.entries.isEmpty {
            Diagnostics.warnOnce(
                key: "unknown-symbol:\(name)",
                message: "UIImage(systemName: \"\(name)\"): no icon is mapped for this SF Symbol name; showing its "
                    + "initials \"\(letters)\" in a frame. Add it to Resources/Symbols/sf-symbols.tsv."
            )
        }
        return Fields(
            source: .symbol(name: name, glyph: SymbolGlyph(base: .letters(letters))),
            configuration: configuration, isPlaceholderSymbol: true
        )
    }

    /// The fields of the named image: an asset catalog image set first, then a loose file; warns
    /// when there is neither.
    static func namedFields(_ name: String, bundle: Bundle?, traits: UITraitCollection?) -> Fields? {
        guard !name.isEmpty else { return nil }
        if let fields = catalogFields(name, bundle: bundle, traits: traits) ?? fileFields(name, bundle: bundle) { return fields }
        Diagnostics.warnOnce(key: "named-image-missing:\(bundle?.resourcePath ?? "main"):\(name)",
                             message: "UIImage(named: \"\(name)\"): no image set \"\(name)\" in "
                                 + "\(AssetCatalogLocator.searchDescription(for: bundle)), and no image file of that name; "
                                 + "returning nil as UIKit does")
        return nil
    }

    /// The fields of the image set `name` in the bundle's catalogs, its file chosen for `traits`.
    private static func catalogFields(_ name: String, bundle: Bundle?, traits: UITraitCollection?) -> Fields? {
        for catalog in AssetCatalogLocator.catalogs(in: bundle) {
            let imageSet: AssetImageSet?
            do {
                imageSet = try catalog.imageSet(named: name)
            } catch {
                Diagnostics.warnOnce(key: "named-image-unreadable:\(catalog.url.path):\(name)",
                                     message: "UIImage(named: \"\(name)\"): the image set in \(catalog.url.path) cannot be read (\(error))")
                continue
            }
            guard let imageSet else { continue }
            guard let entry = imageSet.entry(for: UITraitCollection.resolvedAgainstCurrent(traits)),
                  let data = try? Data(contentsOf: entry.file), let info = ImageHeaderReader.read(data) else {
                Diagnostics.warnOnce(key: "named-image-empty:\(catalog.url.path):\(name)",
                                     message: "UIImage(named: \"\(name)\"): the image set in \(catalog.url.path) has no PNG, JPEG "
                                         + "or GIF file CellKit can draw (vector PDF and SVG files are not read)")
                continue
            }
            return Fields(source: .file(entry.file), pixelSize: CGSize(width: info.pixelWidth, height: info.pixelHeight),
                          format: info.format, scale: entry.scale, renderingMode: imageSet.renderingMode)
        }
        return nil
    }

    /// The fields of the first readable image file matching `name`.
    private static func fileFields(_ name: String, bundle: Bundle?) -> Fields? {
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
