import Foundation

/// The system states a cell feeds into its `UICellConfigurationState`, besides selection and
/// highlight. Lists set them from interaction; previews set them directly.
public struct CellStateFlags: Hashable, Sendable {
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell has keyboard focus.
    public var isFocused = false
    /// Whether the list is in editing mode.
    public var isEditing = false
    /// Whether the cell's outline item is expanded.
    public var isExpanded = false
    /// Whether the cell's swipe actions are showing.
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    /// Whether a header or footer is pinned at the edge of the visible area.
    public var isPinned = false
    /// The cell's drag state.
    public var cellDragState: UICellConfigurationState.DragState = .none
    /// The cell's drop state.
    public var cellDropState: UICellConfigurationState.DropState = .none
    /// Whether the pointer is over the cell. UIKit's cell state has no hover flag; CellKit adds
    /// the custom state `UICellConfigurationState.isHovered` and draws iPadOS's pointer highlight.
    public var isHovered = false

    /// No state set.
    public init() {}

    /// Writes these flags (and selection and highlight) into a cell configuration state.
    func apply(to state: inout UICellConfigurationState, isSelected: Bool, isHighlighted: Bool) {
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isDisabled = isDisabled
        state.isFocused = isFocused
        state.isEditing = isEditing
        state.isExpanded = isExpanded
        state.isSwiped = isSwiped
        state.isReordering = isReordering
        state.isPinned = isPinned
        state.cellDragState = cellDragState
        state.cellDropState = cellDropState
        state.isHovered = isHovered
    }
}

extension UIConfigurationStateCustomKey {
    /// The custom state CellKit sets while the pointer is over a cell (see `isHovered`).
    public static let hovered = UIConfigurationStateCustomKey("com.cellscope.cellkit.hovered")
}

extension UICellConfigurationState {
    /// Whether the pointer is over the cell (a CellKit custom state; UIKit shows pointer hover with
    /// a hover effect instead of a state flag).
    public var isHovered: Bool {
        get { self[.hovered] as? Bool ?? false }
        set { self[.hovered] = newValue ? true : nil }
    }
}
