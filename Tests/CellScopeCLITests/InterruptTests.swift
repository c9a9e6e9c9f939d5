import Foundation
import RenderingTestSupport
import Testing

extension CommandLineTests {
    /// Ctrl+C (SIGINT) and SIGTERM end `render`, `matrix` and the viewer within half a second with
    /// status 130 or 143, leave no output file (finished or partial, named or hidden) and stop the
    /// private Xvfb; SIGKILL cannot orphan the Xvfb either. Serialized: each measures its own timing.
    @Suite(.serialized) struct Interrupts {
        /// A matrix that renders for many seconds (16 rows × 12 sizes of a tall message cell).
        private static let longMatrix = ["matrix", "messages", "--item", "team-lunch", "--states", "selected,highlighted,disabled,unread"]

        /// Starts `arguments` (with `--output` in a fresh folder) without a display and waits until it is rendering.
        private func startRendering(_ arguments: [String], in folder: ScratchFolder, environment: [String: String?] = CellScopeRun.noDisplay,
                                    executable: URL = CellScopeRun.binary, prefix: [String] = []) throws -> CellScopeRun {
            let run = try CellScopeRun(prefix + arguments + ["--output", folder.file("out.png").path], environment: environment,
                                       executable: executable)
            try waitUntilRendering(run, in: folder)
            return run
        }

        /// Waits until `run` is rendering: it opens its output (an unnamed file, so the folder still
        /// looks empty) before it renders; a second and a half after its Xvfb appeared will do too.
        private func waitUntilRendering(_ run: CellScopeRun, in folder: ScratchFolder) throws {
            var xvfbSeen: Date?
            let started = ProcessTable.wait(timeout: 60) {
                if xvfbSeen == nil, run.xvfb != nil { xvfbSeen = Date() }
                return run.hasFileOpen(in: folder.url) || !run.isRunning || (xvfbSeen.map { Date().timeIntervalSince($0) > 1.5 } ?? false)
            }
            try #require(started && run.isRunning, "the command should be rendering: \(run.standardError)")
            #expect(folder.contents.isEmpty, "the file being written has no name yet: \(folder.contents)")
        }

        /// The checks every interrupted run must pass.
        private func expectCleanInterrupt(_ run: CellScopeRun, signal: Int32, elapsed: TimeInterval?, folder: ScratchFolder,
                                          xvfb: ProcessTable.Entry?, sourceLocation: SourceLocation = #_sourceLocation) {
            guard let elapsed else {
                Issue.record("the command did not end within 5 seconds of signal \(signal)", sourceLocation: sourceLocation)
                kill(run.pid, SIGKILL)
                return
            }
            #expect(!run.endedBySignal && run.status == 128 + signal, "status \(run.status): \(run.standardError)", sourceLocation: sourceLocation)
            #expect(elapsed < 0.5, "ended \(elapsed) s after the signal", sourceLocation: sourceLocation)
            #expect(folder.contents.isEmpty, "left in the output folder: \(folder.contents)", sourceLocation: sourceLocation)
            if let xvfb {
                #expect(ProcessTable.entry(xvfb.pid)?.isAlive != true, "its Xvfb \(xvfb) still runs", sourceLocation: sourceLocation)
            }
            #expect(run.leftovers.isEmpty, "still running: \(run.leftovers)", sourceLocation: sourceLocation)
        }

        @Test func ctrlCEndsAMatrixAtOnceWithNoOutputAndNoXvfb() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let run = try startRendering(Self.longMatrix, in: folder)
            let xvfb = try #require(run.xvfb, "the matrix runs on a private Xvfb")
            usleep(700_000)  // well into the tiles
            let elapsed = run.interrupt(with: SIGINT)
            expectCleanInterrupt(run, signal: SIGINT, elapsed: elapsed, folder: folder, xvfb: xvfb)
        }

