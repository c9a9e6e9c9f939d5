import Foundation

extension UICollectionView {
    /// The flat row of an item: items counted across sections (`FlatRowIndex`).
    func row(for indexPath: IndexPath) -> Int? {
        rowIndex.row(for: indexPath)
    }

    /// The item at a flat row.
    func indexPath(forRow row: Int) -> IndexPath? {
        rowIndex.indexPath(forRow: row)
    }

    /// The items as flat rows, with the list's structure brought up to date first (previews count the
    /// demo's rows with it; not UIKit).
    package var flatRows: FlatRowIndex {
        reloadStructureIfNeeded()
        return rowIndex
    }

    /// The total number of items.
    var totalItemCount: Int { rowIndex.count }

    /// Brings the interaction state's settings and row facts up to date with the list.
    func syncInteractionSettings() {
        var state = interactionState
        if state.itemCount != totalItemCount {
            state.remapRows(itemCount: totalItemCount) { $0 < self.totalItemCount ? $0 : nil }
        }
        state.allowsSelection = allowsSelection
        state.allowsMultipleSelection = allowsMultipleSelection
        state.allowsSelectionDuringEditing = allowsSelectionDuringEditing
        state.allowsMultipleSelectionDuringEditing = allowsMultipleSelectionDuringEditing
        state.isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        state.rowWidth = Double(bounds.width)
        state.pageSize = max(1, Int(bounds.height / Self.estimatedItemHeight))
        if needsOutlineSync {
            needsOutlineSync = false
            // No rows at all means every row is flat.
            if let outline = outlineProvider?.outlineRows(in: self), outline.isEmpty || outline.count == totalItemCount {
                state.outline = outline
            }
        }
        state.disabledRows = Set(visibleCellsByIndexPath.keys.filter { isItemDisabled(at: $0) }.compactMap { row(for: $0) })
        if state != interactionState { commit(state) }
    }
}

/// A data source that knows the outline structure of its items (diffable data sources with
/// section snapshots).
@preconcurrency @MainActor
protocol ListOutlineProviding: AnyObject {
    /// Outline facts for every row of the list, in row order, or none at all when every row is flat.
    func outlineRows(in collectionView: UICollectionView) -> [ListOutlineRowInfo]
    /// Expands or collapses the item at an index path.
    func setExpanded(_ expanded: Bool, at indexPath: IndexPath, in collectionView: UICollectionView)
}

extension UICollectionView {
    var outlineProvider: ListOutlineProviding? { dataSource as? ListOutlineProviding }
}
