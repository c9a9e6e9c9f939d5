import Foundation
import ProcessSupport
import RenderingTestSupport
import Testing

extension CommandLineTests {
    /// A prototype file (`*.json`) is a demo for the rendering verbs: each example renders, `matrix`,
    /// `lint` and `baseline` take it, and a file with a mistake is bad input (exit status 2) that
    /// names the line and column.
    @Suite struct PrototypeCommands {
        private static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Resources/Prototypes").standardizedFileURL

        private func temporary(_ suffix: String) -> URL {
            FileManager.default.temporaryDirectory.appendingPathComponent("cellscope-prototype-\(UUID().uuidString)\(suffix)")
        }

        @Test(arguments: [("settings", 695), ("inbox", 328), ("sidebar", 490)])
        func eachExampleRenders(_ name: String, height: Int) throws {
            let output = temporary(".png")
            defer { try? FileManager.default.removeItem(at: output) }
            let path = Self.examples.appendingPathComponent("\(name).json").path
            let result = try CellScopeRun.run(["render", path, "--output", output.path], environment: CellScopeRun.noDisplay)
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardOutput == "wrote \(output.path) (375×\(height))\n")
        }

        @Test func matrixAndLintTakeAPrototypeAndItsCustomStates() throws {
            let path = Self.examples.appendingPathComponent("inbox.json").path
            let output = temporary(".png")
            defer { try? FileManager.default.removeItem(at: output) }
            let matrix = try CellScopeRun.run(["matrix", path, "--item", "garden-club", "--states", "unread,flagged", "--sizes", "L,AX3",
                                               "--output", output.path], environment: CellScopeRun.noDisplay)
            #expect(matrix.status == 0, "\(matrix.standardError)")
            #expect(matrix.standardOutput.hasPrefix("wrote \(output.path)"))
            let lint = try CellScopeRun.run(["lint", path, "--states", "unread", "--sizes", "L", "--appearances", "light", "--format", "json"],
                                            environment: CellScopeRun.noDisplay)
            #expect([0, 1].contains(lint.status), "\(lint.standardError)")
            #expect(lint.standardOutput.contains("\"checked\""))
        }

        @Test func baselineRecordsAndVerifiesAPrototype() throws {
            let folder = temporary("")
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = Self.examples.appendingPathComponent("sidebar.json").path
            let options = ["--dir", folder.path, "--states", "selected", "--sizes", "L", "--appearances", "light"]
            let record = try CellScopeRun.run(["baseline", "record", path] + options, environment: CellScopeRun.noDisplay)
            #expect(record.status == 0, "\(record.standardError)")
            let verify = try CellScopeRun.run(["baseline", "verify", path, "--dir", folder.path], environment: CellScopeRun.noDisplay)
            #expect(verify.status == 0, "\(verify.standardOutput)\(verify.standardError)")
        }

        /// The viewer process itself: each save of the file is answered on standard output, a save with
        /// a mistake by its line and column while the viewer keeps running, the next good one by a reload.
        @Test func theViewerReloadsOnSaveAndOutlivesAMistake() throws {
            let folder = temporary("")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("settings.json")
            let good = try String(contentsOf: Self.examples.appendingPathComponent("settings.json"), encoding: .utf8)
            try good.write(to: file, atomically: true, encoding: .utf8)
            // Standard output is read line by line while the viewer runs.
            let log = LineLog()
            let viewer = ChildProcess(CellScopeRun.binary, ["view", file.path], environment: [CellScopeRun.markerVariable: CellScopeRun.session],
                                      standardOutput: .lines({ log.append($0) }), standardError: .discarded)
            try viewer.start()
            defer {
                viewer.signal(SIGKILL)
                viewer.waitForExit()
            }
            func output() -> String { log.lines.joined(separator: "\n") }
            func reloads() -> Int { output().components(separatedBy: "reloaded \(file.path) in ").count - 1 }
            // The viewer watches once its window is up: save until a save is answered.
            let answered = ProcessTable.wait(timeout: 120) {
                try? good.write(to: file, atomically: true, encoding: .utf8)
                return ProcessTable.wait(timeout: 2) { reloads() > 0 } || !viewer.isRunning
            }
            #expect(answered && reloads() > 0, "\(output())")

            try good.replacingOccurrences(of: "\"valueCell\"", with: "\"valueCel\"").write(to: file, atomically: true, encoding: .utf8)
            #expect(ProcessTable.wait(timeout: 30) { output().contains("error: \(file.path): line 18, column 20: unknown content style 'valueCel'") },
                    "\(output())")
            #expect(viewer.isRunning, "the viewer keeps running after a mistake")

            let before = reloads()
            try good.replacingOccurrences(of: "\"Home\"", with: "\"Office\"").write(to: file, atomically: true, encoding: .utf8)
            #expect(ProcessTable.wait(timeout: 30) { reloads() > before }, "\(output())")
            viewer.signal(SIGTERM)
            viewer.waitForExit()
            #expect(viewer.status == 128 + SIGTERM)
        }

        @Test func aMistakeIsBadInputWithItsLineAndColumn() throws {
            let file = temporary(".json")
            defer { try? FileManager.default.removeItem(at: file) }
            try "{\n  \"appearance\": \"insetGrouped\",\n  \"sections\": [ { \"items\": [ { \"text\": \"A\", \"textColor\": \"#12345\" } ] } ]\n}\n"
                .write(to: file, atomically: true, encoding: .utf8)
            let result = try CellScopeRun.run(["render", file.path, "--output", temporary(".png").path], environment: CellScopeRun.noDisplay)
            #expect(result.status == 2)
            #expect(result.standardError.hasPrefix("error: \(file.path): line 3, column 58: unknown color '#12345'; write #RRGGBB"))
            let missing = try CellScopeRun.run(["render", "no-such-prototype.json", "--output", temporary(".png").path])
            #expect(missing.status == 2)
            #expect(missing.standardError.hasPrefix("error: no-such-prototype.json: cannot read"))
        }
    }
}
