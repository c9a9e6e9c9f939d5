import Foundation
import Testing

extension CommandLineTests {
    /// A recording is a new generation swapped in whole: SIGKILL in the middle of a re-record leaves the
    /// previous baseline verifying clean, an interrupted first recording is reported, and two runs into
    /// one folder take turns on its lock.
    @Suite(.serialized) @MainActor struct BaselineGenerations {
        /// A plan that takes several seconds to record (672 permutations).
        static let longer = ["sidebar", "--states", "selected,highlighted", "--sizes", "L,XL,XXL"]

        /// Starts a record of `plan` into `dir` and waits until its new generation holds `count` PNGs.
        private func recordingUntil(_ count: Int, of plan: [String], into dir: URL) throws -> CellScopeRun {
            let run = try CellScopeRun(["baseline", "record"] + plan + ["--dir", dir.path], environment: CellScopeRun.noDisplay)
            let next = dir.appendingPathComponent(".cellscope-next")
            let started = ProcessTable.wait(timeout: 120) {
                let pngs = (FileManager.default.enumerator(atPath: next.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".png") }
                return pngs.count >= count || !run.isRunning
            }
            try #require(started && run.isRunning, "the record should be writing: \(run.standardError)")
            return run
        }

        @Test(.timeLimit(.minutes(10))) func aReRecordKilledMidwayLeavesThePreviousBaselineWhole() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let dir = folder.file("baseline")
            let first = try CellScopeRun.run(["baseline", "record"] + Self.longer + ["--dir", dir.path], environment: CellScopeRun.noDisplay)
            try #require(first.status == 0, "\(first.standardError)")
            let again = try recordingUntil(50, of: Self.longer + ["--bold-text"], into: dir)
            kill(again.pid, SIGKILL)
            again.waitForExit()
            let verify = try CellScopeRun.run(["baseline", "verify", "--dir", dir.path], environment: CellScopeRun.noDisplay)
            #expect(verify.status == 0, "\(verify.standardOutput)\(verify.standardError)")
            #expect(verify.standardOutput.contains("verified 672 permutations: no differences"), "\(verify.standardOutput)")
            let next = try CellScopeRun.run(["baseline", "record", "sidebar", "--states", "selected", "--sizes", "L", "--dir", dir.path],
                                            environment: CellScopeRun.noDisplay)
            #expect(next.status == 0)
            #expect(next.standardOutput.hasPrefix("removed an unfinished recording that an interrupted run left\n"), "\(next.standardOutput)")
            #expect(Set(try FileManager.default.contentsOfDirectory(atPath: dir.path)) == ["current", ".cellscope-lock"])
        }

        @Test(.timeLimit(.minutes(10))) func anInterruptedFirstRecordingIsReported() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let dir = folder.file("baseline")
            let run = try recordingUntil(20, of: Self.longer, into: dir)
            kill(run.pid, SIGKILL)
            run.waitForExit()
            let verify = try CellScopeRun.run(["baseline", "verify", "--dir", dir.path], environment: CellScopeRun.noDisplay)
            #expect(verify.status == 2)
            #expect(verify.standardError.contains("holds no baseline: its first recording was interrupted before it finished"),
                    "\(verify.standardError)")
        }

        @Test(.timeLimit(.minutes(10))) func twoRecordsIntoOneFolderTakeTurns() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let dir = folder.file("baseline")
            let first = try recordingUntil(10, of: Self.longer, into: dir)
            let second = try CellScopeRun(["baseline", "record", "sidebar", "--states", "selected", "--sizes", "XS", "--bold-text",
                                           "--dir", dir.path], environment: CellScopeRun.noDisplay)
            #expect(first.waitForExit() && second.waitForExit())
            #expect(first.status == 0 && second.status == 0, "\(first.standardError)\(second.standardError)")
            #expect(second.standardError.contains("waiting for another cellscope run that uses the baseline in \(dir.path)"),
                    "\(second.standardError)")
            let verify = try CellScopeRun.run(["baseline", "verify", "--dir", dir.path], environment: CellScopeRun.noDisplay)
            #expect(verify.status == 0, "\(verify.standardOutput)\(verify.standardError)")
            let manifest = try Baseline.manifest(in: dir)
            #expect((manifest["permutations"] as? [Any])?.count == 672 + 56 * 2, "both recordings are in the baseline")
        }
    }
}
