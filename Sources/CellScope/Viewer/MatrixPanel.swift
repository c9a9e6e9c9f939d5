import CGtk
import CellKit
import Foundation
import GtkSupport

/// The state matrix: the inspected cell in every combination of the chosen states (rows) against the
/// twelve Dynamic Type sizes or light and dark (columns). Tiles render one by one while the tab is
/// shown; clicking a tile loads its combination into the inspector.
@preconcurrency @MainActor
final class MatrixPanel {
    enum Columns: Int { case sizes = 0, appearance = 1 }

    private struct TileKey: Hashable {
        let demoID: String
        let itemID: String
        let states: ForcedStates
        let context: PreviewContext
    }

    static let defaultStates = ["highlighted", "selected", "disabled"]
    static let maximumStates = 5
    static let zooms: [Double] = [0.5, 0.75, 1]

    let widget: WidgetPointer
    private let checksBox: ReflowingBox
    private(set) var stateChecks: [String: WidgetPointer] = [:]
    private(set) var columnsDropDown: WidgetPointer!
    private var zoomDropDown: WidgetPointer!
    private(set) var exportButton: WidgetPointer!
    private let summary: WidgetPointer
    private let gridSlot: WidgetPointer
    /// The tile buttons, row by row (tests click them).
    private(set) var tileButtons: [[WidgetPointer]] = []
    /// The rendered tiles (nil while rendering).
    private(set) var results: [[Result<PixelImage, any Error>?]] = []
    private(set) var rows: [ForcedStates] = []
    private(set) var columnContexts: [(label: String, context: PreviewContext)] = []
    private(set) var chosenStates: [String] = defaultStates
    private(set) var columns = Columns.sizes
    private var zoom = 0.5
    private var demo: PreviewDemo?
    private var item: PreviewItem?
    private var base = PreviewContext()
    /// Rendered tiles by combination, so showing a combination again renders nothing: at most
    /// `tileCacheBytes` (48 MB) of pixels in at most `tileCacheCount` (600) tiles; the least recently
    /// shown go first. (The tiles on screen are held by the grid itself, whatever this cache keeps.)
    private var cache = BoundedCache<TileKey, Result<PixelImage, any Error>>(countLimit: tileCacheCount,
                                                                              costLimit: tileCacheBytes)
    static let tileCacheBytes = 48 << 20
    static let tileCacheCount = 600
    private var needsRebuild = true
    /// The inspector's combination, outlined in the grid.
    private var current: (states: ForcedStates, context: PreviewContext)?
    private var isUpdatingChecks = false
    private let queue: RenderQueue
    private let renderer: OffscreenRenderer

    var onTileActivated: (@MainActor (ForcedStates, PreviewContext) -> Void)?
    /// The Checks tab's findings by permutation: tiles with one carry a badge.
    var findings: TileFindings? {
        didSet { refreshBadges() }
    }
    var onExport: (@MainActor () -> Void)?
    var onStatus: (@MainActor (String) -> Void)?
    /// Whether the tab is shown; tiles render only then.
    var isActive = false { didSet { if isActive, needsRebuild { rebuild() } } }

    init(renderer: OffscreenRenderer, queue: RenderQueue) {
        self.renderer = renderer
        self.queue = queue
        checksBox = ReflowingBox { flowBox in
            gtk_flow_box_set_selection_mode(flowBox.opaque, GTK_SELECTION_NONE)
            gtk_flow_box_set_max_children_per_line(flowBox.opaque, 8)
            gtk_flow_box_set_column_spacing(flowBox.opaque, 4)
            gtk_widget_set_hexpand(flowBox, 1)
        }
        summary = Gtk.label("", classes: ["dim-label"])
        gridSlot = Gtk.box(vertical: true, classes: ["matrix-grid"])
        let box = Gtk.box(vertical: true, spacing: 0, classes: ["panel"])
        let controls = Gtk.box(vertical: true, spacing: 6, classes: ["panel-controls"])
        let rowsLine = Gtk.box(vertical: false, spacing: 8)
        let rowsTitle = Gtk.label("Rows: every combination of", classes: ["traits-title"])
        gtk_widget_set_valign(rowsTitle, GTK_ALIGN_CENTER)
        Gtk.append(rowsLine, rowsTitle, checksBox.widget)
        let optionsLine = Gtk.box(vertical: false, spacing: 8)
        widget = box
        columnsDropDown = Gtk.dropDown(["Columns: the 12 text sizes", "Columns: light and dark"], selected: 0,
                                       tooltip: "What varies across the columns") { [weak self] index in
            self?.setColumns(Columns(rawValue: index) ?? .sizes)
        }
        zoomDropDown = Gtk.dropDown(Self.zooms.map { "Zoom \(Int($0 * 100))%" }, selected: 0, tooltip: "Tile zoom") { [weak self] index in
            self?.zoom = Self.zooms[index]
            self?.setNeedsRebuild()
        }
        exportButton = Gtk.button("_Export matrix…", tooltip: "Save the whole grid as one PNG (Ctrl+E)") { [weak self] in self?.onExport?() }
        let spacer = Gtk.box(vertical: false)
        gtk_widget_set_hexpand(spacer, 1)
        Gtk.append(optionsLine, columnsDropDown, zoomDropDown, summary, spacer, exportButton)
        Gtk.append(controls, rowsLine, optionsLine)
        let scrolled = Gtk.scrolled(gridSlot)
        gtk_widget_set_vexpand(scrolled, 1)
        gtk_widget_add_css_class(scrolled, "canvas-backdrop")
        Gtk.append(box, controls, scrolled)
    }

