import Foundation

extension NSDiffableDataSourceSnapshot {
    // MARK: Adding items

    /// Adds items at the end of a section, or of the last section when `sectionIdentifier` is `nil`.
    ///
    /// Stops with a precondition failure (UIKit raises an exception) when the snapshot has no section, when the
    /// named section is not in the snapshot, or when an identifier repeats or is already in the snapshot.
    @inlinable
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let operation = "appendItems(_:toSection:)"
        let index = appendTarget(sectionIdentifier, operation: operation)
        insertNewItems(identifiers, intoSectionAt: index, at: sectionItems[index].count, operation: operation)
        recomputeOffsets(from: index + 1)
    }

    /// Inserts items just before an existing item, in that item's section.
    ///
    /// Stops with a precondition failure when `beforeIdentifier` is not in the snapshot or an identifier repeats
    /// or is already in the snapshot.
    @inlinable
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insertItems(identifiers, nextTo: beforeIdentifier, after: false, operation: "insertItems(_:beforeItem:)")
    }

    /// Inserts items just after an existing item, in that item's section.
    ///
    /// Stops with a precondition failure when `afterIdentifier` is not in the snapshot or an identifier repeats
    /// or is already in the snapshot.
    @inlinable
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insertItems(identifiers, nextTo: afterIdentifier, after: true, operation: "insertItems(_:afterItem:)")
    }

    @inlinable
    mutating func insertItems(_ identifiers: [ItemIdentifierType], nextTo anchor: ItemIdentifierType, after: Bool, operation: String) {
        let location = requireItem(anchor, operation: operation)
        let sectionIndex = sectionIndexes[location.section]!
        insertNewItems(identifiers, intoSectionAt: sectionIndex, at: location.position + (after ? 1 : 0), operation: operation)
        recomputeOffsets(from: sectionIndex + 1)
    }

    // MARK: Removing items

    /// Deletes items. Identifiers that are not in the snapshot are ignored (likely UIKit behaviour).
    /// Their reload and reconfigure marks go with them.
    @inlinable
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        // Positions to remove, per section index; each identifier leaves the dictionary (if any) once.
        var removals: [Int: [Int]] = [:]
        var lastSection: (identifier: SectionIdentifierType, index: Int)?
        for identifier in identifiers {
            guard let location = itemOrder == nil ? itemLocations.removeValue(forKey: identifier) : location(of: identifier) else { continue }
            let sectionIndex: Int
            if let lastSection, lastSection.identifier == location.section {
                sectionIndex = lastSection.index
            } else {
                sectionIndex = sectionIndexes[location.section]!
                lastSection = (location.section, sectionIndex)
            }
            removals[sectionIndex, default: []].append(location.position)
        }
        guard !removals.isEmpty else { return }
        for (sectionIndex, positions) in removals {
            var sorted = positions.sorted()
            // With the ordered index an identifier listed twice is found twice: remove it once.
            if itemOrder != nil { sorted = sorted.enumerated().filter { $0.offset == 0 || sorted[$0.offset - 1] != $0.element }.map(\.element) }
            let first = removeItems(atSortedPositions: sorted, fromSectionAt: sectionIndex)
            reindexItems(inSectionAt: sectionIndex, from: first)
        }
        recomputeOffsets(from: removals.keys.min()! + 1)
        dropMarksOfRemovedItems()
    }

    /// Removes the items at ascending `positions` from a section's item list in one pass; returns the first.
    @inlinable
    mutating func removeItems(atSortedPositions positions: [Int], fromSectionAt sectionIndex: Int) -> Int {
        let first = positions[0]
        if positions.count == 1 {
            sectionItems[sectionIndex].remove(at: first)
            return first
        }
        var kept = Array(sectionItems[sectionIndex][..<first])
        kept.reserveCapacity(sectionItems[sectionIndex].count - positions.count)
        var next = 0
        for (position, item) in sectionItems[sectionIndex].enumerated().dropFirst(first) {
            if next < positions.count, positions[next] == position { next += 1; continue }
            kept.append(item)
        }
        sectionItems[sectionIndex] = kept
        return first
    }

    /// Deletes every item and every section: the snapshot becomes empty, as in UIKit (where
    /// `numberOfSections` is 0 afterwards).
    @inlinable
    public mutating func deleteAllItems() {
        self = Self()
    }

    // MARK: Moving items

    /// Moves an item just before another item, which may be in another section. Moving an item relative to
    /// itself does nothing (UIKit's behaviour is not documented).
    ///
    /// Stops with a precondition failure when either item is not in the snapshot.
    @inlinable
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, nextTo: toIdentifier, after: false, operation: "moveItem(_:beforeItem:)")
    }

    /// Moves an item just after another item, which may be in another section. Moving an item relative to
    /// itself does nothing (UIKit's behaviour is not documented).
    ///
    /// Stops with a precondition failure when either item is not in the snapshot.
    @inlinable
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, nextTo: toIdentifier, after: true, operation: "moveItem(_:afterItem:)")
    }

    @inlinable
    mutating func moveItem(_ identifier: ItemIdentifierType, nextTo anchor: ItemIdentifierType, after: Bool, operation: String) {
        _ = requireItem(identifier, operation: operation)
        _ = requireItem(anchor, operation: operation)
        guard identifier != anchor else { return }
        removeItemUnchecked(identifier)
        let location = location(of: anchor)!
        let sectionIndex = sectionIndexes[location.section]!
        insertNewItems([identifier], intoSectionAt: sectionIndex, at: location.position + (after ? 1 : 0), operation: operation)
        recomputeOffsets(from: sectionIndex + 1)
    }

    // MARK: Marking items for update

    /// Marks items to be reloaded: when the snapshot is applied, each item gets a freshly dequeued cell from the
    /// cell provider. Stops with a precondition failure when an item is not in the snapshot.
    @inlinable
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers { _ = requireItem(identifier, operation: "reloadItems(_:)") }
        for identifier in identifiers { reloadMarks.insert(identifier) }
    }

    /// Marks items to be reconfigured (iOS 15): when the snapshot is applied, each item keeps its cell and the
    /// cell registration's handler runs again on it. Cheaper than `reloadItems(_:)`. Stops with a precondition
    /// failure when an item is not in the snapshot.
    @inlinable
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers { _ = requireItem(identifier, operation: "reconfigureItems(_:)") }
        for identifier in identifiers { reconfigureMarks.insert(identifier) }
    }

    // MARK: Internal editing for the list layer

    /// Moves an item so that it ends up at `position` in `section` (a position in the final order, clamped to
    /// the section's length). Used for interactive reordering, which speaks in destination index paths.
    /// Stops when the item or the section is unknown.
    mutating func moveItem(_ identifier: ItemIdentifierType, toSection section: SectionIdentifierType, at position: Int) {
        let operation = "moveItem(_:toSection:at:)"
        _ = requireItem(identifier, operation: operation)
        let sectionIndex = requireSection(section, operation: operation)
        removeItemUnchecked(identifier)
        let clamped = max(0, min(position, sectionItems[sectionIndex].count))
        insertNewItems([identifier], intoSectionAt: sectionIndex, at: clamped, operation: operation)
        recomputeOffsets(from: sectionIndex + 1)
    }

    /// Removes one existing item, keeping its marks (it is about to be re-inserted).
    @inlinable
    mutating func removeItemUnchecked(_ identifier: ItemIdentifierType) {
        let location = itemOrder == nil ? itemLocations.removeValue(forKey: identifier)! : location(of: identifier)!
        let sectionIndex = sectionIndexes[location.section]!
        sectionItems[sectionIndex].remove(at: location.position)
        reindexItems(inSectionAt: sectionIndex, from: location.position)
        recomputeOffsets(from: sectionIndex + 1)
    }
}
