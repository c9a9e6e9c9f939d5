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
    package static let installed = IconThemeIndex(dataDirectories: installedDataDirectories)

    /// The data folders of this environment (see `dataDirectories(environment:)`).
    package static var installedDataDirectories: [URL] { dataDirectories() }

    /// An index of the themes under the given data folders (each holding an `icons/` folder). Reads folder
    /// listings only (`<theme>/<size>/<context>/`), never each file's attributes.
    package init(dataDirectories: [URL]) {
        let manager = FileManager.default
        func list(_ path: String) -> [String] { (try? manager.contentsOfDirectory(atPath: path)) ?? [] }
        var files: [String: (path: String, rank: Int)] = [:]
        for theme in Self.themes {
            for directory in dataDirectories {
                let root = directory.path + "/icons/" + theme
                for size in list(root) {
                    for context in list(root + "/" + size) {
                        let folder = root + "/" + size + "/" + context
                        for file in list(folder) {
                            guard let name = Self.iconName(ofFile: file) else { continue }
                            let rank = Self.rank(size: size, isSVG: file.hasSuffix(".svg"))
                            if let existing = files[name], existing.rank <= rank { continue }
                            files[name] = (folder + "/" + file, rank)
                        }
                    }
                }
            }
        }
        self.files = files.mapValues { URL(fileURLWithPath: $0.path) }
    }

    /// The file that draws `iconName`, if the icon is installed.
    package func file(forIcon iconName: String) -> URL? { files[iconName] }

    /// The icon name a file provides: `x-symbolic.svg` and `x.symbolic.png` both give `x-symbolic`.
    static func iconName(ofFile fileName: String) -> String? {
        if fileName.hasSuffix(".symbolic.png") { return String(fileName.dropLast(".symbolic.png".count)) + "-symbolic" }
        for suffix in [".svg", ".png"] where fileName.hasSuffix(suffix) { return String(fileName.dropLast(suffix.count)) }
        return nil
    }

    /// Lower is better: scalable SVG, other SVG, then larger PNG sizes (a theme found earlier wins ties).
    private static func rank(size: String, isSVG: Bool) -> Int {
        if isSVG { return size == "scalable" ? 0 : 1 }
        let sizes = ["512x512", "256x256", "96x96", "64x64", "48x48", "32x32", "24x24", "22x22", "16x16"]
        return 2 + (sizes.firstIndex(of: size) ?? sizes.count)
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
