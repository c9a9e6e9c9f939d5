import Foundation

/// Finds CellKit's `Resources/` folder (symbol table, images). It is a plain folder at the top of the package,
/// not a SwiftPM resource bundle, so it is looked up in this order:
/// 1. the `CELLKIT_RESOURCES` environment variable (a path to the folder);
/// 2. an installed copy: `share/cellscope` beside the `bin` folder of the running executable, so
///    `/usr/bin/cellscope` reads `/usr/share/cellscope` (the Debian package's layout); it counts only when
///    it holds `Symbols/sf-symbols.tsv`, and comes before the checkout so that an installed program reads
///    what it was installed with even on the machine that built it;
/// 3. the package checkout: walk up from this source file to the folder holding `Package.swift`, then
///    `Resources/` beside it (works for `swift build`, `swift test` and `swift run` from a checkout);
/// 4. the main bundle: `Resources/` inside `Bundle.main.resourcePath`, or that path itself.
package enum ResourceLocator {
    /// The environment variable that points at the resources folder.
    static let environmentVariable = "CELLKIT_RESOURCES"

    /// The installed folder's path relative to the executable's folder (`/usr/bin` → `/usr/share/cellscope`).
    static let installedRelativePath = "../share/cellscope"

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
    package static func url(forResource relativePath: String) -> URL? {
        guard let url = resourcesDirectory?.appendingPathComponent(relativePath) else { return nil }
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// Runs the lookup. Parameters exist so tests can exercise each step.
    static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executablePath: String? = runningExecutablePath(),
        sourceFile: String = #filePath,
        bundleResourcePath: String? = Bundle.main.resourcePath
    ) -> URL? {
        if let path = environment[environmentVariable], !path.isEmpty, isDirectory(path) {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        if let installed = installedDirectory(forExecutable: executablePath) { return installed }
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

    /// The places `locate()` looks, in order, for a message that says where resources were expected.
    package static func searchedPlaces(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executablePath: String? = runningExecutablePath()
    ) -> [String] {
        var places = ["$\(environmentVariable) (\(environment[environmentVariable] ?? "not set"))"]
        if let executablePath {
            places.append(installedURL(forExecutable: executablePath).standardizedFileURL.path)
        }
        places.append("Resources/ of the package checkout this program was built from")
        return places
    }

    /// `share/cellscope` beside the executable's `bin` folder, when it holds the symbol table.
    static func installedDirectory(forExecutable executablePath: String?) -> URL? {
        guard let executablePath else { return nil }
        let installed = installedURL(forExecutable: executablePath).standardizedFileURL
        let table = installed.appendingPathComponent("Symbols/sf-symbols.tsv")
        return FileManager.default.fileExists(atPath: table.path) ? installed : nil
    }

    private static func installedURL(forExecutable executablePath: String) -> URL {
        URL(fileURLWithPath: executablePath).deletingLastPathComponent()
            .appendingPathComponent(installedRelativePath, isDirectory: true)
    }

    /// The running program's file, with symbolic links resolved (`/proc/self/exe`), so that a link in
    /// another `bin` folder still finds the installed resources.
    package static func runningExecutablePath() -> String? {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        return Bundle.main.executablePath
    }

    /// The nearest folder above `file` that contains `Package.swift`.
    package static func packageRoot(containing file: String) -> URL? {
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
