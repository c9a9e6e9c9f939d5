import Foundation

/// The pure heart of list interaction: an event and the current state in, the next state and the effects out.
/// No GTK, no delegate objects: the "should" questions go through a `ListInteractionPolicy`.
///
/// The GTK controllers only translate signals into `ListInteractionEvent`s; the list then stores the new state,
/// performs the effects in order (delegate calls, expand/collapse, reorder), and asks the cells whose
/// `states(forRow:)` changed (`rowsNeedingUpdate(since:)`) to update their configuration.
///
/// Rules in short (each handler documents its own):
/// - Pointer: whether a press is a tap, a swipe or a reorder is decided by `ListPointerArbiter` from the
///   movement. Press highlights (not on disabled rows, not when selection is off, not when `shouldHighlight`
///   says no); release inside selects (single selection replaces, multiple selection toggles), or toggles a
///   header-style outline row, and performs the primary action; release outside or cancel only clears the
///   highlight. A press elsewhere while swipe actions are open only closes them; a tap on the swiped row
///   closes them too. After a tap the keyboard continues from the tapped row.
/// - Hover: a separate `hovered` row (see `ListInteractionState.hovered`), never `isHighlighted`.
/// - Keyboard: focus skips disabled rows; arrows, Home/End and Page Up/Down move it (clamped, never wrapping);
///   Space selects or toggles; Enter selects and performs the primary action; Escape cancels a reorder, else
///   closes swipe actions, else clears the selection; Left/Right collapse/expand outline rows or move to the
///   parent/first child.
/// - Swipe: see `ListSwipeMetrics`. Reorder: only in editing mode, through the reorder accessory.
package enum ListInteractionReducer {
    /// Returns the state after `event` and the effects the list must perform, in order.
    package static func reduce(
        _ state: ListInteractionState,
        _ event: ListInteractionEvent,
        policy: any ListInteractionPolicy = PermissiveListInteractionPolicy()
    ) -> (ListInteractionState, [ListInteractionEffect]) {
        var transition = ListInteractionTransition(state: state, policy: policy)
        transition.handle(event)
        return (transition.state, transition.effects)
    }
}

/// One reduction in progress: the state being changed, the effects so far, and the policy to ask.
struct ListInteractionTransition {
    var state: ListInteractionState
    var effects: [ListInteractionEffect] = []
    let policy: any ListInteractionPolicy

    init(state: ListInteractionState, policy: any ListInteractionPolicy) {
        self.state = state
        self.policy = policy
    }

    /// Dispatches an event to its handler.
    mutating func handle(_ event: ListInteractionEvent) {
        switch event {
        case .pointerPressed(let row): pointerPressed(row)
        case .pointerReleased(let row, let inside): pointerReleased(row, inside: inside)
        case .pointerCancelled: clearHighlight()
        case .hoverEntered(let row): hoverEntered(row)
        case .hoverExited(let row): if state.hovered == row { state.hovered = nil }
        case .focusIn: focusIn()
        case .focusOut: focusOut()
        case .key(let key): handleKey(key)
        case .outlineDisclosureTapped(let row): outlineDisclosureTapped(row)
        case .swipeBegan(let row): swipeBegan(row)
        case .swipeChanged(let translation): swipeChanged(translation)
        case .swipeEnded: swipeEnded()
        case .swipeActionTapped(let index): swipeActionTapped(index)
        case .showSwipeActions(let row, let edge): showSwipeActions(row, edge: edge)
        case .swipeActionCompleted, .dismissSwipeActions: closeSwipe()
        case .reorderBegan(let row): reorderBegan(row)
        case .reorderMoved(let row): reorderMoved(row)
        case .reorderEnded: reorderEnded()
        case .reorderCancelled: state.reorder = nil
        case .setEditing(let editing): setEditing(editing)
        }
    }

    // MARK: Editing

    /// Entering or leaving editing mode closes swipe actions, cancels a reorder and clears the highlight. When
    /// the new mode does not allow selection, the selection is cleared without asking `shouldDeselect` (the
    /// change is programmatic); otherwise it is kept (UIKit's exact behaviour is not documented).
    private mutating func setEditing(_ editing: Bool) {
        guard editing != state.isEditing else { return }
        clearHighlight()
        closeSwipe()
        state.reorder = nil
        state.isEditing = editing
        if !state.selectionAllowed {
            deselectAll(asking: false)
        }
    }

    // MARK: Outline

    /// The outline disclosure accessory toggles an expandable, enabled row.
    private mutating func outlineDisclosureTapped(_ row: Int) {
        guard state.isInteractive(row) else { return }
        let info = state.outlineInfo(row)
        guard info.isExpandable else { return }
        effects.append(info.isExpanded ? .collapse(row: row) : .expand(row: row))
    }
}
