import Foundation

/// An `.imageset` folder of an asset catalog: image files by scale (1x, 2x, 3x, or one
/// single-scale file) and appearance, and the set's template rendering intent.
package struct AssetImageSet: Sendable {
    /// One image file of the set.
    package struct Entry: Hashable, Sendable {
        /// The file, inside the set's folder.
        package let file: URL
        /// Pixels per point: 1, 2 or 3 (1 for a single-scale image).
        package let scale: CGFloat
        /// The appearance the file is for.
        package let appearance: AssetAppearance
        let idiomRank: Int
    }

    /// The image's name in the catalog (with its namespace folders, if any).
    package let name: String
    /// The files that exist, for iPhone or universal devices.
    package let entries: [Entry]
    /// `.alwaysTemplate` for "Render As: Template Image", `.alwaysOriginal` for "Original Image",
    /// `.automatic` when the set does not say ("Default").
    package let renderingMode: UIImage.RenderingMode

    /// Reads the image set in `folder`.
    init(name: String, folder: URL) throws(AssetCatalogError) {
        let contents = try AssetContents.read(folder)
        self.name = name
        entries = (contents["images"] as? [[String: Any]] ?? []).compactMap { entry in
            guard let idiomRank = AssetIdiom.rank(entry), let filename = entry["filename"] as? String else { return nil }
            let file = folder.appendingPathComponent(filename)
            guard FileManager.default.fileExists(atPath: file.path) else { return nil }
            let scaleText = (entry["scale"] as? String)?.lowercased().replacingOccurrences(of: "x", with: "")
            let scale = scaleText.flatMap { Double($0) }.map { CGFloat($0) } ?? 1
            return Entry(file: file, scale: max(scale, 1), appearance: AssetAppearance(entry: entry), idiomRank: idiomRank)
        }
        let properties = contents["properties"] as? [String: Any]
        renderingMode = switch (properties?["template-rendering-intent"] as? String)?.lowercased() {
        case "template": .alwaysTemplate
        case "original": .alwaysOriginal
        default: .automatic
        }
    }

    /// The file to draw for `traits`: the best appearance match (see `AssetAppearance`), then the
    /// scale equal to the traits' display scale (1 when unspecified), else the nearest larger
    /// scale (drawn down), else the largest smaller one; iPhone files beat universal ones.
    package func entry(for traits: UITraitCollection) -> Entry? {
        let target = traits.displayScale > 0 ? traits.displayScale : 1
        for appearance in AssetAppearance.preferenceOrder(for: traits) {
            if let entry = Self.bestScale(entries.filter { $0.appearance == appearance }, target: target) { return entry }
        }
        // Only files for another appearance (a dark-only image in light mode): use one of them.
        return Self.bestScale(entries, target: target)
    }

    private static func bestScale(_ candidates: [Entry], target: CGFloat) -> Entry? {
        guard let bestIdiom = candidates.map(\.idiomRank).min() else { return nil }
        let sameIdiom = candidates.filter { $0.idiomRank == bestIdiom }
        if let exact = sameIdiom.first(where: { $0.scale == target }) { return exact }
        if let larger = sameIdiom.filter({ $0.scale > target }).min(by: { $0.scale < $1.scale }) { return larger }
        return sameIdiom.max { $0.scale < $1.scale }
    }
}
