import Foundation

/// The questions the reducer asks the list before changing state: the collection view delegate's "should"
/// methods, the data source's reordering permission and the swipe actions providers. The list implements it by
/// forwarding to `UICollectionViewDelegate` / the data source; tests pass closures.
///
/// Every method has a permissive default (allow everything, no swipe actions), like a collection view without a
/// delegate.
package protocol ListInteractionPolicy {
    /// `collectionView(_:shouldHighlightItemAt:)`. A row that may not highlight cannot be selected by a tap either
    /// (as in UIKit).
    func shouldHighlight(row: Int) -> Bool
    /// `collectionView(_:shouldSelectItemAt:)`.
    func shouldSelect(row: Int) -> Bool
    /// `collectionView(_:shouldDeselectItemAt:)`, asked when a tap or Space would deselect a selected row in
    /// multiple selection, and for every row Escape would deselect. Not asked when a new selection replaces the
    /// old one in single selection (likely UIKit behaviour).
    func shouldDeselect(row: Int) -> Bool
    /// Whether the row's item may be reordered (`reorderingHandlers.canReorderItem`).
    func canReorder(row: Int) -> Bool
    /// The total width in points of the row's swipe action buttons on `edge`; 0 when the swipe actions provider
    /// returns no actions for it (the row does not swipe that way).
    func swipeActionsWidth(row: Int, edge: ListSwipeEdge) -> Double
    /// `UISwipeActionsConfiguration.performsFirstActionWithFullSwipe` of the row's actions on `edge`.
    func performsFirstActionWithFullSwipe(row: Int, edge: ListSwipeEdge) -> Bool
    /// Whether a tap on the row expands or collapses it instead of selecting it: its outline
    /// disclosure accessory has the `.header` style.
    func tapTogglesOutline(row: Int) -> Bool
    /// Where an arrow or page key moves focus from `row` when the row is laid out beside others (a grid
    /// section, a section that scrolls sideways): `.ordered` keeps the list's rules.
    func spatialMove(from row: Int, key: ListKey) -> ListSpatialMove
}

/// Where a navigation key takes focus in a layout that places rows side by side.
package enum ListSpatialMove: Hashable, Sendable {
    /// The row is in a list: the list's rules apply (rows in order; Left and Right work the outline).
    case ordered
    /// Focus moves to this row (past it, in the same direction, when it is disabled).
    case row(Int)
    /// There is nothing in that direction: focus stays.
    case none
}

extension ListInteractionPolicy {
    func shouldHighlight(row: Int) -> Bool { true }
    func shouldSelect(row: Int) -> Bool { true }
    func shouldDeselect(row: Int) -> Bool { true }
    func canReorder(row: Int) -> Bool { true }
    func swipeActionsWidth(row: Int, edge: ListSwipeEdge) -> Double { 0 }
    func performsFirstActionWithFullSwipe(row: Int, edge: ListSwipeEdge) -> Bool { false }
    func tapTogglesOutline(row: Int) -> Bool { false }
    func spatialMove(from row: Int, key: ListKey) -> ListSpatialMove { .ordered }
}

/// A policy that allows every highlight, selection, deselection and reorder, and offers no swipe actions.
struct PermissiveListInteractionPolicy: ListInteractionPolicy {}

/// A policy built from closures; a `nil` closure gives the permissive default.
struct ClosureListInteractionPolicy: ListInteractionPolicy {
    var shouldHighlight: ((Int) -> Bool)?
    var shouldSelect: ((Int) -> Bool)?
    var shouldDeselect: ((Int) -> Bool)?
    var canReorder: ((Int) -> Bool)?
    var swipeActionsWidth: ((Int, ListSwipeEdge) -> Double)?
    var performsFirstActionWithFullSwipe: ((Int, ListSwipeEdge) -> Bool)?
    var tapTogglesOutline: ((Int) -> Bool)?
    var spatialMove: ((Int, ListKey) -> ListSpatialMove)?

    init(
        shouldHighlight: ((Int) -> Bool)? = nil,
        shouldSelect: ((Int) -> Bool)? = nil,
        shouldDeselect: ((Int) -> Bool)? = nil,
        canReorder: ((Int) -> Bool)? = nil,
        swipeActionsWidth: ((Int, ListSwipeEdge) -> Double)? = nil,
        performsFirstActionWithFullSwipe: ((Int, ListSwipeEdge) -> Bool)? = nil,
        tapTogglesOutline: ((Int) -> Bool)? = nil,
        spatialMove: ((Int, ListKey) -> ListSpatialMove)? = nil
    ) {
        self.shouldHighlight = shouldHighlight
        self.shouldSelect = shouldSelect
        self.shouldDeselect = shouldDeselect
        self.canReorder = canReorder
        self.swipeActionsWidth = swipeActionsWidth
        self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
        self.tapTogglesOutline = tapTogglesOutline
        self.spatialMove = spatialMove
    }

    func shouldHighlight(row: Int) -> Bool { shouldHighlight?(row) ?? true }
    func shouldSelect(row: Int) -> Bool { shouldSelect?(row) ?? true }
    func shouldDeselect(row: Int) -> Bool { shouldDeselect?(row) ?? true }
    func canReorder(row: Int) -> Bool { canReorder?(row) ?? true }
    func swipeActionsWidth(row: Int, edge: ListSwipeEdge) -> Double { swipeActionsWidth?(row, edge) ?? 0 }
    func performsFirstActionWithFullSwipe(row: Int, edge: ListSwipeEdge) -> Bool {
        performsFirstActionWithFullSwipe?(row, edge) ?? false
    }
    func tapTogglesOutline(row: Int) -> Bool { tapTogglesOutline?(row) ?? false }
    func spatialMove(from row: Int, key: ListKey) -> ListSpatialMove { spatialMove?(row, key) ?? .ordered }
}
