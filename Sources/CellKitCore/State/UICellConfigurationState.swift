import Foundation

/// The state of a collection-view or table-view cell, like UIKit's `UICellConfigurationState`: everything in
/// `UIViewConfigurationState` plus editing, expansion, swipe, reordering and drag-and-drop states.
/// A value type: copies are independent.
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable, CustomStringConvertible {
    /// The drag state of a cell, like UIKit's `UICellConfigurationDragState`.
    public enum DragState: Int, Hashable, Sendable {
        /// Not being dragged.
        case none = 0
        /// Lifting: the drag is about to begin.
        case lifting = 1
        /// Being dragged.
        case dragging = 2
    }

    /// The drop state of a cell, like UIKit's `UICellConfigurationDropState`.
    public enum DropState: Int, Hashable, Sendable {
        /// No drop session is active.
        case none = 0
        /// A drop session is active but not over this cell.
        case notTargeted = 1
        /// A drop session targets this cell.
        case targeted = 2
    }

    /// The traits of the environment.
    public var traitCollection: UITraitCollection
    /// Whether the cell is disabled.
    public var isDisabled: Bool = false
    /// Whether the cell is highlighted (being touched).
    public var isHighlighted: Bool = false
    /// Whether the cell is selected.
    public var isSelected: Bool = false
    /// Whether the cell has keyboard focus.
    public var isFocused: Bool = false
    /// Whether the cell (as a header/footer) is pinned at the edge of the visible area (iOS 15).
    public var isPinned: Bool = false
    /// Whether the cell's list is in editing mode.
    public var isEditing: Bool = false
    /// Whether the cell's outline item is expanded.
    public var isExpanded: Bool = false
    /// Whether the cell's swipe actions are shown.
    public var isSwiped: Bool = false
    /// Whether the cell is being reordered interactively.
    public var isReordering: Bool = false
    /// The cell's drag state.
    public var cellDragState: DragState = .none
    /// The cell's drop state.
    public var cellDropState: DropState = .none
    private var customStates = CustomStateStorage()

    /// Creates a state for the given traits with every flag off.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// Reads or writes a custom state; nil removes it.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }

    /// Lists the states that are on, e.g. `<UICellConfigurationState: Selected, Editing>`.
    public var description: String {
        customStates.stateDescription("UICellConfigurationState", systemFlags: [
            ("Disabled", isDisabled), ("Highlighted", isHighlighted), ("Selected", isSelected),
            ("Focused", isFocused), ("Pinned", isPinned), ("Editing", isEditing), ("Expanded", isExpanded),
            ("Swiped", isSwiped), ("Reordering", isReordering),
            ("Drag = \(cellDragState)", cellDragState != .none), ("Drop = \(cellDropState)", cellDropState != .none),
        ])
    }
}
