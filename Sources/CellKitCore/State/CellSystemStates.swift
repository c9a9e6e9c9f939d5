import Foundation

/// The system states of a cell as one value: every flag of `UICellConfigurationState`, its drag and drop
/// phases, and CellKit's pointer hover. Not UIKit: UIKit keeps these as separate properties of
/// `UICellConfigurationState`; CellKit passes them around as one set.
///
/// It is the one representation of a row's states on the way from input to pixels. A list's interaction
/// reducer gives each row its states (`.selected` after a tap, `.highlighted` while pressed, `.hovered`
/// under the pointer, …); the list hands them to the row's cell, which builds its `configurationState`
/// from them with `UICellConfigurationState(traitCollection:systemStates:)`; configurations are then
/// styled for that state by `updated(for:)`. Forcing states for previews uses the same value
/// (`ConfigurationStateOverrides`).
///
/// The drag and drop phases are members like the flags: `.lifting` and `.dragging` stand for
/// `cellDragState`, `.dropNotTargeted` and `.dropTargeted` for `cellDropState`. A set may hold both
/// phases of one kind (a preview matrix combines them freely); a configuration state then takes the
/// later phase: dragging over lifting, targeted over not targeted.
package struct CellSystemStates: OptionSet, Hashable, Sendable {
    /// The bits of the states that are on.
    package let rawValue: UInt16

    /// A set from its bits.
    package init(rawValue: UInt16) { self.rawValue = rawValue }

    /// `isDisabled`: the cell does not take interaction.
    package static let disabled = CellSystemStates(rawValue: 1 << 0)
    /// `isHighlighted`: the cell is pressed.
    package static let highlighted = CellSystemStates(rawValue: 1 << 1)
    /// `isSelected`.
    package static let selected = CellSystemStates(rawValue: 1 << 2)
    /// `isFocused`: the cell has keyboard focus.
    package static let focused = CellSystemStates(rawValue: 1 << 3)
    /// `isPinned`: a header or footer pinned at the edge of the visible area.
    package static let pinned = CellSystemStates(rawValue: 1 << 4)
    /// `isEditing`: the cell's list is in editing mode.
    package static let editing = CellSystemStates(rawValue: 1 << 5)
    /// `isExpanded`: the cell's outline item is expanded.
    package static let expanded = CellSystemStates(rawValue: 1 << 6)
    /// `isSwiped`: the cell's swipe actions are showing (or it is being swiped).
    package static let swiped = CellSystemStates(rawValue: 1 << 7)
    /// `isReordering`: the cell is being reordered interactively.
    package static let reordering = CellSystemStates(rawValue: 1 << 8)
    /// `cellDragState == .lifting`: the drag is about to begin.
    package static let lifting = CellSystemStates(rawValue: 1 << 9)
    /// `cellDragState == .dragging`: the cell is being dragged.
    package static let dragging = CellSystemStates(rawValue: 1 << 10)
    /// `cellDropState == .notTargeted`: a drop session is active, not over this cell.
    package static let dropNotTargeted = CellSystemStates(rawValue: 1 << 11)
    /// `cellDropState == .targeted`: a drop session targets this cell.
    package static let dropTargeted = CellSystemStates(rawValue: 1 << 12)
    /// The pointer is over the cell: CellKit's custom state `UICellConfigurationState.isHovered`
    /// (UIKit shows pointer hover with a hover effect instead of a state).
    package static let hovered = CellSystemStates(rawValue: 1 << 13)

    /// The states a `UIViewConfigurationState` has.
    package static let viewStates: CellSystemStates = [.disabled, .highlighted, .selected, .focused, .pinned]

    /// Turns `states` on or off.
    package mutating func set(_ states: CellSystemStates, _ isOn: Bool) {
        if isOn { formUnion(states) } else { subtract(states) }
    }

    /// The drag state these states stand for.
    package var dragState: UICellConfigurationState.DragState {
        contains(.dragging) ? .dragging : contains(.lifting) ? .lifting : .none
    }

    /// The drop state these states stand for.
    package var dropState: UICellConfigurationState.DropState {
        contains(.dropTargeted) ? .targeted : contains(.dropNotTargeted) ? .notTargeted : .none
    }

    /// The system states of any configuration state: all of a cell state's, the five of a view state
    /// (`viewStates`), none of another type's (an app's own state type carries only traits and custom states).
    package init(of state: any UIConfigurationState) {
        if let cell = state as? UICellConfigurationState {
            self = cell.systemStates
        } else if let view = state as? UIViewConfigurationState {
            self = view.systemStates
        } else {
            self = []
        }
    }
}

extension UICellConfigurationState {
    /// Creates a state for the given traits with `systemStates` on. Not UIKit.
    package init(traitCollection: UITraitCollection, systemStates: CellSystemStates) {
        self.init(traitCollection: traitCollection)
        self.systemStates = systemStates
    }

    /// The system states that are on, as one value: every flag, the drag and drop states and `isHovered`.
    /// Setting it sets all of them. Not UIKit.
    package var systemStates: CellSystemStates {
        get {
            var states: CellSystemStates = []
            states.set(.disabled, isDisabled)
            states.set(.highlighted, isHighlighted)
            states.set(.selected, isSelected)
            states.set(.focused, isFocused)
            states.set(.pinned, isPinned)
            states.set(.editing, isEditing)
            states.set(.expanded, isExpanded)
            states.set(.swiped, isSwiped)
            states.set(.reordering, isReordering)
            states.set(.lifting, cellDragState == .lifting)
            states.set(.dragging, cellDragState == .dragging)
            states.set(.dropNotTargeted, cellDropState == .notTargeted)
            states.set(.dropTargeted, cellDropState == .targeted)
            states.set(.hovered, isHovered)
            return states
        }
        set {
            isDisabled = newValue.contains(.disabled)
            isHighlighted = newValue.contains(.highlighted)
            isSelected = newValue.contains(.selected)
            isFocused = newValue.contains(.focused)
            isPinned = newValue.contains(.pinned)
            isEditing = newValue.contains(.editing)
            isExpanded = newValue.contains(.expanded)
            isSwiped = newValue.contains(.swiped)
            isReordering = newValue.contains(.reordering)
            cellDragState = newValue.dragState
            cellDropState = newValue.dropState
            isHovered = newValue.contains(.hovered)
        }
    }
}

extension UIViewConfigurationState {
    /// The system states that are on, among `CellSystemStates.viewStates`; setting it sets those five flags
    /// and ignores the other states. Not UIKit.
    package var systemStates: CellSystemStates {
        get {
            var states: CellSystemStates = []
            states.set(.disabled, isDisabled)
            states.set(.highlighted, isHighlighted)
            states.set(.selected, isSelected)
            states.set(.focused, isFocused)
            states.set(.pinned, isPinned)
            return states
        }
        set {
            isDisabled = newValue.contains(.disabled)
            isHighlighted = newValue.contains(.highlighted)
            isSelected = newValue.contains(.selected)
            isFocused = newValue.contains(.focused)
            isPinned = newValue.contains(.pinned)
        }
    }
}
