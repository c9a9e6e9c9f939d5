import CellKit
import Foundation

/// A saved view: everything that defines what the viewer shows (demo, item, pinned states, text
/// size, appearance, direction, contrast, bold text, tint, device and orientation or free width,
/// tab, matrix columns, the live list's selection and scroll position, the reference PNG compared
/// with the canvas), in a small versioned JSON file (`"format": "cellscope view 1"`, or
/// `"cellscope view 2"` when it names a reference, so that a viewer without references refuses only
/// those). `Save View…` writes one, every PNG export writes one beside the PNG as `NAME.view.json`,
/// and `cellscope view --open FILE` reopens it.
///
/// The fields are those of ``ViewerSessionState`` plus `format`. Unlike a watched viewer's state
/// file, a saved view comes from outside (a bug report), so it is read strictly: an unknown
/// format, key, demo, item, state, size or device is an error that names the key, never a fallback.
struct SavedView {
    /// The format of a view without a reference.
    static let format = "cellscope view 1"
    /// The format of a view with a `reference` (``ReferenceSetting``).
    static let referenceFormat = "cellscope view 2"

    /// What the view shows.
    let state: ViewerSessionState
    /// The folder of the file it was read from: a relative reference path starts there.
    var folder: URL? = nil

    /// The JSON file's bytes: keys sorted, so that the same view always gives the same bytes.
    func encoded() throws -> Data {
        guard var object = try JSONSerialization.jsonObject(with: state.encoded()) as? [String: Any] else {
            throw CommandLineError("the view could not be written as a JSON object")
        }
        object["format"] = state.reference == nil ? Self.format : Self.referenceFormat
        return try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted])
    }

    /// Writes the view to `url` atomically (a reader never sees half a file).
    func write(to url: URL) throws {
        try encoded().write(to: url, options: .atomic)
    }

    /// `NAME.view.json` beside `NAME.png`.
    static func url(besideExport png: URL) -> URL {
        png.deletingPathExtension().appendingPathExtension("view.json")
    }

    /// Reads a saved view file and checks it against `catalog`; the error names the file and the key.
    static func read(from url: URL, catalog: PreviewCatalog) throws(CommandLineError) -> SavedView {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw CommandLineError("cannot read the view file '\(url.path)': \(error.localizedDescription)")
        }
        var view: SavedView
        do { view = try decode(data, catalog: catalog) } catch {
            throw CommandLineError("'\(url.path)' is not a view this viewer can open: \(error.message)")
        }
        view.folder = url.deletingLastPathComponent()
        return view
    }

    /// Reads a saved view's bytes and checks every value against `catalog`.
    static func decode(_ data: Data, catalog: PreviewCatalog) throws(CommandLineError) -> SavedView {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw CommandLineError("it is not a JSON object")
        }
        guard let format = object["format"] else { throw CommandLineError("key 'format' is missing (expected \"\(Self.format)\")") }
        guard let format = format as? String, [Self.format, Self.referenceFormat].contains(format) else {
            throw CommandLineError("key 'format': unknown format \(format); this viewer reads \"\(Self.format)\" and \"\(Self.referenceFormat)\"")
        }
        if object["reference"] != nil, format != Self.referenceFormat {
            throw CommandLineError("key 'reference' needs \"format\": \"\(Self.referenceFormat)\"")
        }
        if let unknown = object.keys.filter({ !knownKeys.contains($0) }).sorted().first {
            throw CommandLineError("unknown key '\(unknown)'; valid keys: \(knownKeys.sorted().joined(separator: ", "))")
        }
        let state: ViewerSessionState
        do { state = try ViewerSessionState.decode(data) } catch let error as DecodingError {
            throw CommandLineError(describe(error))
        } catch {
            throw CommandLineError("\(error)")
        }
        try SavedViewValidation(catalog: catalog).check(state)
        return SavedView(state: state)
    }

    /// The keys a view file may hold.
    static let knownKeys: Set<String> = [
        "format", "demo", "item", "pinnedStates", "selectedItem", "tab", "matrixColumns", "size", "appearance",
        "direction", "boldText", "highContrast", "width", "device", "orientation", "tint", "scrollX", "scrollY", "reference",
    ]

    /// A decoding error as "key 'size': expected a string".
    private static func describe(_ error: DecodingError) -> String {
        func key(_ path: [CodingKey]) -> String { path.map(\.stringValue).joined(separator: ".") }
        switch error {
        case .keyNotFound(let missing, let context): return "key '\(key(context.codingPath + [missing]))' is missing"
        case .typeMismatch(let type, let context): return "key '\(key(context.codingPath))': expected \(type == String.self ? "a string" : "\(type)")"
        case .valueNotFound(let type, let context): return "key '\(key(context.codingPath))': expected \(type), found null"
        case .dataCorrupted(let context): return "key '\(key(context.codingPath))': \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}
