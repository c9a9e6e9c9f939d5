import Foundation
import ProcessSupport
import Testing

extension CommandLineTests {
    /// `cellscope watch` on a copy of a user's package: a saved source change rebuilds the preview
    /// executable (with the target's own compile and link commands, not `swift build`) and reloads the
    /// viewer as it was left; a syntax error shows in the viewer over the last good preview; fixing it
    /// reloads again, in the same viewer process, and so does the next edit; a new file or a change to Package.swift is built by `swift build`, and the next
    /// edit takes the fast path again with the new file; closing the viewer ends the watch.
    @Suite struct WatchCycleTests {
        static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        /// The banner's background (ViewerStyle's `.build-error-banner`).
        static let bannerRed: UInt32 = 0xC01C28

        /// Whether a `reload timings:` line is of a reload built by the target's own compile and link
        /// commands rather than by `swift build`.
        static func tookFastPath(_ timings: String) -> Bool {
            timings.contains(" compile ") && timings.contains(" link ") && !timings.contains("swift build")
        }

        /// Whether a `reload timings:` line is of a reload the running viewer loaded in its own
        /// process rather than one that started a new viewer.
        static func loadedInProcess(_ timings: String) -> Bool {
            timings.contains(" load ") && timings.contains(" first frame ") && !timings.contains(" viewer ")
        }

        /// The package `cellscope init` writes, in a folder whose build stays between runs.
        static func fixtureCopy() throws -> URL {
            try GeneratedPreviewPackage.make(purpose: "watch-fixture")
        }

        @Test func aFolderWithoutAPackageOrWithoutAPreviewExecutableIsRefused() throws {
            let scratch = try ScratchFolder()
            defer { scratch.remove() }
            let noPackage = try CellScopeRun.run(["watch", "--package", scratch.url.path])
            #expect(noPackage.status == 2)
            #expect(noPackage.standardError.contains("there is no Package.swift in '\(scratch.url.path)'"), "\(noPackage.standardError)")

            let manifest = """
                // swift-tools-version: 6.0
                import PackageDescription
                let package = Package(name: "Tool", targets: [.executableTarget(name: "tool")])
                """
            try manifest.write(to: scratch.file("Package.swift"), atomically: true, encoding: .utf8)
            try FileManager.default.createDirectory(at: scratch.file("Sources/tool"), withIntermediateDirectories: true)
            try "print(1)\n".write(to: scratch.file("Sources/tool/main.swift"), atomically: true, encoding: .utf8)
            let noPreviews = try CellScopeRun.run(["watch"], in: scratch.url)
            #expect(noPreviews.status == 2)
            #expect(noPreviews.standardError.contains("no executable product of '\(scratch.url.lastPathComponent)' depends on CellScope"),
                    "\(noPreviews.standardError)")
            let wrongProduct = try CellScopeRun.run(["watch", "--product", "tool"], in: scratch.url)
            #expect(wrongProduct.status == 2)
            #expect(wrongProduct.standardError.contains("unknown preview executable 'tool'"), "\(wrongProduct.standardError)")
        }

