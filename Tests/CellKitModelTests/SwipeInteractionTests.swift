import Foundation
import Testing
@testable import CellKitCore

@Suite("Swipe interaction")
struct SwipeInteractionTests {
    /// Every row has 150 pt of trailing actions; only row 2 has 80 pt of leading actions.
    let policy = ClosureListInteractionPolicy(swipeActionsWidth: { row, edge in
        edge == .trailing ? 150 : (row == 2 ? 80 : 0)
    })
    let list = ListInteractionState(itemCount: 5)

    func swipe(_ events: [ListInteractionEvent], from state: ListInteractionState? = nil) -> (ListInteractionState, [ListInteractionEffect]) {
        run(state ?? list, events, policy: policy)
    }

    @Test("a delete control opens the trailing actions without a drag, also in editing mode")
    func showWithoutDrag() {
        var editing = list
        editing.isEditing = true
        let (state, effects) = swipe([.showSwipeActions(row: 3, edge: .trailing)], from: editing)
        #expect(effects == [.revealSwipeActions(row: 3, edge: .trailing)])
        #expect(state.swiped == 3 && state.swipeOffset == -150)
        let (none, noEffects) = swipe([.showSwipeActions(row: 1, edge: .leading)])
        #expect(noEffects.isEmpty && none.swiped == nil, "no actions on that edge: nothing opens")
    }

    @Test("a drag shorter than the activation distance moves nothing")
    func belowActivation() {
        let (state, effects) = swipe([.swipeBegan(row: 1), .swipeChanged(translation: -9)])
        #expect(effects.isEmpty)
        #expect(state.swiped == nil && state.swipeOffset == 0)
        #expect(!state.states(forRow: 1).contains(.swiped))
    }

    @Test("dragging left past 10 pt reveals the trailing actions and sets isSwiped")
    func revealTrailing() {
        let (state, effects) = swipe([.swipeBegan(row: 1), .swipeChanged(translation: -10), .swipeChanged(translation: -40)])
        #expect(effects == [.revealSwipeActions(row: 1, edge: .trailing)])
        #expect(state.swiped == 1)
        #expect(state.swipeOffset == -40)
        #expect(state.states(forRow: 1) == [.swiped])
    }

    @Test("released before half the actions' width, the row slides back")
    func releaseShortCloses() {
        let (state, effects) = swipe([.swipeBegan(row: 1), .swipeChanged(translation: -74), .swipeEnded])
        #expect(effects == [.revealSwipeActions(row: 1, edge: .trailing), .hideSwipeActions(row: 1)])
        #expect(state.swipe == nil && state.swiped == nil)
    }

    @Test("released past half the actions' width, the actions stay open at their full width")
    func releaseLongOpens() {
        let (state, effects) = swipe([.swipeBegan(row: 1), .swipeChanged(translation: -75), .swipeEnded])
        #expect(effects == [.revealSwipeActions(row: 1, edge: .trailing)])
        #expect(state.swiped == 1)
        #expect(state.swipeOffset == -150)
        #expect(state.swipe?.phase == .open)
    }

    @Test("the row never moves past its actions, nor toward an edge without actions")
    func clamping() {
        let (far, _) = swipe([.swipeBegan(row: 1), .swipeChanged(translation: -400)])
        #expect(far.swipeOffset == -150)
        let (wrongWay, wrongWayEffects) = swipe([.swipeBegan(row: 1), .swipeChanged(translation: 60)])
        #expect(wrongWay.swiped == nil && wrongWayEffects.isEmpty)
        let (leading, leadingEffects) = swipe([.swipeBegan(row: 2), .swipeChanged(translation: 300)])
        #expect(leading.swipeOffset == 80)
        #expect(leadingEffects == [.revealSwipeActions(row: 2, edge: .leading)])
    }

    @Test("changing direction mid-drag reveals the other edge")
    func switchEdges() {
        let (state, effects) = swipe([.swipeBegan(row: 2), .swipeChanged(translation: 30), .swipeChanged(translation: -30)])
        #expect(effects == [.revealSwipeActions(row: 2, edge: .leading), .revealSwipeActions(row: 2, edge: .trailing)])
        #expect(state.swipeOffset == -30)
    }

