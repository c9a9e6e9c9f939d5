import Foundation

/// The interaction flags of one row, read off a `ListInteractionState`. The list copies them into the cell's
/// `UICellConfigurationState`: `isDisabled`, `isHighlighted`, `isSelected`, `isFocused`, `isEditing`,
/// `isExpanded`, `isSwiped`, `isReordering`, `cellDragState` (from `dragPhase`), `cellDropState` (from
/// `dropPhase`); `isHovered` becomes the list's hover custom state.
package struct ListRowFlags: Hashable, Sendable {
    package var isDisabled = false
    package var isHighlighted = false
    package var isSelected = false
    package var isFocused = false
    package var isHovered = false
    var isEditing = false
    var isExpanded = false
    package var isSwiped = false
    package var isReordering = false
    package var dragPhase = ListDragPhase.none
    package var dropPhase = ListDropPhase.none

    /// No flag set.
    package static let none = ListRowFlags()
}

/// Which rows must update their configuration after a state change.
package enum ListRowInvalidation: Hashable, Sendable {
    /// No row's flags changed.
    case none
    /// Exactly these rows' flags changed.
    case rows(Set<Int>)
    /// Every row may have changed (editing mode, row count, disabled rows, outline, or a reorder drag starting
    /// or ending over the list).
    case all
}

extension ListInteractionState {
    /// The flags of `row`.
    ///
    /// - `isHighlighted`: the pressed row. `isHovered`: the row under the pointer (not a highlight).
    /// - `isSwiped`: the row moved aside by a swipe (dragging or open).
    /// - Reorder: the dragged row has `isReordering` and drag phase `lifting` then `dragging`; while dragging,
    ///   the drop target row (when it is not the dragged row) is `targeted` and every other row `notTargeted`.
    package func flags(forRow row: Int) -> ListRowFlags {
        var flags = ListRowFlags()
        flags.isDisabled = isDisabled(row)
        flags.isHighlighted = highlighted == row
        flags.isSelected = selected.contains(row)
        flags.isFocused = focused == row
        flags.isHovered = hovered == row
        flags.isEditing = isEditing
        flags.isExpanded = outlineInfo(row).isExpanded
        flags.isSwiped = swiped == row
        if let reorder {
            if reorder.sourceRow == row {
                flags.isReordering = true
                flags.dragPhase = reorder.phase
            } else if reorder.phase == .dragging {
                flags.dropPhase = reorder.targetRow == row ? .targeted : .notTargeted
            }
        }
        return flags
    }

    /// The rows whose `flags(forRow:)` differ between `old` and this state.
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
        let changed = candidates.filter { contains($0) && flags(forRow: $0) != old.flags(forRow: $0) }
        return changed.isEmpty ? .none : .rows(changed)
    }
}
