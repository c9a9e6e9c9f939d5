import Foundation
import Testing
@testable import CellKitCore

/// The press-drag-release arbitration between tap, swipe and reorder, and the reducer rules it
/// relies on; the real-input tests check the same behaviour with the X pointer.
@Suite("Pointer arbitration")
struct PointerArbiterTests {
    /// Rows are 50 points tall, from y = 0.
    let rowAt: (Double) -> Int? = { dy in Int((25 + dy) / 50) + 2 }

    @Test("a press and release without movement is a tap on the pressed row")
    func tap() {
        var arbiter = ListPointerArbiter()
        #expect(arbiter.began(row: 2, onReorderControl: false) == .init(events: [.pointerPressed(row: 2)]))
        #expect(arbiter.moved(by: CGSize(width: 4, height: -3), rowAt: rowAt).events.isEmpty, "a wobble decides nothing")
        #expect(arbiter.phase == .possibleTap)
        #expect(arbiter.ended(rowUnder: 2) == .init(events: [.pointerReleased(row: 2, inside: true)]))
        #expect(arbiter.phase == .idle)
    }

    @Test("horizontal movement past the activation distance becomes a swipe and cancels the tap")
    func swipe() {
        var arbiter = ListPointerArbiter()
        _ = arbiter.began(row: 2, onReorderControl: false)
        let decided = arbiter.moved(by: CGSize(width: -14, height: 3), rowAt: rowAt)
        #expect(decided == .init(events: [.pointerCancelled, .swipeBegan(row: 2), .swipeChanged(translation: -14)], claims: true))
        #expect(arbiter.moved(by: CGSize(width: -60, height: 30), rowAt: rowAt).events == [.swipeChanged(translation: -60)],
                "once a swipe, vertical movement no longer matters")
        #expect(arbiter.ended(rowUnder: 3).events == [.swipeEnded])
    }

    @Test("vertical movement past the activation distance, or leaving the row, fails the tap")
    func verticalFails() {
        var arbiter = ListPointerArbiter()
        _ = arbiter.began(row: 2, onReorderControl: false)
        #expect(arbiter.moved(by: CGSize(width: 2, height: 12), rowAt: rowAt).events == [.pointerCancelled])
        #expect(arbiter.moved(by: CGSize(width: -40, height: 0), rowAt: rowAt).events.isEmpty, "a failed press stays failed")
        #expect(arbiter.ended(rowUnder: 2).events.isEmpty)

        let nearEdge: (Double) -> Int? = { dy in dy > 5 ? 3 : 2 }
        _ = arbiter.began(row: 2, onReorderControl: false)
        #expect(arbiter.moved(by: CGSize(width: 0, height: 6), rowAt: nearEdge).events == [.pointerCancelled])
    }

    @Test("release outside the pressed row reports it, so nothing is selected")
    func releaseOutside() {
        var arbiter = ListPointerArbiter()
        _ = arbiter.began(row: 2, onReorderControl: false)
        #expect(arbiter.ended(rowUnder: nil).events == [.pointerReleased(row: 2, inside: false)])
    }

    @Test("a press on a reorder control is a reorder at once, following the rows under the pointer")
    func reorder() {
        var arbiter = ListPointerArbiter()
        #expect(arbiter.began(row: 2, onReorderControl: true) == .init(events: [.reorderBegan(row: 2)], claims: true))
        #expect(arbiter.moved(by: CGSize(width: 0, height: 100), rowAt: rowAt).events == [.reorderMoved(overRow: 4)])
        #expect(arbiter.ended(rowUnder: 4).events == [.reorderEnded])
    }

    @Test("a scroll during a press fails the tap; a cancelled sequence cancels what the press became")
    func scrollAndCancel() {
        var arbiter = ListPointerArbiter()
        _ = arbiter.began(row: 1, onReorderControl: false)
        #expect(arbiter.scrolled().events == [.pointerCancelled])
        #expect(arbiter.ended(rowUnder: 1).events.isEmpty)

        _ = arbiter.began(row: 1, onReorderControl: false)
        _ = arbiter.moved(by: CGSize(width: 30, height: 0), rowAt: rowAt)
        #expect(arbiter.cancelled().events == [.swipeEnded])
        _ = arbiter.began(row: 1, onReorderControl: true)
        #expect(arbiter.cancelled().events == [.reorderCancelled])
        #expect(arbiter.ended(rowUnder: 1).events.isEmpty, "the end after a cancel does nothing")
    }

    @Test("a press between rows does nothing")
    func pressBetweenRows() {
        var arbiter = ListPointerArbiter()
        #expect(arbiter.began(row: nil, onReorderControl: false).events.isEmpty)
        #expect(arbiter.moved(by: CGSize(width: 40, height: 0), rowAt: rowAt).events.isEmpty)
        #expect(arbiter.ended(rowUnder: 2).events.isEmpty)
    }
}

