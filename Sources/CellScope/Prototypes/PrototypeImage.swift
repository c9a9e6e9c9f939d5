import CGtk
import CellKit
import Foundation
import GtkSupport

/// An image in a prototype: an SF Symbol, or a picture file read from inside the prototype's folder.
///
/// A file is named relative to the prototype file. It must resolve (symbolic links followed) to a
/// file inside the prototype's folder or below it, so that a file from elsewhere cannot make the
/// viewer read outside its folder; absolute paths are refused. It may have at most 4 MB and 2048
/// pixels on a side. SVG files are rasterized once, at their own size, by GDK's loaders.
enum PrototypeImage: Hashable, Sendable {
    case symbol(String)
    /// A file: its path as written, and its contents (PNG, JPEG or GIF; an SVG converted to PNG).
    case file(String, Data)

    /// The largest image file read, in bytes.
    static let maximumFileSize = 4_000_000
    /// The most pixels on a side.
    static let maximumSide = 2048

    /// The `UIImage`.
    var image: UIImage? {
        switch self {
        case .symbol(let name): UIImage(systemName: name)
        case .file(_, let data): UIImage(data: data)
        }
    }

    /// Whether CellKit's symbol table draws `name` (others draw their initials).
    @preconcurrency @MainActor
    static func isKnownSymbol(_ name: String) -> Bool {
        name.count <= 100 && UIImage(systemName: name).map { !$0.isPlaceholderSymbol } ?? false
    }

    /// Whether `text` names a picture file (by its extension) rather than a symbol.
    static func isFileName(_ text: String) -> Bool {
        ["png", "jpg", "jpeg", "gif", "svg"].contains(URL(fileURLWithPath: text).pathExtension.lowercased())
    }

    /// Reads the picture file `path` (relative to `folder`), refusing one outside the folder.
    @preconcurrency @MainActor
    static func file(_ path: String, in folder: URL) throws(PrototypeError) -> PrototypeImage {
        guard !path.hasPrefix("/"), !path.hasPrefix("~") else {
            throw PrototypeError("the image '\(path)' must be a path relative to the prototype's folder", at: nil)
        }
        let root = folder.standardizedFileURL.resolvingSymlinksInPath().path
        let url = folder.appendingPathComponent(path).standardizedFileURL.resolvingSymlinksInPath()
        guard url.path.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
            throw PrototypeError("the image '\(path)' is outside the prototype's folder; images must be in its folder or below", at: nil)
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int
        guard let size else { throw PrototypeError("the image file '\(path)' does not exist", at: nil) }
        guard size <= maximumFileSize else {
            throw PrototypeError("the image file '\(path)' has \(size) bytes; at most \(maximumFileSize) are read", at: nil)
        }
        // The size from the file's header, before anything is decoded: an SVG may claim any size.
        var width: Int32 = 0, height: Int32 = 0
        guard gdk_pixbuf_get_file_info(url.path, &width, &height) != nil else {
            throw PrototypeError("'\(path)' is not a PNG, JPEG, GIF or SVG image that can be read", at: nil)
        }
        guard Int(width) <= maximumSide, Int(height) <= maximumSide else {
            throw PrototypeError("the image '\(path)' is \(width)×\(height) pixels; at most \(maximumSide) on a side", at: nil)
        }
        let data: Data?
        if url.pathExtension.lowercased() == "svg" {
            data = PixelImage(contentsOf: url)?.pngData()
        } else {
            data = try? Data(contentsOf: url)
        }
        guard let data, UIImage(data: data) != nil else {
            throw PrototypeError("'\(path)' is not a PNG, JPEG, GIF or SVG image that can be read", at: nil)
        }
        return .file(path, data)
    }
}

/// The system bar button items a prototype may name (`UIBarButtonItem.SystemItem`).
enum PrototypeBarButtons {
    static let systemItems: [String: UIBarButtonItem.SystemItem] = [
        "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add, "compose": .compose, "reply": .reply,
        "action": .action, "organize": .organize, "bookmarks": .bookmarks, "search": .search, "refresh": .refresh,
        "stop": .stop, "camera": .camera, "trash": .trash, "play": .play, "pause": .pause, "close": .close,
    ]

    /// Their names, sorted.
    static var systemItemNames: [String] { systemItems.keys.sorted() }
}
