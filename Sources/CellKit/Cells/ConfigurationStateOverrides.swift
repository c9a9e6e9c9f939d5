import Foundation

/// States forced onto a cell for previews, applied on top of whatever the cell's own
/// `configurationState` getter returns (including custom states a subclass derives from its model),
/// just before each update pass. Viewers use it to show a cell in any state permutation without
/// changing the cell's code. Not part of UIKit.
/// (Sendable because custom state values, like those in `UICellConfigurationState`, are immutable values.)
public struct ConfigurationStateOverrides: Hashable, @unchecked Sendable {
    /// Forced `isDisabled`.
    public var isDisabled: Bool?
    /// Forced `isHighlighted`.
    public var isHighlighted: Bool?
    /// Forced `isSelected`.
    public var isSelected: Bool?
    /// Forced `isFocused`.
    public var isFocused: Bool?
    /// Forced `isEditing`.
    public var isEditing: Bool?
    /// Forced `isExpanded`.
    public var isExpanded: Bool?
    /// Forced `isSwiped`.
    public var isSwiped: Bool?
    /// Forced `isReordering`.
    public var isReordering: Bool?
    /// Forced `cellDragState`.
    public var cellDragState: UICellConfigurationState.DragState?
    /// Forced `cellDropState`.
    public var cellDropState: UICellConfigurationState.DropState?
    /// Forced custom states; a nil value removes the state.
    public var customStates: [UIConfigurationStateCustomKey: AnyHashable?] = [:]

    /// No overrides.
    public init() {}

    /// Whether nothing is forced.
    public var isEmpty: Bool {
        isDisabled == nil && isHighlighted == nil && isSelected == nil && isFocused == nil && isEditing == nil
            && isExpanded == nil && isSwiped == nil && isReordering == nil && cellDragState == nil
            && cellDropState == nil && customStates.isEmpty
    }

    /// `state` with the forced values written over it.
    public func applied<State: UIConfigurationState>(to state: State) -> State {
        if isEmpty { return state }
        var state = state
        if var cell = state as? UICellConfigurationState {
            apply(to: &cell)
            state = cell as! State
        } else if var view = state as? UIViewConfigurationState {
            if let isDisabled { view.isDisabled = isDisabled }
            if let isHighlighted { view.isHighlighted = isHighlighted }
            if let isSelected { view.isSelected = isSelected }
            if let isFocused { view.isFocused = isFocused }
            state = view as! State
        }
        for (key, value) in customStates { state[key] = value }
        return state
    }

    private func apply(to state: inout UICellConfigurationState) {
        if let isDisabled { state.isDisabled = isDisabled }
        if let isHighlighted { state.isHighlighted = isHighlighted }
        if let isSelected { state.isSelected = isSelected }
        if let isFocused { state.isFocused = isFocused }
        if let isEditing { state.isEditing = isEditing }
        if let isExpanded { state.isExpanded = isExpanded }
        if let isSwiped { state.isSwiped = isSwiped }
        if let isReordering { state.isReordering = isReordering }
        if let cellDragState { state.cellDragState = cellDragState }
        if let cellDropState { state.cellDropState = cellDropState }
    }
}
