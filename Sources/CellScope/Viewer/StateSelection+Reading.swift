import CellKit
import Foundation

extension StateSelection {
    /// The states that are on in a cell's configuration state, by the names the inspector shows.
    init(reading state: UICellConfigurationState, customStates: [PreviewCustomState]) {
        var names = Set<String>()
        if state.isDisabled { names.insert("disabled") }
        if state.isHighlighted { names.insert("highlighted") }
        if state.isSelected { names.insert("selected") }
        if state.isFocused { names.insert("focused") }
        if state.isEditing { names.insert("editing") }
        if state.isExpanded { names.insert("expanded") }
        if state.isSwiped { names.insert("swiped") }
        if state.isReordering { names.insert("reordering") }
        switch state.cellDragState {
        case .lifting: names.insert("lifting")
        case .dragging: names.insert("dragging")
        default: break
        }
        switch state.cellDropState {
        case .targeted: names.insert("drop-target")
        case .notTargeted: names.insert("drop-not-targeted")
        default: break
        }
        for custom in customStates {
            if let value = state[custom.key], value != AnyHashable(false) { names.insert(custom.name) }
        }
        self.init(names)
    }

    /// The selection with one state switched on or off. States that cannot be on together are kept
    /// consistent (lifting and dragging are two drag phases; targeted and not-targeted two drop phases).
    func setting(_ name: String, _ on: Bool) -> StateSelection {
        var names = self.names
        guard on else {
            names.remove(name)
            return StateSelection(names)
        }
        let exclusive: [String: String] = [
            "lifting": "dragging", "dragging": "lifting",
            "drop-target": "drop-not-targeted", "drop-not-targeted": "drop-target",
        ]
        if let other = exclusive[name] { names.remove(other) }
        names.insert(name)
        return StateSelection(names)
    }

    /// A short label: "normal", or the names in inspector order joined with " + ".
    func label(customStates: [PreviewCustomState]) -> String {
        names.isEmpty ? "normal" : orderedNames(customStates: customStates).joined(separator: " + ")
    }
}
