import CellKit
import Foundation

extension ViewerWindow {
    /// Replaces the catalog's demo that has `new`'s id (a prototype file read again) and, when it is
    /// shown, shows the new one as the old one was shown: the same inspected item, pinned states,
    /// traits and tab, the live list's selection and scroll position. An item or state the new demo
    /// lacks falls back as after a `cellscope watch` reload.
    func replaceDemo(_ new: PreviewDemo) {
        guard let index = catalog.demos.firstIndex(where: { $0.id == new.id }) else { return }
        let state = sessionState
        var demos = catalog.demos
        demos[index] = new
        catalog = PreviewCatalog(demos)
        guard index == demoIndex else { return }
        let restored = ViewerOptions(restoring: state, catalog: catalog)
        let row = restored.itemID.flatMap { id in new.items.firstIndex { $0.id == id } } ?? 0
        selectDemo(index, row: row)
        if let states = restored.states { pin(states) }
        restoreLiveList(from: state)
    }
}
