import Foundation
import RenderingTestSupport
import Testing

extension CommandLineTests {
    /// `cellscope lint` as CI runs it: wrong arguments and malformed configs get status 2 and a clear
    /// error, JSON output has the documented keys in order, and errors decide the exit status.
    @Suite struct Lint {
        @Test(arguments: [
            (["lint", "nope"], "unknown demo 'nope'; valid demos: sidebar, settings"),
            (["lint", "sidebar", "sidebar"], "the demo list names 'sidebar' twice"),
            (["lint", "sidebar", "--states", "shiny"], "unknown state 'shiny'; valid states: disabled, highlighted"),
            (["lint", "sidebar", "--states", "a,b,c,d,e,f,g"], "unknown state 'a'"),
            (["lint", "sidebar", "--states", "disabled,highlighted,selected,focused,editing,expanded,swiped"],
             "--states takes at most 6 states (64 combinations); got 7"),
            (["lint", "sidebar", "--sizes", "XS,XXXXL"], "unknown size 'XXXXL'; valid sizes: XS, S, M"),
            (["lint", "sidebar", "--sizes", "l,L"], "--sizes names the same one twice ('l' and 'L')"),
            (["lint", "sidebar", "--appearances", "sepia"], "unknown appearance 'sepia'; valid appearances: light, dark"),
            (["lint", "sidebar", "--appearances", ""], "--appearances needs at least one value"),
            (["lint", "sidebar", "--format", "xml"], "unknown format 'xml'; valid formats: text, json"),
            (["lint", "sidebar", "--format", "json", "--format", "text"], "--format is given twice"),
            (["lint", "sidebar", "--size", "L"], "unknown option '--size'"),
            (["lint", "sidebar", "--config"], "--config needs a value"),
            (["lint", "sidebar", "--config", "missing.json"], "--config '"),
            (["lint", "sidebar", "--jobs", "0"], "--jobs must be a number of processes from 1 to 64, not '0'"),
            (["lint", "sidebar", "--jobs", "two"], "--jobs must be a number of processes from 1 to 64, not 'two'"),
        ])
        func wrongArgumentsAreRefusedWithStatusTwo(arguments: [String], message: String) throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let result = try CellScopeRun.run(arguments, in: folder.url)
            #expect(result.status == 2, "\(result.standardError)")
            #expect(result.standardError.contains("error: \(message)"), "\(result.standardError)")
            #expect(result.standardOutput.isEmpty)
        }

        @Test func aMalformedConfigIsRefusedWithWhereItIsWrong() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let config = folder.file("lint.json")
            try Data(#"{"accept": [{"rule": "contrast", "demo": "sidebar"}]}"#.utf8).write(to: config)
            let result = try CellScopeRun.run(["lint", "sidebar", "--config", config.path], in: folder.url)
            #expect(result.status == 2)
            #expect(result.standardError.contains("error: --config '\(config.path)': exception 1 needs a \"reason\""), "\(result.standardError)")
        }

        @Test func demosSpreadOverProcessesGiveTheSameReportAsOneProcess() throws {
            // "flagged" is a custom state of messages only: the worker that gets sidebar must not refuse it.
            let arguments = ["lint", "sidebar", "messages", "--states", "selected,flagged", "--sizes", "L,AX5", "--appearances", "dark"]
            let alone = try CellScopeRun.run(arguments + ["--jobs", "1"], environment: CellScopeRun.noDisplay)
            let spread = try CellScopeRun.run(arguments + ["--jobs", "2"], environment: CellScopeRun.noDisplay)
            #expect([0, 1].contains(alone.status), "\(alone.standardError)")
            #expect(spread.status == alone.status, "\(spread.standardError)")
            #expect(spread.standardOutput == alone.standardOutput)
            #expect(alone.standardOutput.contains("sidebar · ") && alone.standardOutput.contains("messages · "))
        }

