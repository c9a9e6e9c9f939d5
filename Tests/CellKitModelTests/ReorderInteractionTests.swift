import Foundation
import Testing
@testable import CellKitCore

@Suite("Reorder interaction")
struct ReorderInteractionTests {
    var editingList: ListInteractionState {
        var state = ListInteractionState(itemCount: 5)
        state.isEditing = true
        return state
    }

    @Test("reordering needs editing mode")
    func needsEditing() {
        let (state, effects) = ListInteractionReducer.reduce(ListInteractionState(itemCount: 5), .reorderBegan(row: 1))
        #expect(state.reorder == nil && effects.isEmpty)
    }

    @Test("grabbing the reorder accessory lifts the row")
    func lifting() {
        let (state, effects) = ListInteractionReducer.reduce(editingList, .reorderBegan(row: 1))
        #expect(effects.isEmpty)
        #expect(state.states(forRow: 1) == [.editing, .reordering, .lifting])
        #expect(state.states(forRow: 0).isDisjoint(with: [.dropTargeted, .dropNotTargeted]), "no drop states until the drag moves")
        #expect(state.rowsNeedingUpdate(since: editingList) == .rows([1]))
    }

    @Test("moving drags the row and targets the row under it")
    func dragging() {
        let (state, _) = run(editingList, [.reorderBegan(row: 1), .reorderMoved(overRow: 3)])
        #expect(state.states(forRow: 1) == [.editing, .reordering, .dragging])
        #expect(state.states(forRow: 3).contains(.dropTargeted))
        #expect(state.states(forRow: 0).contains(.dropNotTargeted))
        #expect(state.states(forRow: 4).contains(.dropNotTargeted))
        #expect(!state.states(forRow: 3).contains(.reordering))
        let lifted = ListInteractionReducer.reduce(editingList, .reorderBegan(row: 1)).0
        #expect(state.rowsNeedingUpdate(since: lifted) == .all)
        let moved = ListInteractionReducer.reduce(state, .reorderMoved(overRow: 4)).0
        #expect(moved.rowsNeedingUpdate(since: state) == .rows([3, 4]))
    }

    @Test("dropping reports the move and carries selection and focus along")
    func drop() {
        var start = editingList
        start.allowsMultipleSelectionDuringEditing = true
        start.selected = [1, 2]
        start.focused = 3
        let (state, effects) = run(start, [.reorderBegan(row: 1), .reorderMoved(overRow: 3), .reorderEnded])
        #expect(effects == [.moveItem(from: 1, to: 3)])
        #expect(state.reorder == nil)
        #expect(state.selected == [3, 1])
        #expect(state.focused == 2)
        #expect(state.states(forRow: 3) == [.selected, .editing])
    }

    @Test("moving up shifts the rows in between down")
    func dropUpward() {
        var start = editingList
        start.allowsSelectionDuringEditing = true
        start.selected = [0]
        let (state, effects) = run(start, [.reorderBegan(row: 4), .reorderMoved(overRow: 1), .reorderEnded])
        #expect(effects == [.moveItem(from: 4, to: 1)])
        #expect(state.selected == [0])
        let mapping = ListInteractionState.moveMapping(from: 4, to: 1)
        #expect((0..<5).map { mapping($0) } == [0, 2, 3, 4, 1])
    }

    @Test("dropping on the source row, cancelling, Escape or leaving editing move nothing")
    func noMove() {
        let began: [ListInteractionEvent] = [.reorderBegan(row: 2), .reorderMoved(overRow: 4)]
        #expect(run(editingList, [.reorderBegan(row: 2), .reorderMoved(overRow: 2), .reorderEnded]).1.isEmpty)
        let cancelled = run(editingList, began + [.reorderCancelled])
        #expect(cancelled.0.reorder == nil && cancelled.1.isEmpty)
        let escaped = run(editingList, began + [.key(.escape)])
        #expect(escaped.0.reorder == nil && escaped.1.isEmpty)
        let leftEditing = run(editingList, began + [.setEditing(false)])
        #expect(leftEditing.0.reorder == nil && leftEditing.1.isEmpty)
    }

    @Test("the drop target is clamped to the rows")
    func clampTarget() {
        let (state, effects) = run(editingList, [.reorderBegan(row: 0), .reorderMoved(overRow: 42), .reorderEnded])
        #expect(effects == [.moveItem(from: 0, to: 4)])
        #expect(state.reorder == nil)
        #expect(run(editingList, [.reorderBegan(row: 3), .reorderMoved(overRow: -5)]).0.reorder?.targetRow == 0)
    }

    @Test("canReorder saying no keeps the row in place; presses and hover are ignored while reordering")
    func vetoAndIsolation() {
        let policy = ClosureListInteractionPolicy(canReorder: { $0 != 2 })
        #expect(ListInteractionReducer.reduce(editingList, .reorderBegan(row: 2), policy: policy).0.reorder == nil)
        var start = editingList
        start.allowsSelectionDuringEditing = true
        let (state, effects) = run(start, [.reorderBegan(row: 1), .pointerPressed(row: 3), .hoverEntered(row: 3)])
        #expect(effects.isEmpty)
        #expect(state.highlighted == nil && state.hovered == nil)
    }
}

@Suite("Row remapping")
struct RowRemappingTests {
    @Test("remapRows drops vanished rows and shifts the rest")
    func remap() {
        var state = ListInteractionState(itemCount: 6)
        state.selected = [1, 4]
        state.focused = 5
        state.hovered = 2
        state.disabledRows = [3]
        state.outline = [
            .init(level: 0, isExpandable: true, isExpanded: true, parentRow: nil),
            .init(level: 1, isExpandable: false, isExpanded: false, parentRow: 0),
            .flat, .flat, .flat, .flat,
        ]
        // Row 2 is deleted; later rows shift up by one.
        state.remapRows(itemCount: 5) { row in row == 2 ? nil : (row > 2 ? row - 1 : row) }
        #expect(state.itemCount == 5)
        #expect(state.selected == [1, 3])
        #expect(state.focused == 4)
        #expect(state.hovered == nil)
        #expect(state.disabledRows == [2])
        #expect(state.outline.count == 5)
        #expect(state.outline[1].parentRow == 0)
    }

    @Test("fresh outline and disabled rows replace the old ones")
    func remapWithFreshData() {
        var state = ListInteractionState(itemCount: 3)
        state.disabledRows = [0]
        state.selected = [2]
        state.remapRows(itemCount: 2, outline: [.flat, .flat], disabledRows: [1]) { $0 }
        #expect(state.selected.isEmpty, "row 2 is outside the new rows")
        #expect(state.disabledRows == [1])
        #expect(state.outline == [.flat, .flat])
    }
}
