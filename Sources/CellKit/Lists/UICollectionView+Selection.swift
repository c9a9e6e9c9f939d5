import Foundation

extension UICollectionView {
    /// The selected items, or nil when none is selected.
    public var indexPathsForSelectedItems: [IndexPath]? {
        let paths = interactionState.selected.sorted().compactMap { indexPath(forRow: $0) }
        return paths.isEmpty ? nil : paths
    }

    /// Selects an item in code (the delegate is neither asked nor told, as in UIKit) and
    /// optionally scrolls to it. In single selection the previous selection is cleared; nil clears it.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        reloadStructureIfNeeded()
        syncInteractionSettings()
        guard let indexPath, let row = row(for: indexPath) else {
            updateState { $0.selected = [] }
            return
        }
        updateState { state in
            state.selected = state.multipleSelectionActive ? state.selected.union([row]) : [row]
        }
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item in code.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard let row = row(for: indexPath) else { return }
        updateState { $0.selected.remove(row) }
    }
}

/// A data source that can move items (diffable data sources with reordering handlers).
@preconcurrency @MainActor
protocol ListReorderHandling: AnyObject {
    func canReorderItem(at indexPath: IndexPath, in collectionView: UICollectionView) -> Bool
    func moveItem(from source: IndexPath, to destination: IndexPath, in collectionView: UICollectionView)
}

extension UICollectionView {
    var reorderHandler: ListReorderHandling? { dataSource as? ListReorderHandling }
}
