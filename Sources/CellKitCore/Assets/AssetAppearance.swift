import Foundation

/// Why an asset in a catalog could not be read.
package enum AssetCatalogError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The asset's `Contents.json` is missing or is not JSON.
    case unreadable(String)
    /// The JSON is readable but says something CellKit cannot use.
    case invalid(String)

    package var description: String {
        switch self {
        case .unreadable(let reason), .invalid(let reason): reason
        }
    }
}

/// The appearance an entry of a color set or image set is for (Xcode's "Appearances" and
/// "High Contrast" options): `luminosity` light or dark, or any (nil); high contrast or not.
package struct AssetAppearance: Hashable, Sendable {
    /// Light or dark; nil is Xcode's "Any Appearance".
    package var luminosity: UIUserInterfaceStyle?
    /// Whether the entry is the high-contrast variant.
    package var highContrast: Bool

    package init(luminosity: UIUserInterfaceStyle? = nil, highContrast: Bool = false) {
        self.luminosity = luminosity
        self.highContrast = highContrast
    }

    /// Reads an entry's `"appearances"` array; unknown appearance kinds (gamut, vibrancy) are ignored.
    init(entry: [String: Any]) {
        self.init()
        for appearance in entry["appearances"] as? [[String: Any]] ?? [] {
            let value = (appearance["value"] as? String)?.lowercased()
            switch (appearance["appearance"] as? String)?.lowercased() {
            case "luminosity":
                luminosity = value == "dark" ? .dark : value == "light" ? .light : nil
            case "contrast":
                highContrast = value == "high"
            default:
                break
            }
        }
    }

    /// The appearances to try for `traits`, best first: the exact match, then without high
    /// contrast, then "any" with and without high contrast. (UIKit picks the most specific entry
    /// whose traits all match; an entry without a luminosity matches both.)
    static func preferenceOrder(for traits: UITraitCollection) -> [AssetAppearance] {
        let style: UIUserInterfaceStyle = traits.userInterfaceStyle == .dark ? .dark : .light
        let high = traits.accessibilityContrast == .high
        var order: [AssetAppearance] = []
        if high { order.append(AssetAppearance(luminosity: style, highContrast: true)) }
        order.append(AssetAppearance(luminosity: style))
        if high { order.append(AssetAppearance(highContrast: true)) }
        order.append(AssetAppearance())
        return order
    }
}

/// Which device family entries a catalog lookup accepts, best first. CellKit previews iPhone-sized
/// screens: an `iphone` entry beats a `universal` one; `ipad` entries are used only when the asset
/// has nothing else; Mac, TV, watch, car and vision entries are ignored.
enum AssetIdiom {
    static func rank(_ entry: [String: Any]) -> Int? {
        switch (entry["idiom"] as? String)?.lowercased() ?? "universal" {
        case "iphone": 0
        case "universal": 1
        case "ipad": 2
        default: nil
        }
    }

    /// Whether an entry is only for wide-gamut (Display P3) screens; such entries lose to plain ones.
    static func isWideGamutOnly(_ entry: [String: Any]) -> Bool {
        (entry["display-gamut"] as? String)?.lowercased() == "display-p3"
    }
}

/// Reads an asset folder's `Contents.json`.
enum AssetContents {
    static func read(_ folder: URL) throws(AssetCatalogError) -> [String: Any] {
        let file = folder.appendingPathComponent("Contents.json")
        guard let data = try? Data(contentsOf: file) else {
            throw .unreadable("\(file.path) cannot be read")
        }
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw .unreadable("\(file.path) is not a JSON object")
        }
        return object
    }
}
