import Foundation

/// Interactive reordering through the reorder accessory (`UICellAccessory.reorder`), which only shows in editing
/// mode.
///
/// - `reorderBegan(row)`: in editing mode, on an enabled row whose item `canReorder` allows; the row is lifted
///   (`isReordering`, drag phase `lifting`) and any highlight or hover is cleared.
/// - `reorderMoved(overRow:)`: the drag phase becomes `dragging` and the row under the pointer becomes the drop
///   target (clamped to the rows): the item would land there. The target row's drop phase is `targeted`, the
///   other rows' `notTargeted`.
/// - `reorderEnded`: reports `.moveItem(from:to:)` when the target differs from the source, and moves the
///   row-indexed state (selection, focus, …) along with the item. Dropping on the source row changes nothing.
/// - `reorderCancelled`, Escape, or leaving editing mode: the reorder ends without a move.
extension ListInteractionTransition {
    mutating func reorderBegan(_ row: Int) {
        guard state.isEditing, state.reorder == nil, state.isInteractive(row), policy.canReorder(row: row) else {
            return
        }
        clearHighlight()
        state.hovered = nil
        state.reorder = ListReorderState(sourceRow: row, targetRow: row, phase: .lifting)
    }

    mutating func reorderMoved(_ row: Int) {
        guard var reorder = state.reorder, state.itemCount > 0 else { return }
        reorder.targetRow = min(max(row, 0), state.itemCount - 1)
        reorder.phase = .dragging
        state.reorder = reorder
    }

    mutating func reorderEnded() {
        guard let reorder = state.reorder else { return }
        state.reorder = nil
        guard reorder.targetRow != reorder.sourceRow else { return }
        state.remapRows(
            itemCount: state.itemCount,
            mapping: ListInteractionState.moveMapping(from: reorder.sourceRow, to: reorder.targetRow)
        )
        effects.append(.moveItem(from: reorder.sourceRow, to: reorder.targetRow))
    }
}
