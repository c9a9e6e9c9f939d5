import Foundation

/// `cellscope watch [--package PATH] [--product NAME] [--relaunch] [DEMO] [view options…]`: builds a package's
/// preview executable, opens its viewer, and after every saved change to the package's sources or
/// manifest rebuilds it and reloads the viewer as it was left.
///
/// The design: this process owns no window. It runs the preview executable's viewer as a child
/// (`view --watched`) and talks to it over a line protocol (``WatchMessage``) on the child's
/// standard input and output. On a save (inotify, bursts gathered by ``SaveDebouncer``) it tells
/// the viewer that a build runs and builds (``PackageBuilder``: `swift build --product NAME`, or for
/// an edit of the preview target's own sources its compile and link commands alone). When the build fails, the
/// running viewer shows the errors in a banner and keeps the last good preview. When it succeeds,
/// the running viewer writes its state (``ViewerSessionState``) to a file, a new viewer starts from
/// the new binary with `--restore-state FILE`, and only once the new one has drawn is the old one
/// closed, so a good preview is on screen throughout. Once the viewer runs from an executable linked
/// against the fast path's runtime library, an edit of the preview target is linked into a library
/// of its own instead, which the running viewer loads in its process and shows as it showed the old
/// build (``PreviewLibraryLoad``); if that fails, the viewer is relaunched as above and the terminal
/// says why. The viewer's status line then says how long the reload took from the save ("Reloaded
/// in 0.9 s"). Closing the viewer ends the watch.
@preconcurrency @MainActor
struct WatchVerb {
    /// The verb's arguments, the line `help` prints and the names its reader accepts.
    static let usage = VerbUsage(name: "watch", terms: [
        .optional([.value("--package", "PATH")]), .optional([.value("--product", "NAME")]), .optional([.flag("--relaunch")]),
        .optional([.word("DEMO")]),
        .summarized("[view options…]", ViewerLauncher.viewOptions),
    ], summary:
        "in a package folder (or --package PATH): build the executable that depends on CellScope (--product chooses when several do), "
            + "open its viewer, and on every saved change to Sources/ or Package.swift rebuild and reload it with the same demo, item, "
            + "pinned states, traits, tab and scroll position; a build error shows in the viewer (file, line, message) over the last good "
            + "preview, and the status line says how long the reload took from the save; an edit of the preview target is loaded into "
            + "the running viewer, --relaunch starts a new viewer for every reload instead; closing the viewer ends the watch")

    let package: WatchedPackage
    /// Whether every reload starts a new viewer (`--relaunch`), rather than loading an edit of the
    /// preview target into the running one.
    let relaunches: Bool
    /// The view options for the first viewer (the demo, item, states… the user asked for).
    let viewerArguments: [String]
    let output: (String) -> Void
    let errorOutput: (String) -> Void
    /// How long to wait for a new viewer's first frame.
    var startTimeout: TimeInterval = 120
    /// How long no file event must come before a save is over: an editor's save (a write, or a
    /// temporary file renamed over the source) and "save all" send their events within milliseconds.
    static let quietPeriod: TimeInterval = 0.05

