import Foundation

/// An Xcode asset catalog (an `.xcassets` folder) read as it is in the source tree, the way a
/// compiled catalog answers `UIColor(named:)` and `UIImage(named:)` on iOS.
///
/// The catalog is indexed once: every `.colorset` and `.imageset` folder, at any depth. Folders
/// without an extension are groups; a group whose `Contents.json` sets `"provides-namespace": true`
/// prefixes the names inside it with `Group/`, as Xcode does. Other asset types (app icons, data
/// sets, symbol sets) are not indexed. The sets themselves are read when first asked for.
package struct AssetCatalog: Sendable {
    /// The `.xcassets` folder.
    package let url: URL
    /// Color set folders by name.
    package let colorSetFolders: [String: URL]
    /// Image set folders by name.
    package let imageSetFolders: [String: URL]

    /// Indexes the catalog at `url`; nil when it is not a folder.
    package init?(url: URL) {
        guard AssetCatalog.isDirectory(url) else { return nil }
        self.url = url
        var colors: [String: URL] = [:], images: [String: URL] = [:]
        AssetCatalog.index(url, namespace: "", colors: &colors, images: &images)
        colorSetFolders = colors
        imageSetFolders = images
    }

    /// The color set called `name`; nil when the catalog has none. Throws when it exists but
    /// cannot be read.
    package func colorSet(named name: String) throws(AssetCatalogError) -> AssetColorSet? {
        guard let folder = colorSetFolders[name] else { return nil }
        return try AssetColorSet(name: name, folder: folder)
    }

    /// The image set called `name`; nil when the catalog has none. Throws when it exists but
    /// cannot be read.
    package func imageSet(named name: String) throws(AssetCatalogError) -> AssetImageSet? {
        guard let folder = imageSetFolders[name] else { return nil }
        return try AssetImageSet(name: name, folder: folder)
    }

    private static func index(_ folder: URL, namespace: String, colors: inout [String: URL], images: inout [String: URL]) {
        let children = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        for child in children.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) where isDirectory(child) {
            let stem = child.deletingPathExtension().lastPathComponent
            switch child.pathExtension.lowercased() {
            case "colorset":
                if colors[namespace + stem] == nil { colors[namespace + stem] = child }
            case "imageset":
                if images[namespace + stem] == nil { images[namespace + stem] = child }
            case "":
                let contents = try? AssetContents.read(child)
                let properties = contents?["properties"] as? [String: Any]
                let providesNamespace = (properties?["provides-namespace"] as? Bool) ?? false
                index(child, namespace: providesNamespace ? namespace + stem + "/" : namespace, colors: &colors, images: &images)
            default:
                continue
            }
        }
    }

    static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
