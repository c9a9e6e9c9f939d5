import Foundation
import Testing

extension CommandLineTests {
    /// `cellscope init`: a complete preview package in a new or empty folder, and clear refusals that
    /// write nothing. (That the package builds and previews its cell is `UserPackageTests`, which builds
    /// what init writes.)
    @Suite struct InitCommand {
        private static let checkout = GeneratedPreviewPackage.root

        /// `path` as written in a manifest in `folder`, made absolute.
        private static func resolve(_ path: String, from folder: URL) -> String {
            URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: folder.path, isDirectory: true)).standardizedFileURL.path
        }

        /// The path of the manifest's `.package(name: "CellScope", path: "…")`.
        private static func dependencyPath(in manifest: String) -> String? {
            guard let start = manifest.range(of: #".package(name: "CellScope", path: ""#),
                  let end = manifest[start.upperBound...].firstIndex(of: "\"") else { return nil }
            return String(manifest[start.upperBound..<end])
        }

        @Test func writesAManifestACellAndAPreviewExecutableNamedAfterTheFolder() throws {
            // Beside the checkout, as a person would put it, so the two share a parent folder.
            let scratch = try ScratchFolder(in: Self.checkout.deletingLastPathComponent())
            defer { scratch.remove() }
            let folder = scratch.file("task previews")
            let run = try CellScopeRun.run(["init", folder.path, "--cellscope", Self.checkout.path])
            #expect(run.status == 0, "\(run.standardError)")
            let manifest = try String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
            #expect(manifest.contains(#"name: "TaskPreviews""#))
            #expect(manifest.contains(#"name: "task-previews""#))
            // The dependency is written relative to the new package, so the two folders can move together.
            let path = try #require(Self.dependencyPath(in: manifest), "\(manifest)")
            #expect(path == "../../\(Self.checkout.lastPathComponent)")
            #expect(Self.resolve(path, from: folder) == Self.checkout.standardizedFileURL.path)
            let cell = try String(contentsOf: folder.appendingPathComponent("Sources/task-previews/TaskCell.swift"), encoding: .utf8)
            #expect(cell.contains("final class TaskCell: UICollectionViewListCell"))
            let main = try String(contentsOf: folder.appendingPathComponent("Sources/task-previews/main.swift"), encoding: .utf8)
            #expect(main.contains("CellScopeCommand(catalog: PreviewCatalog([demo]))"))
            #expect(!main.contains("{{") && !manifest.contains("{{") && !cell.contains("{{"), "every placeholder is filled")
            #expect(run.standardOutput.contains("wrote Sources/task-previews/main.swift"))
            #expect(run.standardOutput.contains("swift run task-previews"))
        }

        @Test func withoutCellScopeOptionTheCheckoutItWasBuiltFromIsUsed() throws {
            let scratch = try ScratchFolder()
            defer { scratch.remove() }
            let run = try CellScopeRun.run(["init", "--name", "OrderCells"], in: scratch.url)
            #expect(run.status == 0, "\(run.standardError)")
            let manifest = try String(contentsOf: scratch.file("Package.swift"), encoding: .utf8)
            #expect(manifest.contains(#"name: "OrderCells""#))
            let path = try #require(Self.dependencyPath(in: manifest), "\(manifest)")
            #expect(Self.resolve(path, from: scratch.url) == Self.checkout.standardizedFileURL.path)
            #expect(FileManager.default.fileExists(atPath: scratch.file("Sources/order-cells/main.swift").path))
        }

        @Test func aURLBecomesABranchDependency() throws {
            let scratch = try ScratchFolder()
            defer { scratch.remove() }
            let run = try CellScopeRun.run(["init", scratch.url.path, "--name", "Cells", "--cellscope", "https://example.com/team/CellScope.git"])
            #expect(run.status == 0, "\(run.standardError)")
            let manifest = try String(contentsOf: scratch.file("Package.swift"), encoding: .utf8)
            #expect(manifest.contains(#".package(url: "https://example.com/team/CellScope.git", branch: "main")"#), "\(manifest)")
        }

        @Test func aFolderWithFilesIsRefusedAndKeepsThem() throws {
            let scratch = try ScratchFolder()
            defer { scratch.remove() }
            try "mine\n".write(to: scratch.file("Package.swift"), atomically: true, encoding: .utf8)
            let run = try CellScopeRun.run(["init", scratch.url.path, "--cellscope", Self.checkout.path])
            #expect(run.status == 2)
            #expect(run.standardError.contains("is not empty (it holds Package.swift)"), "\(run.standardError)")
            #expect(try String(contentsOf: scratch.file("Package.swift"), encoding: .utf8) == "mine\n")
            #expect(scratch.contents == ["Package.swift"])
        }

        @Test func aNameThatMakesNoPackageNameIsRefused() throws {
            let scratch = try ScratchFolder()
            defer { scratch.remove() }
            for name in ["2fast", "__", "Zellé"] {
                let run = try CellScopeRun.run(["init", scratch.url.path, "--name", name, "--cellscope", Self.checkout.path])
                #expect(run.status == 2, "\(name)")
                #expect(run.standardError.contains("'\(name)' does not make a package name"), "\(run.standardError)")
            }
            #expect(scratch.contents.isEmpty)
        }
    }
}
