import Foundation

extension UICollectionView {
    /// Forgets every realized cell and reads everything from the data source again.
    public func reloadData() {
        needsStructureReload = true
        needsOutlineSync = true
        for (indexPath, cell) in visibleCellsByIndexPath {
            delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
            enqueueForReuse(cell)
        }
        visibleCellsByIndexPath.removeAll()
        for view in visibleSupplementaries.values { enqueueForReuse(view) }
        visibleSupplementaries.removeAll()
        setNeedsLayout()
    }

    /// Re-runs the configuration of the items' existing cells (iOS 15 `reconfigureItems`): each
    /// visible cell stays, and the data source configures it again.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            guard let cell = visibleCellsByIndexPath[indexPath] else { continue }
            reconfiguringCells[indexPath] = cell
            RegistrationPolicy.providerDepth += 1
            _ = dataSource?.collectionView(self, cellForItemAt: indexPath)
            RegistrationPolicy.providerDepth -= 1
            reconfiguringCells[indexPath] = nil
            measuredItems.remove(indexPath)
        }
        setNeedsLayout()
    }

    /// Replaces the items' cells with freshly dequeued ones.
    public func reloadItems(at indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            if let cell = visibleCellsByIndexPath.removeValue(forKey: indexPath) {
                delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
                enqueueForReuse(cell)
            }
            measuredItems.remove(indexPath)
        }
        setNeedsLayout()
    }

    /// Applies structural changes computed elsewhere (the diffable data source): realized cells
    /// follow their items to new index paths, deleted items' cells are recycled, inserted items get
    /// cells when they become visible, and selection and other per-item states move with their items.
    /// `remapsInteraction` is false when the interaction state already followed the change (an
    /// interactive reorder moves selection and focus itself).
    /// `sectionsChanged` says sections were inserted, deleted or moved: headers and footers (kept by
    /// section index) are recycled and the section configurations read again.
    @usableFromInline
    func applyItemChanges(newCounts: [Int], remapsInteraction: Bool = true, sectionsChanged: Bool = false,
                          mapping: (IndexPath) -> IndexPath?) {
        let oldCounts = sectionItemCounts
        needsOutlineSync = true
        var remappedCells: [IndexPath: UICollectionViewCell] = [:]
        for (indexPath, cell) in visibleCellsByIndexPath {
            if let destination = mapping(indexPath) {
                remappedCells[destination] = cell
            } else {
                delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
                enqueueForReuse(cell)
            }
        }
        visibleCellsByIndexPath = remappedCells
        // Every row starts at the estimate; only heights that differ from it, and the measured
        // flags, need to follow their items (so a million untouched rows cost one array fill).
        func destination(of old: IndexPath, in heights: [[CGFloat]]) -> IndexPath? {
            guard let new = mapping(old), new.section < heights.count, new.item < heights[new.section].count else { return nil }
            return new
        }
        var heights = newCounts.map { Array(repeating: Self.estimatedItemHeight, count: $0) }
        for (section, sectionHeights) in itemHeights.enumerated() {
            for (item, height) in sectionHeights.enumerated() where height != Self.estimatedItemHeight {
                guard let new = destination(of: IndexPath(item: item, section: section), in: heights) else { continue }
                heights[new.section][new.item] = height
            }
        }
        measuredItems = Set(measuredItems.compactMap { destination(of: $0, in: heights) })
        itemHeights = heights
        sectionItemCounts = newCounts
        let newTotal = newCounts.reduce(0, +)
        if remapsInteraction { interactionState.remapRows(itemCount: newTotal) { row in
            var remaining = row
            for (section, count) in oldCounts.enumerated() {
                if remaining < count {
                    guard let new = mapping(IndexPath(item: remaining, section: section)) else { return nil }
                    return self.row(for: new)
                }
                remaining -= count
            }
            return nil
        } }
        if sectionsChanged {
            for view in visibleSupplementaries.values { enqueueForReuse(view) }
            visibleSupplementaries.removeAll()
        }
        if sectionsChanged || sectionConfigurations.count != newCounts.count {
            let environment = CollectionLayoutEnvironment(size: bounds.size, traitCollection: traitCollection)
            sectionConfigurations = newCounts.indices.map { collectionViewLayout.listConfiguration(forSection: $0, environment: environment) }
            supplementaryHeights.removeAll()
        }
        setNeedsLayout()
    }
}