    init(arguments: [String], output: @escaping (String) -> Void, errorOutput: @escaping (String) -> Void) throws(CommandLineError) {
        let reader = try ArgumentReader(arguments, usage: Self.usage)
        package = try WatchedPackage.find(at: reader.value("--package") ?? FileManager.default.currentDirectoryPath,
                                          product: reader.value("--product"))
        var forwarded: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--package" || argument == "--product" { index += 1; continue }
            if argument == "--relaunch" { continue }
            if argument.hasPrefix("--package=") || argument.hasPrefix("--product=") { continue }
            forwarded.append(argument)
        }
        viewerArguments = forwarded
        relaunches = reader.flag("--relaunch")
        self.output = output
        self.errorOutput = errorOutput
    }

    /// Watches until the viewer is closed (status 0), or its first viewer refuses the view options
    /// (its status, 2).
    func run() throws -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        let watcher = try SourceWatcher(packageFolder: package.folder)
        let builder = PackageBuilder(package: package, report: errorOutput)
        output("watching \(package.folder.path) (Sources/ and Package.swift); building \(package.product)…")
        var debouncer = SaveDebouncer(quietPeriod: Self.quietPeriod)
        var binary: URL?
        while binary == nil {
            let start = Date()
            switch try builder.build() {
            case .built(let url, _, _), .library(let url, _):
                output(String(format: "built %@ in %.1f s", package.product, Date().timeIntervalSince(start)))
                binary = url
            case .failed(let diagnostics, let text):
                report(diagnostics, text)
                errorOutput("fix the error and save to build again")
                _ = nextBurst(watcher, &debouncer, viewer: nil)
            }
        }
        var viewer = try WatchedViewerProcess(binary: binary!, arguments: ["view", "--watched"] + viewerArguments, passThrough: Self.passThrough)
        guard let ready = viewer.waitForEvent("ready", timeout: startTimeout) else {
            viewer.stop()
            errorOutput("error: the viewer did not open")
            return viewer.status == 0 ? 1 : viewer.status
        }
        output("viewer open: \(ready.state?.summary ?? "")")
        var reloads = 0
        // Whether the viewer runs from an executable that links the runtime library, and so can
        // load a rebuilt library in its own process instead of being relaunched.
        var viewerLoads = false
        // The libraries the viewer has loaded: removed once it has ended, not before (the loader
        // would take a new file given a removed one's inode for the library it already has).
        var loaded: [URL] = []
        defer { for library in loaded { try? FileManager.default.removeItem(at: library) } }
        while let burst = nextBurst(watcher, &debouncer, viewer: viewer) {
            viewer.send(WatchMessage("building", text: "Saved; building \(package.product)…"))
            output("saved (\(burst.eventCount) file events); building…")
            var timings = ReloadTimings()
            timings.add("quiet", since: burst.lastSave)
            let result = try builder.build(changedPaths: burst.paths, library: viewerLoads && !relaunches)
            guard viewer.isRunning else { break }
            let executable: URL
            let linksRuntime: Bool
            var stateFile: URL?
            defer { if let stateFile { try? FileManager.default.removeItem(at: stateFile) } }
            switch result {
            case .failed(let diagnostics, let text):
                report(diagnostics, text)
                viewer.send(WatchMessage("build-failed", text: diagnostics.isEmpty ? text : nil, diagnostics: diagnostics))
                if let shown = viewer.waitForEvent("showing-error", timeout: 10)?.text {
                    output("the viewer keeps the last good preview and shows: \(shown.replacingOccurrences(of: "\n", with: " | "))")
                }
                continue
            case .library(let library, let steps):
                reloads += 1
                timings.append(steps)
                loaded.append(library)
                // Saved first: if the load fails, the relaunched viewer restores it.
                stateFile = saveState(of: viewer, reload: reloads, timings: &timings)
                let failure: String
                switch load(library, into: viewer, timings: &timings) {
                case .success(let ready):
                    finish(viewer, ready: ready, burst: burst, timings: timings)
                    continue
                case .failure(let error):
                    failure = error.message
                }
                errorOutput("in-process reload failed: \(failure); relaunching the viewer")
                guard case .built(let url, let steps, let runtime)? = try builder.relinkExecutable() else {
                    errorOutput("error: the rebuilt previews could not be linked into an executable either; save again to rebuild")
                    continue
                }
                timings.append(steps)
                (executable, linksRuntime) = (url, runtime)
            case .built(let url, let steps, let runtime):
                reloads += 1
                timings.append(steps)
                stateFile = saveState(of: viewer, reload: reloads, timings: &timings)
                (executable, linksRuntime) = (url, runtime)
            }
            guard let next = try relaunch(executable, restoring: stateFile, replacing: viewer, timings: &timings, burst: burst) else { continue }
            viewer = next
            for library in loaded { try? FileManager.default.removeItem(at: library) }
            loaded = []
            viewerLoads = linksRuntime
        }
        viewer.stop()
        builder.finishBackgroundWork()
        output("the viewer was closed; watch ended")
        return 0
    }

    /// Where a viewer's own output lines go: this process's standard output, as they come.
    static let passThrough: @Sendable (String) -> Void = { line in
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Waits for the next finished burst of saves; nil when the viewer has been closed.
    private func nextBurst(_ watcher: SourceWatcher, _ debouncer: inout SaveDebouncer, viewer: WatchedViewerProcess?) -> SaveDebouncer.Burst? {
        while true {
            if let viewer, !viewer.isRunning { return nil }
            let wait = debouncer.deadline.map { max(0, $0.timeIntervalSinceNow) } ?? 0.25
            for change in watcher.waitForChanges(timeout: min(wait, 0.25)) { debouncer.noteEvent(at: Date(), path: change.path) }
            if let burst = debouncer.takeFinishedBurst(at: Date()) { return burst }
        }
    }

    private func report(_ diagnostics: [BuildDiagnostic], _ text: String) {
        if diagnostics.isEmpty {
            errorOutput("the build failed:\n\(text)")
        } else {
            errorOutput("the build failed:")
            for diagnostic in diagnostics { errorOutput("  \(diagnostic.description)") }
        }
    }
}
