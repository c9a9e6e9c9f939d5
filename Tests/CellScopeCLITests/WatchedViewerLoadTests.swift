@testable import CellScope
import Foundation
import ProcessSupport
import Testing

extension CommandLineTests {
    /// A watched viewer asked to load a rebuilt preview library in its own process: when it cannot
    /// (the file is no library, or the library has no `main`), it says why (`load-failed`, which
    /// makes `cellscope watch` relaunch it instead), keeps showing what it showed, and goes on
    /// answering the watch in the same process.
    @Suite struct WatchedViewerLoadTests {
        @Test(.timeLimit(.minutes(5))) func aLibraryTheViewerCannotLoadIsReportedAndTheViewerGoesOn() throws {
            let display = try PrivateDisplay(marker: "\(CellScopeRun.session)/load-xvfb")
            defer { display.stop() }
            let scratch = try ScratchFolder()
            defer { scratch.remove() }
            let notALibrary = scratch.file("libuser-previews-1.so")
            try "not a shared library\n".write(to: notALibrary, atomically: true, encoding: .utf8)

            let events = LineLog()
            let viewer = ChildProcess(CellScopeRun.binary, ["view", "--watched", "sidebar", "--item", "mobile-app", "--appearance", "dark"],
                                      environment: ["DISPLAY": display.name, "WAYLAND_DISPLAY": nil,
                                                    CellScopeRun.markerVariable: "\(CellScopeRun.session)/\(UUID().uuidString)"],
                                      standardInput: .pipe, standardOutput: .lines({ events.append($0) }), standardError: .lines({ events.append($0) }))
            try viewer.start()
            defer {
                viewer.closeInput()
                if !viewer.waitForExit(timeout: 10) { viewer.signal(SIGKILL); viewer.waitForExit(timeout: 5) }
            }
            func send(_ message: WatchMessage) { viewer.write(Data((message.line + "\n").utf8)) }
            func event(_ kind: String, number: Int) throws -> WatchMessage {
                let line = try #require(events.waitForLine(containing: "\"kind\":\"\(kind)\"", number: number, timeout: 120), "viewer output: \(events.lines)")
                return try #require(WatchMessage(line: line.dropFirst(WatchMessage.eventPrefix.count)), "\(line)")
            }
            let ready = try event("ready", number: 1)
            let shown = try #require(ready.state)
            #expect(shown.summary == "sidebar · mobile-app · live · L, dark · inspector", "\(shown.summary)")

            // A file that is no library: the loader's own reason, with the file's path.
            send(WatchMessage("load", path: notALibrary.path))
            let refused = try event("load-failed", number: 1)
            #expect(refused.text?.hasPrefix("cannot open \(notALibrary.path): ") == true, "\(refused)")
            // A library without a main function (the C library's math part).
            send(WatchMessage("load", path: "libm.so.6"))
            let noMain = try event("load-failed", number: 2)
            #expect(noMain.text == "libm.so.6 has no main function", "\(noMain)")

            // The same process still answers, and shows what it showed.
            let stateFile = scratch.file("state.json")
            send(WatchMessage("save-state", path: stateFile.path))
            let saved = try event("state-saved", number: 1)
            #expect(saved.state == shown)
            #expect(viewer.isRunning)
            #expect(!events.lines.contains { $0.contains("\"kind\":\"loaded\"") }, "nothing was handed over")
            let windows = try display.xdotool(["search", "--onlyvisible", "--pid", "\(viewer.pid)", "--name", "CellScope"])
            #expect(!windows.isEmpty, "the viewer's window is still open")
        }
    }
}