        @Test func sigtermEndsARenderAtOnceWithNoOutputAndNoXvfb() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let run = try startRendering(["render", "styles", "--size", "AX5"], in: folder)
            let xvfb = try #require(run.xvfb)
            let elapsed = run.interrupt(with: SIGTERM)
            expectCleanInterrupt(run, signal: SIGTERM, elapsed: elapsed, folder: folder, xvfb: xvfb)
        }

        /// A terminal's Ctrl+C goes to the whole process group: cellscope and its Xvfb get SIGINT at
        /// once. The Xvfb closing its connections must not end cellscope with status 1 before its cleanup.
        @Test(arguments: 1...3) func ctrlCToTheProcessGroupEndsWithStatus130(attempt: Int) throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let run = try startRendering(Self.longMatrix, in: folder)
            let xvfb = try #require(run.xvfb)
            let group = try #require(ProcessTable.entry(run.pid)).group
            #expect(xvfb.group == group, "the Xvfb is in cellscope's process group")
            usleep(400_000)
            let elapsed = run.interrupt(with: SIGINT, toGroup: true)
            expectCleanInterrupt(run, signal: SIGINT, elapsed: elapsed, folder: folder, xvfb: xvfb)
        }

        /// A shell starts background jobs with SIGINT and SIGQUIT ignored; cellscope still ends on
        /// SIGINT, and its Xvfb starts with default dispositions.
        @Test func aCommandStartedWithSigintIgnoredStillEndsOnSigintAndItsXvfbStartsWithDefaults() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let shell = URL(fileURLWithPath: "/bin/sh")
            let script = "trap '' INT QUIT; exec \"$0\" \"$@\""
            let run = try startRendering(Self.longMatrix, in: folder, executable: shell, prefix: ["-c", script, CellScopeRun.binary.path])
            let ignored = try #require(ProcessTable.signalMask("SigIgn", of: run.pid))
            #expect(ignored & Self.bit(SIGINT) == 0, "cellscope catches SIGINT")
            let xvfb = try #require(run.xvfb)
            let xvfbIgnored = try #require(ProcessTable.signalMask("SigIgn", of: xvfb.pid))
            for signal in [SIGINT, SIGQUIT, SIGTERM, SIGHUP] {
                #expect(xvfbIgnored & Self.bit(signal) == 0, "the Xvfb does not ignore signal \(signal)")
            }
            let elapsed = run.interrupt(with: SIGINT)
            expectCleanInterrupt(run, signal: SIGINT, elapsed: elapsed, folder: folder, xvfb: xvfb)
        }

        @Test func sigkillOfARenderLeavesNoXvfb() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let run = try CellScopeRun(["render", "styles", "--size", "AX5", "--output", folder.file("out.png").path],
                                       environment: CellScopeRun.noDisplay)
            var xvfb: ProcessTable.Entry?
            ProcessTable.wait(timeout: 30) {
                xvfb = run.xvfb
                return xvfb != nil || !run.isRunning
            }
            let server = try #require(xvfb, "the render starts a private Xvfb")
            kill(run.pid, SIGKILL)
            #expect(run.waitForExit(timeout: 5))
            #expect(run.endedBySignal && run.status == SIGKILL, "it was still running when killed")
            let gone = ProcessTable.wait(timeout: 2) { ProcessTable.entry(server.pid)?.isAlive != true }
            #expect(gone, "the Xvfb \(server) outlived its parent")
            #expect(run.leftovers.isEmpty, "\(run.leftovers)")
            #expect(!folder.contents.contains("out.png"))
        }

        @Test func sigtermEndsTheViewerAtOnce() throws {
            let run = try CellScopeRun(["view", "sidebar"])
            defer { if run.isRunning { kill(run.pid, SIGKILL) } }
            let xdotool = try #require(UserPackageTests.executable(named: "xdotool"), "xdotool finds the viewer's window")
            let shown = ProcessTable.wait(timeout: 60) {
                guard run.isRunning else { return true }
                return (try? Probe.run(executable: xdotool, ["search", "--onlyvisible", "--pid", "\(run.pid)"]).status) == 0
            }
            if !run.isRunning { run.waitForExit(timeout: 5) }
            let authority = ProcessInfo.processInfo.environment["XAUTHORITY"] ?? "(none)"
            let authorityExists = FileManager.default.fileExists(atPath: authority)
            try #require(shown && run.isRunning, """
                the viewer window appears (ended with \(run.endedBySignal ? "signal" : "status") \(run.status); \
                XAUTHORITY \(authority) exists: \(authorityExists)): \(run.standardError)
                """)
            let elapsed = try #require(run.interrupt(with: SIGTERM), "the viewer ends within 5 seconds")
            #expect(!run.endedBySignal && run.status == 143, "status \(run.status): \(run.standardError)")
            #expect(elapsed < 0.5, "ended \(elapsed) s after SIGTERM")
            #expect(run.leftovers.isEmpty)
        }

        @Test func aViewerScreenshotInterruptedWritesNothingAndStopsItsXvfb() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let run = try CellScopeRun(["view", "messages", "--tab", "matrix", "--screenshot", folder.file("shot.png").path],
                                       environment: CellScopeRun.noDisplay)
            try waitUntilRendering(run, in: folder)
            let xvfb = try #require(run.xvfb)
            let elapsed = run.interrupt(with: SIGINT)
            expectCleanInterrupt(run, signal: SIGINT, elapsed: elapsed, folder: folder, xvfb: xvfb)
        }

        private static func bit(_ signal: Int32) -> UInt64 { 1 << UInt64(signal - 1) }
    }
}
