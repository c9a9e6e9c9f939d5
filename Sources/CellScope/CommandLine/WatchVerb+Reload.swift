import Foundation

/// The two ways `cellscope watch` shows a good build: the running viewer loads the rebuilt preview
/// library in its own process (``load(_:into:timings:)``), or a new viewer starts from the rebuilt
/// executable with the old one's state and replaces it (``relaunch(_:restoring:replacing:timings:burst:)``).
extension WatchVerb {
    /// Why an in-process reload did not show the rebuilt previews.
    struct LoadFailure: Error {
        let message: String
    }

    /// Asks `viewer` to write its state to a file of its own and waits for it; nil when it did not
    /// (a relaunched viewer then opens as it starts).
    func saveState(of viewer: WatchedViewerProcess, reload: Int, timings: inout ReloadTimings) -> URL? {
        let start = Date()
        let stateFile = FileManager.default.temporaryDirectory.appendingPathComponent("cellscope-watch-\(getpid())-\(reload).json")
        viewer.send(WatchMessage("save-state", path: stateFile.path))
        let saved = viewer.waitForEvent("state-saved", timeout: 10) != nil
        timings.add("save state", since: start)
        return saved ? stateFile : nil
    }

    /// Has the running viewer load `library` and show its catalog; gives the viewer's `ready` event
    /// once it has drawn the rebuilt previews, or why it did not (it refused the library, ended, or
    /// did not answer in time).
    func load(_ library: URL, into viewer: WatchedViewerProcess, timings: inout ReloadTimings) -> Result<WatchMessage, LoadFailure> {
        var start = Date()
        viewer.send(WatchMessage("load", path: library.path))
        guard let answer = viewer.waitForEvent(among: ["loaded", "load-failed"], timeout: startTimeout) else {
            return .failure(LoadFailure(message: viewer.isRunning ? "the viewer did not answer" : "the viewer ended (exit status \(viewer.status)) while loading \(library.lastPathComponent)"))
        }
        guard answer.kind == "loaded" else { return .failure(LoadFailure(message: answer.text ?? "the viewer could not load \(library.lastPathComponent)")) }
        timings.add("load", since: start)
        start = Date()
        guard let ready = viewer.waitForEvent("ready", timeout: startTimeout) else {
            return .failure(LoadFailure(message: viewer.isRunning ? "the viewer did not draw the rebuilt previews" : "the viewer ended (exit status \(viewer.status)) while showing the rebuilt previews"))
        }
        timings.add("first frame", since: start)
        return .success(ready)
    }

    /// Starts a viewer from `binary` (restoring `stateFile`, or as the first one opened) and, once it
    /// has drawn, closes `viewer` and gives the new one. When it does not open, `viewer` stays and
    /// shows why, and the result is nil.
    func relaunch(_ binary: URL, restoring stateFile: URL?, replacing viewer: WatchedViewerProcess, timings: inout ReloadTimings,
                  burst: SaveDebouncer.Burst) throws -> WatchedViewerProcess? {
        let start = Date()
        if stateFile == nil { errorOutput("warning: the viewer did not save its state; the new one opens as it starts") }
        let arguments = stateFile.map { ["view", "--watched", "--restore-state", $0.path] } ?? ["view", "--watched"] + viewerArguments
        let next = try WatchedViewerProcess(binary: binary, arguments: arguments, passThrough: Self.passThrough)
        guard let ready = next.waitForEvent("ready", timeout: startTimeout) else {
            next.stop()
            let text = "The new build did not open its viewer (exit status \(next.status)); see the terminal."
            errorOutput("error: \(text)")
            viewer.send(WatchMessage("build-failed", text: text, diagnostics: []))
            _ = viewer.waitForEvent("showing-error", timeout: 10)
            return nil
        }
        timings.add("viewer", since: start)
        viewer.stop()
        finish(next, ready: ready, burst: burst, timings: timings)
        return next
    }

    /// Tells `viewer`, which shows the rebuilt previews, and the terminal how long the reload took.
    func finish(_ viewer: WatchedViewerProcess, ready: WatchMessage, burst: SaveDebouncer.Burst, timings: ReloadTimings) {
        let text = String(format: "Reloaded in %.1f s", Date().timeIntervalSince(burst.lastSave))
        viewer.send(WatchMessage("status", text: text))
        output("\(text): \(ready.text.map { "“\($0)” · " } ?? "")\(ready.state?.summary ?? "")")
        output("reload timings: \(timings.description)")
    }
}
