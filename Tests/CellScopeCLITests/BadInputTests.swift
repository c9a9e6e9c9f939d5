import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

extension CommandLineTests {
    /// Inputs that used to be accepted, ignored or answered unclearly: each now gets a clear error
    /// and exit status 2 before anything is rendered, or (a symbolic link) is written through.
    @Suite struct BadInputs {
        private static let item = ["--item", "projects"]

        @Test(arguments: [
            (["render", "sidebar", "--bold-text=no", "--output", "x.png"], "--bold-text takes no value, or =true or =false, not 'no'"),
            (["render", "sidebar", "--high-contrast=0", "--output", "x.png"], "--high-contrast takes no value, or =true or =false, not '0'"),
            (["render", "sidebar", "--bold-text", "false", "--output", "x.png"], "unexpected argument 'false'; write --bold-text=false"),
            (["render", "sidebar", "--bold-text", "--bold-text=false", "--output", "x.png"], "--bold-text is given twice"),
            (["render", "messages", "--item", "team-lunch", "--state", "", "--output", "x.png"], "--state needs at least one value"),
            (["matrix", "sidebar"] + item + ["--states", "", "--output", "x.png"], "--states needs at least one value"),
            (["matrix", "sidebar"] + item + ["--sizes", ",", "--output", "x.png"], "--sizes ',' has an empty entry"),
            (["matrix", "sidebar"] + item + ["--states", "selected,", "--output", "x.png"], "--states 'selected,' has an empty entry"),
            (["matrix", "sidebar"] + item + ["--states", "selected,selected,selected", "--output", "x.png"], "--states names 'selected' twice"),
            (["render", "messages", "--item", "team-lunch", "--state", "unread", "--state", "unread", "--output", "x.png"],
             "--state names 'unread' twice"),
            (["matrix", "sidebar"] + item + ["--sizes", "l,L", "--output", "x.png"], "--sizes names the same one twice ('l' and 'L')"),
            (["matrix", "sidebar"] + item + ["--columns", "appearance", "--sizes", "XS,NOPE", "--output", "x.png"],
             "--sizes does not apply to --columns appearance"),
            (["matrix", "sidebar"] + item + ["--columns", "appearance", "--appearance", "dark", "--output", "x.png"],
             "--appearance does not apply to --columns appearance"),
            (["matrix", "sidebar"] + item + ["--size", "AX1", "--output", "x.png"], "--size does not apply to --columns sizes"),
            (["render", "sidebar", "--output", "a.png", "--output", "b.png"], "--output is given twice ('a.png' and 'b.png'); give it once"),
            (["render", "sidebar", "--size", "L", "--size", "XL", "--output", "x.png"], "--size is given twice ('L' and 'XL')"),
            (["view", "sidebar", "--screenshot", "a.png", "--screenshot", "b.png"], "--screenshot is given twice"),
            (["render", "sidebar", "extra", "--output", "x.png"], "unexpected argument 'extra': render takes at most one DEMO"),
            (["sidebar", "settings"], "unexpected argument 'settings': view takes at most one DEMO"),
            (["list", "foo"], "unexpected argument 'foo': list takes no arguments"),
            (["list", "--json"], "unknown option '--json'; valid options: --devices"),
            (["help", "foo"], "unknown verb 'foo'; valid verbs: view, list, render, matrix, strip, lint, baseline, watch, init, export-swift, port, help"),
            (["help", "foo", "--bar"], "unknown option '--bar': help takes no options"),
            (["help", "render", "matrix"], "unexpected argument 'matrix': help takes at most one VERB"),
            (["render", "sidebar", "--output", ""], "--output needs a file name, not an empty one"),
        ])
        func isRefusedWithStatusTwo(arguments: [String], message: String) throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let result = try CellScopeRun.run(arguments, in: folder.url)
            #expect(result.status == 2, "\(result.standardError)")
            #expect(result.standardError.contains("error: \(message)"), "\(result.standardError)")
            #expect(result.standardOutput.isEmpty)
            #expect(folder.contents.isEmpty, "nothing is written: \(folder.contents)")
        }

