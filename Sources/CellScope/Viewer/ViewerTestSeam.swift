import CGtk
import CellKit
import Foundation
import GtkSupport

/// What tests reach inside the viewer: the real GTK widgets to drive (switches, the slider, matrix
/// tiles) and the live cells and panels to check. Driving these widgets runs the same handlers a
/// click or a key press runs.
@preconcurrency @MainActor
struct ViewerTestSeam {
    let viewer: ViewerWindow

    /// The `GtkWindow`.
    var window: WidgetPointer { viewer.window }

    /// The inspector's `GtkSwitch` for a state name ("selected", a custom state's name, …).
    func stateSwitch(_ name: String) -> WidgetPointer? { viewer.stateInspector.switches[name] }

    /// The Dynamic Type slider (`GtkScale`, 0 = XS … 11 = AX5).
    var sizeScale: WidgetPointer { viewer.traitsBar.sizeScale }

    /// The canvas's dark appearance toggle button.
    var darkToggle: WidgetPointer { viewer.traitsBar.darkToggle }

    /// The live list of the demo shown.
    var liveList: UICollectionView? { viewer.canvas.list }

    /// The live cell of the inspected item.
    var inspectedCell: UICollectionViewCell? { viewer.canvas.cell(forRow: viewer.inspectedRow) }

    /// The live cell of a row.
    func liveCell(row: Int) -> UICollectionViewCell? { viewer.canvas.cell(forRow: row) }

    /// The resolved configuration the panel shows.
    var resolved: ResolvedConfiguration? { viewer.resolvedPanel.configuration }

    /// The provenance badge text the panel shows for a property key.
    func badge(_ key: String) -> String? { viewer.resolvedPanel.badgeText(forKey: key) }

    /// Whether the panel highlights a property as changed by the last state change.
    func isHighlighted(_ key: String) -> Bool { viewer.resolvedPanel.isHighlighted(key: key) }

    /// Shows a tab (as its switcher button does).
    func show(_ tab: ViewerTab) { viewer.select(tab: tab) }

    /// The matrix's tile button at a row and column (the matrix tab must have been shown).
    func matrixTile(row: Int, column: Int) -> WidgetPointer? {
        let buttons = viewer.matrix.tileButtons
        guard row < buttons.count, column < buttons[row].count else { return nil }
        return buttons[row][column]
    }

    /// Renders every pending matrix tile now.
    func finishMatrix() { viewer.matrix.finishRendering() }

    /// Renders every pending strip image now.
    func finishStrip() { viewer.strip.finishRendering() }

    /// The matrix's state checkbox for a state name.
    func matrixCheck(_ name: String) -> WidgetPointer? { viewer.matrix.stateChecks[name] }

    /// Exports a tab to `url` without the save dialog; false when the export failed.
    @discardableResult
    func export(_ tab: ViewerTab, to url: URL) -> Bool { viewer.exportTab(tab, to: url) }

    /// The status line's text.
    var status: String { Gtk.text(of: viewer.statusLabel) }

    /// Runs a window action as its keyboard shortcut does (`larger-text`, `toggle-dark`, …).
    func activate(_ action: String) { ViewerShortcuts.activate(action, on: viewer.window) }

    /// Lets the viewer notice input the list handled (what the canvas does after a real click or key).
    func noticeLiveInput() {
        viewer.canvas.interactionHappened()
        MainLoop.drainPending()
    }
}

extension ViewerWindow {
    /// The test seam of this window.
    var testSeam: ViewerTestSeam { ViewerTestSeam(viewer: self) }
}
