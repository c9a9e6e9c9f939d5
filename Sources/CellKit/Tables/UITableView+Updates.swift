import Foundation

extension UITableView {
    // MARK: Selection

    /// The selected row (the first, when several are), or nil.
    public var indexPathForSelectedRow: IndexPath? { listView.indexPathsForSelectedItems?.first }

    /// The selected rows, or nil when none is.
    public var indexPathsForSelectedRows: [IndexPath]? { listView.indexPathsForSelectedItems }

    /// Selects a row in code (the delegate is neither asked nor told, as in UIKit) and scrolls to
    /// it; nil clears the selection.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        listView.selectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition.listPosition)
    }

    /// Deselects a row in code.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        listView.deselectItem(at: indexPath, animated: animated)
    }

    /// Scrolls so the row shows at `scrollPosition` (`.none`: the least distance).
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        listView.scrollToItem(at: indexPath, at: scrollPosition.listPosition, animated: animated)
    }

    // MARK: Reloading

    /// Forgets every shown cell and reads everything from the data source again.
    public func reloadData() {
        listView.reloadData()
    }

    /// Replaces the rows' cells with ones the data source configures afresh.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        listView.reloadItems(at: indexPaths)
    }

    /// Has the data source configure the rows' existing cells again (iOS 15): `dequeueReusableCell`
    /// returns each row's current cell.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            guard let cell = cellForRow(at: indexPath), let dataSource else { continue }
            reconfiguringCells[indexPath] = cell
            _ = dataSource.tableView(self, cellForRowAt: indexPath)
            reconfiguringCells[indexPath] = nil
            cell.hostRow?.refreshAccessories()
            cell.setNeedsUpdateConfiguration()
        }
        listView.setNeedsLayout()
        for indexPath in indexPaths { listView.engine.invalidateMeasurement(of: indexPath) }
    }

    /// Reloads whole sections.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        let paths = sections.flatMap { section in (0..<numberOfRows(inSection: section)).map { IndexPath(item: $0, section: section) } }
        listView.reloadItems(at: paths)
    }

    // MARK: Structural updates

    /// Runs `updates` (inserts, deletes, moves), then shows the data source's new rows; `completion`
    /// runs afterwards with true. Nothing is animated.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batchDepth += 1
        updates?()
        batchDepth -= 1
        if batchDepth == 0 { applyStructuralUpdate() }
        completion?(true)
    }

    /// Starts a group of updates, ended by `endUpdates()` (the older form of `performBatchUpdates`).
    public func beginUpdates() { batchDepth += 1 }

    /// Ends a group of updates and shows the data source's new rows.
    public func endUpdates() {
        batchDepth = max(0, batchDepth - 1)
        if batchDepth == 0 { applyStructuralUpdate() }
    }

    /// Rows were inserted in the data source.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { structureChanged() }
    /// Rows were deleted from the data source.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { structureChanged() }
    /// A row moved in the data source.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { structureChanged() }
    /// Sections were inserted in the data source.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) { structureChanged() }
    /// Sections were deleted from the data source.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { structureChanged() }

    private func structureChanged() {
        if batchDepth == 0 { applyStructuralUpdate() }
    }

    /// Reads the data source's sections and rows again, keeping the selection of rows whose index
    /// path is still valid.
    private func applyStructuralUpdate() {
        let selected = indexPathsForSelectedRows ?? []
        listView.reloadData()
        listView.layoutIfNeeded()
        for indexPath in selected where indexPath.section < numberOfSections && indexPath.item < numberOfRows(inSection: indexPath.section) {
            listView.selectItem(at: indexPath, animated: false, scrollPosition: [])
        }
    }
}

extension UITableView.ScrollPosition {
    var listPosition: UICollectionView.ScrollPosition {
        switch self {
        case .none: []
        case .top: .top
        case .middle: .centeredVertically
        case .bottom: .bottom
        }
    }
}