/// What a click leaves for the keyboard, taps on open swipe actions and header outline rows.
@Suite("Taps and the keyboard")
struct TapFollowUpTests {
    let list = ListInteractionState(itemCount: 6)

    @Test("after a click, Down focuses the row below the clicked one and Space selects it")
    func keysContinueFromTheClickedRow() {
        let (clicked, _) = run(list, [.pointerPressed(row: 2), .pointerReleased(row: 2, inside: true)])
        #expect(clicked.keyboardAnchor == 2 && clicked.focused == nil, "no focus is drawn after a click")
        let (down, downEffects) = run(clicked, [.key(.down)])
        #expect(down.focused == 3 && down.keyboardAnchor == nil)
        #expect(downEffects == [.scrollTo(row: 3)])
        let (space, _) = run(down, [.key(.space)])
        #expect(space.selected == [3])
        let (spaceOnly, _) = run(clicked, [.key(.space)])
        #expect(spaceOnly.focused == 2 && spaceOnly.selected == [2], "Space acts on the clicked row")
    }

    @Test("focus leaving after a click remembers the clicked row for Tab")
    func focusOutRemembersTheClickedRow() {
        let (away, _) = run(list, [.pointerPressed(row: 4), .pointerReleased(row: 4, inside: true), .focusOut])
        #expect(away.keyboardAnchor == nil && away.lastFocusedRow == 4)
        #expect(run(away, [.focusIn]).0.focused == 4)
    }

    @Test("a click on the swiped row closes its actions without selecting; a drag moves them on")
    func pressOnTheSwipedRow() {
        let policy = ClosureListInteractionPolicy(swipeActionsWidth: { _, edge in edge == .trailing ? 150 : 0 })
        let (open, _) = run(list, [.swipeBegan(row: 1), .swipeChanged(translation: -120), .swipeEnded], policy: policy)
        #expect(open.swiped == 1)
        let (tapped, tapEffects) = run(open, [.pointerPressed(row: 1), .pointerReleased(row: 1, inside: true)], policy: policy)
        #expect(tapped.swiped == nil && tapped.selected.isEmpty)
        #expect(tapEffects == [.hideSwipeActions(row: 1)])
        let (dragged, _) = run(open, [.pointerPressed(row: 1), .pointerCancelled, .swipeBegan(row: 1), .swipeChanged(translation: -20)],
                               policy: policy)
        #expect(dragged.swipeOffset == -150, "the open row moves on from where it was")
    }

    @Test("a click on a header-style outline row expands or collapses it instead of selecting it")
    func headerRowsToggle() {
        var outlined = list
        outlined.outline = [ListOutlineRowInfo(level: 0, isExpandable: true, isExpanded: true, parentRow: nil)]
            + Array(repeating: ListOutlineRowInfo(level: 1, isExpandable: false, isExpanded: false, parentRow: 0), count: 5)
        let policy = ClosureListInteractionPolicy(tapTogglesOutline: { $0 == 0 })
        let (state, effects) = run(outlined, [.pointerPressed(row: 0), .pointerReleased(row: 0, inside: true)], policy: policy)
        #expect(effects == [.highlight(row: 0), .unhighlight(row: 0), .collapse(row: 0)])
        #expect(state.selected.isEmpty)
        let (child, _) = run(outlined, [.pointerPressed(row: 1), .pointerReleased(row: 1, inside: true)], policy: policy)
        #expect(child.selected == [1], "other rows select as usual")
    }
}
