import Foundation

/// Keyboard focus and keys. Focus is always on an enabled row (disabled rows are skipped) and moves without
/// wrapping. Every focus move reports `.scrollTo` so the focused row is visible. After a click, the first
/// key acts from the clicked row (`keyboardAnchor`): Down then focuses the row below it.
extension ListInteractionTransition {
    // MARK: Focus in and out

    /// Tab (or a click) moves focus into the list: to the row focused last time, else the first selected row,
    /// else the first enabled row. With `selectionFollowsFocus`, that row is selected.
    mutating func focusIn() {
        guard state.focused == nil else { return }
        state.keyboardAnchor = nil
        let remembered = [state.lastFocusedRow, state.selected.min()].compactMap { $0 }
        guard let row = remembered.first(where: state.isInteractive) ?? firstInteractive(from: 0, step: 1) else {
            return
        }
        focus(row)
    }

    /// Focus leaves the list; the focused row is remembered for the next `focusIn`.
    mutating func focusOut() {
        if let row = state.focused ?? state.keyboardAnchor { state.lastFocusedRow = row }
        state.focused = nil
        state.keyboardAnchor = nil
    }

    // MARK: Keys

    mutating func handleKey(_ key: ListKey) {
        if key == .escape {
            escape()
            return
        }
        if state.focused == nil, let anchor = state.keyboardAnchor, state.isInteractive(anchor) {
            // After a click the key acts from the clicked row, which now shows focus.
            state.keyboardAnchor = nil
            state.focused = anchor
        }
        guard let current = state.focused else {
            // A navigation key while nothing is focused brings focus in, as Tab would.
            if [.up, .down, .home, .end, .pageUp, .pageDown].contains(key) { focusIn() }
            return
        }
        if [.up, .down, .left, .right, .pageUp, .pageDown].contains(key) {
            switch policy.spatialMove(from: current, key: key) {
            case .ordered: break
            case .none: return
            case .row(let target):
                moveFocusSpatially(to: target, key: key, from: current)
                return
            }
        }
        let page = max(1, state.pageSize)
        switch key {
        case .up: moveFocus(toward: current - 1, step: -1, from: current)
        case .down: moveFocus(toward: current + 1, step: 1, from: current)
        case .home: moveFocus(toward: 0, step: 1, from: current)
        case .end: moveFocus(toward: state.itemCount - 1, step: -1, from: current)
        case .pageUp: moveFocus(toward: current - page, step: -1, from: current)
        case .pageDown: moveFocus(toward: current + page, step: 1, from: current)
        case .space:
            activate(current)
        case .enter:
            activate(current)
            performPrimaryAction(current)
        case .left: state.isRightToLeft ? expandOrDescend(current) : collapseOrAscend(current)
        case .right: state.isRightToLeft ? collapseOrAscend(current) : expandOrDescend(current)
        case .escape: break
        }
    }

    /// Escape cancels a reorder; else closes open swipe actions; else deselects every row `shouldDeselect`
    /// allows.
    private mutating func escape() {
        if state.reorder != nil {
            state.reorder = nil
        } else if state.swipe != nil {
            closeSwipe()
        } else {
            deselectAll(asking: true)
        }
    }

    // MARK: Outline keys

    /// Left: an expanded expandable row collapses; otherwise focus moves to the parent row.
    private mutating func collapseOrAscend(_ row: Int) {
        let info = state.outlineInfo(row)
        if info.isExpandable && info.isExpanded {
            effects.append(.collapse(row: row))
        } else if let parent = info.parentRow, state.isInteractive(parent) {
            focus(parent)
        }
    }

    /// Right: a collapsed expandable row expands; an expanded one passes focus to its first child.
    private mutating func expandOrDescend(_ row: Int) {
        let info = state.outlineInfo(row)
        guard info.isExpandable else { return }
        if !info.isExpanded {
            effects.append(.expand(row: row))
        } else if state.isInteractive(row + 1), state.outlineInfo(row + 1).parentRow == row {
            focus(row + 1)
        }
    }

    // MARK: Moving focus

    /// Moves focus to `target` (clamped to the rows), or, when that row is disabled, to the nearest enabled row
    /// beyond it in direction `step`; failing that, to the nearest enabled row between `target` and `current`.
    /// Focus stays when no enabled row qualifies.
    private mutating func moveFocus(toward target: Int, step: Int, from current: Int) {
        guard state.itemCount > 0 else { return }
        let clamped = min(max(target, 0), state.itemCount - 1)
        var candidate = firstInteractive(from: clamped, step: step)
        if candidate == nil {
            var row = clamped - step
            while row != current && state.contains(row) {
                if state.isInteractive(row) { candidate = row; break }
                row -= step
            }
        }
        guard let row = candidate, row != current else { return }
        focus(row)
    }

    /// Moves focus to `target`, a row beside the focused one in a grid; a disabled target is passed over in the
    /// same direction (its own spatial neighbor, and so on). Focus stays when every row that way is disabled.
    private mutating func moveFocusSpatially(to target: Int, key: ListKey, from current: Int) {
        var candidate = target
        var visited: Set<Int> = [current]
        while state.contains(candidate), !state.isInteractive(candidate), visited.insert(candidate).inserted {
            guard case .row(let next) = policy.spatialMove(from: candidate, key: key) else { return }
            candidate = next
        }
        guard state.isInteractive(candidate), candidate != current else { return }
        focus(candidate)
    }

    /// The first enabled row from `start` (inclusive) in direction `step`.
    func firstInteractive(from start: Int, step: Int) -> Int? {
        var row = start
        while state.contains(row) {
            if !state.isDisabled(row) { return row }
            row += step
        }
        return nil
    }

    /// Focuses a row, scrolls to it and, with `selectionFollowsFocus` in single selection outside editing mode,
    /// selects it when it is not selected yet (asking `shouldSelect`). UIKit ignores `selectionFollowsFocus` in
    /// multiple selection (likely).
    mutating func focus(_ row: Int) {
        state.focused = row
        effects.append(.scrollTo(row: row))
        if state.selectionFollowsFocus, !state.isEditing, !state.multipleSelectionActive, state.selectionAllowed,
           !state.selected.contains(row), policy.shouldSelect(row: row) {
            replaceSelection(with: row)
        }
    }
}
