import CellKit
import Foundation

/// Checks a saved view's values against the demos a viewer has: each unknown value is an error
/// that names its key and lists the valid values.
struct SavedViewValidation {
    let catalog: PreviewCatalog

    func check(_ state: ViewerSessionState) throws(CommandLineError) {
        guard let demo = catalog.demo(withID: state.demo) else {
            throw unknown("demo", state.demo, catalog.demos.map(\.id))
        }
        let items = demo.items.map(\.id)
        if let item = state.item {
            guard items.contains(item) else { throw unknown("item", item, items) }
        } else if !items.isEmpty {
            throw CommandLineError("key 'item' is missing; the demo '\(demo.id)' shows items: \(items.joined(separator: ", "))")
        }
        if let selected = state.selectedItem, !items.contains(selected) { throw unknown("selectedItem", selected, items) }
        let stateNames = ForcedStates.names(customStates: demo.customStates)
        for name in state.pinnedStates ?? [] where ForcedStates(named: name, customStates: demo.customStates) == nil {
            throw unknown("pinnedStates", name, stateNames)
        }
        try check("tab", state.tab, ViewerTab.allCases.map(\.rawValue))
        try check("matrixColumns", state.matrixColumns, ["sizes", "appearance"])
        try check("size", state.size, ContentSizeNames.all.map(\.name))
        try check("appearance", state.appearance, ["light", "dark"])
        try check("direction", state.direction, ["ltr", "rtl"])
        if let device = state.device, PreviewDevice.named(device) == nil {
            throw unknown("device", device, PreviewDevice.all.map(\.name))
        }
        if let orientation = state.orientation {
            guard state.device != nil else { throw CommandLineError("key 'orientation' needs a 'device'") }
            try check("orientation", orientation, PreviewDevice.Orientation.allCases.map(\.rawValue))
        }
        guard state.width >= 200, state.width <= 2000 else {
            throw CommandLineError("key 'width': \(state.width) is not a canvas width (200 to 2000 points)")
        }
        if let tint = state.tint, TintColorHex.color(tint) == nil {
            throw CommandLineError("key 'tint': '\(tint)' is not a color written as #RRGGBB")
        }
        for (key, value) in [("scrollX", state.scrollX), ("scrollY", state.scrollY)] where !(abs(value) < 1_000_000) {
            throw CommandLineError("key '\(key)': \(value) is not a scroll position")
        }
        if let reference = state.reference {
            guard !reference.path.isEmpty else { throw CommandLineError("key 'reference.path': a PNG's path, not an empty one") }
            try check("reference.mode", reference.mode, ReferenceMode.allCases.map(\.rawValue))
            guard (0...1).contains(reference.opacity) else {
                throw CommandLineError("key 'reference.opacity': \(reference.opacity) is not an opacity (0 to 1)")
            }
        }
    }

    private func check(_ key: String, _ value: String, _ valid: [String]) throws(CommandLineError) {
        guard valid.contains(value) else { throw unknown(key, value, valid) }
    }

    private func unknown(_ key: String, _ value: String, _ valid: [String]) -> CommandLineError {
        CommandLineError("key '\(key)': unknown value '\(value)'; valid values: \(valid.joined(separator: ", "))")
    }
}
