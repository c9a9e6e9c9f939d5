import Foundation

/// Pointer press/release/cancel, hover, and the selection rules they share with the keyboard.
extension ListInteractionTransition {
    // MARK: Press and release

    /// A press elsewhere closes open swipe actions and does nothing else (as tapping elsewhere does in
    /// UIKit); a press on the swiped row itself waits: released, it closes the actions, dragged, it
    /// moves them (`swipeBegan`). Otherwise the press highlights the row when the row is enabled,
    /// selection is allowed in the current mode, no reorder is in progress, and `shouldHighlight`
    /// agrees.
    mutating func pointerPressed(_ row: Int) {
        if let swipe = state.swipe {
            if swipe.phase == .open, swipe.row == row {
                state.pressedRow = row
            } else if swipe.phase == .open {
                closeSwipe()
            }
            return
        }
        guard state.reorder == nil else { return }
        clearHighlight()
        guard state.isInteractive(row), state.selectionAllowed, policy.shouldHighlight(row: row) else { return }
        state.pressedRow = row
        state.highlighted = row
        effects.append(.highlight(row: row))
    }

    /// Release clears the highlight. Released on a row with open swipe actions, it closes them.
    /// Released inside the pressed row, it then toggles a header-style outline row, or selects
    /// (`activate`), puts the keyboard on the row (the focused row moves there, or the next key
    /// starts from it) and performs the primary action.
    mutating func pointerReleased(_ row: Int, inside: Bool) {
        guard let pressed = state.pressedRow else { return }
        if state.swipe != nil {
            state.pressedRow = nil
            if inside, row == pressed { closeSwipe() }
            return
        }
        clearHighlight()
        guard inside, row == pressed, state.isInteractive(row) else { return }
        if state.focused != nil { state.focused = row } else { state.keyboardAnchor = row }
        if toggleHeaderOutline(row) { return }
        activate(row)
        performPrimaryAction(row)
    }

    /// A tap on an expandable row whose outline disclosure has the header style expands or
    /// collapses it instead of selecting it; returns whether it did.
    mutating func toggleHeaderOutline(_ row: Int) -> Bool {
        let info = state.outlineInfo(row)
        guard info.isExpandable, policy.tapTogglesOutline(row: row) else { return false }
        effects.append(info.isExpanded ? .collapse(row: row) : .expand(row: row))
        return true
    }

    /// Clears the highlight and forgets the press.
    mutating func clearHighlight() {
        if let highlighted = state.highlighted {
            effects.append(.unhighlight(row: highlighted))
        }
        state.highlighted = nil
        state.pressedRow = nil
    }

    // MARK: Hover

    /// Hover follows iPadOS pointer hover: the row under the pointer gets the separate `hovered` flag (a subtle
    /// highlight, not `isHighlighted`), only on rows that could be tapped (enabled, selection allowed) and not
    /// during a reorder.
    mutating func hoverEntered(_ row: Int) {
        let shows = state.isInteractive(row) && state.selectionAllowed && state.reorder == nil
        state.hovered = shows ? row : nil
    }

    // MARK: Selection rules

    /// Selects a row as a tap or Space does. Multiple selection toggles (asking `shouldSelect` or
    /// `shouldDeselect`); single selection asks `shouldSelect`, then deselects the others (without asking) and
    /// selects the row, reporting `.select` again when it was already selected, as UIKit calls
    /// `didSelectItemAt` again (likely). Nothing happens on disabled rows or when selection is not allowed.
    mutating func activate(_ row: Int) {
        guard state.selectionAllowed, state.isInteractive(row) else { return }
        if state.multipleSelectionActive {
            if state.selected.contains(row) {
                guard policy.shouldDeselect(row: row) else { return }
                state.selected.remove(row)
                effects.append(.deselect(row: row))
            } else {
                guard policy.shouldSelect(row: row) else { return }
                state.selected.insert(row)
                effects.append(.select(row: row))
            }
        } else {
            guard policy.shouldSelect(row: row) else { return }
            replaceSelection(with: row)
        }
    }

    /// Makes `row` the only selected row, reporting deselections in ascending row order, then the selection.
    mutating func replaceSelection(with row: Int) {
        for other in state.selected.sorted() where other != row {
            state.selected.remove(other)
            effects.append(.deselect(row: other))
        }
        state.selected.insert(row)
        effects.append(.select(row: row))
    }

    /// Deselects every selected row in ascending order; with `asking`, rows whose `shouldDeselect` says no stay.
    mutating func deselectAll(asking: Bool) {
        for row in state.selected.sorted() {
            if asking && !policy.shouldDeselect(row: row) { continue }
            state.selected.remove(row)
            effects.append(.deselect(row: row))
        }
    }

    /// Reports the primary action (iOS 16 `performPrimaryActionForItemAt`) for a tap or Enter: outside editing
    /// mode, in single selection, on an enabled row when selection is allowed; whether or not `shouldSelect`
    /// let the selection change, as UIKit documents.
    mutating func performPrimaryAction(_ row: Int) {
        guard !state.isEditing, !state.multipleSelectionActive, state.selectionAllowed, state.isInteractive(row) else {
            return
        }
        effects.append(.performPrimaryAction(row: row))
    }
}
