import Foundation
import SnapshotTesting
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
            #expect(Set(object.keys) == ["checked", "findings"])
            let settingsItems = try CellScopeRun.run(["list"]).standardOutput
                .components(separatedBy: "\nsettings\n")[1].components(separatedBy: "\nmessages")[0]
                .split(separator: "\n").filter { $0.hasPrefix("  item ") }.count
            #expect(object["checked"] as? Int == settingsItems * 2 * 2 * 1 * 2, "items × 2 state combinations × 2 sizes × light × 2 contrasts")
            let findings = try #require(object["findings"] as? [[String: Any]])
            let keys = ["demo", "item", "rule", "severity", "states", "size", "appearance", "contrast", "element", "measured", "required", "message"]
            let keyPattern = try Regex(#"\{"demo": .*"message": "#)
            for line in result.standardOutput.split(separator: "\n") where line.contains("\"demo\"") {
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
