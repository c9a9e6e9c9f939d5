import Foundation

/// Finds a nib's XML in a bundle: `Name.xib`, or `Name.nib` when that file is XML (a nib compiled by
/// `ibtool` is binary and cannot be read).
///
/// A SwiftPM executable on Linux has no app bundle: `Bundle.main` is the executable's folder, and
/// SwiftPM copies each target's resources into a `<Package>_<Target>.resources` folder beside it. So
/// for the main bundle (`Bundle.main`, or a nil bundle) the resource bundles there are searched too,
/// in path order, as for asset catalogs; code written for iOS with `Bundle.main` keeps working.
enum NibLocator {
    /// The XML of the nib `name` in `bundle`, or nil.
    static func data(named name: String, in bundle: Bundle) -> Data? {
        if let data = data(named: name, inFolder: bundle.resourceURL ?? bundle.bundleURL) { return data }
        guard bundle == Bundle.main, let folder = bundle.resourceURL else { return nil }
        let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        for resourceBundle in entries.sorted(by: { $0.path < $1.path })
        where ["resources", "bundle"].contains(resourceBundle.pathExtension.lowercased()) {
            if let data = data(named: name, inFolder: resourceBundle) { return data }
        }
        return nil
    }

    private static func data(named name: String, inFolder folder: URL) -> Data? {
        if let data = try? Data(contentsOf: folder.appendingPathComponent(name + ".xib")) { return data }
        if let data = try? Data(contentsOf: folder.appendingPathComponent(name + ".nib")), data.starts(with: Data("<?xml".utf8)) {
            return data
        }
        return nil
    }
}
