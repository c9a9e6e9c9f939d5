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
        recycleItemSupplementaries()
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
            engine.invalidateMeasurement(of: indexPath)
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
            engine.invalidateMeasurement(of: indexPath)
        }
        setNeedsLayout()
    }

    /// Applies structural changes computed elsewhere (the diffable data source): realized cells
    /// follow their items to new index paths, deleted items' cells are recycled, inserted items get
    /// cells when they become visible, and selection, measured sizes and other per-item states move
    /// with their items. `remapsInteraction` is false when the interaction state already followed the
    /// change (an interactive reorder moves selection and focus itself).
    /// `sectionsChanged` says sections were inserted, deleted or moved: headers and footers (kept by
    /// section index) are recycled and the section layouts read again; `sectionMapping` gives each old
    /// section's new index (by default, the section its first surviving item went to).
    @usableFromInline
    func applyItemChanges(newCounts: [Int], remapsInteraction: Bool = true, sectionsChanged: Bool = false,
                          sectionMapping: ((Int) -> Int?)? = nil, mapping: (IndexPath) -> IndexPath?) {
        let oldCounts = sectionItemCounts, oldRows = rowIndex
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
        remapItemSupplementaries(mapping)
        sectionItemCounts = newCounts
        if remapsInteraction { interactionState.remapRows(itemCount: rowIndex.count) { row in
            oldRows.indexPath(forRow: row).flatMap(mapping).flatMap(self.row(for:))
        } }
        if sectionsChanged {
            for view in visibleSupplementaries.values { enqueueForReuse(view) }
            visibleSupplementaries.removeAll()
        }
        var specs = engine.sections.map(\.spec)
        var trailingPadding = engine.trailingPadding
        if sectionsChanged || sectionConfigurations.count != newCounts.count {
            let layouts = readSectionLayouts(count: newCounts.count)
            sectionConfigurations = layouts.listConfigurations
            specs = layouts.specs
            trailingPadding = layouts.trailingPadding
        }
        let keepsSections = oldCounts.count == newCounts.count && !sectionsChanged
        func section(_ old: Int) -> Int? {
            if let sectionMapping { return sectionMapping(old) }
            if keepsSections { return old }
            for item in 0..<(old < oldCounts.count ? oldCounts[old] : 0) {
                if let moved = mapping(IndexPath(item: item, section: old)) { return moved.section }
            }
            return nil
        }
        // Measurements follow their items; untouched items cost nothing (the engine stores no per-item state).
        engine = engine.rebuilt(specs: specs, counts: newCounts, size: engine.size, isRightToLeft: engine.isRightToLeft,
                                trailingPadding: trailingPadding, staleMeasurements: false,
                                sectionMapping: section, itemMapping: mapping)
        setNeedsLayout()
    }
}
