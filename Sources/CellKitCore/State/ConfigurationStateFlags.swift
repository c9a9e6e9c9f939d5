import Foundation

/// The system states of any configuration state, read in one place so that styles do not care whether they
/// were given a cell state, a view state, or an app's own state type (which only contributes traits).
package struct ConfigurationStateFlags: Hashable, Sendable {
    var traits: UITraitCollection
    var isDisabled = false
    var isHighlighted = false
    var isSelected = false
    var isFocused = false
    var isPinned = false
    var isEditing = false
    var isExpanded = false
    var isSwiped = false
    var isReordering = false
    var dragState: UICellConfigurationState.DragState = .none
    var dropState: UICellConfigurationState.DropState = .none

    /// The normal state in the given environment.
    package init(traits: UITraitCollection) {
        self.traits = traits
    }

    /// Reads the flags of `state`; its traits are layered over `UITraitCollection.current`.
    init(_ state: any UIConfigurationState) {
        self.init(traits: UITraitCollection.resolvedAgainstCurrent(state.traitCollection))
        if let cell = state as? UICellConfigurationState {
            isDisabled = cell.isDisabled
            isHighlighted = cell.isHighlighted
            isSelected = cell.isSelected
            isFocused = cell.isFocused
            isPinned = cell.isPinned
            isEditing = cell.isEditing
            isExpanded = cell.isExpanded
            isSwiped = cell.isSwiped
            isReordering = cell.isReordering
            dragState = cell.cellDragState
            dropState = cell.cellDropState
        } else if let view = state as? UIViewConfigurationState {
            isDisabled = view.isDisabled
            isHighlighted = view.isHighlighted
            isSelected = view.isSelected
            isFocused = view.isFocused
            isPinned = view.isPinned
        }
    }

    /// Whether a drop session targets the cell.
    var isDropTarget: Bool { dropState == .targeted }

    /// Whether the environment uses an accessibility text size.
    var isAccessibilitySize: Bool { traits.effectiveContentSizeCategory.isAccessibilityCategory }
}
