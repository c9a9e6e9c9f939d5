@testable import CellScope
import Foundation
import Testing

/// `cellscope watch` rebuilds a save that only edits the preview executable's own sources with the
/// compile and link commands of SwiftPM's last plan, and leaves every other save to `swift build`.
@Suite struct PreviewTargetRebuildTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellscope-rebuild-\(UUID().uuidString)")

    /// A plan in the shape `swift build` writes: an executable module `app` (Cell.swift, main.swift)
    /// importing a library module `Shared` of the same package, linked into `.build/debug/app`.
    func manifestText() -> String {
        let root = folder.path, build = folder.path + "/.build/x86_64-unknown-linux-gnu/debug"
        return """
            client:
              name: basic
            tools: {}
            targets:
              "main": ["<app-debug.exe>"]
            commands:
              "\(build)/app.build/sources":
                tool: write-auxiliary-file
                inputs: ["<sources-file-list>","\(root)/Sources/app/Cell.swift","\(root)/Sources/app/main.swift"]
                outputs: ["\(build)/app.build/sources"]
                description: "Write auxiliary file"

              "\(build)/app.build/app.swiftmodule.o":
                tool: shell
                inputs: ["\(build)/Modules/app.swiftmodule"]
                outputs: ["\(build)/app.build/app.swiftmodule.o"]
                description: "Wrapping AST for app for debugging"
                args: ["/usr/bin/swiftc","-modulewrap","\(build)/Modules/app.swiftmodule","-o","\(build)/app.build/app.swiftmodule.o"]

              "C.app-debug.exe":
                tool: shell
                inputs: ["\(build)/Shared.build/Shared.swift.o","\(build)/app.build/Cell.swift.o","\(build)/app.build/main.swift.o","\(build)/app.build/app.swiftmodule.o"]
                outputs: ["\(build)/app"]
                description: "Linking ./.build/x86_64-unknown-linux-gnu/debug/app"
                args: ["/usr/bin/swiftc","-o","\(build)/app","-emit-executable","@\(build)/app.product/Objects.LinkFileList"]

              "C.app-debug.module":
                tool: shell
                inputs: ["\(root)/Sources/app/Cell.swift","\(root)/Sources/app/main.swift","\(build)/Modules/Shared.swiftmodule","\(build)/app.build/sources"]
                outputs: ["\(build)/app.build/Cell.swift.o","\(build)/app.build/main.swift.o","\(build)/Modules/app.swiftmodule"]
                description: "Compiling Swift Module 'app' (2 sources)"
                args: ["/usr/bin/swiftc","-module-name","app","-emit-module","-incremental","-c","@\(build)/app.build/sources","-parseable-output","-g"]

              "C.Shared-debug.module":
                tool: shell
                inputs: ["\(root)/Sources/Shared/Shared.swift"]
                outputs: ["\(build)/Shared.build/Shared.swift.o","\(build)/Modules/Shared.swiftmodule"]
                description: "Compiling Swift Module 'Shared' (1 sources)"
                args: ["/usr/bin/swiftc","-module-name","Shared","-emit-module","-incremental","-c","\(root)/Sources/Shared/Shared.swift"]

            """
    }

    func write(_ path: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("let x = 1\n".utf8).write(to: url)
    }

    func rebuild() throws -> PreviewTargetRebuild {
        let manifest = try #require(BuildManifest(text: manifestText()))
        let executable = folder.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/app")
        return try #require(PreviewTargetRebuild(manifest: manifest, executable: executable, packageFolder: folder))
    }

    @Test func readsEachCommandsToolInputsOutputsAndArguments() throws {
        let manifest = try #require(BuildManifest(text: manifestText()))
        #expect(manifest.commands.map(\.name).contains("C.app-debug.exe"))
        let compile = try #require(manifest.commands.first { $0.name == "C.app-debug.module" })
        #expect(compile.tool == "shell")
        #expect(compile.inputs.first == folder.path + "/Sources/app/Cell.swift")
        #expect(compile.outputs.count == 3)
        #expect(compile.arguments.prefix(3) == ["/usr/bin/swiftc", "-module-name", "app"])
        #expect(BuildManifest(text: "client:\n  name: basic\n") == nil, "a file without commands is no plan")
    }

    @Test func anEditedSourceOfTheExecutablesOwnModuleIsRebuiltWithItsCompileAndLinkCommands() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("Sources/app/Cell.swift")
        try write("Sources/app/main.swift")
        let rebuild = try rebuild()
        #expect(rebuild.link.name == "C.app-debug.exe")
        let modules = try #require(rebuild.plan(for: ["Sources/app/Cell.swift"]))
        #expect(modules.map(\.compile.name) == ["C.app-debug.module"])
        #expect(modules.first?.wrap?.name == folder.path + "/.build/x86_64-unknown-linux-gnu/debug/app.build/app.swiftmodule.o")
        let arguments = PreviewTargetRebuild.compileArguments(modules[0].compile)
        #expect(!arguments.contains("-parseable-output"), "the compiler's errors come as text lines")
        #expect(arguments.contains("-incremental"))
        #expect(!arguments.contains("-emit-module"), "nothing imports the executable's module")
        #expect(arguments.contains("@" + folder.path + "/.build/x86_64-unknown-linux-gnu/debug/app.build/sources"))
        #expect(rebuild.plan(for: ["Sources/app/Cell.swift", "Sources/app/main.swift"])?.count == 1)
    }

    @Test func theManifestANewOrRemovedFileAndAModuleOthersImportNeedAFullBuild() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("Sources/app/Cell.swift")
        try write("Sources/app/main.swift")
        try write("Sources/Shared/Shared.swift")
        try write("Sources/app/NewCell.swift")
        let rebuild = try rebuild()
        #expect(rebuild.modules.map(\.compile.name) == ["C.app-debug.module"], "Shared is imported by app")
        #expect(rebuild.plan(for: ["Package.swift"]) == nil)
        #expect(rebuild.plan(for: ["Sources/app/Cell.swift", "Package.swift"]) == nil)
        #expect(rebuild.plan(for: ["Sources/app/NewCell.swift"]) == nil, "a file the plan does not know")
        #expect(rebuild.plan(for: ["Sources/Shared/Shared.swift"]) == nil, "a module other modules import")
        #expect(rebuild.plan(for: ["Sources/app"]) == nil, "a folder")
        #expect(rebuild.plan(for: []) == nil)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Sources/app/main.swift"))
        #expect(rebuild.plan(for: ["Sources/app/main.swift"]) == nil, "a removed file")
    }

    @Test func aPlanWithoutTheExecutablesLinkOffersNoFastPath() throws {
        let manifest = try #require(BuildManifest(text: manifestText()))
        let other = folder.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/other")
        #expect(PreviewTargetRebuild(manifest: manifest, executable: other, packageFolder: folder) == nil)
    }
}
