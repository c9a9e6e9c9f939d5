import Foundation

/// A keyboard key the list reacts to. The GTK key controller translates key presses into these; Tab and focus
/// changes arrive as `ListInteractionEvent.focusIn` / `.focusOut`.
package enum ListKey: Hashable, Sendable {
    /// Up arrow: focus the previous row.
    case up
    /// Down arrow: focus the next row.
    case down
    /// Home: focus the first row.
    case home
    /// End: focus the last row.
    case end
    /// Page Up: focus the row one page up.
    case pageUp
    /// Page Down: focus the row one page down.
    case pageDown
    /// Space: select (or toggle) the focused row.
    case space
    /// Return/Enter: select the focused row and perform its primary action.
    case enter
    /// Escape: cancel a reorder, else close open swipe actions, else clear the selection.
    case escape
    /// Left arrow: collapse the focused outline row, or focus its parent (mirrored in right-to-left layouts).
    case left
    /// Right arrow: expand the focused outline row, or focus its first child (mirrored in right-to-left layouts).
    case right
}

/// One input event for the list, as the GTK controllers report it (GtkGestureClick, GtkEventControllerMotion,
/// GtkEventControllerKey, GtkEventControllerFocus, GtkGestureDrag, the reorder accessory's drag source).
package enum ListInteractionEvent: Hashable, Sendable {
    // MARK: Pointer (GtkGestureClick)

    /// A primary button press (or touch down) on a row.
    case pointerPressed(row: Int)
    /// The press ended; `inside` tells whether the pointer was still over the pressed row.
    case pointerReleased(row: Int, inside: Bool)
    /// The press was cancelled (the gesture was claimed by a drag or scroll, or the grab was lost).
    case pointerCancelled

    // MARK: Hover (GtkEventControllerMotion)

    /// The pointer entered a row.
    case hoverEntered(row: Int)
    /// The pointer left a row.
    case hoverExited(row: Int)

    // MARK: Focus and keys (GtkEventControllerFocus, GtkEventControllerKey)

    /// Keyboard focus moved into the list (Tab, or a click that gave it focus).
    case focusIn
    /// Keyboard focus left the list.
    case focusOut
    /// A key was pressed while the list has focus.
    case key(ListKey)

    // MARK: Outline

    /// The outline disclosure accessory of a row was tapped.
    case outlineDisclosureTapped(row: Int)

    // MARK: Swipe (GtkGestureDrag, horizontal)

    /// A horizontal drag began on a row.
    case swipeBegan(row: Int)
    /// The horizontal drag moved; `translation` is the total horizontal movement since it began, in points,
    /// positive toward the right edge of the screen.
    case swipeChanged(translation: Double)
    /// The horizontal drag ended.
    case swipeEnded
    /// A revealed swipe action button was tapped; `index` counts from the edge's first action.
    case swipeActionTapped(index: Int)
    /// A swipe action's handler called its completion: the actions close.
    case swipeActionCompleted
    /// Close open swipe actions (the list scrolled, or the app asked).
    case dismissSwipeActions
    /// Open a row's actions at an edge without a drag (a delete control without a handler).
    case showSwipeActions(row: Int, edge: ListSwipeEdge)

    // MARK: Reorder (the reorder accessory's drag)

    /// The reorder accessory of a row was grabbed.
    case reorderBegan(row: Int)
    /// The dragged item moved over a row; the item would land at that row.
    case reorderMoved(overRow: Int)
    /// The dragged item was dropped.
    case reorderEnded
    /// The reorder was cancelled (Escape, lost grab).
    case reorderCancelled

    // MARK: Editing

    /// `isEditing` was set.
    case setEditing(Bool)
}
