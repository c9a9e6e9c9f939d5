import Foundation
import Testing
@testable import CellKitCore

@Suite("Keyboard interaction")
struct KeyboardInteractionTests {
    /// Ten rows, page size 4.
    var list: ListInteractionState {
        var state = ListInteractionState(itemCount: 10)
        state.pageSize = 4
        return state
    }

    func focused(_ row: Int, in state: ListInteractionState? = nil) -> ListInteractionState {
        var copy = state ?? list
        copy.focused = row
        return copy
    }

    @Test("Tab moves focus to the first row and scrolls to it")
    func focusInFirstRow() {
        let (state, effects) = ListInteractionReducer.reduce(list, .focusIn)
        #expect(state.focused == 0)
        #expect(effects == [.scrollTo(row: 0)])
        #expect(state.states(forRow: 0) == [.focused])
    }

    @Test("Tab prefers the first selected row, then the row focused last time")
    func focusInRemembers() {
        var start = list
        start.selected = [7, 4]
        #expect(ListInteractionReducer.reduce(start, .focusIn).0.focused == 4)
        let (away, _) = run(focused(6, in: start), [.focusOut])
        #expect(away.focused == nil && away.lastFocusedRow == 6)
        #expect(ListInteractionReducer.reduce(away, .focusIn).0.focused == 6)
    }

    @Test("arrows move focus one row and clamp at the ends")
    func arrows() {
        let (down, downEffects) = run(focused(0), [.key(.down), .key(.down)])
        #expect(down.focused == 2)
        #expect(downEffects == [.scrollTo(row: 1), .scrollTo(row: 2)])
        let (top, topEffects) = run(focused(0), [.key(.up)])
        #expect(top.focused == 0 && topEffects.isEmpty)
        let (bottom, bottomEffects) = run(focused(9), [.key(.down)])
        #expect(bottom.focused == 9 && bottomEffects.isEmpty)
        let (up, _) = run(focused(5), [.key(.up), .key(.up), .key(.up)])
        #expect(up.focused == 2)
    }

    @Test("Home and End jump to the first and last rows")
    func homeEnd() {
        #expect(run(focused(5), [.key(.home)]).0.focused == 0)
        #expect(run(focused(5), [.key(.end)]).0.focused == 9)
    }

    @Test("Page Down and Page Up move by the page size and clamp")
    func paging() {
        let (down, downEffects) = run(focused(0), [.key(.pageDown), .key(.pageDown), .key(.pageDown), .key(.pageDown)])
        #expect(down.focused == 9)
        #expect(downEffects == [.scrollTo(row: 4), .scrollTo(row: 8), .scrollTo(row: 9)])
        let (up, upEffects) = run(focused(9), [.key(.pageUp), .key(.pageUp), .key(.pageUp)])
        #expect(up.focused == 0)
        #expect(upEffects == [.scrollTo(row: 5), .scrollTo(row: 1), .scrollTo(row: 0)])
    }

    @Test("a navigation key with no focus brings focus in")
    func navigationWithoutFocus() {
        let (state, effects) = ListInteractionReducer.reduce(list, .key(.down))
        #expect(state.focused == 0 && effects == [.scrollTo(row: 0)])
        let (spaceState, spaceEffects) = ListInteractionReducer.reduce(list, .key(.space))
        #expect(spaceState == list && spaceEffects.isEmpty)
    }

    @Test("Space selects the focused row; Enter also performs its primary action")
    func spaceAndEnter() {
        let (spaced, spaceEffects) = ListInteractionReducer.reduce(focused(3), .key(.space))
        #expect(spaced.selected == [3])
        #expect(spaceEffects == [.select(row: 3)])
        let (entered, enterEffects) = run(spaced, [.key(.down), .key(.enter)])
        #expect(entered.selected == [4])
        #expect(enterEffects == [.scrollTo(row: 4), .deselect(row: 3), .select(row: 4), .performPrimaryAction(row: 4)])
    }

