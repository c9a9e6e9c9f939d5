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

    /// Asks for a saved view file and shows it; a file that is not a view this viewer can open
    /// leaves the window as it was and says why in the status line.
    func openView() {
        export.askForFileToOpen(parent: window, title: "Open View", kind: .viewToOpen) { [weak self] url in
            guard let self else { return }
            let view: SavedView
            do { view = try SavedView.read(from: url, catalog: catalog) } catch {
                status("Cannot open the view: \(error)", isError: true)
                return
            }
            show(view)
            status("Opened the view \(url.lastPathComponent)")
            restoreReference(from: view.state, relativeTo: view.folder)
        }
    }

    /// Shows a saved view: its demo and item, pinned states, traits, tab and live list.
    func show(_ view: SavedView) {
        let options = ViewerOptions(restoring: view.state, catalog: catalog)
        if let index = catalog.demos.firstIndex(where: { $0.id == options.demoID }), index != demoIndex { selectDemo(index) }
        if let itemID = options.itemID, let row = demo.items.firstIndex(where: { $0.id == itemID }) { inspect(row: row) }
        setContext(options.context)
        pin(options.states)
        matrix.setColumns(options.matrixColumns)
        select(tab: options.tab)
        restoreLiveList(from: view.state)
    }
}
