import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

extension CommandLineTests {
    /// Baselines and `render` cover the custom states a demo declares: without `--states` a baseline
    /// records every one of them, so a changed look for a custom state fails `verify` with default
    /// options; what a run leaves out is named in a warning; a format 2 baseline is verified as it was
    /// recorded, with a warning; `render --item` draws an item with its own custom states.
    @Suite @MainActor struct BaselineCustomStates {
        /// A prototype (a demo written in JSON) with one custom state, "done", that one item is in by itself.
        static func tasks(doneColor: String, states: String? = nil) -> String {
            let states = states ?? #""done": { "textColor": "\#(doneColor)", "image": "checkmark.circle.fill" }"#
            return """
            {
              "title": "Tasks",
              "states": { \(states) },
              "sections": [
                { "id": "today", "items": [
                  { "id": "water", "text": "Water the plants", "image": "circle" },
                  { "id": "rent", "text": "Pay the rent", "image": "circle", "states": ["done"] }
                ] }
              ]
            }
            """
        }

        static let narrow = ["--sizes", "L", "--appearances", "light"]

        /// Writes the prototype into `folder` and records it with `--states selected`, leaving "done" out.
        static func recordWithoutTheCustomState(in folder: ScratchFolder) throws -> (dir: URL, run: CellScopeRun) {
            let dir = folder.file("baseline")
            try tasks(doneColor: "systemGreen").write(to: folder.file("tasks.json"), atomically: true, encoding: .utf8)
            return (dir, try run(["baseline", "record", "tasks.json", "--states", "selected"] + narrow + ["--dir", dir.path], in: folder))
        }

        /// Runs cellscope without a display, in `folder`, where the prototype is `tasks.json`.
        static func run(_ arguments: [String], in folder: ScratchFolder) throws -> CellScopeRun {
            try CellScopeRun.run(arguments, environment: CellScopeRun.noDisplay, in: folder.url)
        }

