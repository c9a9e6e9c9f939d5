import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

extension CommandLineTests {
    /// `cellscope baseline record|verify` as CI runs it: a recorded baseline verifies clean, an edited
    /// PNG and an edited configuration value are both reported (in words, and as a count with a diff
    /// image), as are missing and extra permutations; `--update` re-records; shards split the whole;
    /// wrong arguments get status 2.
    @Suite(.gtk) @MainActor struct Baseline {
        /// A narrow plan, to keep the runs short: one state (two combinations), one size, light only (× 2 contrasts).
        static let narrow = ["sidebar", "--states", "selected", "--sizes", "L", "--appearances", "light"]

        @Test(.timeLimit(.minutes(10))) func aRecordedBaselineVerifiesCleanReportsEditsAndIsUpdated() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let dir = folder.file("baseline"), report = folder.file("report")
            let record = try CellScopeRun.run(["baseline", "record"] + Self.narrow + ["--dir", dir.path], environment: CellScopeRun.noDisplay)
            #expect(record.status == 0, "\(record.standardError)")
            let manifest = try Self.manifest(in: dir)
            let entries = try #require(manifest["permutations"] as? [[String: Any]])
            let items = Set(entries.compactMap { ($0["permutation"] as? [String: Any])?["item"] as? String })
            #expect(entries.count == items.count * 2 * 2, "each item × 2 state combinations × 2 contrasts")
            #expect(record.standardOutput.contains("recorded \(entries.count) permutations of 1 demo in \(dir.path)"))