        @Test(.timeLimit(.minutes(30))) func aSaveReloadsTheViewerAsItWasLeftAndABuildErrorShowsOverTheLastGoodPreview() async throws {
            let package = try Self.fixtureCopy()
            let source = package.appendingPathComponent("Sources/user-previews/main.swift")
            let original = try String(contentsOf: source, encoding: .utf8)
            let tasksLine = try #require(original.components(separatedBy: "\n").firstIndex { $0.hasPrefix("let tasks = [") }) + 1
            let display = try PrivateDisplay(marker: "\(CellScopeRun.session)/watch-xvfb")
            defer { display.stop() }

            let watch = try WatchSession(["watch", "--package", package.path, "tasks", "--item", "task-2", "--state", "overdue"],
                                         display: display.name)
            defer { watch.stop() }
            let opened = try #require(watch.waitForLine(containing: "viewer open:", timeout: 1500), "watch output: \(watch.lines)")
            #expect(opened.contains("tasks · task-2 · overdue · L, light · inspector"), "\(opened)")
            let firstViewer = try #require(watch.viewerPID(), "the viewer runs as a child of watch")
            let firstWindow = try #require(display.xdotool(["search", "--onlyvisible", "--pid", "\(firstViewer)", "--name", "CellScope"]).split(separator: "\n").last)

            // Real keys in the viewer: dark appearance (Ctrl+D) and one text size larger (Ctrl+Alt+=).
            try display.press("ctrl+d", in: String(firstWindow))
            try display.press("ctrl+alt+equal", in: String(firstWindow))
            let before = try #require(display.settledScreen())
            await MainActor.run { before.saveArtifact(named: "watch-1-before-save") }

            // 1. A saved change to a title reloads the viewer with the same demo, item, states and traits.
            try original.replacingOccurrences(of: "\"Call Alex\"", with: "\"Call Sam Lee\"").write(to: source, atomically: true, encoding: .utf8)
            let reloaded = try #require(watch.waitForLine(containing: "Reloaded in", timeout: 900), "watch output: \(watch.lines)")
            #expect(reloaded.contains("“Call Sam Lee” · tasks · task-2 · overdue · XL, dark · inspector"), "\(reloaded)")
            let secondViewer = try #require(watch.viewerPID())
            #expect(secondViewer != firstViewer, "a new build's viewer replaced the old one")
            #expect(ProcessTable.wait(timeout: 10) { !(ProcessTable.entry(firstViewer)?.isAlive ?? false) }, "the old viewer closed")
            let after = try #require(display.settledScreen())
            await MainActor.run { after.saveArtifact(named: "watch-2-reloaded") }
            #expect(after.differingPixels(from: before) > 200, "the reloaded window shows the new title")
            #expect(after.count(of: Self.bannerRed) == 0)
            let firstTimings = try #require(watch.waitForLine(containing: "reload timings:", number: 1, timeout: 60), "watch output: \(watch.lines)")
            #expect(Self.tookFastPath(firstTimings), "an edit of the preview target's source is compiled and linked without swift build: \(firstTimings)")

            // 2. A syntax error shows in the running viewer (file and line); the old preview stays.
            let broken = original.replacingOccurrences(of: "\"Call Alex\"", with: "\"Call Sam Lee\"")
                .replacingOccurrences(of: "\"!Pay the rent\",", with: "\"!Pay the rent\"")
            try broken.write(to: source, atomically: true, encoding: .utf8)
            let shown = try #require(watch.waitForLine(containing: "the viewer keeps the last good preview and shows:", timeout: 900),
                                     "watch output: \(watch.lines)")
            #expect(shown.contains("Sources/user-previews/main.swift:\(tasksLine):"), "\(shown)")
            #expect(shown.contains("expected ',' separator"), "\(shown)")
            let children = watch.children()
            #expect(children.contains { $0.pid == secondViewer }, "the last good viewer stays open; watch's children: \(children)")
            let failed = try #require(display.settledScreen())
            await MainActor.run { failed.saveArtifact(named: "watch-3-build-error") }
            #expect(failed.count(of: Self.bannerRed) > 5000, "the red error banner is on screen")

            // 3. Fixing it (with another title) reloads in the same process: the second viewer runs from
            //    an executable linked against the runtime library, so it loads the rebuilt previews
            //    itself, and shows the edited cell with the demo, item, pinned state and traits kept.
            try original.replacingOccurrences(of: "\"Call Alex\"", with: "\"Call Robin Fox\"").write(to: source, atomically: true, encoding: .utf8)
            let fixed = try #require(watch.waitForLine(containing: "Reloaded in", timeout: 900, after: shown), "watch output: \(watch.lines)")
            #expect(fixed.contains("“Call Robin Fox” · tasks · task-2 · overdue · XL, dark · inspector"), "\(fixed)")
            #expect(watch.viewerPID() == secondViewer, "the same viewer process shows the rebuilt previews")
            let fixedScreen = try #require(display.settledScreen())
            await MainActor.run { fixedScreen.saveArtifact(named: "watch-4-fixed") }
            #expect(fixedScreen.count(of: Self.bannerRed) == 0, "the banner is gone")
            #expect(fixedScreen.differingPixels(from: after) > 200, "the window shows the new title")
            let fixedTimings = try #require(watch.waitForLine(containing: "reload timings:", number: 2, timeout: 60))
            #expect(Self.tookFastPath(fixedTimings), "\(fixedTimings)")
            #expect(Self.loadedInProcess(fixedTimings), "\(fixedTimings)")

