import Foundation
import Synchronization

/// Finds the asset catalogs `UIColor(named:)` and `UIImage(named:)` read.
///
/// On iOS the main bundle holds the app's compiled catalog. A SwiftPM executable on Linux has no
/// app bundle: `Bundle.main.resourcePath` is the folder of the executable, and SwiftPM copies each
/// target's resources into a `<Package>_<Target>.resources` folder beside it (an `.xcassets` folder
/// declared with `.process("Assets.xcassets")` or `.copy("Assets.xcassets")` is copied unchanged).
/// So the main bundle's catalogs are:
/// 1. every `.xcassets` folder directly in `Bundle.main.resourcePath`;
/// 2. every `.xcassets` folder in the SwiftPM resource bundles there (`*.resources`, `*.bundle`),
///    at their top or one folder down (`.copy("Resources")` of a folder holding the catalog).
/// A given bundle (`Bundle.module`, or any `Bundle(url:)`) is searched the same way from its
/// resource path: its own `.xcassets` folders, at the top or one folder down.
/// Catalogs are searched in path order; the first that has the name wins. The lists are read once
/// per folder and kept for the life of the process.
package enum AssetCatalogLocator {
    private static let cache = Mutex<[String: [AssetCatalog]]>([:])

    /// The catalogs of `bundle` (the main bundle when nil).
    package static func catalogs(in bundle: Bundle?) -> [AssetCatalog] {
        let isMain = bundle == nil || bundle == Bundle.main
        guard let folder = (bundle ?? Bundle.main).resourcePath else { return [] }
        let key = (isMain ? "main:" : "bundle:") + folder
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let found = catalogURLs(inResourceFolder: URL(fileURLWithPath: folder, isDirectory: true), isMainBundle: isMain)
            .compactMap(AssetCatalog.init(url:))
        cache.withLock { $0[key] = found }
        return found
    }

    /// The `.xcassets` folders for a bundle's resource folder (see the type's documentation).
    static func catalogURLs(inResourceFolder folder: URL, isMainBundle: Bool) -> [URL] {
        var found = catalogs(in: folder, depth: 2)
        if isMainBundle {
            for child in children(of: folder) where ["resources", "bundle"].contains(child.pathExtension.lowercased()) {
                found += catalogs(in: child, depth: 2)
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Where the lookup looked, for warnings: the folder and the catalogs found there.
    package static func searchDescription(for bundle: Bundle?) -> String {
        let isMain = bundle == nil || bundle == Bundle.main
        let folder = (bundle ?? Bundle.main).resourcePath ?? "(no resource path)"
        let names = catalogs(in: bundle).map { catalog in
            catalog.url.path.hasPrefix(folder + "/") ? String(catalog.url.path.dropFirst(folder.count + 1)) : catalog.url.path
        }
        let place = isMain ? "the main bundle (\(folder) and the SwiftPM resource bundles in it)" : "the bundle at \(folder)"
        if names.isEmpty {
            return "\(place) has no asset catalog (.xcassets folder); declare one in the target's resources, "
                + "for example resources: [.process(\"Assets.xcassets\")]"
        }
        return "the asset catalogs of \(place): \(names.joined(separator: ", "))"
    }

    private static func catalogs(in folder: URL, depth: Int) -> [URL] {
        var found: [URL] = []
        for child in children(of: folder) {
            if child.pathExtension.lowercased() == "xcassets" {
                found.append(child)
            } else if depth > 1, child.pathExtension.isEmpty {
                found += catalogs(in: child, depth: depth - 1)
            }
        }
        return found
    }

    private static func children(of folder: URL) -> [URL] {
        let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return entries.filter(AssetCatalog.isDirectory)
    }
}
