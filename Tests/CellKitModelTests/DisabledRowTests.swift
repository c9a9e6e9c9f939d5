import Foundation
import Testing
@testable import CellKitCore

@Suite("Disabled rows")
struct DisabledRowTests {
    /// Six rows; rows 1, 2 and 5 are disabled.
    var list: ListInteractionState {
        var state = ListInteractionState(itemCount: 6)
        state.disabledRows = [1, 2, 5]
        return state
    }

    @Test("a disabled row cannot be highlighted or selected by the pointer")
    func pointer() {
        let (state, effects) = run(list, [.pointerPressed(row: 1), .pointerReleased(row: 1, inside: true)])
        #expect(effects.isEmpty)
        #expect(state.highlighted == nil && state.selected.isEmpty)
        #expect(state.states(forRow: 1) == [.disabled])
    }

    @Test("a disabled row shows no hover")
    func hover() {
        var start = list
        start.hovered = 0
        #expect(ListInteractionReducer.reduce(start, .hoverEntered(row: 2)).0.hovered == nil)
    }

    @Test("focus skips disabled rows in both directions")
    func arrowsSkip() {
        var start = list
        start.focused = 0
        let (down, downEffects) = run(start, [.key(.down)])
        #expect(down.focused == 3 && downEffects == [.scrollTo(row: 3)])
        #expect(run(down, [.key(.up)]).0.focused == 0)
        #expect(run(down, [.key(.end)]).0.focused == 4, "End lands on the last enabled row")
        #expect(run(down, [.key(.down), .key(.down)]).0.focused == 4, "no enabled row below 4: focus stays")
    }

    @Test("Tab and Home skip a disabled first row")
    func firstRowDisabled() {
        var start = ListInteractionState(itemCount: 4)
        start.disabledRows = [0, 1]
        #expect(ListInteractionReducer.reduce(start, .focusIn).0.focused == 2)
        start.focused = 3
        #expect(run(start, [.key(.home)]).0.focused == 2)
    }

    @Test("a page move onto a disabled row goes past it, or back toward the start when nothing is past it")
    func pagingSkips() {
        var start = ListInteractionState(itemCount: 10)
        start.pageSize = 3
        start.disabledRows = [3, 9]
        start.focused = 0
        #expect(run(start, [.key(.pageDown)]).0.focused == 4)
        start.focused = 7
        #expect(run(start, [.key(.pageDown)]).0.focused == 8)
    }

    @Test("Space on a row that became disabled selects nothing")
    func keyboardSelection() {
        var start = list
        start.focused = 1
        let (state, effects) = ListInteractionReducer.reduce(start, .key(.space))
        #expect(state.selected.isEmpty && effects.isEmpty)
    }

    @Test("disabled rows cannot swipe, reorder or toggle their outline")
    func otherGestures() {
        let policy = ClosureListInteractionPolicy(swipeActionsWidth: { _, _ in 100 })
        let swiped = run(list, [.swipeBegan(row: 2), .swipeChanged(translation: -80)], policy: policy)
        #expect(swiped.0.swiped == nil && swiped.1.isEmpty)
        var editing = list
        editing.isEditing = true
        #expect(ListInteractionReducer.reduce(editing, .reorderBegan(row: 5)).0.reorder == nil)
        var outline = list
        outline.outline = Array(repeating: ListOutlineRowInfo(level: 0, isExpandable: true, isExpanded: false, parentRow: nil), count: 6)
        #expect(ListInteractionReducer.reduce(outline, .outlineDisclosureTapped(row: 1)).1.isEmpty)
        #expect(ListInteractionReducer.reduce(outline, .outlineDisclosureTapped(row: 0)).1 == [.expand(row: 0)])
    }

    @Test("changing the disabled rows invalidates every row")
    func invalidation() {
        var changed = list
        changed.disabledRows = [1]
        #expect(changed.rowsNeedingUpdate(since: list) == .all)
        #expect(list.rowsNeedingUpdate(since: list) == ListRowInvalidation.none)
    }
}
