import Foundation

/// Which rows must update their configuration after a state change.
package enum ListRowInvalidation: Hashable, Sendable {
    /// No row's states changed.
    case none
    /// Exactly these rows' states changed.
    case rows(Set<Int>)
    /// Every row may have changed (editing mode, row count, disabled rows, outline, or a reorder drag starting
    /// or ending over the list).
    case all
}

extension ListInteractionState {
    /// The system states of `row`, which the list hands to the row's cell as they are.
    ///
    /// - `.highlighted`: the pressed row. `.hovered`: the row under the pointer (not a highlight).
    /// - `.disabled`: the row is in `disabledRows`. `.editing`: the list is editing. `.expanded`: the row's
    ///   outline item is expanded.
    /// - `.swiped`: the row moved aside by a swipe (dragging or open).
    /// - Reorder: the dragged row is `.reordering` and `.lifting` then `.dragging`; while dragging, the drop
    ///   target row (when it is not the dragged row) is `.dropTargeted` and every other row `.dropNotTargeted`.
    package func states(forRow row: Int) -> CellSystemStates {
        var states: CellSystemStates = []
        states.set(.disabled, isDisabled(row))
        states.set(.highlighted, highlighted == row)
        states.set(.selected, selected.contains(row))
        states.set(.focused, focused == row)
        states.set(.hovered, hovered == row)
        states.set(.editing, isEditing)
        states.set(.expanded, outlineInfo(row).isExpanded)
        states.set(.swiped, swiped == row)
        if let reorder {
            if reorder.sourceRow == row {
                states.insert(.reordering)
                states.insert(reorder.phase == .dragging ? .dragging : .lifting)
            } else if reorder.phase == .dragging {
                states.insert(reorder.targetRow == row ? .dropTargeted : .dropNotTargeted)
            }
        }
        return states
    }

    /// The rows whose `states(forRow:)` differ between `old` and this state.
    package func rowsNeedingUpdate(since old: ListInteractionState) -> ListRowInvalidation {
        let dragging = reorder?.phase == .dragging
        let wasDragging = old.reorder?.phase == .dragging
        if isEditing != old.isEditing || itemCount != old.itemCount || disabledRows != old.disabledRows
            || outline != old.outline || dragging != wasDragging {
            return .all
        }
        var candidates = selected.symmetricDifference(old.selected)
        for state in [self, old] {
            for row in [state.highlighted, state.focused, state.hovered, state.swiped,
                        state.reorder?.sourceRow, state.reorder?.targetRow] {
                if let row { candidates.insert(row) }
            }
        }
        let changed = candidates.filter { contains($0) && states(forRow: $0) != old.states(forRow: $0) }
        return changed.isEmpty ? .none : .rows(changed)
    }
}