        @Test func jsonHasTheDocumentedKeysInOrder() throws {
            let result = try CellScopeRun.run(["lint", "settings", "--states", "disabled", "--sizes", "L,AX5", "--appearances", "light",
                                               "--format", "json"], environment: CellScopeRun.noDisplay)
            #expect([0, 1].contains(result.status), "\(result.standardError)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
            #expect(Set(object.keys) == ["checked", "findings", "defects"])
            let settingsItems = try CellScopeRun.run(["list"]).standardOutput
                .components(separatedBy: "\nsettings\n")[1].components(separatedBy: "\nmessages")[0]
                .split(separator: "\n").filter { $0.hasPrefix("  item ") }.count
            #expect(object["checked"] as? Int == settingsItems * 2 * 2 * 1 * 2, "items × 2 state combinations × 2 sizes × light × 2 contrasts")
            let findings = try #require(object["findings"] as? [[String: Any]])
            let keys = ["demo", "item", "rule", "severity", "states", "size", "appearance", "contrast", "element", "measured", "required", "message"]
            let keyPattern = try Regex(#"\{"demo": .*"message": "#)
            for line in result.standardOutput.split(separator: "\n") where line.hasPrefix("    {\"demo\"") {
                let names = line.matches(of: try Regex(#""([a-z]+)": "#)).map { String(line[$0.range]).dropFirst().prefix { $0 != "\"" } }
                #expect(names.map(String.init) == keys, "\(line)")
                #expect(line.contains(keyPattern))
            }
            for finding in findings {
                #expect(Set(finding.keys) == Set(keys))
                #expect(["error", "warning", "info"].contains(finding["severity"] as? String))
                #expect(["L", "AX5"].contains(finding["size"] as? String))
                #expect(finding["appearance"] as? String == "light")
                #expect(["normal", "increased"].contains(finding["contrast"] as? String))
                #expect(finding["states"] is [String])
                if (finding["states"] as? [String])?.contains("disabled") == true, finding["rule"] as? String == "contrast" {
                    #expect(finding["severity"] as? String == "info", "contrast in a disabled state is exempt")
                }
            }
            let hasError = findings.contains { $0["severity"] as? String == "error" }
            #expect(result.status == (hasError ? 1 : 0))

            let defects = try #require(object["defects"] as? [[String: Any]])
            let defectKeys = ["rule", "severity", "demo", "item", "element", "problem", "measured", "required", "places", "permutations", "findings"]
            for line in result.standardOutput.split(separator: "\n") where line.hasPrefix("    {\"rule\"") {
                let names = line.matches(of: try Regex(#""([a-z]+)": "#)).map { String(line[$0.range]).dropFirst().prefix { $0 != "\"" } }
                #expect(names.map(String.init) == defectKeys, "\(line)")
            }
            let positions = defects.flatMap { ($0["findings"] as? [Int]) ?? [] }
            #expect(positions.sorted() == Array(findings.indices), "each finding belongs to exactly one defect")
        }

        /// A real run on a demo whose label breaks a word at the largest sizes in every state, appearance
        /// and contrast setting: the text report gives that defect one line, naming where it occurs; the
        /// JSON report keeps each finding and lists them under the defect.
        @Test func oneDefectIsOneLineAcrossStatesSizesAndAppearances() throws {
            let arguments = ["lint", "settings", "--states", "selected", "--sizes", "L,AX2,AX3,AX4,AX5", "--appearances", "light,dark"]
            let text = try CellScopeRun.run(arguments, environment: CellScopeRun.noDisplay)
            #expect([0, 1].contains(text.status), "\(text.standardError)")
            let lines = text.standardOutput.split(separator: "\n").filter { $0.contains(#"breaks the word "Notifications""#) }
            #expect(lines.count == 1, "\(text.standardOutput)")
            #expect(lines.first?.contains("at AX2…AX5, light and dark, normal and increased contrast, in normal and selected") == true, "\(lines)")
            #expect(lines.first?.hasSuffix("(32 permutations)") == true, "4 sizes × 2 states × 2 appearances × 2 contrasts: \(lines)")

            let json = try CellScopeRun.run(arguments + ["--format", "json"], environment: CellScopeRun.noDisplay)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
            let findings = try #require(object["findings"] as? [[String: Any]])
            let defects = try #require(object["defects"] as? [[String: Any]])
            let broken = findings.indices.filter { (findings[$0]["message"] as? String)?.contains(#"breaks the word "Notifications""#) == true }
            #expect(broken.count == 8, "2 states × 2 appearances × 2 contrasts, each merged across sizes")
            let defect = try #require(defects.first { ($0["problem"] as? String)?.contains(#""Notifications""#) == true })
            #expect(defect["findings"] as? [Int] == broken)
            #expect(defect["permutations"] as? Int == 32)
            #expect(text.standardOutput.split(separator: "\n").last?.contains("\(defects.count) defects (") == true)
        }

        @Test func theCommittedConfigAcceptsEveryErrorOfTheBuiltInDemosAtOneSize() throws {
            let config = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("lint-exceptions.json")
            let result = try CellScopeRun.run(["lint", "--sizes", "L", "--config", config.path], environment: CellScopeRun.noDisplay)
            #expect(result.status == 0, "\(result.standardOutput)\n\(result.standardError)")
            #expect(result.standardOutput.contains("accepted by the config"))
        }
    }
}