            //    And again: the loop the first loaded library runs takes the next load too.
            try original.replacingOccurrences(of: "\"Call Alex\"", with: "\"Call Sam Lee\"").write(to: source, atomically: true, encoding: .utf8)
            let again = try #require(watch.waitForLine(containing: "Reloaded in", timeout: 900, after: fixed), "watch output: \(watch.lines)")
            #expect(again.contains("“Call Sam Lee” · tasks · task-2 · overdue · XL, dark · inspector"), "\(again)")
            #expect(watch.viewerPID() == secondViewer)
            let againTimings = try #require(watch.waitForLine(containing: "reload timings:", number: 3, timeout: 60))
            #expect(Self.loadedInProcess(againTimings), "\(againTimings)")
            let againScreen = try #require(display.settledScreen())
            #expect(againScreen.differingPixels(from: fixedScreen) > 200, "the window shows the title of the second load")

            //    A failure on the in-process path relaunches the viewer and says so: with the runtime
            //    library's folder gone (as after cleaning the build folder), no library can be linked.
            try FileManager.default.removeItem(at: package.appendingPathComponent(".build/debug/cellscope-watch"))
            try original.replacingOccurrences(of: "\"Call Alex\"", with: "\"Call Robin Fox\"").write(to: source, atomically: true, encoding: .utf8)
            let relaunched = try #require(watch.waitForLine(containing: "Reloaded in", timeout: 900, after: again), "watch output: \(watch.lines)")
            #expect(watch.lines.contains { $0.hasPrefix("warning: linking the rebuilt previews as a library to load failed") && $0.hasSuffix("the viewer is relaunched instead") },
                    "watch output: \(watch.lines)")
            #expect(relaunched.contains("“Call Robin Fox” · tasks · task-2 · overdue · XL, dark · inspector"), "\(relaunched)")
            #expect(watch.viewerPID() != secondViewer, "a new viewer shows the rebuilt previews")
            let relaunchedTimings = try #require(watch.waitForLine(containing: "reload timings:", number: 4, timeout: 60))
            #expect(!Self.loadedInProcess(relaunchedTimings), "\(relaunchedTimings)")

            // 4. A new file is not in the last plan: swift build builds it. The next edit, which uses
            //    it, takes the fast path with the new plan, and its look is what the viewer shows.
            let newFile = package.appendingPathComponent("Sources/user-previews/Titles.swift")
            try "let renamedTask = \"Call Kim Park\"\n".write(to: newFile, atomically: true, encoding: .utf8)
            let addedTimings = try #require(watch.waitForLine(containing: "reload timings:", number: 5, timeout: 900), "watch output: \(watch.lines)")
            #expect(addedTimings.contains("swift build") && !Self.tookFastPath(addedTimings), "a new file falls back to swift build: \(addedTimings)")
            let beforeUse = try #require(display.settledScreen())
            try original.replacingOccurrences(of: "\"Call Alex\"", with: "renamedTask").write(to: source, atomically: true, encoding: .utf8)
            let usedTimings = try #require(watch.waitForLine(containing: "reload timings:", number: 6, timeout: 900), "watch output: \(watch.lines)")
            #expect(Self.tookFastPath(usedTimings), "\(usedTimings)")
            let used = try #require(watch.waitForLine(containing: "Reloaded in", number: 6, timeout: 60))
            #expect(used.contains("“Call Kim Park” · tasks · task-2 · overdue · XL, dark · inspector"), "\(used)")
            let usedScreen = try #require(display.settledScreen())
            await MainActor.run { usedScreen.saveArtifact(named: "watch-5-new-file-used") }
            #expect(usedScreen.differingPixels(from: beforeUse) > 200, "the window shows the title from the new file")

            // 5. A change to Package.swift is built by swift build too.
            let manifest = package.appendingPathComponent("Package.swift")
            try (String(contentsOf: manifest, encoding: .utf8) + "// saved again\n").write(to: manifest, atomically: true, encoding: .utf8)
            let manifestTimings = try #require(watch.waitForLine(containing: "reload timings:", number: 7, timeout: 900), "watch output: \(watch.lines)")
            #expect(manifestTimings.contains("swift build") && !Self.tookFastPath(manifestTimings), "\(manifestTimings)")

            // 6. After the full build, the first edit starts a new viewer again and the next loads into
            //    it; closing that viewer (Ctrl+W) ends its loaded code's run, the process and the watch.
            try original.replacingOccurrences(of: "\"Call Alex\"", with: "\"Call Lee\"").write(to: source, atomically: true, encoding: .utf8)
            let relaunchTimings = try #require(watch.waitForLine(containing: "reload timings:", number: 8, timeout: 900), "watch output: \(watch.lines)")
            #expect(!Self.loadedInProcess(relaunchTimings), "\(relaunchTimings)")
            let lastViewer = try #require(watch.viewerPID())
            try original.replacingOccurrences(of: "\"Call Alex\"", with: "\"Call Lee Park\"").write(to: source, atomically: true, encoding: .utf8)
            let loadTimings = try #require(watch.waitForLine(containing: "reload timings:", number: 9, timeout: 900), "watch output: \(watch.lines)")
            #expect(Self.loadedInProcess(loadTimings), "\(loadTimings)")
            #expect(watch.viewerPID() == lastViewer)
            let lastWindow = try #require(display.xdotool(["search", "--onlyvisible", "--pid", "\(lastViewer)", "--name", "CellScope"]).split(separator: "\n").last)
            try display.press("ctrl+w", in: String(lastWindow))
            #expect(watch.waitForExit(timeout: 20), "watch ends when its viewer is closed")
            #expect(watch.status == 0)
            #expect(watch.lines.contains("the viewer was closed; watch ended"), "watch output: \(watch.lines)")
        }
    }
}

