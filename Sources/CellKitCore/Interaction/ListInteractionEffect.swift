import Foundation

/// What the list must do in response to an event, in order. The state returned with the effects already
/// reflects them (a row reported by `.select` is in `selected`); the list calls the matching delegate methods,
/// runs the data-source work and updates the affected cells.
package enum ListInteractionEffect: Hashable, Sendable {
    /// `collectionView(_:didHighlightItemAt:)`.
    case highlight(row: Int)
    /// `collectionView(_:didUnhighlightItemAt:)`.
    case unhighlight(row: Int)
    /// `collectionView(_:didSelectItemAt:)`.
    case select(row: Int)
    /// `collectionView(_:didDeselectItemAt:)`.
    case deselect(row: Int)
    /// `collectionView(_:performPrimaryActionForItemAt:)` (iOS 16).
    case performPrimaryAction(row: Int)
    /// Scroll so the row is visible (keyboard focus moved there).
    case scrollTo(row: Int)
    /// Expand the row's outline item (through `sectionSnapshotHandlers`).
    case expand(row: Int)
    /// Collapse the row's outline item (through `sectionSnapshotHandlers`).
    case collapse(row: Int)
    /// Build and show the swipe action buttons of the row's edge (ask the swipe actions provider).
    case revealSwipeActions(row: Int, edge: ListSwipeEdge)
    /// Remove the row's swipe action buttons; the row slides back.
    case hideSwipeActions(row: Int)
    /// Run a swipe action's handler; the list sends `.swipeActionCompleted` when it calls its completion.
    case runSwipeAction(row: Int, edge: ListSwipeEdge, index: Int)
    /// Move the item at row `from` so it ends up at row `to` (through `reorderingHandlers`). Row-indexed
    /// interaction state has already been moved along.
    case moveItem(from: Int, to: Int)
}