    /// Sets what varies across the columns; two appearance columns fit at full size, twelve sizes at half.
    func setColumns(_ columns: Columns) {
        guard columns != self.columns || gtk_drop_down_get_selected(columnsDropDown.opaque) != guint(columns.rawValue) else { return }
        self.columns = columns
        zoom = columns == .sizes ? 0.5 : 1
        gtk_drop_down_set_selected(columnsDropDown.opaque, guint(columns.rawValue))
        gtk_drop_down_set_selected(zoomDropDown.opaque, guint(Self.zooms.firstIndex(of: zoom) ?? 0))
        setNeedsRebuild()
    }

    /// Offers a demo's states as rows (system and custom).
    func load(_ demo: PreviewDemo) {
        stateChecks = [:]
        let names = ForcedStates.names(customStates: demo.customStates)
        chosenStates = Self.defaultStates.filter { names.contains($0) }
        for name in names {
            let check = gtk_check_button_new_with_label(StateInspector.systemTitles[name] ?? name)!
            gtk_check_button_set_active(check.cast(), chosenStates.contains(name) ? 1 : 0)
            Signals.connect(check.raw, "toggled") { [weak self, check] in
                self?.checkToggled(name, on: gtk_check_button_get_active(check.cast()) != 0, check: check)
            }
            stateChecks[name] = check
        }
        checksBox.setChildren(names.compactMap { stateChecks[$0] })
        cache.removeAll()
        // The grid is rebuilt when `show` brings this demo's item and traits; tiles of the old demo
        // still waiting are dropped now, even while the tab is hidden.
        queue.cancelAll()
        self.demo = nil
        needsRebuild = true
    }

    private func checkToggled(_ name: String, on: Bool, check: WidgetPointer) {
        guard !isUpdatingChecks else { return }
        if on, chosenStates.count >= Self.maximumStates {
            isUpdatingChecks = true
            gtk_check_button_set_active(check.cast(), 0)
            isUpdatingChecks = false
            onStatus?("The matrix takes at most \(Self.maximumStates) states (\(1 << Self.maximumStates) rows); switch one off first.")
            return
        }
        let order = ForcedStates.names(customStates: demo?.customStates ?? [])
        chosenStates = order.filter { $0 == name ? on : chosenStates.contains($0) }
        setNeedsRebuild()
    }

    /// Sets what the matrix shows: the item and the canvas traits the columns start from.
    func show(demo: PreviewDemo, item: PreviewItem, base: PreviewContext) {
        let changed = self.demo?.id != demo.id || self.item != item || self.base != base
        self.demo = demo
        self.item = item
        self.base = base
        if changed { setNeedsRebuild() }
    }

    private func setNeedsRebuild() {
        needsRebuild = true
        // Waiting tiles show a combination no longer asked for (the rebuild enqueues the new ones).
        queue.cancelAll()
        if isActive { rebuild() }
    }

