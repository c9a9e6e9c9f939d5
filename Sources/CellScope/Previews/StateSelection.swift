import CellKit
import Foundation

/// A set of states to force on a cell, by name: the system states every cell has, and the
/// custom states a demo declares.
public struct StateSelection: Hashable, Sendable, CustomStringConvertible {
    /// The system states, in the order the inspector and the command line list them.
    public static let systemStateNames = [
        "disabled", "highlighted", "selected", "focused", "editing", "expanded", "swiped", "reordering",
        "lifting", "dragging", "drop-target", "drop-not-targeted",
    ]

    /// The state names switched on.
    public var names: Set<String>

    /// A selection of states.
    public init(_ names: Set<String> = []) {
        self.names = names
    }

    /// The selection's names joined for display ("normal" when empty).
    public var description: String {
        names.isEmpty ? "normal" : orderedNames(customStates: []).joined(separator: "+")
    }

    /// The names in inspector order (system first, then custom, then anything else).
    public func orderedNames(customStates: [PreviewCustomState]) -> [String] {
        let order = Self.systemStateNames + customStates.map(\.name)
        return names.sorted { (order.firstIndex(of: $0) ?? .max, $0) < (order.firstIndex(of: $1) ?? .max, $1) }
    }

    /// The configuration state overrides these names mean for a demo's cells. Every system state
    /// that is not selected is forced off, so the cell shows exactly this combination.
    public func overrides(customStates: [PreviewCustomState]) -> ConfigurationStateOverrides {
        var overrides = ConfigurationStateOverrides()
        overrides.isDisabled = names.contains("disabled")
        overrides.isHighlighted = names.contains("highlighted")
        overrides.isSelected = names.contains("selected")
        overrides.isFocused = names.contains("focused")
        overrides.isEditing = names.contains("editing")
        overrides.isExpanded = names.contains("expanded")
        overrides.isSwiped = names.contains("swiped")
        overrides.isReordering = names.contains("reordering") || names.contains("lifting") || names.contains("dragging")
        overrides.cellDragState = names.contains("dragging") ? .dragging : names.contains("lifting") ? .lifting : UICellConfigurationState.DragState.none
        overrides.cellDropState = names.contains("drop-target") ? .targeted : names.contains("drop-not-targeted") ? .notTargeted : UICellConfigurationState.DropState.none
        for state in customStates {
            overrides.customStates[state.key] = names.contains(state.name) ? AnyHashable(true) : nil
        }
        return overrides
    }

    /// Every combination of `names` (2ⁿ selections), starting with none.
    public static func allCombinations(of names: [String]) -> [StateSelection] {
        (0..<(1 << names.count)).map { mask in
            StateSelection(Set(names.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element)))
        }
    }
}
