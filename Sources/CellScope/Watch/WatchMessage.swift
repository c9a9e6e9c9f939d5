import Foundation

/// The line protocol between `cellscope watch` and the viewer it runs (`view --watched`): one JSON
/// object per line. The watcher writes commands to the viewer's standard input; the viewer answers
/// with events on its standard output, each line starting with ``eventPrefix`` so that other output
/// passes through untouched.
///
/// Commands: `building` (a save was seen, a build runs), `build-failed` (with `diagnostics`, or
/// `text` when no `file:line:column: error:` line was found), `status` (`text` for the status line),
/// `save-state` (write the state to `path`), `load` (open the rebuilt preview library at `path` in
/// this process and show its catalog), `quit`. Events: `ready` (the window has drawn; `state` is what
/// it shows, `text` the inspected cell's text), `state-saved` (`path` is complete), `showing-error`
/// (`text` is what the error banner shows), `loaded` (the library's catalog was handed over; `ready`
/// follows once it is drawn), `load-failed` (`text` says why; the viewer shows what it showed).
package struct WatchMessage: Codable, Equatable, Sendable {
    /// What a viewer event line starts with.
    package static let eventPrefix = "cellscope-watch: "

    /// The command or event.
    package var kind: String
    /// A status or error text.
    package var text: String?
    /// A state file's path.
    package var path: String?
    /// A failed build's errors.
    package var diagnostics: [BuildDiagnostic]?
    /// The state a viewer shows.
    package var state: ViewerSessionState?

    /// Creates a message.
    package init(_ kind: String, text: String? = nil, path: String? = nil, diagnostics: [BuildDiagnostic]? = nil,
                state: ViewerSessionState? = nil) {
        self.kind = kind
        self.text = text
        self.path = path
        self.diagnostics = diagnostics
        self.state = state
    }

    /// The message as one line of JSON (no newline inside: JSON escapes them).
    package var line: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? #"{"kind":"invalid"}"#
    }

    /// Reads a line written by ``line``; nil for anything else.
    package init?(line: some StringProtocol) {
        guard let message = try? JSONDecoder().decode(WatchMessage.self, from: Data(line.utf8)) else { return nil }
        self = message
    }
}