    private func rebuild() {
        needsRebuild = false
        queue.cancelAll()
        Gtk.removeAllChildren(of: gridSlot)
        tileButtons = []
        results = []
        guard let demo, let item else { return }
        rows = ForcedStates.allCombinations(of: chosenStates.compactMap { ForcedStates(named: $0, customStates: demo.customStates) })
        let sheetColumns: MatrixSheet.Columns = columns == .sizes
            ? .sizes(ContentSizeNames.all.map(\.category)) : .appearances([.light, .dark])
        columnContexts = sheetColumns.contexts(from: base)
        Gtk.setText(summary, "\(rows.count) rows × \(columnContexts.count) columns · \(item.title)")

        let grid = gtk_grid_new()!
        gtk_grid_set_column_spacing(grid.cast(), 8)
        gtk_grid_set_row_spacing(grid.cast(), 8)
        for (column, entry) in columnContexts.enumerated() {
            gtk_grid_attach(grid.cast(), Gtk.label(entry.label, classes: ["matrix-header"], xalign: 0.5), Int32(column + 1), 0, 1, 1)
        }
        let width = Int(base.width)
        for (row, states) in rows.enumerated() {
            // A rule above each row, so rows of very different heights still read as a table.
            gtk_grid_attach(grid.cast(), gtk_separator_new(GTK_ORIENTATION_HORIZONTAL)!, 0, Int32(2 * row + 1),
                            Int32(columnContexts.count + 1), 1)
            let gridRow = Int32(2 * row + 2)
            let label = Gtk.label(states.label(customStates: demo.customStates), classes: ["matrix-row-label"], wrap: true)
            gtk_widget_set_size_request(label, 140, -1)
            gtk_widget_set_valign(label, GTK_ALIGN_START)
            gtk_widget_set_margin_top(label, 6)
            gtk_label_set_max_width_chars(label.opaque, 18)
            gtk_grid_attach(grid.cast(), label, 0, gridRow, 1, 1)
            var buttons: [WidgetPointer] = []
            var rowResults: [Result<PixelImage, any Error>?] = []
            for (column, entry) in columnContexts.enumerated() {
                let button = gtk_button_new()!
                Gtk.addClasses(button, ["flat", "tile"])
                gtk_widget_set_valign(button, GTK_ALIGN_START)
                gtk_widget_set_tooltip_text(button, "\(states.label(customStates: demo.customStates)) · \(entry.label): click to inspect")
                Signals.connect(button.raw, "clicked") { [weak self] in self?.tileClicked(row: row, column: column) }
                gtk_grid_attach(grid.cast(), button, Int32(column + 1), gridRow, 1, 1)
                buttons.append(button)
                let key = TileKey(demoID: demo.id, itemID: item.id, states: states, context: entry.context)
                if let cached = cache.value(for: key) {
                    gtk_button_set_child(button.cast(), tileContent(cached, row: row, column: column))
                    rowResults.append(cached)
                } else {
                    gtk_button_set_child(button.cast(), TileWidgets.placeholder(width: width, height: 44, scale: zoom))
                    rowResults.append(nil)
                    let context = entry.context
                    queue.enqueue({ [renderer] in
                        try renderer.prepareCell(demo, item: item, states: states, context: context)
                    }, completion: { [weak self] result in
                        self?.tileRendered(result, key: key, row: row, column: column)
                    })
                }
            }
            tileButtons.append(buttons)
            results.append(rowResults)
        }
        Gtk.append(gridSlot, grid)
        outlineCurrentTile()
    }

    private func tileRendered(_ result: Result<PixelImage, any Error>, key: TileKey, row: Int, column: Int) {
        cache.insert(result, for: key, cost: (try? result.get().rgba.count) ?? 64)
        guard row < results.count, column < results[row].count else { return }
        results[row][column] = result
        gtk_button_set_child(tileButtons[row][column].cast(), tileContent(result, row: row, column: column))
        if case .failure(let error) = result { onStatus?("A matrix tile could not be rendered: \(error)") }
    }

    /// A rendered tile, with a badge when the checks found something in its permutation.
    private func tileContent(_ result: Result<PixelImage, any Error>, row: Int, column: Int) -> WidgetPointer {
        let content = TileWidgets.content(for: result, tileWidth: Int(base.width), scale: zoom)
        guard let demo, let item, let findings else { return content }
        return TileWidgets.badged(content, severity: findings.severity(demo: demo, item: item, states: rows[row],
                                                                       context: columnContexts[column].context))
    }

    /// Puts the badges of ``findings`` on the rendered tiles.
    private func refreshBadges() {
        for (row, rowResults) in results.enumerated() {
            for (column, result) in rowResults.enumerated() {
                if let result { gtk_button_set_child(tileButtons[row][column].cast(), tileContent(result, row: row, column: column)) }
            }
        }
    }

    private func tileClicked(row: Int, column: Int) {
        guard row < rows.count, column < columnContexts.count else { return }
        onTileActivated?(rows[row], columnContexts[column].context)
    }

    /// Outlines the tile showing `states` in `context` (the inspector's current combination).
    func markCurrent(states: ForcedStates, context: PreviewContext) {
        current = (states, context)
        outlineCurrentTile()
    }

    private func outlineCurrentTile() {
        for (row, buttons) in tileButtons.enumerated() {
            for (column, button) in buttons.enumerated() {
                Gtk.setClass(button, "current", rows[row] == current?.states && columnContexts[column].context == current?.context)
            }
        }
    }

    /// Renders every missing tile now.
    func finishRendering() {
        if needsRebuild { rebuild() }
        queue.finishAll()
    }

    /// The whole grid as one sheet (rendering missing tiles first).
    func composeSheet() throws -> ImageSheet {
        finishRendering()
        guard let demo else { throw PreviewRenderer.Failure(description: "no demo is shown") }
        let tiles = results.map { row in
            row.map { $0 ?? .failure(PreviewRenderer.Failure(description: "not rendered")) }
        }
        return try SheetComposer.compose(tiles: tiles, rowLabels: rows.map { $0.label(customStates: demo.customStates) },
                                         columnLabels: columnContexts.map(\.label), tileWidth: Int(base.width), renderer: renderer)
    }
}
