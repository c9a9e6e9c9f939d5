import CellKit
import Foundation

extension ViewerWindow {
    /// What the window shows now, for `cellscope watch` to restore after a rebuild.
    var sessionState: ViewerSessionState {
        let offset = canvas.list?.contentOffset ?? .zero
        return ViewerSessionState(
            demo: demo.id,
            item: demo.items.isEmpty ? nil : item.id,
            pinnedStates: pinned?.names(customStates: demo.customStates),
            selectedItem: canvas.selectedRow.flatMap { demo.items.indices.contains($0) ? demo.items[$0].id : nil },
            tab: currentTab.rawValue,
            matrixColumns: matrix.columns == .appearance ? "appearance" : "sizes",
            size: ContentSizeNames.name(of: context.contentSizeCategory),
            appearance: context.userInterfaceStyle == .dark ? "dark" : "light",
            direction: context.layoutDirection == .rightToLeft ? "rtl" : "ltr",
            boldText: context.isBoldText,
            highContrast: context.isHighContrast,
            width: Double(context.width),
            device: context.device?.name,
            orientation: context.device.map { _ in context.orientation.rawValue },
            tint: context.tintColor.map(TintColorHex.string(of:)),
            scrollX: Double(offset.x),
            scrollY: Double(offset.y),
            reference: referenceOverlay.setting
        )
    }

    /// The text the inspected cell shows (its list content configuration's `text`), if any.
    var inspectedCellText: String? {
        guard !demo.items.isEmpty, let cell = canvas.cell(forRow: inspectedRow, scrolling: false) else { return nil }
        return (cell.contentConfiguration as? UIListContentConfiguration)?.text
    }

    /// Restores what only exists once the window is up: the live list's selection, then its
    /// scroll position (after the inspector scrolled the inspected row into view).
    func restoreLiveList(from state: ViewerSessionState) {
        guard let list = canvas.list else { return }
        if let selected = state.selectedItem, let row = demo.items.firstIndex(where: { $0.id == selected }),
           let indexPath = list.indexPath(forPreviewRow: row) {
            list.selectItem(at: indexPath, animated: false, scrollPosition: [])
            lastLiveSelection = row
        }
        list.contentOffset = CGPoint(x: state.scrollX, y: state.scrollY)
        canvas.root?.layoutIfNeeded()
    }
}

extension ViewerOptions {
    /// The options that reopen the viewer as `state` left it, checked against the catalog: a demo or
    /// item that no longer exists falls back to the first, and a state name the demo no longer
    /// declares is dropped.
    init(restoring state: ViewerSessionState, catalog: PreviewCatalog) {
        self.init()
        let demo = catalog.demo(withID: state.demo) ?? catalog.demos.first
        demoID = demo?.id
        if let demo, let item = state.item, demo.item(withID: item) != nil { itemID = item }
        tab = ViewerTab(rawValue: state.tab) ?? .inspector
        matrixColumns = state.matrixColumns == "appearance" ? .appearance : .sizes
        if let names = state.pinnedStates {
            let custom = demo?.customStates ?? []
            states = names.compactMap { ForcedStates(named: $0, customStates: custom) }.reduce(ForcedStates()) { $0.union($1) }
        }
        context.contentSizeCategory = ContentSizeNames.category(named: state.size) ?? .large
        context.userInterfaceStyle = state.appearance == "dark" ? .dark : .light
        context.layoutDirection = state.direction == "rtl" ? .rightToLeft : .leftToRight
        context.isBoldText = state.boldText
        context.isHighContrast = state.highContrast
        if state.width >= 200, state.width <= 2000 { context.width = CGFloat(state.width) }
        context.tintColor = state.tint.flatMap(TintColorHex.color)
        if let name = state.device, let device = PreviewDevice.named(name) {
            context.device = device
            context.orientation = PreviewDevice.Orientation(rawValue: state.orientation ?? "") ?? .portrait
        }
    }
}