    @Test("right-to-left layouts mirror the drag")
    func rightToLeft() {
        var start = list
        start.isRightToLeft = true
        let (state, effects) = swipe([.swipeBegan(row: 1), .swipeChanged(translation: 50)], from: start)
        #expect(effects == [.revealSwipeActions(row: 1, edge: .trailing)])
        #expect(state.swipeOffset == -50)
    }

    var openRow1: ListInteractionState {
        swipe([.swipeBegan(row: 1), .swipeChanged(translation: -120), .swipeEnded]).0
    }

    @Test("tapping elsewhere closes the actions and does not select")
    func tapElsewhereCloses() {
        let (state, effects) = swipe([.pointerPressed(row: 3), .pointerReleased(row: 3, inside: true)], from: openRow1)
        #expect(effects == [.hideSwipeActions(row: 1)])
        #expect(state.swiped == nil && state.selected.isEmpty && state.highlighted == nil)
        #expect(state.rowsNeedingUpdate(since: openRow1) == .rows([1]))
    }

    @Test("tapping an action runs it; the actions close when its completion is called")
    func actionTap() {
        let (running, runEffects) = swipe([.swipeActionTapped(index: 1)], from: openRow1)
        #expect(runEffects == [.runSwipeAction(row: 1, edge: .trailing, index: 1)])
        #expect(running.swiped == 1)
        let (closed, closeEffects) = swipe([.swipeActionCompleted], from: running)
        #expect(closeEffects == [.hideSwipeActions(row: 1)])
        #expect(closed.swiped == nil)
    }

    @Test("dragging an open row back closes it")
    func dragBack() {
        let (state, effects) = swipe([.swipeBegan(row: 1), .swipeChanged(translation: 120), .swipeEnded], from: openRow1)
        #expect(effects == [.hideSwipeActions(row: 1)])
        #expect(state.swipe == nil)
    }

    @Test("swiping another row closes the open one first")
    func swipeAnotherRow() {
        let (state, effects) = swipe([.swipeBegan(row: 3), .swipeChanged(translation: -100)], from: openRow1)
        #expect(effects == [.hideSwipeActions(row: 1), .revealSwipeActions(row: 3, edge: .trailing)])
        #expect(state.swiped == 3)
    }

    @Test("a full swipe past 60% of the row width runs the first action")
    func fullSwipe() {
        let fullSwipePolicy = ClosureListInteractionPolicy(
            swipeActionsWidth: { _, edge in edge == .trailing ? 150 : 0 },
            performsFirstActionWithFullSwipe: { _, _ in true }
        )
        var start = list
        start.rowWidth = 400
        let (state, effects) = run(start, [.swipeBegan(row: 0), .swipeChanged(translation: -240), .swipeEnded], policy: fullSwipePolicy)
        #expect(effects == [.revealSwipeActions(row: 0, edge: .trailing), .runSwipeAction(row: 0, edge: .trailing, index: 0)])
        #expect(state.swipeOffset == -400)
        let (short, _) = run(start, [.swipeBegan(row: 0), .swipeChanged(translation: -239), .swipeEnded], policy: fullSwipePolicy)
        #expect(short.swipeOffset == -150, "below the full-swipe threshold the actions just open")
    }

    @Test("a swipe cancels a press, and Escape or editing closes open actions")
    func interplay() {
        let (pressed, _) = swipe([.pointerPressed(row: 1)])
        let (swiping, swipeEffects) = swipe([.swipeBegan(row: 1)], from: pressed)
        #expect(swipeEffects == [.unhighlight(row: 1)])
        #expect(swiping.highlighted == nil)

        let (escaped, escapeEffects) = swipe([.key(.escape)], from: openRow1)
        #expect(escapeEffects == [.hideSwipeActions(row: 1)] && escaped.swiped == nil)

        let (editing, editingEffects) = swipe([.setEditing(true)], from: openRow1)
        #expect(editingEffects == [.hideSwipeActions(row: 1)] && editing.swiped == nil)
        let (noSwipe, noSwipeEffects) = swipe([.swipeBegan(row: 1), .swipeChanged(translation: -100)], from: editing)
        #expect(noSwipe.swiped == nil && noSwipeEffects.isEmpty, "no swipe actions in editing mode")
    }
}
