import Foundation
import Testing
@testable import CellKitCore

/// Finding icon files by name the way the freedesktop icon theme specification lays them out.
@Suite struct IconThemeIndexTests {
    @Test func findsScalableSymbolicIconsAndPrefersSVG() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("icon-index-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "icons/Adwaita/16x16/legacy/alpha.symbolic.png",
            "icons/Adwaita/scalable/actions/alpha-symbolic.svg",
            "icons/Adwaita/16x16/status/beta.symbolic.png",
            "icons/hicolor/48x48/apps/gamma.png",
            "icons/Adwaita/index.theme",
        ]
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        let index = IconThemeIndex(dataDirectories: [root])
        #expect(index.file(forIcon: "alpha-symbolic")?.lastPathComponent == "alpha-symbolic.svg")
        #expect(index.file(forIcon: "beta-symbolic")?.lastPathComponent == "beta.symbolic.png")
        #expect(index.file(forIcon: "gamma")?.lastPathComponent == "gamma.png")
        #expect(index.file(forIcon: "index") == nil)
        #expect(index.file(forIcon: "missing-symbolic") == nil)
    }

    @Test func dataDirectoriesFollowTheXDGVariables() {
        let custom = IconThemeIndex.dataDirectories(environment: ["XDG_DATA_HOME": "/h", "XDG_DATA_DIRS": "/a:/b:/a"])
        #expect(custom.map(\.path) == ["/h", "/a", "/b"])
        let defaults = IconThemeIndex.dataDirectories(environment: ["HOME": "/home/u"])
        #expect(defaults.map(\.path) == ["/home/u/.local/share", "/usr/local/share", "/usr/share"])
    }
}
