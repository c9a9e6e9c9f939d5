@testable import CellScope
import Foundation
import Testing

extension CommandLineTests {
    /// Each verb's arguments are declared once (``VerbUsage``): `help` prints the line made from the
    /// declaration, the reader accepts what it declares and nothing else, and the commands the README
    /// and the documentation show use only options their verb declares.
    @Suite @MainActor struct UsageDeclaration {
        private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()

        @Test func theUsageLineIsMadeFromTheDeclaration() {
            let render = CellScopeCommand.usage(of: "render").line
            #expect(render.hasPrefix("render DEMO [--item ID] [--state NAME,…] [--size XS…AX5]"))
            #expect(render.contains("[--width N | --device NAME [--orientation portrait|landscape] [--chrome | --no-chrome]] [--scale 1|2|3]"))
            #expect(render.hasSuffix("[--compare REF.png [--tolerance N]] --output FILE.png"))
            #expect(CellScopeCommand.usage(of: "lint").line.hasPrefix("lint [DEMO…] [--states NAME,…]"))
            #expect(CellScopeCommand.usage(of: "watch").line == "watch [--package PATH] [--product NAME] [--relaunch] [DEMO] [view options…]")
        }

        @Test func theReaderTakesWhatIsDeclaredEvenWhenTheLineDoesNotShowIt() throws {
            let view = CellScopeCommand.usage(of: "view")
            #expect(!view.line.contains("--watched") && view.flags.contains("--watched"), "the watch channel's flag is read, not shown")
            let watch = CellScopeCommand.usage(of: "watch")
            #expect(watch.options.isSuperset(of: ["--item", "--tab", "--size", "--device", "--package"]))
            #expect(!watch.options.contains("--screenshot"), "watch opens a window; a screenshot is the viewer's")
            let reader = try ArgumentReader(["sidebar", "--jobs", "2", "--bold-text=false", "--states", "selected,disabled"],
                                            usage: CellScopeCommand.usage(of: "lint"))
            #expect(reader.value("--jobs") == "2" && reader.values("--states") == ["selected", "disabled"])
            #expect(throws: CommandLineError.self) {
                try ArgumentReader(["sidebar", "--legend"], usage: CellScopeCommand.usage(of: "matrix"))
            }
        }

        @Test func everyOptionTheDocumentationShowsIsDeclaredByItsVerb() throws {
            var documents = [Self.root.appendingPathComponent("README.md")]
            for catalog in ["Sources/CellScope/CellScope.docc", "Sources/CellKit/CellKit.docc"] {
                let folder = Self.root.appendingPathComponent(catalog)
                documents += try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                    .filter { $0.pathExtension == "md" }
            }
            var checked = 0
            for document in documents {
                for (number, line) in try String(contentsOf: document, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    for command in Self.commands(in: String(line)) {
                        guard let usage = CellScopeCommand.verbs.first(where: { $0.name == command.verb }) else {
                            Issue.record("\(document.lastPathComponent):\(number + 1): unknown verb '\(command.verb)'")
                            continue
                        }
                        let declared = usage.options.union(usage.lists).union(usage.flags)
                            .union(command.verb == "render" ? CellScopeCommand.usage(of: "strip").lists : [])
                        for option in command.options where !declared.contains(option) {
                            Issue.record("\(document.lastPathComponent):\(number + 1): \(command.verb) does not declare \(option)")
                        }
                        checked += 1
                    }
                }
            }
            #expect(checked >= 20, "the documents show \(checked) commands")
        }

        /// The `cellscope VERB …` commands written on a line (up to a `#` comment, a backtick or a
        /// closing parenthesis), with the options each gives.
        private static func commands(in line: String) -> [(verb: String, options: [String])] {
            var commands: [(String, [String])] = []
            var rest = Substring(line)
            while let found = rest.range(of: "cellscope ") {
                let before = rest[rest.startIndex..<found.lowerBound]
                rest = rest[found.upperBound...]
                // `cellscope` as a word on its own: not `/usr/bin/cellscope-benchmarks` or a path ending in it.
                if let last = before.last, !" `/".contains(last) { continue }
                let text = rest.prefix { !"#`)".contains($0) }
                let words = text.split(separator: " ").map(String.init)
                // A demo id (`cellscope sidebar`) or a word of prose opens no verb.
                guard let verb = words.first, verbNames.contains(verb) else { continue }
                let options = words.dropFirst().filter { $0.hasPrefix("--") }.map { String($0.split(separator: "=")[0]) }
                commands.append((verb, options.filter { $0 != "--help" }))
            }
            return commands
        }

        private static let verbNames = Set(CellScopeCommand.verbs.map(\.name))
    }
}
