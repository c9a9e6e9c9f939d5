import CellKit
import Foundation

/// Undo for what the demo changes in its own data (a swipe action's delete): the demo registers the
/// change with its `undoManager`, as iOS code does; the status line then offers Undo (Ctrl+Z), and
/// Redo (Ctrl+Shift+Z) puts it back. Reset Demo still restores everything.
extension ViewerWindow {
    /// Starts reporting each change the demo registers, once its undo group closes.
    func observeDemoChanges() -> NSObjectProtocol {
        NotificationCenter.default.addObserver(forName: .NSUndoManagerDidCloseUndoGroup, object: canvas.undoManager,
                                               queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.demoChangeRecorded() }
        }
    }

    /// The demo recorded a change: the status line names it and how to undo it.
    private func demoChangeRecorded() {
        let manager = canvas.undoManager
        guard manager.groupingLevel == 0, !manager.isUndoing, !manager.isRedoing, manager.canUndo else { return }
        let change = manager.undoActionName.isEmpty ? "The demo's data changed" : manager.undoActionName
        status("\(change). \(manager.undoMenuItemTitle) with Ctrl+Z; Reset Demo (Ctrl+Shift+R) restores all its data.")
    }

    /// Undoes the demo's last recorded change.
    func undoDemoChange() { step(undoing: true) }

    /// Redoes the change undone last.
    func redoDemoChange() { step(undoing: false) }

    /// Undoes or redoes one change, and says in the status line what was done and what comes next.
    private func step(undoing: Bool) {
        let manager = canvas.undoManager
        guard undoing ? manager.canUndo : manager.canRedo else {
            status("Nothing to \(undoing ? "undo" : "redo") in “\(demo.title)”.")
            return
        }
        let title = undoing ? manager.undoMenuItemTitle : manager.redoMenuItemTitle
        if undoing { manager.undo() } else { manager.redo() }
        let next = undoing ? "\(manager.redoMenuItemTitle) with Ctrl+Shift+Z" : "\(manager.undoMenuItemTitle) with Ctrl+Z"
        status("\(title): done. \(next).")
        refreshInspection(.live)
    }
}