/// A `cellscope watch` process whose output lines (standard output and error) are read as they come.
final class WatchSession: @unchecked Sendable {
    private let child: ChildProcess
    private let log: LineLog

    init(_ arguments: [String], display: String) throws {
        let environment: [String: String?] = ["DISPLAY": display, "WAYLAND_DISPLAY": nil,
                                              CellScopeRun.markerVariable: "\(CellScopeRun.session)/\(UUID().uuidString)"]
        let log = LineLog()
        self.log = log
        child = ChildProcess(CellScopeRun.binary, arguments, environment: environment,
                             standardOutput: .lines({ log.append($0) }), standardError: .lines({ log.append($0) }))
        try child.start()
    }

    /// Every line so far.
    var lines: [String] { log.lines }

    /// Waits for a line containing `text` (after the line `after`, when given); nil on timeout.
    func waitForLine(containing text: String, timeout: TimeInterval, after: String? = nil) -> String? {
        log.waitForLine(containing: text, timeout: timeout, after: after)
    }

    /// Waits for the `number`th line (from 1) containing `text`; nil on timeout.
    func waitForLine(containing text: String, number: Int, timeout: TimeInterval) -> String? {
        log.waitForLine(containing: text, number: number, timeout: timeout)
    }

    /// The viewer it runs now (its one living child that is not the build).
    func viewerPID() -> Int32? {
        children().first { $0.name == "user-previews" }?.pid
    }

    /// Its living children.
    func children() -> [ProcessTable.Entry] {
        ProcessTable.children(of: child.pid)
    }

    @discardableResult
    func waitForExit(timeout: TimeInterval) -> Bool {
        child.waitForExit(timeout: timeout)
    }

    var status: Int32 { child.status }

    /// Ends it (SIGTERM: it ends its viewer and build too) if it still runs.
    func stop() {
        guard child.isRunning else { return }
        child.signal(SIGTERM)
        if !waitForExit(timeout: 10) { child.signal(SIGKILL); waitForExit(timeout: 5) }
    }
}

/// Lines a process printed, collected as they come, that a test waits for.
final class LineLog: @unchecked Sendable {
    private let condition = NSCondition()
    private var collected: [String] = []

    /// Adds a line and wakes those waiting.
    func append(_ line: String) {
        condition.withLock { collected.append(line) }
        condition.broadcast()
    }

    /// Every line so far.
    var lines: [String] { condition.withLock { collected } }

    /// Waits for the `number`th line (from 1) containing `text`; nil on timeout.
    func waitForLine(containing text: String, number: Int, timeout: TimeInterval) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            let found = collected.filter { $0.contains(text) }
            if found.count >= number { return found[number - 1] }
            if !condition.wait(until: deadline) { return nil }
        }
    }

    /// Waits for a line containing `text` (after the line `after`, when given); nil on timeout.
    func waitForLine(containing text: String, timeout: TimeInterval, after: String? = nil) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            let start = after.flatMap { marker in collected.lastIndex(of: marker).map { $0 + 1 } } ?? 0
            if let line = collected[start...].first(where: { $0.contains(text) }) { return line }
            if !condition.wait(until: deadline) { return nil }
        }
    }
}
