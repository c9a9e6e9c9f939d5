import CGtk
import CellKit
import CellKitGTK
import Foundation
import GtkSupport

/// Why the inspection is refreshed; it decides what the "changed just now" highlight shows.
enum InspectionChange {
    /// Another item or demo: nothing is highlighted.
    case item
    /// A switch, a matrix tile or "follow live": the highlight shows what this change altered.
    case state
    /// The user interacted with the live list: highlighted when the cell's states changed.
    case live
    /// Canvas traits: the highlight stays as it was.
    case traits
}

extension ViewerWindow {
    // MARK: Demo, item, traits

    /// Shows a demo and inspects one of its rows.
    func selectDemo(_ index: Int, row: Int = 0) {
        guard catalog.demos.indices.contains(index) else { return }
        demoIndex = index
        sidebar.select(index)
        pinned = nil
        inspectedRow = max(0, min(row, demo.items.count - 1))
        canvas.show(demo, context: context)
        lastLiveSelection = nil
        stateInspector.load(demo)
        matrix.load(demo)
        gtk_window_set_title(windowRef.window, "CellScope: \(demo.title)")
        status("\(demo.title): \(demo.items.count) items, \(demo.customStates.count) custom states. Press F1 for shortcuts.")
        refreshInspection(.item)
        restoreReference()
    }

    /// Builds the demo's list (or screen) again from its factory, so the data is as at the start
    /// (after rows were deleted, archived or moved), and inspects the same row; pinned states are released.
    func resetDemo() {
        selectDemo(demoIndex, row: inspectedRow)
        status("Reset “\(demo.title)”: its data is as when the demo was opened.")
    }

    /// Inspects another row of the demo.
    func inspect(row: Int) {
        guard demo.items.indices.contains(row), row != inspectedRow || pinned != nil else { return }
        if pinned != nil { canvas.force(nil, onRow: inspectedRow) }
        pinned = nil
        inspectedRow = row
        refreshInspection(.item)
        restoreReference()
    }

    /// Applies new canvas traits (from the controls, a shortcut or a matrix tile).
    func setContext(_ new: PreviewContext, fromControls: Bool = false) {
        guard new != context else { return }
        context = new
        if !fromControls { traitsBar.show(new) }
        canvas.apply(new)
        refreshInspection(.traits)
    }

    // MARK: States

    /// A state switch changed: the cell is pinned to the switches' states with this one changed.
    func setState(_ states: ForcedStates, _ on: Bool) {
        pin(shownStates.setting(states, on))
    }

    /// Pins the inspected cell to exactly `states` (nil: it follows its live state again) and
    /// regenerates it.
    func pin(_ states: ForcedStates?) {
        pinned = states
        canvas.force(states?.overrides(customStates: demo.customStates), onRow: inspectedRow)
        refreshInspection(.state)
    }

    /// Loads a matrix tile's combination: its states, and its text size or appearance.
    func loadCombination(_ states: ForcedStates, context tileContext: PreviewContext) {
        var new = context
        new.contentSizeCategory = tileContext.contentSizeCategory
        new.userInterfaceStyle = tileContext.userInterfaceStyle
        setContext(new)
        pin(states)
        select(tab: .inspector)
        status("Loaded \(states.label(customStates: demo.customStates)) at \(ContentSizeNames.name(of: new.contentSizeCategory)), "
            + (new.userInterfaceStyle == .dark ? "dark" : "light") + " into the inspector.")
    }

    /// The user clicked, typed or scrolled in the live list.
    func liveInteraction() {
        // The inspector follows the list's selection when it changed, else the row a click ended
        // on (a row the demo deselects again, a switch in a row); a scroll or a key that moved
        // nothing leaves the inspected item alone.
        let selected = canvas.selectedRow
        let clicked = canvas.takeClickedRow()
        defer { lastLiveSelection = selected }
        if let selected, selected != lastLiveSelection, selected != inspectedRow {
            inspect(row: selected)
        } else if let clicked, clicked != inspectedRow {
            inspect(row: clicked)
        } else {
            refreshInspection(.live)
        }
    }