            // The layout: DEMO/ITEM/STATES·SIZE·APPEARANCE.png and .json, the JSON with sorted keys.
            let entry = try #require(entries.first { ($0["image"] as? String)?.hasSuffix("/selected·L·light.png") == true })
            let permutation = try #require(entry["permutation"] as? [String: Any])
            let item = try #require(permutation["item"] as? String), title = try #require(permutation["itemTitle"] as? String)
            #expect(entry["image"] as? String == "sidebar/\(item)/selected·L·light.png")
            let current = dir.appendingPathComponent("current")
            let png = current.appendingPathComponent("sidebar/\(item)/selected·L·light.png")
            let json = current.appendingPathComponent("sidebar/\(item)/selected·L·light.json")
            let recordedText = try String(contentsOf: json, encoding: .utf8)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(recordedText.utf8)) as? [String: Any])
            let topKeys = recordedText.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
            #expect(topKeys == ["cellClass", "imageHeight", "imageWidth", "permutation", "properties"])
            var properties = try #require(object["properties"] as? [[String: Any]])
            let colorIndex = try #require(properties.firstIndex { $0["key"] as? String == "textProperties.color" })
            let color = try #require(properties[colorIndex]["value"] as? String)
            #expect(properties[colorIndex]["provenance"] != nil)

            let clean = try CellScopeRun.run(["baseline", "verify", "--dir", dir.path], environment: CellScopeRun.noDisplay)
            #expect(clean.status == 0, "\(clean.standardOutput)\(clean.standardError)")
            #expect(clean.standardOutput.contains("verified \(entries.count) permutations: no differences"))

            // Edit a configuration value, paint a 10 × 10 region of the PNG and delete one permutation's files.
            properties[colorIndex]["value"] = "#123456"
            var edited = object
            edited["properties"] = properties
            try JSONSerialization.data(withJSONObject: edited, options: [.sortedKeys, .prettyPrinted]).write(to: json)
            var image = try #require(PixelImage(contentsOf: png))
            for y in 4..<14 { for x in 4..<14 { let i = (y * image.width + x) * 4; image.rgba[i..<i + 4] = [1, 2, 3, 255] } }
            try image.writePNG(to: png)
            let removed = try #require(entries.first { ($0["image"] as? String)?.hasSuffix("/normal·L·light.png") == true })
            let removedLabel = try Self.label(of: removed)
            try FileManager.default.removeItem(at: current.appendingPathComponent(try #require(removed["configuration"] as? String)))

            let verify = try CellScopeRun.run(["baseline", "verify", "--dir", dir.path, "--report", report.path],
                                              environment: CellScopeRun.noDisplay)
            #expect(verify.status == 1, "\(verify.standardError)")
            let label = "sidebar · \(title) · selected · L · light"
            let out = verify.standardOutput
            #expect(out.contains("\(label): text color #123456 → \(color)\n"), "\(out)")
            #expect(out.contains("\(label): 100 of "), "\(out)")
            #expect(out.contains("pixels changed ("), "\(out)")
            let diffLine = try #require(out.split(separator: "\n").first { $0.hasPrefix("\(label): 100 of ") })
            let diffPath = URL(fileURLWithPath: String(try #require(diffLine.components(separatedBy: "; diff image ").last)))
            #expect(diffPath.deletingLastPathComponent().path == report.appendingPathComponent("images").path, "\(diffLine)")
            let number = diffPath.lastPathComponent.prefix(4)
            #expect(out.contains("\(removedLabel): missing from the baseline ("), "\(out)")
            #expect(out.contains("verified \(entries.count) permutations: 1 changed, 1 missing, 0 extra"), "\(out)")

            // The diff image highlights exactly the painted region over a dimmed copy.
            let diff = try #require(PixelImage(contentsOf: diffPath))
            var magenta = 0
            for y in 0..<diff.height { for x in 0..<diff.width where diff.pixel(x: x, y: y) == (255, 0, 255, 255) { magenta += 1 } }
            #expect(magenta == 100)
            #expect(diff.pixel(x: 8, y: 8) == (255, 0, 255, 255))
            let page = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
            #expect(page.contains("text color #123456 → \(color)"))
            #expect(page.contains("100 of "))
            for name in ["before", "after", "diff", "side-by-side"] {
                #expect(page.contains("src=\"images/\(number)-\(name).png\""), "\(name)")
                #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("images/\(number)-\(name).png").path), "\(name)")
            }
            #expect(page.contains(Self.escaped(removedLabel)))

            // An entry for an item the demo no longer has is refused by verify (status 2, before any
            // rendering) and dropped by --update, as an extra permutation.
            var extra = entry, extraPermutation = permutation
            extraPermutation["item"] = "gone-item"
            extraPermutation["itemTitle"] = "Gone"
            extra["permutation"] = extraPermutation
            extra["image"] = "sidebar/gone-item/selected·L·light.png"
            extra["configuration"] = "sidebar/gone-item/selected·L·light.json"
            try FileManager.default.createDirectory(at: current.appendingPathComponent("sidebar/gone-item"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: png, to: current.appendingPathComponent("sidebar/gone-item/selected·L·light.png"))
            var withExtra = manifest
            withExtra["permutations"] = entries + [extra]
            try JSONSerialization.data(withJSONObject: withExtra, options: [.sortedKeys, .prettyPrinted])
                .write(to: current.appendingPathComponent("manifest.json"))
            let stale = try CellScopeRun.run(["baseline", "verify", "--dir", dir.path], environment: CellScopeRun.noDisplay)
            #expect(stale.status == 2, "\(stale.standardOutput)\(stale.standardError)")
            #expect(stale.standardError.contains("entry \(entries.count + 1): demo 'sidebar' has no item 'gone-item'"), "\(stale.standardError)")
            #expect(stale.xvfb == nil && stale.standardOutput.isEmpty, "nothing is rendered")

            let update = try CellScopeRun.run(["baseline", "verify", "--dir", dir.path, "--update"], environment: CellScopeRun.noDisplay)
            #expect(update.status == 0, "\(update.standardError)")
            #expect(update.standardOutput.contains("re-recorded 2 and removed 1"), "\(update.standardOutput)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("current/sidebar/gone-item").path))
            let again = try CellScopeRun.run(["baseline", "verify", "--dir", dir.path], environment: CellScopeRun.noDisplay)
            #expect(again.status == 0, "\(again.standardOutput)")
            #expect(again.standardOutput.contains("no differences"))
            #expect(try String(contentsOf: json, encoding: .utf8) == recordedText, "the re-recorded JSON is the original")
        }

        @Test(.timeLimit(.minutes(10))) func shardsAreDisjointAndTogetherAreTheWhole() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            func keys(_ name: String, _ extra: [String]) throws -> Set<String> {
                let dir = folder.file(name)
                let run = try CellScopeRun.run(["baseline", "record"] + Self.narrow + ["--dir", dir.path] + extra, environment: CellScopeRun.noDisplay)
                #expect(run.status == 0, "\(run.standardError)")
                let entries = try #require(try Self.manifest(in: dir)["permutations"] as? [[String: Any]])
                return Set(entries.compactMap { $0["image"] as? String })
            }
            let whole = try keys("whole", [])
            let shards = try (1...3).map { try keys("shard\($0)", ["--shard", "\($0)/3"]) }
            #expect(shards.allSatisfy { !$0.isEmpty })
            #expect(shards.reduce(Set(), { $0.union($1) }) == whole)
            #expect(shards.map(\.count).reduce(0, +) == whole.count, "no permutation is in two shards")
            // Shards recorded one after another into one folder make the whole baseline.
            let combined = folder.file("combined")
            for index in 1...3 {
                let run = try CellScopeRun.run(["baseline", "record"] + Self.narrow + ["--dir", combined.path, "--shard", "\(index)/3"],
                                               environment: CellScopeRun.noDisplay)
                #expect(run.status == 0, "\(run.standardError)")
            }
            let entries = try #require(try Self.manifest(in: combined)["permutations"] as? [[String: Any]])
            #expect(Set(entries.compactMap { $0["image"] as? String }) == whole)
            let verifyCombined = try CellScopeRun.run(["baseline", "verify", "--dir", combined.path], environment: CellScopeRun.noDisplay)
            #expect(verifyCombined.status == 0, "\(verifyCombined.standardOutput)")
            #expect(verifyCombined.standardOutput.contains("verified \(whole.count) permutations: no differences"))
            for (index, shard) in shards.enumerated() {
                let verify = try CellScopeRun.run(["baseline", "verify", "--dir", folder.file("whole").path, "--shard", "\(index + 1)/3"],
                                                  environment: CellScopeRun.noDisplay)
                #expect(verify.status == 0, "\(verify.standardOutput)")
                #expect(verify.standardOutput.contains("verified \(shard.count) permutations (shard \(index + 1)/3): no differences"))
            }
        }

        @Test(arguments: [
            (["baseline"], "baseline needs 'record' or 'verify' first, not nothing"),
            (["baseline", "compare", "--dir", "b"], "baseline needs 'record' or 'verify' first, not 'compare'"),
            (["baseline", "record", "sidebar"], "baseline needs --dir DIR"),
            (["baseline", "record", "nope", "--dir", "b"], "unknown demo 'nope'; valid demos: sidebar, settings"),
            (["baseline", "record", "--dir", "b", "--sizes", "XXXXL"], "unknown size 'XXXXL'"),
            (["baseline", "record", "--dir", "b", "--states", "shiny"], "unknown state 'shiny'"),
            (["baseline", "record", "--dir", "b", "--update"], "--update belongs to 'baseline verify'"),
            (["baseline", "record", "--dir", "b", "--report", "r"], "--report belongs to 'baseline verify'"),
            (["baseline", "record", "--dir", "file.txt"], "--dir 'file.txt' is a file, not a folder"),
            (["baseline", "verify", "--dir", "missing"], "--dir 'missing' does not exist"),
            (["baseline", "verify", "--dir", "empty"], "/empty holds no baseline (no current/manifest.json); record one first"),
            (["baseline", "record", "--dir", "b", "--shard", "3/2"], "--shard 3/2: shards are numbered from 1 to N (here 1 to 2)"),
            (["baseline", "record", "--dir", "b", "--shard", "0/2"], "--shard 0/2: shards are numbered from 1 to N"),
            (["baseline", "record", "--dir", "b", "--shard", "1/0"], "--shard 1/0: N, the number of shards, must be at least 1"),
            (["baseline", "record", "--dir", "b", "--shard", "2"], "--shard must be I/N"),
            (["baseline", "record", "--dir", "b", "--shard", "a/b"], "--shard must be I/N"),
            (["baseline", "record", "--dir", "b", "--shard", "-1/2"], "--shard must be I/N"),
        ])
        func wrongArgumentsAreRefusedWithStatusTwo(arguments: [String], message: String) throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            try FileManager.default.createDirectory(at: folder.file("empty"), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: folder.file("file.txt"))
            let before = Set(folder.contents)
            let result = try CellScopeRun.run(arguments, in: folder.url)
            #expect(result.status == 2, "\(result.standardError)")
            #expect(result.standardError.hasPrefix("error: ") && result.standardError.contains(message), "\(result.standardError)")
            #expect(result.standardOutput.isEmpty)
            #expect(Set(folder.contents) == before, "nothing is written")
        }

        static func manifest(in dir: URL) throws -> [String: Any] {
            let data = try Data(contentsOf: dir.appendingPathComponent("current/manifest.json"))
            return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        }

        static func label(of entry: [String: Any]) throws -> String {
            let p = try #require(entry["permutation"] as? [String: Any])
            let states = (p["states"] as? [String]) ?? []
            return ["sidebar", p["itemTitle"] as? String ?? "", states.isEmpty ? "normal" : states.joined(separator: " + "), "L", "light"]
                .joined(separator: " · ") + (p["contrast"] as? String == "increased" ? " · increased contrast" : "")
        }

        static func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        }
    }
}
