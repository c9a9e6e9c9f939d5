import Foundation

/// How the reference is shown with the canvas.
enum ReferenceMode: String, CaseIterable, Codable, Sendable {
    /// The reference beside the canvas, at the same zoom.
    case sideBySide = "side-by-side"
    /// The reference over the canvas, see-through by ``ReferenceSetting/opacity``.
    case onionSkin = "onion-skin"
    /// ``BaselinePixelDiff``'s image over the canvas: the canvas faded, every differing pixel magenta.
    case difference

    /// The name on the bar's button.
    var title: String {
        switch self {
        case .sideBySide: "Beside"
        case .onionSkin: "Onion Skin"
        case .difference: "Difference"
        }
    }

    /// The button's tooltip.
    var tooltip: String {
        switch self {
        case .sideBySide: "Side by side: the reference beside the canvas, at the same zoom"
        case .onionSkin: "Onion skin: the reference over the canvas, as see-through as the slider says"
        case .difference: "Difference: the canvas faded, every pixel that differs from the reference in magenta"
        }
    }
}

/// A reference chosen for one demo's item: the file, how it is shown, and the onion skin's opacity.
/// A saved view holds it under the key `reference`.
package struct ReferenceSetting: Codable, Equatable, Sendable {
    /// The PNG's path (a saved view's relative path is read from the view file's folder).
    package var path: String
    /// `side-by-side`, `onion-skin` or `difference`.
    package var mode: String
    /// The onion skin's opacity, 0 to 1.
    package var opacity: Double

    /// The onion skin's opacity when a reference is first opened.
    static let defaultOpacity = 0.5

    init(path: String, mode: ReferenceMode = .onionSkin, opacity: Double = ReferenceSetting.defaultOpacity) {
        self.path = path
        self.mode = mode.rawValue
        self.opacity = opacity
    }

    /// The mode (onion skin for a value this viewer does not know: a saved view is checked first).
    var shownMode: ReferenceMode { ReferenceMode(rawValue: mode) ?? .onionSkin }

    /// The file, with a relative path taken from `folder`.
    func url(relativeTo folder: URL?) -> URL {
        guard let folder, !path.hasPrefix("/") else { return URL(fileURLWithPath: path) }
        return folder.appendingPathComponent(path).standardizedFileURL
    }
}

/// The reference remembered for each demo and item, so that inspecting another item and coming back
/// shows the reference again, as it was shown.
struct ReferenceMemory {
    private var settings: [String: ReferenceSetting] = [:]

    private static func key(demo: String, item: String?) -> String { "\(demo)\u{1F}\(item ?? "")" }

    /// The reference of a demo's item (`item` nil: of a demo without items).
    subscript(demo demo: String, item item: String?) -> ReferenceSetting? {
        get { settings[Self.key(demo: demo, item: item)] }
        set { settings[Self.key(demo: demo, item: item)] = newValue }
    }

    /// How many items have a reference.
    var count: Int { settings.count }
}
