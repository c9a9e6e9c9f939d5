import Foundation
import Testing
@testable import CellKitCore

/// Arrow keys in a grid: Left and Right go through the section in order, Up and Down to the nearest item
/// of the row above or below (crossing sections), Page keys about a screen.
@Suite struct GridNavigationTests {
    typealias S = LayoutSpecs

    /// The three-column grid (7 items: rows 0–2, 3–5, 6) above a sideways-scrolling row of five cards.
    var engine: CollectionLayoutEngine {
        S.engine([(GridLayoutFrameTests.threeColumns, 7), (OrthogonalSectionLayoutTests.cards(.continuous), 5)])
    }

    func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    @Test func leftAndRightFollowTheOrderWithinTheSection() {
        #expect(engine.neighbor(of: path(2), toward: .right) == path(3), "continues on the next row")
        #expect(engine.neighbor(of: path(3), toward: .left) == path(2))
        #expect(engine.neighbor(of: path(0), toward: .left) == nil)
        #expect(engine.neighbor(of: path(6), toward: .right) == nil, "stops at the section's end")
        #expect(engine.neighbor(of: path(4, 1), toward: .right) == nil)
    }

    @Test func upAndDownGoToTheNearestItemOfTheNextRow() {
        #expect(engine.neighbor(of: path(1), toward: .down) == path(4))
        #expect(engine.neighbor(of: path(4), toward: .up) == path(1))
        #expect(engine.neighbor(of: path(5), toward: .down) == path(6), "the last row has only a first column")
        #expect(engine.neighbor(of: path(0), toward: .up) == nil)
        #expect(engine.neighbor(of: path(6), toward: .down) == path(0, 1), "into the cards below, the nearest one shown")
        #expect(engine.neighbor(of: path(1, 1), toward: .up) == path(6), "back up to the grid's last row")
    }

    @Test func rightToLeftSwapsLeftAndRight() {
        let mirrored = S.engine([(GridLayoutFrameTests.threeColumns, 7)], rightToLeft: true)
        #expect(mirrored.neighbor(of: path(0), toward: .left) == path(1))
        #expect(mirrored.neighbor(of: path(1), toward: .down) == path(4))
    }

    @Test func pageDownMovesAboutAScreen() {
        let tall = S.engine([(GridLayoutFrameTests.threeColumns, 60)])
        // Rows are 128 apart; a 667-point page from row 0 lands about five rows down, same column.
        let target = tall.neighbor(of: path(1), toward: .pageDown)
        #expect(target.map { $0.item % 3 } == 1)
        #expect(target.map { $0.item / 3 } == 5)
    }
}

/// The reducer moves focus where the layout says for rows laid out side by side, skipping disabled ones,
/// and keeps the list's rules for list rows.
@Suite struct SpatialFocusTests {
    @Test func spatialMovesFocusAndSkipsDisabledRows() {
        var state = ListInteractionState(itemCount: 9)
        state.focused = 1
        state.disabledRows = [4]
        // A 3-column grid: Down adds 3.
        let grid = ClosureListInteractionPolicy(spatialMove: { row, key in
            switch key {
            case .down: row + 3 < 9 ? .row(row + 3) : .none
            case .up: row >= 3 ? .row(row - 3) : .none
            case .right: row + 1 < 9 ? .row(row + 1) : .none
            default: .ordered
            }
        })
        let (down, effects) = run(state, [.key(.down)], policy: grid)
        #expect(down.focused == 7, "row 4 is disabled: focus goes on to the row below it")
        #expect(effects == [.scrollTo(row: 7)])
        #expect(run(down, [.key(.down)], policy: grid).0.focused == 7, "nothing below: focus stays")
        #expect(run(state, [.key(.right)], policy: grid).0.focused == 2)
        #expect(run(state, [.key(.home)], policy: grid).0.focused == 0, "Home keeps the list's rule")
        #expect(run(state, [.key(.down)]).0.focused == 2, "a list keeps moving one row")
    }
}

/// A horizontal drag on a section that scrolls sideways pans it, even from a gap between cells.
@Suite struct PointerPanTests {
    @Test func aHorizontalDragPansAndCancelsTheTap() {
        var arbiter = ListPointerArbiter()
        let press = arbiter.began(row: 3, onReorderControl: false, horizontalDrag: .pan)
        #expect(press.events == [.pointerPressed(row: 3)])
        let wobble = arbiter.moved(by: CGSize(width: -4, height: 1)) { _ in 3 }
        #expect(wobble == .init())
        let pan = arbiter.moved(by: CGSize(width: -30, height: 2)) { _ in 3 }
        #expect(pan.events == [.pointerCancelled] && pan.claims && pan.pan == .moved(translation: -30))
        let further = arbiter.moved(by: CGSize(width: -80, height: 40)) { _ in nil }
        #expect(further.pan == .moved(translation: -80), "stays a pan")
        let release = arbiter.ended(rowUnder: nil)
        #expect(release == .init(pan: .ended))
    }

    @Test func aDragFromAGapPansWithoutRowEvents() {
        var arbiter = ListPointerArbiter()
        let press = arbiter.began(row: nil, onReorderControl: false, horizontalDrag: .pan)
        #expect(press == .init())
        let drag = arbiter.moved(by: CGSize(width: 40, height: 0)) { _ in nil }
        #expect(drag == .init(claims: true, pan: .moved(translation: 40)))
        let cancel = arbiter.cancelled()
        #expect(cancel == .init(pan: .ended))
    }

    @Test func aGridCellDoesNotSwipe() {
        var arbiter = ListPointerArbiter()
        _ = arbiter.began(row: 2, onReorderControl: false, horizontalDrag: .none)
        let drag = arbiter.moved(by: CGSize(width: 40, height: 0)) { _ in 2 }
        #expect(drag.events == [.pointerCancelled])
        let release = arbiter.ended(rowUnder: 2)
        #expect(release == .init(), "the tap failed")
    }
}