    @Test("Space toggles in multiple selection")
    func spaceToggles() {
        var start = focused(2)
        start.allowsMultipleSelection = true
        let (state, effects) = run(start, [.key(.space), .key(.down), .key(.space), .key(.up), .key(.space)])
        #expect(state.selected == [3])
        #expect(effects == [.select(row: 2), .scrollTo(row: 3), .select(row: 3), .scrollTo(row: 2), .deselect(row: 2)])
    }

    @Test("Escape clears the selection, sparing rows shouldDeselect keeps")
    func escapeClears() {
        var start = focused(0)
        start.allowsMultipleSelection = true
        start.selected = [1, 5, 8]
        let policy = ClosureListInteractionPolicy(shouldDeselect: { $0 != 5 })
        let (state, effects) = ListInteractionReducer.reduce(start, .key(.escape), policy: policy)
        #expect(state.selected == [5])
        #expect(effects == [.deselect(row: 1), .deselect(row: 8)])
    }

    @Test("selectionFollowsFocus selects the newly focused row")
    func selectionFollowsFocus() {
        var start = focused(0)
        start.selectionFollowsFocus = true
        start.selected = [0]
        let (state, effects) = run(start, [.key(.down)])
        #expect(state.selected == [1])
        #expect(effects == [.scrollTo(row: 1), .deselect(row: 0), .select(row: 1)])
        var multiple = start
        multiple.allowsMultipleSelection = true
        #expect(run(multiple, [.key(.down)]).0.selected == [0], "ignored in multiple selection")
    }

    /// Rows of the food outline with Fruit expanded: 0 Food (expanded), 1 Fruit (expanded), 2 Apple, 3 Pear,
    /// 4 Bread, 5 Drinks (collapsed).
    var outlineList: ListInteractionState {
        var outline = makeFoodOutline()
        outline.expand(["Fruit"])
        var state = ListInteractionState(itemCount: 6)
        state.outline = outline.outlineRows()
        return state
    }

    @Test("Left collapses an expanded row, else moves to the parent")
    func leftArrow() {
        let (parent, parentEffects) = ListInteractionReducer.reduce(focused(2, in: outlineList), .key(.left))
        #expect(parent.focused == 1 && parentEffects == [.scrollTo(row: 1)])
        let (_, collapseEffects) = ListInteractionReducer.reduce(focused(1, in: outlineList), .key(.left))
        #expect(collapseEffects == [.collapse(row: 1)])
        let (root, rootEffects) = ListInteractionReducer.reduce(focused(5, in: outlineList), .key(.left))
        #expect(root.focused == 5 && rootEffects.isEmpty, "a collapsed root has nowhere to go")
    }

    @Test("Right expands a collapsed row, else moves to the first child")
    func rightArrow() {
        let (_, expandEffects) = ListInteractionReducer.reduce(focused(5, in: outlineList), .key(.right))
        #expect(expandEffects == [.expand(row: 5)])
        let (child, childEffects) = ListInteractionReducer.reduce(focused(0, in: outlineList), .key(.right))
        #expect(child.focused == 1 && childEffects == [.scrollTo(row: 1)])
        let (leaf, leafEffects) = ListInteractionReducer.reduce(focused(3, in: outlineList), .key(.right))
        #expect(leaf.focused == 3 && leafEffects.isEmpty)
    }

    @Test("Left and Right are mirrored in right-to-left layouts")
    func rightToLeftArrows() {
        var start = focused(2, in: outlineList)
        start.isRightToLeft = true
        #expect(ListInteractionReducer.reduce(start, .key(.right)).0.focused == 1)
        start.focused = 5
        #expect(ListInteractionReducer.reduce(start, .key(.left)).1 == [.expand(row: 5)])
    }

    @Test("the outline disclosure toggles expansion")
    func disclosure() {
        #expect(ListInteractionReducer.reduce(outlineList, .outlineDisclosureTapped(row: 1)).1 == [.collapse(row: 1)])
        #expect(ListInteractionReducer.reduce(outlineList, .outlineDisclosureTapped(row: 5)).1 == [.expand(row: 5)])
        #expect(ListInteractionReducer.reduce(outlineList, .outlineDisclosureTapped(row: 2)).1.isEmpty)
        #expect(outlineList.states(forRow: 0).contains(.expanded) && !outlineList.states(forRow: 5).contains(.expanded))
    }
}