        @Test(.timeLimit(.minutes(10))) func aChangedLookForACustomStateFailsVerifyWithDefaultOptions() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let demo = folder.file("tasks.json"), dir = folder.file("baseline")
            try Self.tasks(doneColor: "systemGreen").write(to: demo, atomically: true, encoding: .utf8)
            let record = try Self.run(["baseline", "record", "tasks.json"] + Self.narrow + ["--dir", dir.path], in: folder)
            #expect(record.status == 0, "\(record.standardError)")
            // highlighted, selected, disabled and done: 16 combinations × 2 items × 2 contrasts.
            #expect(record.standardOutput.contains("recorded 64 permutations of 1 demo"), "\(record.standardOutput)")
            #expect(!record.standardError.contains("warning"), "\(record.standardError)")
            let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("current/manifest.json")))
                as? [String: Any])
            #expect(manifest["format"] as? String == "cellscope baseline 3")
            #expect((manifest["options"] as? [String: Any])?["declaredCustomStates"] as? Bool == true)

            let clean = try Self.run(["baseline", "verify", "tasks.json", "--dir", dir.path], in: folder)
            #expect(clean.status == 0, "\(clean.standardOutput)\(clean.standardError)")

            try Self.tasks(doneColor: "systemRed").write(to: demo, atomically: true, encoding: .utf8)
            let verify = try Self.run(["baseline", "verify", "tasks.json", "--dir", dir.path], in: folder)
            #expect(verify.status == 1, "\(verify.standardError)")
            let out = verify.standardOutput
            #expect(out.contains("tasks.json · Pay the rent · done · L · light: text color #34C759 · systemGreen → #FF3B30 · systemRed\n"), "\(out)")
            #expect(out.contains("tasks.json · Water the plants · selected + done · L · light · increased contrast: text color"), "\(out)")
            #expect(!out.contains("· normal · L"), "only the permutations with the custom state changed: \(out)")
            #expect(out.contains("verified 64 permutations: 32 changed, 0 missing, 0 extra"), "\(out)")
        }

        @Test(.timeLimit(.minutes(10))) func whatARunLeavesOutIsNamedInAWarning() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let (dir, narrowed) = try Self.recordWithoutTheCustomState(in: folder)
            #expect(narrowed.status == 0, "\(narrowed.standardError)")
            #expect(narrowed.standardOutput.contains("recorded 8 permutations"), "\(narrowed.standardOutput)")
            #expect(narrowed.standardError.contains("warning: demo 'tasks.json' leaves its custom state 'done' out of the baseline (not in --states)"),
                    "\(narrowed.standardError)")
            let verify = try Self.run(["baseline", "verify", "tasks.json", "--dir", dir.path], in: folder)
            #expect(verify.status == 0, "\(verify.standardOutput)\(verify.standardError)")
            #expect(verify.standardError.contains("leaves its custom state 'done' out of the baseline, which was recorded without them"),
                    "\(verify.standardError)")

            // Five custom states and the three default ones are more than a baseline takes: two are left out.
            let many = ["done", "late", "shared", "pinned", "muted"].map { #""\#($0)": { "bold": true }"# }.joined(separator: ", ")
            try Self.tasks(doneColor: "", states: many).write(to: folder.file("tasks.json"), atomically: true, encoding: .utf8)
            let crowded = try Self.run(["baseline", "record", "tasks.json", "--sizes", "L", "--appearances", "dark",
                                                "--dir", folder.file("crowded").path], in: folder)
            #expect(crowded.status == 0, "\(crowded.standardError)")
            #expect(crowded.standardOutput.contains("recorded 256 permutations"),
                    "64 combinations × 2 items × 2 contrasts: \(crowded.standardOutput)")
            #expect(crowded.standardError.contains("warning: demo 'tasks.json' leaves the states 'selected' and 'disabled' out of the baseline: "
                + "a baseline takes at most 6 states (64 combinations) and the demo declares 5 custom states"), "\(crowded.standardError)")
        }

        @Test(.timeLimit(.minutes(10))) func aFormatTwoBaselineIsVerifiedAsRecordedWithAWarning() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let (dir, record) = try Self.recordWithoutTheCustomState(in: folder)
            #expect(record.status == 0, "\(record.standardError)")
            // What an earlier cellscope wrote: format 2, no declaredCustomStates.
            let path = dir.appendingPathComponent("current/manifest.json")
            var manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: path)) as? [String: Any])
            var options = try #require(manifest["options"] as? [String: Any])
            options["declaredCustomStates"] = nil
            manifest["options"] = options
            manifest["format"] = "cellscope baseline 2"
            try JSONSerialization.data(withJSONObject: manifest, options: [.sortedKeys, .prettyPrinted]).write(to: path)

            let verify = try Self.run(["baseline", "verify", "tasks.json", "--dir", dir.path], in: folder)
            #expect(verify.status == 0, "\(verify.standardOutput)\(verify.standardError)")
            #expect(verify.standardOutput.contains("verified 8 permutations: no differences"), "\(verify.standardOutput)")
            #expect(verify.standardError.contains("warning: this baseline was recorded in the format 'cellscope baseline 2', which left a "
                + "demo's custom states out unless --states named them"), "\(verify.standardError)")
            #expect(verify.standardError.contains("leaves its custom state 'done' out of the baseline"), "\(verify.standardError)")

            // Recording again writes format 3, covering the custom state.
            let again = try Self.run(["baseline", "record", "tasks.json"] + Self.narrow + ["--dir", dir.path], in: folder)
            #expect(again.status == 0, "\(again.standardError)")
            let rewritten = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: path)) as? [String: Any])
            #expect(rewritten["format"] as? String == "cellscope baseline 3")
            #expect(again.standardOutput.contains("recorded 64 permutations"), "\(again.standardOutput)")
        }

        @Test func renderDrawsAnItemWithItsOwnCustomStates() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let demo = folder.file("tasks.json")
            try Self.tasks(doneColor: "systemGreen").write(to: demo, atomically: true, encoding: .utf8)
            func render(_ item: String, _ states: [String] = []) throws -> PixelImage {
                let output = folder.file("\(item)-\(states.joined()).png")
                let stateOptions = states.flatMap { ["--state", $0] }
                let run = try Self.run(["render", "tasks.json", "--item", item] + stateOptions + ["--output", output.path], in: folder)
                #expect(run.status == 0, "\(run.standardError)")
                return try #require(PixelImage(contentsOf: output))
            }
            // "Pay the rent" is done by itself: drawn as it is, it is drawn done.
            #expect(try render("rent") == render("rent", ["done"]))
            #expect(try render("water") != render("water", ["done"]), "the state changes the look")
            #expect(try render("rent", ["selected"]) == render("rent", ["selected", "done"]))
        }
    }
}
