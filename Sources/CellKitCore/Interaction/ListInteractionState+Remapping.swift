import Foundation

/// Keeping row-indexed state attached to its items when rows are inserted, deleted or moved.
extension ListInteractionState {
    /// Re-indexes every row-indexed value after the rows changed: `mapping` takes an old row to its new row, or
    /// `nil` when the row is gone. Values whose row is gone (or maps outside the new rows) are dropped; a reorder
    /// whose dragged row is gone is cancelled. Pass `outline` and `disabledRows` when the list recomputed them;
    /// otherwise the old ones are mapped too.
    package mutating func remapRows(
        itemCount newCount: Int,
        outline newOutline: [ListOutlineRowInfo]? = nil,
        disabledRows newDisabled: Set<Int>? = nil,
        mapping: (Int) -> Int?
    ) {
        func map(_ row: Int?) -> Int? {
            guard let row, let mapped = mapping(row), mapped >= 0, mapped < newCount else { return nil }
            return mapped
        }
        highlighted = map(highlighted)
        pressedRow = map(pressedRow)
        selected = Set(selected.compactMap { map($0) })
        focused = map(focused)
        lastFocusedRow = map(lastFocusedRow)
        keyboardAnchor = map(keyboardAnchor)
        hovered = map(hovered)
        if let swipe, let row = map(swipe.row) {
            self.swipe?.row = row
        } else {
            swipe = nil
        }
        if let reorder, let source = map(reorder.sourceRow) {
            self.reorder?.sourceRow = source
            self.reorder?.targetRow = min(max(map(reorder.targetRow) ?? reorder.targetRow, 0), max(newCount - 1, 0))
        } else {
            reorder = nil
        }
        disabledRows = newDisabled ?? Set(disabledRows.compactMap { map($0) })
        if let newOutline {
            outline = newOutline
        } else if !outline.isEmpty {
            var mapped = Array(repeating: ListOutlineRowInfo.flat, count: newCount)
            for (row, info) in outline.enumerated() {
                guard let target = map(row) else { continue }
                var moved = info
                moved.parentRow = map(info.parentRow)
                mapped[target] = moved
            }
            outline = mapped
        }
        itemCount = newCount
    }

    /// The row mapping of moving the row `from` so it ends up at row `to`: the rows in between shift by one
    /// toward `from`.
    static func moveMapping(from: Int, to: Int) -> (Int) -> Int? {
        { row in
            if row == from { return to }
            if from < to, row > from, row <= to { return row - 1 }
            if from > to, row >= to, row < from { return row + 1 }
            return row
        }
    }
}
