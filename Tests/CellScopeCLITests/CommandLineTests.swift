import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// The `cellscope` verbs, run as a separate process the way people and CI run them. Every
/// command-line suite is nested here, so the process table is checked before and after all of them.
@Suite(.leavesNoProcessesBehind) struct CommandLineTests {
    private func run(_ arguments: [String], environment: [String: String?] = [:]) throws -> CellScopeRun {
        try CellScopeRun.run(arguments, environment: environment)
    }

    private func temporaryPNG() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("cellscope-cli-\(UUID().uuidString).png")
    }

    @Test func helpListsEveryVerb() throws {
        let result = try run(["help"])
        #expect(result.status == 0)
        for verb in ["view", "list", "render", "matrix", "lint", "baseline", "watch", "init", "export-swift", "port", "help"] {
            #expect(result.standardOutput.contains("cellscope \(verb)"))
        }
        for words in [["--help"], ["render", "--help"], ["matrix", "sidebar", "-h"], ["sidebar", "--help"]] {
            let asked = try run(words)
            #expect(asked.status == 0, "\(words)")
            #expect(asked.standardOutput == result.standardOutput, "\(words)")
        }
    }

    @Test func listPrintsEachDemoWithItsItemsAndCustomStates() throws {
        let result = try run(["list"])
        #expect(result.status == 0)
        let demoLines = result.standardOutput.split(separator: "\n").filter { !$0.hasPrefix(" ") }
        #expect(demoLines == ["sidebar", "settings", "messages", "badges", "custom-content", "styles", "auto-layout", "screen"])
        #expect(result.standardOutput.contains("  state unread"))
        #expect(result.standardOutput.contains("  item "))
    }

    @Test func renderWritesTheWholeDemoWithoutADisplay() throws {
        let output = temporaryPNG()
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try run(["render", "settings", "--size", "AX2", "--appearance", "dark", "--direction", "rtl",
                              "--width", "430", "--output", output.path], environment: CellScopeRun.noDisplay)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("wrote \(output.path)"))
        let image = try #require(PNGSize(url: output))
        #expect(image.width == 430)
    }

    @Test func renderOneItemInStatesAndSayWhenReplacingAFile() throws {
        let output = temporaryPNG()
        defer { try? FileManager.default.removeItem(at: output) }
        let list = try run(["list"]).standardOutput
        let messagesItem = try #require(Self.firstItem(of: "messages", in: list))
        let first = try run(["render", "messages", "--item", messagesItem, "--state", "unread", "--state", "selected",
                             "--output", output.path])
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardOutput.hasPrefix("wrote"))
        let withStates = try Data(contentsOf: output)
        let second = try run(["render", "messages", "--item", messagesItem, "--output", output.path])
        #expect(second.standardOutput.hasPrefix("replaced"))
        #expect(try Data(contentsOf: output) != withStates, "the forced states change the rendering")
    }

    @Test func aDemoIdAloneOpensTheViewer() throws {
        let output = temporaryPNG()
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try run(["settings", "--appearance", "dark", "--screenshot", output.path])
        #expect(result.status == 0, "\(result.standardError)")
        let size = try #require(PNGSize(url: output))
        #expect(size.width > 800, "a screenshot of the whole viewer window")
    }

    @Test func matrixWritesOneGrid() throws {
        let output = temporaryPNG()
        defer { try? FileManager.default.removeItem(at: output) }
        let list = try run(["list"]).standardOutput
        let item = try #require(Self.firstItem(of: "sidebar", in: list))
        let result = try run(["matrix", "sidebar", "--item", item, "--states", "selected,highlighted", "--sizes", "XS,L,AX5",
                              "--output", output.path])
        #expect(result.status == 0, "\(result.standardError)")
        let size = try #require(PNGSize(url: output))
        #expect(size.width > 3 * 300, "three columns")
    }

    @Test(arguments: [
        (["render"], "render needs a demo"),
        (["render", "nope", "--output", "x.png"], "unknown demo 'nope'; valid demos: sidebar, settings"),
        (["render", "sidebar"], "render needs --output"),
        (["render", "sidebar", "--output", "x.jpg"], "--output must name a .png file"),
        (["render", "sidebar", "--size", "huge", "--output", "x.png"], "unknown size 'huge'; valid sizes: XS, S, M, L"),
        (["render", "sidebar", "--appearance", "sepia", "--output", "x.png"], "valid appearances: light, dark"),
        (["render", "sidebar", "--direction", "up", "--output", "x.png"], "valid directions: ltr, rtl"),
        (["render", "sidebar", "--width", "12", "--output", "x.png"], "--width must be a number of points from 200 to 2000"),
        (["render", "sidebar", "--item", "nope", "--output", "x.png"], "unknown item 'nope'; valid items:"),
        (["render", "sidebar", "--state", "selected", "--output", "x.png"], "--state needs --item"),
        (["render", "sidebar", "--color", "red", "--output", "x.png"], "unknown option '--color'; valid options:"),
        (["matrix", "sidebar", "--output", "x.png"], "matrix needs --item"),
        (["frobnicate"], "unknown verb 'frobnicate'; valid verbs: view, list, render, matrix, strip, lint, baseline, watch, init, export-swift, port, help"),
    ])
    func wrongArgumentsSayWhatWasWrongAndExitWithStatusTwo(arguments: [String], message: String) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let result = try CellScopeRun.run(arguments, in: folder.url)
        #expect(result.status == 2)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(folder.contents.isEmpty)
    }

    @Test func anUnknownStateListsTheDemosStates() throws {
        let list = try run(["list"]).standardOutput
        let item = try #require(Self.firstItem(of: "messages", in: list))
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let result = try CellScopeRun.run(["render", "messages", "--item", item, "--state", "sparkly", "--output", "x.png"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.standardError.contains("unknown state 'sparkly'; valid states: disabled, highlighted, selected"))
        #expect(result.standardError.contains("unread"))
    }

    /// The first item id listed under `demo`.
    static func firstItem(of demo: String, in listing: String) -> String? {
        var inDemo = false
        for line in listing.split(separator: "\n") {
            if !line.hasPrefix(" ") { inDemo = line == demo; continue }
            if inDemo, line.hasPrefix("  item ") { return String(line.split(separator: " ")[1]) }
        }
        return nil
    }
}

/// The pixel size of a PNG file, read from its header.
struct PNGSize {
    let width: Int
    let height: Int

    init?(url: URL) {
        guard let data = try? Data(contentsOf: url), data.count > 24, data.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        func integer(at offset: Int) -> Int {
            data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        width = integer(at: 16)
        height = integer(at: 20)
    }
}