        @Test func booleanOptionsTakeTrueOrFalse() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            func render(_ flags: [String]) throws -> Data {
                let output = folder.file("bold-\(UUID().uuidString).png")
                let result = try CellScopeRun.run(["render", "sidebar"] + Self.item + flags + ["--output", output.path])
                #expect(result.status == 0, "\(flags): \(result.standardError)")
                return try Data(contentsOf: output)
            }
            let plain = try render([])
            let bold = try render(["--bold-text"])
            #expect(bold != plain, "Bold Text changes the rendering")
            #expect(try render(["--bold-text=true"]) == bold)
            #expect(try render(["--bold-text=FALSE"]) == plain)
            #expect(try render(["--high-contrast=false", "--bold-text=true"]) == bold)
        }

        @Test func helpWithAVerbPrintsThatVerbsUsage() throws {
            let result = try CellScopeRun.run(["help", "matrix"])
            #expect(result.status == 0)
            #expect(result.standardOutput.hasPrefix("usage: cellscope matrix DEMO --item ID"))
            #expect(!result.standardOutput.contains("cellscope render"))
        }

        /// A user's preview executable (a package's own name for the same command line) names itself
        /// in its help and in the hint after an error, not `cellscope`.
        @Test func aPreviewExecutableNamesItselfInItsHelpAndErrors() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let renamed = folder.file("tasks-preview")
            try FileManager.default.createSymbolicLink(at: renamed, withDestinationURL: CellScopeRun.binary)
            let wrong = try CellScopeRun(["frobnicate"], executable: renamed)
            wrong.waitForExit(timeout: 60)
            #expect(wrong.status == 2)
            #expect(wrong.standardError.contains("run 'tasks-preview help' for usage"), "\(wrong.standardError)")
            let help = try CellScopeRun(["help", "render"], executable: renamed)
            help.waitForExit(timeout: 60)
            #expect(help.standardOutput.hasPrefix("usage: tasks-preview render DEMO"), "\(help.standardOutput)")
        }

        @Test func anOutputThatIsAFolderIsRefused() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let directory = folder.file("shots.png")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
            let result = try CellScopeRun.run(["render", "sidebar", "--output", directory.path])
            #expect(result.status == 2)
            #expect(result.standardError.contains("error: --output '\(directory.path)' is a folder; give a file name"), "\(result.standardError)")
            #expect(!result.standardError.contains("NSCocoaErrorDomain"))
            #expect(folder.contents == ["shots.png"])
        }

        @Test func aFileNameTooLongForTheFileSystemIsCalledTooLong() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let name = String(repeating: "n", count: 300) + ".png"
            let result = try CellScopeRun.run(["render", "sidebar", "--output", folder.file(name).path])
            #expect(result.status == 2)
            #expect(result.standardError.contains("error: --output: the file name is too long (304 bytes; this file system allows at most 255"),
                    "\(result.standardError)")
            #expect(folder.contents.isEmpty)
        }

        @Test func anOutputInAMissingFolderIsRefusedBeforeRendering() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let missing = folder.file("nope/x.png")
            let result = try CellScopeRun.run(["render", "sidebar", "--output", missing.path], environment: CellScopeRun.noDisplay)
            #expect(result.status == 2)
            #expect(result.standardError.contains("error: --output: the folder \(folder.file("nope").path) does not exist"))
        }

        @Test func anOutputThatIsASymbolicLinkIsWrittenThroughLikeCp() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let target = folder.file("target.png"), link = folder.file("link.png")
            try Data("old".utf8).write(to: target)
            chmod(target.path, 0o640)
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "target.png")
            let result = try CellScopeRun.run(["render", "sidebar"] + Self.item + ["--output", link.path])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardOutput.hasPrefix("replaced \(link.path) (a link to \(target.path))"), "\(result.standardOutput)")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "target.png", "the link stays a link")
            let written = try Data(contentsOf: target)
            #expect(written.starts(with: [0x89, 0x50, 0x4E, 0x47]), "the target holds the PNG")
            let attributes = try FileManager.default.attributesOfItem(atPath: target.path)
            #expect((attributes[.posixPermissions] as? Int) == 0o640, "the replaced file keeps its permissions")
            #expect(Set(folder.contents) == ["target.png", "link.png"])
        }

        @Test func aDanglingSymbolicLinkIsRefusedLikeCp() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let link = folder.file("link.png")
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "missing.png")
            let result = try CellScopeRun.run(["render", "sidebar", "--output", link.path])
            #expect(result.status == 2)
            #expect(result.standardError.contains("is a symbolic link to 'missing.png', which does not exist"), "\(result.standardError)")
            #expect(folder.contents == ["link.png"])
        }

        @Test func renderWithOnlyWaylandDisplaySetStartsItsOwnXvfb() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let result = try CellScopeRun.run(["render", "sidebar"] + Self.item + ["--output", "x.png"],
                                              environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": "cellscope-no-such-wayland"], in: folder.url)
            #expect(result.status == 0, "\(result.standardError)")
            #expect(folder.contents == ["x.png"])
        }

        @Test(arguments: [
            ("/dev/zero", "--config '/dev/zero' is not a regular file (a character device)"),
            ("fifo", "is not a regular file (a FIFO)"),
            ("folder", "is a folder, not a file"),
            ("loop", "is a symbolic link loop"),
        ])
        func aConfigThatIsNoRegularFileIsRefusedWithItsCause(path: String, message: String) throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            mkfifo(folder.file("fifo").path, 0o644)
            try FileManager.default.createDirectory(at: folder.file("folder"), withIntermediateDirectories: false)
            try FileManager.default.createSymbolicLink(atPath: folder.file("loop").path, withDestinationPath: "loop")
            let result = try CellScopeRun.run(["lint", "sidebar", "--config", path], in: folder.url)
            #expect(result.status == 2)
            #expect(result.standardError.contains(message), "\(result.standardError)")
            #expect(!result.standardError.contains("NSCocoaErrorDomain"))
        }

        @Test func aSymbolicLinkLoopIsCalledALoop() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            try FileManager.default.createSymbolicLink(atPath: folder.file("loop.png").path, withDestinationPath: "loop.png")
            let output = try CellScopeRun.run(["render", "sidebar", "--output", "loop.png"], in: folder.url)
            #expect(output.status == 2)
            #expect(output.standardError.contains("--output 'loop.png' is a symbolic link loop"), "\(output.standardError)")
            let dir = try CellScopeRun.run(["baseline", "verify", "--dir", "loop.png"], in: folder.url)
            #expect(dir.status == 2)
            #expect(dir.standardError.contains("--dir 'loop.png' is a symbolic link loop"), "\(dir.standardError)")
        }

        @Test func aManifestThatIsAFolderIsCalledAFolder() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            try FileManager.default.createDirectory(at: folder.file("b/current/manifest.json"), withIntermediateDirectories: true)
            let result = try CellScopeRun.run(["baseline", "verify", "--dir", "b"], in: folder.url)
            #expect(result.status == 2)
            #expect(result.standardError.contains("/b/current/manifest.json is a folder, not a file"), "\(result.standardError)")
        }

        @Test func anUnreadableBaselineFolderIsCalledPermissionDenied() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            try FileManager.default.createDirectory(at: folder.file("b/current"), withIntermediateDirectories: true)
            chmod(folder.url.path, 0o755)
            chmod(folder.file("b").path, 0o700)
            // As an unprivileged user (root reads everything): setpriv drops to nobody.
            let result = try CellScopeRun(["--reuid=65534", "--regid=65534", "--clear-groups", CellScopeRun.binary.path,
                                           "baseline", "verify", "--dir", folder.file("b").path],
                                          executable: URL(fileURLWithPath: "/usr/bin/setpriv"))
            result.waitForExit()
            #expect(result.status == 2)
            #expect(result.standardError.contains("--dir '\(folder.file("b").path)' cannot be read: Permission denied"), "\(result.standardError)")
            #expect(!result.standardError.contains("holds no baseline"))
        }

        @Test func anOutputNameThatIsNotUTF8IsRefused() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let result = try CellScopeRun(["-c", "exec \"$0\" render sidebar --output $'\\xff'.png", CellScopeRun.binary.path],
                                          executable: URL(fileURLWithPath: "/bin/bash"), in: folder.url)
            result.waitForExit()
            #expect(result.status == 2)
            #expect(result.standardError.contains("is not valid UTF-8 (bytes ff 2e 70 6e 67)"), "\(result.standardError)")
            #expect(folder.contents.isEmpty, "no file under another name: \(folder.contents)")
        }

        @Test func theViewerWithoutADisplaySuggestsXvfbRunForCellscopeAndScreenshots() throws {
            let result = try CellScopeRun.run(["sidebar", "--appearance", "dark"], environment: CellScopeRun.noDisplay)
            #expect(result.status == 1)
            #expect(result.standardError.contains("neither DISPLAY nor WAYLAND_DISPLAY is set"))
            #expect(result.standardError.contains("xvfb-run -a cellscope sidebar --appearance dark"), "\(result.standardError)")
            #expect(result.standardError.contains("add --screenshot FILE.png"))
            #expect(!result.standardError.contains("swift test"))
        }

        /// 6 states × 12 sizes of a message cell would be 4774 × 28132 pixels: refused after the first
        /// row, with a way to split it, and nothing written.
        @Test func aMatrixLargerThanASaneImageIsRefusedWithAdviceToSplitIt() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let result = try CellScopeRun.run(["matrix", "messages", "--item", "team-lunch", "--states",
                                               "selected,highlighted,disabled,unread,flagged,archived", "--output", folder.file("m.png").path])
            #expect(result.status == 2)
            #expect(result.standardError.contains("error: the matrix would be about 4774×28132 pixels (64 rows of states × 12 columns)"),
                    "\(result.standardError)")
            #expect(result.standardError.contains("at most 16,000 pixels on a side"))
            #expect(result.standardError.contains("Split it into several runs: at most 5 states per run with these columns "
                + "(for example --states selected,highlighted,disabled,unread,flagged)"))
            #expect(folder.contents.isEmpty)
        }
    }
}
