import Foundation
import Testing
@testable import CellKitCore

@Suite("Pointer interaction")
struct PointerInteractionTests {
    let list = ListInteractionState(itemCount: 5)

    @Test("press highlights the row without selecting it")
    func pressHighlights() {
        let (state, effects) = ListInteractionReducer.reduce(list, .pointerPressed(row: 2))
        #expect(effects == [.highlight(row: 2)])
        #expect(state.highlighted == 2)
        #expect(state.states(forRow: 2).contains(.highlighted))
        #expect(!state.states(forRow: 2).contains(.selected))
        #expect(!state.states(forRow: 1).contains(.highlighted))
        #expect(state.rowsNeedingUpdate(since: list) == .rows([2]))
    }

    @Test("release inside unhighlights, selects and performs the primary action")
    func releaseInsideSelects() {
        let (state, effects) = run(list, [.pointerPressed(row: 2), .pointerReleased(row: 2, inside: true)])
        #expect(effects == [.highlight(row: 2), .unhighlight(row: 2), .select(row: 2), .performPrimaryAction(row: 2)])
        #expect(state.selected == [2])
        #expect(state.highlighted == nil)
        #expect(state.states(forRow: 2) == [.selected])
    }

    @Test("single selection: a tap replaces the selection, deselecting in row order")
    func singleSelectionReplaces() {
        var start = list
        start.selected = [3, 1]
        let (state, effects) = run(start, [.pointerPressed(row: 2), .pointerReleased(row: 2, inside: true)])
        #expect(effects == [
            .highlight(row: 2), .unhighlight(row: 2),
            .deselect(row: 1), .deselect(row: 3), .select(row: 2), .performPrimaryAction(row: 2),
        ])
        #expect(state.selected == [2])
        #expect(state.rowsNeedingUpdate(since: start) == .rows([1, 2, 3]))
    }

    @Test("single selection: tapping the selected row keeps it and reports the selection again")
    func tapSelectedRowAgain() {
        var start = list
        start.selected = [2]
        let (state, effects) = run(start, [.pointerPressed(row: 2), .pointerReleased(row: 2, inside: true)])
        #expect(effects == [.highlight(row: 2), .unhighlight(row: 2), .select(row: 2), .performPrimaryAction(row: 2)])
        #expect(state.selected == [2])
    }

    @Test("multiple selection: taps toggle, without primary actions")
    func multipleSelectionToggles() {
        var start = list
        start.allowsMultipleSelection = true
        let tap: (Int) -> [ListInteractionEvent] = { [.pointerPressed(row: $0), .pointerReleased(row: $0, inside: true)] }
        let (state, effects) = run(start, tap(1) + tap(3) + tap(1))
        #expect(state.selected == [3])
        #expect(effects == [
            .highlight(row: 1), .unhighlight(row: 1), .select(row: 1),
            .highlight(row: 3), .unhighlight(row: 3), .select(row: 3),
            .highlight(row: 1), .unhighlight(row: 1), .deselect(row: 1),
        ])
    }

    @Test("release outside the row or cancel only clears the highlight")
    func releaseOutsideAndCancel() {
        let (outside, outsideEffects) = run(list, [.pointerPressed(row: 2), .pointerReleased(row: 2, inside: false)])
        #expect(outsideEffects == [.highlight(row: 2), .unhighlight(row: 2)])
        #expect(outside.selected.isEmpty && outside.highlighted == nil)

        let (cancelled, cancelEffects) = run(list, [.pointerPressed(row: 4), .pointerCancelled])
        #expect(cancelEffects == [.highlight(row: 4), .unhighlight(row: 4)])
        #expect(cancelled.selected.isEmpty && cancelled.highlighted == nil && cancelled.pressedRow == nil)

        let (elsewhere, elsewhereEffects) = run(list, [.pointerPressed(row: 2), .pointerReleased(row: 3, inside: true)])
        #expect(elsewhereEffects == [.highlight(row: 2), .unhighlight(row: 2)])
        #expect(elsewhere.selected.isEmpty)
    }

    @Test("shouldHighlight saying no prevents the highlight and the selection")
    func highlightVeto() {
        let policy = ClosureListInteractionPolicy(shouldHighlight: { $0 != 2 })
        let (state, effects) = run(list, [.pointerPressed(row: 2), .pointerReleased(row: 2, inside: true)], policy: policy)
        #expect(effects.isEmpty)
        #expect(state.selected.isEmpty)
    }

    @Test("shouldSelect saying no keeps the selection but still performs the primary action")
    func selectVeto() {
        var start = list
        start.selected = [0]
        let policy = ClosureListInteractionPolicy(shouldSelect: { $0 != 2 })
        let (state, effects) = run(start, [.pointerPressed(row: 2), .pointerReleased(row: 2, inside: true)], policy: policy)
        #expect(effects == [.highlight(row: 2), .unhighlight(row: 2), .performPrimaryAction(row: 2)])
        #expect(state.selected == [0])
    }

    @Test("shouldDeselect saying no keeps a row selected in multiple selection")
    func deselectVeto() {
        var start = list
        start.allowsMultipleSelection = true
        start.selected = [1]
        let policy = ClosureListInteractionPolicy(shouldDeselect: { _ in false })
        let (state, effects) = run(start, [.pointerPressed(row: 1), .pointerReleased(row: 1, inside: true)], policy: policy)
        #expect(effects == [.highlight(row: 1), .unhighlight(row: 1)])
        #expect(state.selected == [1])
    }

    @Test("with allowsSelection off, presses and hover do nothing")
    func selectionOff() {
        var start = list
        start.allowsSelection = false
        let (state, effects) = run(start, [.hoverEntered(row: 1), .pointerPressed(row: 1), .pointerReleased(row: 1, inside: true)])
        #expect(effects.isEmpty)
        #expect(state.hovered == nil && state.highlighted == nil && state.selected.isEmpty)
    }

    @Test("editing mode uses the during-editing selection settings")
    func editingSelection() {
        var start = list
        start.isEditing = true
        let tap: [ListInteractionEvent] = [.pointerPressed(row: 1), .pointerReleased(row: 1, inside: true)]
        #expect(run(start, tap).1.isEmpty, "allowsSelectionDuringEditing is false by default")

        start.allowsMultipleSelectionDuringEditing = true
        let (state, effects) = run(start, tap + [.pointerPressed(row: 3), .pointerReleased(row: 3, inside: true)])
        #expect(state.selected == [1, 3])
        #expect(!effects.contains(.performPrimaryAction(row: 1)), "no primary action in editing mode")
        #expect(state.states(forRow: 3) == [.selected, .editing])
    }

    @Test("hover is its own flag, never a highlight")
    func hover() {
        let (hovering, effects) = ListInteractionReducer.reduce(list, .hoverEntered(row: 2))
        #expect(effects.isEmpty)
        #expect(hovering.states(forRow: 2) == [.hovered])
        let (stillHovering, _) = ListInteractionReducer.reduce(hovering, .hoverExited(row: 3))
        #expect(stillHovering.hovered == 2)
        let (moved, _) = ListInteractionReducer.reduce(stillHovering, .hoverEntered(row: 4))
        #expect(moved.hovered == 4)
        #expect(moved.rowsNeedingUpdate(since: stillHovering) == .rows([2, 4]))
        let (pressed, _) = ListInteractionReducer.reduce(moved, .pointerPressed(row: 4))
        #expect(pressed.states(forRow: 4) == [.highlighted, .hovered])
        let (gone, _) = ListInteractionReducer.reduce(moved, .hoverExited(row: 4))
        #expect(gone.hovered == nil)
    }

    @Test("a tap moves keyboard focus when the list has focus")
    func tapMovesFocus() {
        var focusedList = list
        focusedList.focused = 0
        let (state, _) = run(focusedList, [.pointerPressed(row: 3), .pointerReleased(row: 3, inside: true)])
        #expect(state.focused == 3)
        let (unfocused, _) = run(list, [.pointerPressed(row: 3), .pointerReleased(row: 3, inside: true)])
        #expect(unfocused.focused == nil)
    }

    @Test("leaving editing mode clears a selection the new mode does not allow")
    func editingToggleClearsSelection() {
        var start = list
        start.allowsSelection = false
        start.allowsMultipleSelectionDuringEditing = true
        start.isEditing = true
        start.selected = [4, 0]
        let (state, effects) = ListInteractionReducer.reduce(start, .setEditing(false))
        #expect(effects == [.deselect(row: 0), .deselect(row: 4)])
        #expect(!state.isEditing && state.selected.isEmpty)
        #expect(state.rowsNeedingUpdate(since: start) == .all)
        let (same, none) = ListInteractionReducer.reduce(state, .setEditing(false))
        #expect(none.isEmpty && same == state)
    }
}
