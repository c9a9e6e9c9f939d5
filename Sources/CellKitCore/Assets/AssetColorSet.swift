import Foundation

/// A `.colorset` folder of an asset catalog: one color per appearance (any, light, dark, each with
/// an optional high-contrast variant), read from its `Contents.json`.
package struct AssetColorSet: Sendable {
    /// The color's name in the catalog (with its namespace folders, if any).
    package let name: String
    /// The color in every appearance CellKit resolves (light and dark, normal and high contrast).
    let values: SystemColorValues

    /// Reads the color set in `folder`.
    init(name: String, folder: URL) throws(AssetCatalogError) {
        try self.init(name: name, contents: AssetContents.read(folder))
    }

    /// Reads a color set from its parsed `Contents.json`. Entries for other devices are ignored; an
    /// iPhone entry beats a universal one, and a plain entry beats a Display P3-only one, for the
    /// same appearance.
    init(name: String, contents: [String: Any]) throws(AssetCatalogError) {
        self.name = name
        var best: [AssetAppearance: (rank: Int, value: AssetColorComponents.Value)] = [:]
        for entry in contents["colors"] as? [[String: Any]] ?? [] {
            guard let idiomRank = AssetIdiom.rank(entry), let color = entry["color"] as? [String: Any] else { continue }
            let rank = idiomRank * 2 + (AssetIdiom.isWideGamutOnly(entry) ? 1 : 0)
            let appearance = AssetAppearance(entry: entry)
            if let existing = best[appearance], existing.rank <= rank { continue }
            best[appearance] = (rank, try AssetColorComponents.value(of: color))
        }
        guard !best.isEmpty else { throw .invalid("the color set \"\(name)\" has no color for iPhone or universal devices") }
        func resolve(_ traits: UITraitCollection) -> RGBA {
            let value = AssetAppearance.preferenceOrder(for: traits).lazy.compactMap { best[$0]?.value }.first
                ?? best.sorted { $0.value.rank < $1.value.rank }[0].value.value
            switch value {
            case .rgba(let rgba): return rgba
            case .reference(let color): return color.rgba(resolvedWith: traits)
            }
        }
        let light = UITraitCollection(userInterfaceStyle: .light), dark = UITraitCollection(userInterfaceStyle: .dark)
        let high = UITraitCollection(accessibilityContrast: .high)
        values = SystemColorValues(
            light: resolve(light), dark: resolve(dark), darkElevated: nil,
            lightHighContrast: resolve(UITraitCollection(traitsFrom: [light, high])),
            darkHighContrast: resolve(UITraitCollection(traitsFrom: [dark, high])), darkElevatedHighContrast: nil
        )
    }
}
