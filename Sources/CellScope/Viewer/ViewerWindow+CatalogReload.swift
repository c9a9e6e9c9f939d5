import CellKit
import Foundation

extension ViewerWindow {
    /// Shows `new`, a rebuilt preview library's catalog, in place of the catalog: the sidebar lists its
    /// demos, and the demo shown is shown again from it as it was, with the same inspected item,
    /// pinned states, and the live list's selection and scroll position. The traits, tab, matrix
    /// columns, zoom, reference and the window itself stay as they are. A demo, item or state the new
    /// catalog lacks falls back as after a relaunch of the viewer.
    func replaceCatalog(_ new: PreviewCatalog) {
        precondition(!new.demos.isEmpty, "the viewer needs at least one demo")
        let state = sessionState
        catalog = new
        sidebar.show(new)
        let restored = ViewerOptions(restoring: state, catalog: new)
        let index = restored.demoID.flatMap { id in new.demos.firstIndex { $0.id == id } } ?? 0
        let row = restored.itemID.flatMap { id in new.demos[index].items.firstIndex { $0.id == id } } ?? 0
        selectDemo(index, row: row)
        if let states = restored.states { pin(states) }
        restoreLiveList(from: state)
    }
}
