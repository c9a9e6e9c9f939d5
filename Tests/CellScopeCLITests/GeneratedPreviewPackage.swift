import Foundation
import Testing

/// The preview package `cellscope init` writes, in a folder that stays between runs (its `.build`
/// with it, so that only the first run builds CellScope). The folder is named after the checkout and
/// the purpose, so that two checkouts or two tests never share a build. Each call writes the package
/// afresh with `init`, depending on this checkout: the package users start from is the one tested.
enum GeneratedPreviewPackage {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The executable target `--name UserPreviews` gives.
    static let product = "user-previews"

    static func make(purpose: String) throws -> URL {
        let checkout = root.path.split(separator: "/").joined(separator: "-")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellscope-\(purpose)-\(checkout)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Only the build stays (a hidden folder, which init leaves alone).
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !name.hasPrefix(".") {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
        let initRun = try CellScopeRun.run(["init", folder.path, "--name", "UserPreviews", "--cellscope", root.path])
        try #require(initRun.status == 0, "cellscope init failed: \(initRun.standardError)")
        return folder
    }
}