    // MARK: Inspection

    /// Reads the inspected cell again and updates the switches, the resolved configuration, the
    /// matrix and the strip.
    func refreshInspection(_ change: InspectionChange) {
        defer { scheduleReferenceComparison() }
        canvas.outline(nil)
        guard !demo.items.isEmpty else {
            resolvedPanel.showUnavailable("The demo “\(demo.title)” declares no items to inspect.")
            return
        }
        // Input in the list (a scroll, say) never scrolls the inspected row back into view.
        let cell = canvas.cell(forRow: inspectedRow, scrolling: change != .live)
        if cell == nil, change == .live { return }
        let live = cell.map { ForcedStates(reading: $0.effectiveConfigurationState, customStates: demo.customStates) }
        let states = pinned ?? live ?? ForcedStates()
        let statesChanged = states != shownStates
        shownStates = states
        stateInspector.show(row: inspectedRow, selection: states, pinned: pinned != nil)
        checks.check(demo, context: context)
        matrix.show(demo: demo, item: item, base: context)
        matrix.markCurrent(states: states, context: context)
        strip.show(demo: demo, item: item, states: states, base: context)
        guard let cell else {
            lastResolved = nil
            highlightedKeys = []
            let message = "The demo's list does not show the item “\(item.title)” (row \(inspectedRow + 1)), so there is no cell to inspect."
            resolvedPanel.showUnavailable(message)
            status(message, isError: true)
            return
        }

        let facts = CellFacts(cell: cell)
        let resolved = ResolvedConfiguration(facts: facts, baseline: probe.facts(demo: demo, row: inspectedRow, context: context))
        switch change {
        case .item: highlightedKeys = []
        case .state: highlightedKeys = lastResolved.map { resolved.changedKeys(since: $0) } ?? []
        case .live: if statesChanged { highlightedKeys = lastResolved.map { resolved.changedKeys(since: $0) } ?? [] }
        case .traits: break
        }
        lastResolved = resolved
        let caption = "\(facts.cellClassName) · “\(item.title)” · \(states.label(customStates: demo.customStates)) · "
            + "\(TraitsBar.sizeDescription(context.contentSizeCategory)), \(context.userInterfaceStyle == .dark ? "dark" : "light")"
        resolvedPanel.show(resolved, highlighted: highlightedKeys, caption: caption)
    }

    // MARK: Shortcuts

    /// Runs a viewer action (a shortcut or a button).
    func perform(_ action: String) {
        var new = context
        let sizes = ContentSizeNames.all.map(\.category)
        let sizeIndex = sizes.firstIndex(of: context.contentSizeCategory) ?? 3
        switch action {
        case "larger-text": new.contentSizeCategory = sizes[min(sizes.count - 1, sizeIndex + 1)]
        case "smaller-text": new.contentSizeCategory = sizes[max(0, sizeIndex - 1)]
        case "default-text": new.contentSizeCategory = .large
        case "zoom-in": setZoom(CanvasZoom.zoomedIn(from: canvas.shownZoom))
        case "zoom-out": setZoom(CanvasZoom.zoomedOut(from: canvas.shownZoom))
        case "zoom-actual": setZoom(.actualSize)
        case "zoom-fit": setZoom(.fit)
        case "toggle-dark": new.userInterfaceStyle = context.userInterfaceStyle == .dark ? .light : .dark
        case "toggle-rtl": new.layoutDirection = context.layoutDirection == .rightToLeft ? .leftToRight : .rightToLeft
        case "toggle-bold": new.isBoldText.toggle()
        case "toggle-contrast": new.isHighContrast.toggle()
        case "follow-live": pin(nil)
        case "reset-demo": resetDemo()
        case "undo": undoDemoChange()
        case "redo": redoDemoChange()
        case "tab-inspector": select(tab: .inspector)
        case "tab-matrix": select(tab: .matrix)
        case "tab-strip": select(tab: .strip)
        case "tab-checks": select(tab: .checks)
        case "next-demo": selectDemo((demoIndex + 1) % catalog.demos.count)
        case "previous-demo": selectDemo((demoIndex + catalog.demos.count - 1) % catalog.demos.count)
        case "export": exportCurrentTab()
        case "save-view": saveView()
        case "open-view": openView()
        case "compare-reference": openReferenceDialog()
        case "show-shortcuts": shortcuts?.showShortcutsWindow()
        case "close": onClose?()
        default: break
        }
        setContext(new)
    }

