import CellScope
import Foundation
import Testing

extension CommandLineTests {
    /// `cellscope export-swift PROTO.json [--output FILE.swift]`: the Swift source of a prototype's
    /// screen. (That the source builds with `import CellKit` and draws what `render` draws for the
    /// prototype is `.ci/check-export-swift`.)
    @Suite struct ExportSwiftCommand {
        private static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Resources/Prototypes").standardizedFileURL

        /// A prototype with one section whose only item is `item` (a JSON object's members).
        private static func prototype(item: String, states: String = "{}") -> String {
            #"{ "title": "Notes", "states": \#(states), "sections": [{ "id": "all", "items": [{ \#(item) }] }] }"#
        }

        @Test func stringLiteralsEscapeQuotesBackslashesNewlinesAndEveryCharacterOutsideASCII() {
            #expect(SwiftSourceWriter.stringLiteral(#"say "hi" \ bye"#) == #""say \"hi\" \\ bye""#)
            #expect(SwiftSourceWriter.stringLiteral("one\ntwo\r\tthree") == #""one\ntwo\r\tthree""#)
            #expect(SwiftSourceWriter.stringLiteral("Café — 🌮") == #""Caf\u{E9} \u{2014} \u{1F32E}""#)
            #expect(SwiftSourceWriter.stringLiteral("\u{202E}\u{0}") == #""\u{202E}\u{0}""#)
            #expect(SwiftSourceWriter.stringLiteral(#"\(x) #"#) == #""\\(x) #""#, "no interpolation survives")
        }

        @Test func identifiersAreCamelCaseOfTheASCIILettersAndDigits() {
            #expect(SwiftSourceWriter.identifier("is-new", fallback: "state") == "isNew")
            #expect(SwiftSourceWriter.typeName("iPad Sidebar", fallback: "Screen") == "IPadSidebar")
            #expect(SwiftSourceWriter.typeName("2024 — Überblick", fallback: "Screen") == "Screen2024Berblick")
            #expect(SwiftSourceWriter.typeName("—", fallback: "Screen") == "Screen")
        }

        @Test func theFilesTextReachesTheSourceAsEscapedLiterals() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let file = folder.file("notes.json")
            try Self.prototype(item: #""id": "quote", "text": "She said \"go\" \\ then\nleft", "secondaryText": "Crème brûlée""#)
                .write(to: file, atomically: true, encoding: .utf8)
            let run = try CellScopeRun.run(["export-swift", file.path])
            #expect(run.status == 0, "\(run.standardError)")
            #expect(run.standardOutput.contains(#"text: "She said \"go\" \\ then\nleft""#), "\(run.standardOutput)")
            #expect(run.standardOutput.contains(#"secondaryText: "Cr\u{E8}me br\u{FB}l\u{E9}e""#))
            #expect(run.standardOutput.contains("final class NotesViewController: UIViewController {"))
            #expect(run.standardOutput.hasPrefix("// The \"Notes\" screen"))
        }

        @Test func aCustomStateBecomesAStateKeyThatTheUpdateHandlerReads() throws {
            let run = try CellScopeRun.run(["export-swift", Self.examples.appendingPathComponent("inbox.json").path])
            #expect(run.status == 0, "\(run.standardError)")
            let source = run.standardOutput
            #expect(source.contains(#"static let inboxUnread = UIConfigurationStateCustomKey("InboxViewController.unread")"#), "\(source)")
            #expect(source.contains(#"static let inboxFlagged = UIConfigurationStateCustomKey("InboxViewController.flagged")"#))
            #expect(source.contains("(.inboxUnread, Look(image: UIImage(systemName: \"circle.fill\"), imageColor: UIColor.systemBlue, bold: true))"))
            #expect(source.contains("states: [.inboxUnread, .inboxFlagged]"))
            #expect(source.contains("override var configurationState: UICellConfigurationState {"))
            #expect(source.contains("cell.configurationUpdateHandler = { [stateLooks] cell, state in"))
            #expect(source.contains("for (key, stateLook) in stateLooks where state[key] as? Bool == true {"))
        }

        @Test func statesWhoseNamesMeetInCamelCaseGetKeysOfTheirOwn() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let file = folder.file("notes.json")
            try Self.prototype(item: #""text": "A", "states": ["is-new", "isNew"]"#,
                               states: #"{ "is-new": { "bold": true }, "isNew": { "textColor": "systemRed" } }"#)
                .write(to: file, atomically: true, encoding: .utf8)
            let run = try CellScopeRun.run(["export-swift", file.path])
            #expect(run.status == 0, "\(run.standardError)")
            #expect(run.standardOutput.contains(#"static let notesIsNew = UIConfigurationStateCustomKey("NotesViewController.is-new")"#),
                    "\(run.standardOutput)")
            #expect(run.standardOutput.contains(#"static let notesIsNew2 = UIConfigurationStateCustomKey("NotesViewController.isNew")"#))
            #expect(run.standardOutput.contains("states: [.notesIsNew, .notesIsNew2]"))
        }

