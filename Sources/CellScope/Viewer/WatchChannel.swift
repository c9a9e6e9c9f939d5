import Foundation
import GtkSupport
import ProcessSupport

/// The viewer's side of the line protocol with `cellscope watch` (``WatchMessage``): a thread reads
/// commands from standard input and hands each to the main actor; events go to standard output.
/// When standard input ends (the watcher has gone, however it ended) the viewer closes, so that no
/// viewer outlives its watcher.
@preconcurrency @MainActor
final class WatchChannel {
    private weak var viewer: ViewerWindow?
    private let banner: BuildErrorBanner
    private let quit: @MainActor () -> Void

    init(viewer: ViewerWindow, quit: @escaping @MainActor () -> Void) {
        self.viewer = viewer
        banner = viewer.buildErrorBanner
        self.quit = quit
    }

    /// Starts reading commands.
    func start() {
        LineReader.start(.standardInput, name: "watch-channel", line: { [weak self] line in
            Task { @MainActor [weak self] in self?.handle(line) }
        }, end: { [weak self] _ in  // a command the watch cut off mid-line is not run
            Task { @MainActor [weak self] in self?.quit() }
        })
    }

    /// Writes an event line.
    static func send(_ event: WatchMessage) {
        FileHandle.standardOutput.write(Data((WatchMessage.eventPrefix + event.line + "\n").utf8))
    }

    /// Carries out one command.
    func handle(_ line: String) {
        guard let message = WatchMessage(line: line), let viewer else { return }
        switch message.kind {
        case "building":
            viewer.status(message.text ?? "Building…")
        case "build-failed":
            banner.show(message.diagnostics ?? [], fallback: message.text)
            viewer.status("The build failed; fix the error and save to reload.", isError: true)
            Self.send(WatchMessage("showing-error", text: banner.text))
        case "status":
            banner.hide()
            viewer.status(message.text ?? "")
        case "save-state":
            guard let path = message.path else { return }
            let state = viewer.sessionState
            do {
                try state.write(to: URL(fileURLWithPath: path))
                Self.send(WatchMessage("state-saved", path: path, state: state))
            } catch {
                Self.send(WatchMessage("state-failed", text: "\(error)", path: path))
            }
        case "load":
            guard let path = message.path else { return }
            ViewerRunLoop.perform { [weak viewer] in
                guard let viewer else { return }
                PreviewLibraryLoad.load(path, into: viewer)
            }
        case "quit":
            quit()
        default:
            break
        }
    }
}
