import Foundation

/// The icon files of the installed Adwaita and hicolor themes, found by icon name, the way the
/// freedesktop icon theme specification lays them out (`<data dir>/icons/<theme>/<size>/<context>/NAME.svg`).
///
/// Symbol glyphs that change an icon (outline, circle, badge…) read its file through this index; tests use it
/// to check that every icon the symbol table names is installed. Scalable SVG files are preferred over PNGs.
package struct IconThemeIndex: Sendable {
    /// Icon name (without extension) → file.
    package let files: [String: URL]

    /// The themes searched, first wins.
    static let themes = ["Adwaita", "hicolor"]

    /// The index of the installed themes, built once.
    package static let installed = IconThemeIndex(dataDirectories: dataDirectories())

    /// An index of the themes under the given data folders (each holding an `icons/` folder).
    package init(dataDirectories: [URL]) {
        var files: [String: URL] = [:]
        for theme in Self.themes {
            for directory in dataDirectories {
                let root = directory.appendingPathComponent("icons/\(theme)", isDirectory: true)
                let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
                while let url = enumerator?.nextObject() as? URL {
                    guard let name = Self.iconName(ofFile: url.lastPathComponent) else { continue }
                    if let existing = files[name], Self.rank(existing) <= Self.rank(url) { continue }
                    files[name] = url
                }
            }
        }
        self.files = files
    }

    /// The file that draws `iconName`, if the icon is installed.
    package func file(forIcon iconName: String) -> URL? { files[iconName] }

    /// The icon name a file provides: `x-symbolic.svg` and `x.symbolic.png` both give `x-symbolic`.
    static func iconName(ofFile fileName: String) -> String? {
        if fileName.hasSuffix(".symbolic.png") { return String(fileName.dropLast(".symbolic.png".count)) + "-symbolic" }
        for suffix in [".svg", ".png"] where fileName.hasSuffix(suffix) { return String(fileName.dropLast(suffix.count)) }
        return nil
    }

    /// Lower is better: scalable SVG, then larger PNG sizes.
    private static func rank(_ url: URL) -> Int {
        if url.pathExtension == "svg" { return url.path.contains("/scalable/") ? 0 : 1 }
        let sizes = ["512x512", "256x256", "96x96", "64x64", "48x48", "32x32", "24x24", "22x22", "16x16"]
        return 2 + (sizes.firstIndex { url.path.contains("/\($0)/") } ?? sizes.count)
    }

    /// `$XDG_DATA_HOME` (or `~/.local/share`), then `$XDG_DATA_DIRS` (or `/usr/local/share:/usr/share`).
    static func dataDirectories(environment: [String: String] = ProcessInfo.processInfo.environment) -> [URL] {
        var paths: [String] = []
        if let home = environment["XDG_DATA_HOME"], !home.isEmpty {
            paths.append(home)
        } else if let home = environment["HOME"], !home.isEmpty {
            paths.append(home + "/.local/share")
        }
        let shared = environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share"
        paths += shared.split(separator: ":").map(String.init)
        var seen: Set<String> = []
        return paths.filter { seen.insert($0).inserted }.map { URL(fileURLWithPath: $0, isDirectory: true) }
    }
}