    // MARK: Export

    /// Asks where to save the current tab as a PNG, then writes it; the Checks tab's PNG is written
    /// once its checks are complete, while the window goes on answering input.
    func exportCurrentTab() {
        let tab = currentTab
        var name = "\(demo.id)-\(tab.rawValue)"
        if !demo.items.isEmpty, tab != .strip || strip.subject == .cell { name += "-\(item.id)" }
        export.askForDestination(parent: window, title: "Export \(tab.title)", suggestedName: name + ".png") { [weak self] url in
            guard let self else { return }
            let withLegend = export.isChosen(.legend, in: .png)
            guard tab == .checks, checks.isChecking else {
                exportTab(tab, to: url, withLegend: withLegend)
                return
            }
            status("Exporting the checks once they finish (they run while the Checks tab is shown)…")
            checks.whenReportIsComplete { [weak self] end in
                switch end {
                case .complete: self?.exportTab(.checks, to: url, withLegend: withLegend)
                case .abandoned(let reason): self?.status("Export of the checks cancelled: \(reason).", isError: true)
                }
            }
        }
    }

    /// Writes a tab's image to `url` (atomically; the status line names a replaced file), with a
    /// legend below it when asked (``ExportLegend``). Errors go to the status line.
    @discardableResult
    func exportTab(_ tab: ViewerTab, to url: URL, withLegend: Bool = false) -> Bool {
        status("Exporting \(tab.title.lowercased())…")
        do {
            var sheet: ImageSheet
            switch tab {
            case .matrix: sheet = try matrix.composeSheet()
            case .strip: sheet = try strip.composeSheet()
            case .inspector: sheet = try ImageSheet(canvasImage())
            case .checks: sheet = try ImageSheet(checksImage())
            }
            if withLegend {
                let legend = ExportLegend(demo: demo, item: demo.items.isEmpty ? nil : item, states: shownStates, context: context)
                sheet = sheet.appending(try legend.band(width: sheet.width, scale: 1))
            }
            let view = SavedView(state: sessionState)
            try PNGExport.write(sheet, to: url) { [weak self] message in self?.status(message.prefix(1).uppercased() + message.dropFirst()) }
            try view.write(to: SavedView.url(besideExport: url))
            return true
        } catch {
            status("Export failed: \(error)", isError: true)
            return false
        }
    }

    /// The Checks tab as shown, once its checks are complete.
    func checksImage() throws -> PixelImage {
        checks.finish()
        Snapshotter.waitForDraw(checks.panel.widget)
        return try Snapshotter.render(widget: checks.panel.widget)
    }

    /// The live list as shown (with its pinned states), at the canvas size and `scale` pixels per
    /// point, without the outline of a finding or the transient scroll indicator a recent scroll shows.
    func canvasImage(scale: Double = 1) throws -> PixelImage {
        guard let root = canvas.root else { throw PreviewRenderer.Failure(description: "no demo is shown") }
        let widget = GtkEmbedding.widget(for: root)
        return try canvas.withoutOverlays {
            Snapshotter.waitForDraw(widget)
            return try Snapshotter.render(widget: widget, scale: scale)
        }
    }
}
