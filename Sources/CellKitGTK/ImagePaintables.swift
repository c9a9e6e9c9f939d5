import CGtk
import CellKitCore
import Foundation
import GtkSupport

/// GTK paintables for `UIImage`s: symbolic icons from the Adwaita theme and textures for bitmaps.
/// Symbol glyphs that change an icon or show initials are drawn by `SymbolGlyphRenderer` instead.
///
/// The icon theme is CellKit's own `GtkIconTheme` set to Adwaita, so a desktop's icon theme never
/// changes what a cell looks like. Paintables are cached by icon name and size, and textures by
/// file path (data images by content), so redrawing a cell decodes nothing; each cache is bounded
/// (see `icons` and `textures`).
@preconcurrency @MainActor
enum ImagePaintables {
    /// Icon paintables by name and pixel size: at most `iconCount` (256), least recently drawn go first.
    private static var icons = BoundedCache<String, GObjectRef>(countLimit: iconCount)
    /// Decoded bitmaps by file or content: at most `textureCount` (256) textures holding at most
    /// `textureBytes` (64 MB) of pixels, least recently drawn go first.
    private static var textures = BoundedCache<String, GObjectRef>(countLimit: textureCount, costLimit: textureBytes)
    static let iconCount = 256
    static let textureCount = 256
    static let textureBytes = 64 << 20

    /// Draws `image` into `rect`; symbols and template images are filled with `symbolicColor`. Icons are
    /// rasterized at `scale` pixels per point (a display scale of 2 or 3; 1 otherwise).
    static func draw(_ image: UIImage, in rect: CGRect, symbolicColor: RGBA?, scale: CGFloat = 1, on canvas: GtkSnapshotCanvas) {
        if case .symbol(let name, let glyph) = image.source, !glyph.isPlainIcon {
            SymbolGlyphRenderer.draw(glyph, symbolName: name, in: rect, color: symbolicColor ?? RGBA(red: 0, green: 0, blue: 0),
                                     snapshot: canvas.snapshot)
            return
        }
        guard let paintable = paintable(for: image, size: rect.size, scale: scale) else { return }
        canvas.draw(paintable: paintable, in: rect, symbolicColor: symbolicColor)
    }

    /// The paintable that draws `image` at `size` points (an icon rasterized at `scale`), or nil (after
    /// one warning) when its file or data cannot be decoded, or when it is a symbol glyph that is not a plain icon.
    static func paintable(for image: UIImage, size: CGSize, scale: CGFloat = 1) -> OpaquePointer? {
        switch image.source {
        case .symbol(_, let glyph):
            guard glyph.isPlainIcon, let iconName = glyph.iconName else { return nil }
            return icon(named: iconName, pixelSize: Int(max(size.width, size.height).rounded(.up)),
                        scale: Int(min(max(scale, 1), 3).rounded(.up)))
        case .file(let url):
            return texture(key: "file:" + url.path) { error in gdk_texture_new_from_filename(url.path, &error) }
        case .data(let data):
            return texture(key: "data:\(data.count):\(contentDigest(data))") { error in
                let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
                defer { g_bytes_unref(bytes) }
                return gdk_texture_new_from_bytes(bytes, &error)
            }
        }
    }

    /// A 64-bit FNV-1a digest of all the bytes, so equal data shares one texture and different data never does
    /// by accident of memory addresses.
    private static func contentDigest(_ data: Data) -> UInt64 {
        data.withUnsafeBytes { bytes in
            bytes.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
        }
    }

    private static func icon(named name: String, pixelSize: Int, scale: Int) -> OpaquePointer? {
        let key = scale == 1 ? "\(name)@\(pixelSize)" : "\(name)@\(pixelSize)x\(scale)"
        if let cached = icons.value(for: key) { return cached.opaque }
        guard let paintable = gtk_icon_theme_lookup_icon(theme, name, nil, Int32(max(pixelSize, 1)), Int32(scale),
                                                         GTK_TEXT_DIR_NONE, GTK_ICON_LOOKUP_FORCE_SYMBOLIC)
        else { return nil }
        let ref = GObjectRef(taking: UnsafeMutableRawPointer(paintable))
        icons.insert(ref, for: key)
        return ref.opaque
    }

    private static func texture(
        key: String, load: (inout UnsafeMutablePointer<GError>?) -> OpaquePointer?
    ) -> OpaquePointer? {
        if let cached = textures.value(for: key) { return cached.opaque }
        var error: UnsafeMutablePointer<GError>?
        guard let texture = load(&error) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown format"
            g_clear_error(&error)
            _ = Diagnostics.warnOnce(key: "image:" + key, message: "cannot draw image \(key.dropFirst(5)): \(reason); drawing nothing in its place")
            return nil
        }
        let ref = GObjectRef(taking: UnsafeMutableRawPointer(texture))
        let bytes = Int(gdk_texture_get_width(texture)) * Int(gdk_texture_get_height(texture)) * 4
        textures.insert(ref, for: key, cost: bytes)
        return ref.opaque
    }

    private static let theme: OpaquePointer = {
        let theme = gtk_icon_theme_new()!
        gtk_icon_theme_set_theme_name(theme, "Adwaita")
        return theme
    }()
}
