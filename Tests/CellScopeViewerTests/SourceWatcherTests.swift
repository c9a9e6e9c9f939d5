@testable import CellScope
import Foundation
import Testing

/// `cellscope watch` sees saves under Sources/ (folders made later included) and of Package.swift,
/// through inotify, and ignores editors' scratch files and other files of the package folder.
@Suite struct SourceWatcherTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellscope-watcher-\(UUID().uuidString)")

    func write(_ path: String, _ text: String = "let x = 1\n") throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Every change reported within a second.
    func changes(_ watcher: SourceWatcher) -> Set<String> {
        var found = Set<String>()
        let end = Date().addingTimeInterval(1)
        while Date() < end { found.formUnion(watcher.waitForChanges(timeout: 0.1).map(\.path)) }
        return found
    }

    @Test func reportsSavedSourcesAndTheManifestOnly() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("Package.swift", "// swift-tools-version: 6.0\n")
        try write("Sources/App/main.swift")
        let watcher = try SourceWatcher(packageFolder: folder)
        #expect(watcher.waitForChanges(timeout: 0.2).isEmpty)

        try write("Sources/App/main.swift", "let x = 2\n")
        #expect(changes(watcher) == ["Sources/App/main.swift"])

        // An atomic save (write a temporary file, rename it over the source) counts once, as the source.
        try write("Sources/App/.main.swift.tmp", "let x = 3\n")
        _ = rename(folder.appendingPathComponent("Sources/App/.main.swift.tmp").path, folder.appendingPathComponent("Sources/App/main.swift").path)
        #expect(changes(watcher) == ["Sources/App/main.swift"])

        try write("Sources/App/.main.swift.swp")
        try write("Sources/App/main.swift~")
        try write("README.md")
        try write("Tests/AppTests/T.swift")
        #expect(changes(watcher).isEmpty, "scratch files and files outside Sources/ are not saves")

        try write("Package.swift", "// swift-tools-version: 6.0\n// changed\n")
        #expect(changes(watcher) == ["Package.swift"])
    }

    @Test func watchesFoldersCreatedAfterItStarted() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("Package.swift")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        let watcher = try SourceWatcher(packageFolder: folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/Cells"), withIntermediateDirectories: true)
        #expect(changes(watcher) == ["Sources/Cells"])
        try write("Sources/Cells/Row.swift")
        #expect(changes(watcher) == ["Sources/Cells/Row.swift"])
    }
}
