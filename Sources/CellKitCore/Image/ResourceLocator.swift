import Foundation

/// Finds CellKit's `Resources/` folder (symbol table, images). It is a plain folder at the top of the package,
/// not a SwiftPM resource bundle, so it is looked up in this order:
/// 1. the `CELLKIT_RESOURCES` environment variable (a path to the folder);
/// 2. the package checkout: walk up from this source file to the folder holding `Package.swift`, then
///    `Resources/` beside it (works for `swift build`, `swift test` and `swift run` from a checkout);
/// 3. the main bundle: `Resources/` inside `Bundle.main.resourcePath`, or that path itself.
enum ResourceLocator {
    /// The environment variable that points at the resources folder.
    static let environmentVariable = "CELLKIT_RESOURCES"

    /// The resources folder, or nil when none was found.
    static let resourcesDirectory: URL? = locate()

    /// `Resources/Images`, where `UIImage(named:)` looks for loose image files after the asset catalogs.
    static var imagesDirectory: URL? { resourcesDirectory?.appendingPathComponent("Images", isDirectory: true) }

    /// `Resources/Symbols/sf-symbols.tsv`, the SF Symbol → icon name table.
    static var symbolTableURL: URL? {
        resourcesDirectory?.appendingPathComponent("Symbols", isDirectory: true)
            .appendingPathComponent("sf-symbols.tsv")
    }

    /// The URL of a file inside the resources folder, if it exists.
    static func url(forResource relativePath: String) -> URL? {
        guard let url = resourcesDirectory?.appendingPathComponent(relativePath) else { return nil }
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// Runs the lookup. Parameters exist so tests can exercise each step.
    static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        sourceFile: String = #filePath,
        bundleResourcePath: String? = Bundle.main.resourcePath
    ) -> URL? {
        if let path = environment[environmentVariable], !path.isEmpty, isDirectory(path) {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        if let packageRoot = packageRoot(containing: sourceFile) {
            let resources = packageRoot.appendingPathComponent("Resources", isDirectory: true)
            if isDirectory(resources.path) { return resources }
        }
        if let bundlePath = bundleResourcePath {
            let nested = URL(fileURLWithPath: bundlePath, isDirectory: true)
                .appendingPathComponent("Resources", isDirectory: true)
            if isDirectory(nested.path) { return nested }
            let symbols = URL(fileURLWithPath: bundlePath, isDirectory: true).appendingPathComponent("Symbols")
            if isDirectory(symbols.path) { return URL(fileURLWithPath: bundlePath, isDirectory: true) }
        }
        return nil
    }

    /// The nearest folder above `file` that contains `Package.swift`.
    static func packageRoot(containing file: String) -> URL? {
        var directory = URL(fileURLWithPath: file).deletingLastPathComponent()
        while directory.path != "/" && !directory.path.isEmpty {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory
            }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