        @Test func aPrototypeWithoutStatesDeclaresNoStateKeys() throws {
            let run = try CellScopeRun.run(["export-swift", Self.examples.appendingPathComponent("settings.json").path])
            #expect(run.status == 0, "\(run.standardError)")
            #expect(!run.standardOutput.contains("UIConfigurationStateCustomKey"))
            #expect(run.standardOutput.contains("UICollectionViewCompositionalLayout { [unowned self] sectionIndex, environment in"),
                    "sections with and without headers need a section provider")
        }

        @Test func colorsImagesAndBarButtonsAreWrittenWithUIKitsInitializers() throws {
            let features = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../Fixtures/SwiftExportClient/Prototypes/features.json").standardizedFileURL
            let run = try CellScopeRun.run(["export-swift", features.path])
            #expect(run.status == 0, "\(run.standardError)")
            let source = run.standardOutput
            #expect(source.contains("imageColor: UIColor(red: 241 / 255, green: 196 / 255, blue: 15 / 255, alpha: 204 / 255)"), "\(source)")
            #expect(source.contains("textColor: UIColor(red: 192 / 255, green: 57 / 255, blue: 43 / 255, alpha: 1)"))
            #expect(source.contains("secondaryTextColor: UIColor.systemGreen"))
            #expect(source.contains("backgroundColor: UIColor.secondarySystemGroupedBackground"))
            #expect(source.contains(#"navigationItem.title = "Pantry \"Shelf\" \\ Caf\u{E9}""#))
            #expect(source.contains(#"navigationItem.leftBarButtonItems = [UIBarButtonItem(title: "Close")]"#))
            #expect(source.contains(#"navigationItem.rightBarButtonItems = [UIBarButtonItem(image: UIImage(systemName: "cart")), UIBarButtonItem(systemItem: .add)]"#))
            #expect(source.contains("accessories: [.toggle(isOn: true)]"))
            #expect(source.contains("let toggle = UISwitch()"))
            #expect(source.contains("return UICollectionViewCompositionalLayout.list(using: configuration)"),
                    "every section has a header and a footer, so one list configuration fits all")
        }

        @Test func aPictureFileIsNamedByItsPath() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let images = folder.file("images")
            try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
            let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../Resources/Images/sample-avatar.png").standardizedFileURL
            try FileManager.default.copyItem(at: sample, to: images.appendingPathComponent("avatar.png"))
            let file = folder.file("people.json")
            try Self.prototype(item: #""text": "Alex", "image": "images/avatar.png""#).write(to: file, atomically: true, encoding: .utf8)
            let run = try CellScopeRun.run(["export-swift", file.path])
            #expect(run.status == 0, "\(run.standardError)")
            #expect(run.standardOutput.contains(#"look: Look(text: "Alex", image: UIImage(named: "images/avatar.png"))"#), "\(run.standardOutput)")
        }

        @Test(arguments: [
            (#"{ "sections": [{ "items": [{ "text": "A", "colour": "red" }] }] }"#, "unknown key 'colour' in an item"),
            (#"{ "sections": [{ "items": [{ "text": "A" }] }"#, "line 1"),
            (#"{ "sections": [{ "items": [{ "text": "A", "style": "subtitel" }] }] }"#, "unknown content style 'subtitel'"),
        ])
        func aFileWithAMistakeGetsTheErrorRenderGives(json: String, message: String) throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let file = folder.file("broken.json")
            try json.write(to: file, atomically: true, encoding: .utf8)
            let export = try CellScopeRun.run(["export-swift", file.path, "--output", folder.file("Broken.swift").path])
            let render = try CellScopeRun.run(["render", file.path, "--output", folder.file("broken.png").path],
                                              environment: CellScopeRun.noDisplay)
            #expect(export.status == 2)
            #expect(export.standardError.contains(message), "\(export.standardError)")
            #expect(export.standardError == render.standardError)
            #expect(export.standardOutput.isEmpty)
            #expect(folder.contents == ["broken.json"])
        }

        @Test func aMissingFileAndAWrongOutputNameAreRefused() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let missing = try CellScopeRun.run(["export-swift", folder.file("nowhere.json").path], in: folder.url)
            #expect(missing.status == 2)
            #expect(missing.standardError.contains("no such file"), "\(missing.standardError)")
            let settings = Self.examples.appendingPathComponent("settings.json").path
            let wrongName = try CellScopeRun.run(["export-swift", settings, "--output", "Settings.txt"], in: folder.url)
            #expect(wrongName.status == 2)
            #expect(wrongName.standardError.contains("--output must name a .swift file, not 'Settings.txt'"), "\(wrongName.standardError)")
            let noFolder = try CellScopeRun.run(["export-swift", settings, "--output", "missing/Settings.swift"], in: folder.url)
            #expect(noFolder.status == 2)
            #expect(noFolder.standardError.contains("the folder '\(folder.file("missing").path)' does not exist"), "\(noFolder.standardError)")
            let noFile = try CellScopeRun.run(["export-swift"], in: folder.url)
            #expect(noFile.status == 2)
            #expect(noFile.standardError.contains("export-swift needs a prototype file"), "\(noFile.standardError)")
            #expect(folder.contents.isEmpty)
        }

        @Test func theOutputFileHoldsWhatStandardOutputShows() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let sidebar = Self.examples.appendingPathComponent("sidebar.json").path
            let printed = try CellScopeRun.run(["export-swift", sidebar])
            #expect(printed.status == 0, "\(printed.standardError)")
            #expect(printed.standardOutput.contains("final class IPadSidebarViewController: UIViewController {"))
            #expect(printed.standardOutput.hasSuffix("}\n"))
            let written = try CellScopeRun.run(["export-swift", sidebar, "--output", "Sidebar.swift"], in: folder.url)
            #expect(written.status == 0, "\(written.standardError)")
            #expect(written.standardOutput == "wrote Sidebar.swift\n")
            #expect(try String(contentsOf: folder.file("Sidebar.swift"), encoding: .utf8) == printed.standardOutput)
        }
    }
}
