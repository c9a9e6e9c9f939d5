import Foundation

extension ViewerWindow {
    /// Asks where to save the view (``SavedView``), then writes it atomically; the status line says
    /// where it went, or why it could not be written.
    func saveView() {
        let name = demo.items.isEmpty ? demo.id : "\(demo.id)-\(item.id)"
        export.askForDestination(parent: window, title: "Save View", suggestedName: name + ".view.json", kind: .view) { [weak self] url in
            guard let self else { return }
            do {
                try SavedView(state: sessionState).write(to: url)
                status("Saved the view to \(url.lastPathComponent); reopen it with cellscope view --open \(url.lastPathComponent)")
            } catch {
                status("Saving the view failed: \(error)", isError: true)
            }
        }
    }
}
