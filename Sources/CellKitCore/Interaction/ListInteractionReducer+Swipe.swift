import Foundation

/// The numbers that drive swipe actions. UIKit does not document its own; these are CellKit's choices, picked to
/// feel like iOS.
package enum ListSwipeMetrics {
    /// Travel (points) after which a press's movement decides what the press is (`ListPointerArbiter`):
    /// mostly horizontal, a swipe that starts moving the row; otherwise no tap. Shorter movement stays a tap.
    package static let activationDistance = 10.0
    /// On release, the actions stay open when the row was dragged at least this fraction of the actions' width;
    /// otherwise the row slides back.
    static let openFraction = 0.5
    /// On release, when the actions perform their first action with a full swipe and the row was dragged at
    /// least this fraction of the row width, the first action runs.
    static let fullSwipeFraction = 0.6
}

/// Swipe actions: a horizontal drag reveals the row's leading or trailing actions.
///
/// - `swipeBegan` starts tracking (not in editing mode, not during a reorder, not on disabled rows); it cancels
///   any press and closes actions open on another row.
/// - `swipeChanged` moves the row once the drag passes `activationDistance`. Dragging toward the trailing edge
///   (right in left-to-right layouts) reveals leading actions, toward the leading edge reveals trailing actions.
///   The row moves at most the actions' width (or the row width when a full swipe is possible); it does not move
///   toward an edge without actions. The first time an edge shows, `.revealSwipeActions` asks the list to build
///   its buttons; the row is `isSwiped` while moved aside.
/// - `swipeEnded` opens the actions (offset snaps to their width), runs the first action on a full swipe, or
///   slides the row back (`.hideSwipeActions`).
/// - Tapping an action reports `.runSwipeAction`; the actions stay until the handler's completion
///   (`swipeActionCompleted`). A press anywhere, Escape, editing, or `dismissSwipeActions` closes them.
extension ListInteractionTransition {
    mutating func swipeBegan(_ row: Int) {
        guard !state.isEditing, state.reorder == nil, state.isInteractive(row) else { return }
        clearHighlight()
        var start = 0.0
        var revealed: ListSwipeEdge?
        if let current = state.swipe {
            if current.row == row {
                start = current.offset
                revealed = current.revealedEdge
            } else {
                closeSwipe()
            }
        }
        state.swipe = ListSwipeState(
            row: row, offset: start, startOffset: start, phase: .tracking, isActive: start != 0, revealedEdge: revealed
        )
    }

    mutating func swipeChanged(_ translation: Double) {
        guard var swipe = state.swipe, swipe.phase == .tracking else { return }
        let travel = state.isRightToLeft ? -translation : translation
        if !swipe.isActive {
            guard abs(travel) >= ListSwipeMetrics.activationDistance else { return }
            swipe.isActive = true
        }
        let leadingLimit = travelLimit(row: swipe.row, edge: .leading)
        let trailingLimit = travelLimit(row: swipe.row, edge: .trailing)
        swipe.offset = min(max(swipe.startOffset + travel, -trailingLimit), leadingLimit)
        if let edge = swipe.edge, edge != swipe.revealedEdge {
            swipe.revealedEdge = edge
            effects.append(.revealSwipeActions(row: swipe.row, edge: edge))
        }
        state.swipe = swipe
    }

    mutating func swipeEnded() {
        guard var swipe = state.swipe, swipe.phase == .tracking else { return }
        guard let edge = swipe.edge else {
            closeSwipe()
            return
        }
        let width = policy.swipeActionsWidth(row: swipe.row, edge: edge)
        let sign = edge == .leading ? 1.0 : -1.0
        if policy.performsFirstActionWithFullSwipe(row: swipe.row, edge: edge), let rowWidth = state.rowWidth,
           abs(swipe.offset) >= rowWidth * ListSwipeMetrics.fullSwipeFraction {
            swipe.offset = sign * rowWidth
            swipe.phase = .open
            state.swipe = swipe
            effects.append(.runSwipeAction(row: swipe.row, edge: edge, index: 0))
        } else if width > 0, abs(swipe.offset) >= width * ListSwipeMetrics.openFraction {
            swipe.offset = sign * width
            swipe.phase = .open
            state.swipe = swipe
        } else {
            closeSwipe()
        }
    }

    /// Opens a row's actions without a drag: what a delete control with no handler does (also in
    /// editing mode, where dragging does not swipe). Nothing happens when the edge has no actions.
    mutating func showSwipeActions(_ row: Int, edge: ListSwipeEdge) {
        guard state.reorder == nil, state.isInteractive(row) else { return }
        let width = policy.swipeActionsWidth(row: row, edge: edge)
        guard width > 0 else { return }
        if let current = state.swipe, current.row != row { closeSwipe() }
        clearHighlight()
        let offset = (edge == .leading ? 1.0 : -1.0) * width
        state.swipe = ListSwipeState(row: row, offset: offset, startOffset: offset, phase: .open, isActive: true, revealedEdge: edge)
        effects.append(.revealSwipeActions(row: row, edge: edge))
    }

    mutating func swipeActionTapped(_ index: Int) {
        guard let swipe = state.swipe, swipe.phase == .open, let edge = swipe.edge else { return }
        effects.append(.runSwipeAction(row: swipe.row, edge: edge, index: index))
    }

    /// Slides the swiped row back, reporting `.hideSwipeActions` when buttons were shown.
    mutating func closeSwipe() {
        guard let swipe = state.swipe else { return }
        if swipe.revealedEdge != nil {
            effects.append(.hideSwipeActions(row: swipe.row))
        }
        state.swipe = nil
    }

    /// How far the row may move to reveal `edge`: 0 without actions, the row width when a full swipe is possible,
    /// else the actions' width.
    private func travelLimit(row: Int, edge: ListSwipeEdge) -> Double {
        let width = policy.swipeActionsWidth(row: row, edge: edge)
        guard width > 0 else { return 0 }
        if policy.performsFirstActionWithFullSwipe(row: row, edge: edge), let rowWidth = state.rowWidth {
            return max(rowWidth, width)
        }
        return width
    }
}
