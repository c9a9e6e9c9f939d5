import Foundation

/// States forced onto a cell for previews, applied on top of whatever the cell's own
/// `configurationState` getter returns (including custom states a subclass derives from its model),
/// in every update pass. Viewers use it to show a cell in any state combination without changing the
/// cell's code; set it through `UICollectionViewCell.configurationStateOverrides`. Not UIKit.
///
/// ```swift
/// var overrides = ConfigurationStateOverrides()
/// overrides.force(.selected)                      // isSelected on, whatever the list says
/// overrides.force(.editing, false)                // isEditing off
/// overrides.customStates[.isOverdue] = true       // a custom state on
/// cell.configurationStateOverrides = overrides
/// ```
///
/// (Sendable because custom state values, like those in `UICellConfigurationState`, are immutable values.)
package struct ConfigurationStateOverrides: Hashable, @unchecked Sendable {
    /// The system states forced on.
    package var forcedOn: CellSystemStates = []
    /// The system states forced off (a state in both sets is on).
    package var forcedOff: CellSystemStates = []
    /// Forced custom states; a nil value removes the state.
    package var customStates: [UIConfigurationStateCustomKey: AnyHashable?] = [:]

    /// No overrides.
    package init() {}

    /// Forces `states` on (or off), leaving the other states as they are.
    package mutating func force(_ states: CellSystemStates, _ isOn: Bool = true) {
        if isOn {
            forcedOn.formUnion(states)
            forcedOff.subtract(states)
        } else {
            forcedOff.formUnion(states)
            forcedOn.subtract(states)
        }
    }

    /// Whether nothing is forced.
    package var isEmpty: Bool {
        forcedOn.isEmpty && forcedOff.isEmpty && customStates.isEmpty
    }

    /// `states` with the forced ones turned on or off.
    package func applied(to states: CellSystemStates) -> CellSystemStates {
        states.subtracting(forcedOff).union(forcedOn)
    }

    /// `state` with the forced values written over it (a view state takes the forced states it has:
    /// `CellSystemStates.viewStates`).
    package func applied<State: UIConfigurationState>(to state: State) -> State {
        if isEmpty { return state }
        var state = state
        if var cell = state as? UICellConfigurationState {
            cell.systemStates = applied(to: cell.systemStates)
            state = cell as! State
        } else if var view = state as? UIViewConfigurationState {
            view.systemStates = applied(to: view.systemStates)
            state = view as! State
        }
        for (key, value) in customStates { state[key] = value }
        return state
    }
}
