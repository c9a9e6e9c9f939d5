import Foundation

extension NSDiffableDataSourceSnapshot {
    // MARK: Adding items

    /// Adds items at the end of a section, or of the last section when `sectionIdentifier` is `nil`.
    ///
    /// Stops with a precondition failure (UIKit raises an exception) when the snapshot has no section, when the
    /// named section is not in the snapshot, or when an identifier repeats or is already in the snapshot.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        checkAppendItems(identifiers, toSection: sectionIdentifier).failIfPresent()
        let index = sectionIdentifier.flatMap { sectionIndexes[$0] } ?? sectionOrder.count - 1
        insertItemsUnchecked(identifiers, intoSectionAt: index, at: sectionItems[index].count)
    }

    /// Inserts items just before an existing item, in that item's section.
    ///
    /// Stops with a precondition failure when `beforeIdentifier` is not in the snapshot or an identifier repeats
    /// or is already in the snapshot.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        checkInsertItems(identifiers, relativeTo: beforeIdentifier, after: false).failIfPresent()
        let location = itemLocations[beforeIdentifier]!
        insertItemsUnchecked(identifiers, intoSectionAt: sectionIndexes[location.section]!, at: location.position)
    }

    /// Inserts items just after an existing item, in that item's section.
    ///
    /// Stops with a precondition failure when `afterIdentifier` is not in the snapshot or an identifier repeats
    /// or is already in the snapshot.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        checkInsertItems(identifiers, relativeTo: afterIdentifier, after: true).failIfPresent()
        let location = itemLocations[afterIdentifier]!
        insertItemsUnchecked(identifiers, intoSectionAt: sectionIndexes[location.section]!, at: location.position + 1)
    }

    // MARK: Removing items

    /// Deletes items. Identifiers that are not in the snapshot are ignored (likely UIKit behaviour).
    /// Their reload and reconfigure marks go with them.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var doomed = Set<ItemIdentifierType>()
        var firstRemoved: [Int: Int] = [:]  // section index → smallest removed position
        for identifier in identifiers {
            guard let location = itemLocations[identifier], doomed.insert(identifier).inserted else { continue }
            let section = sectionIndexes[location.section]!
            firstRemoved[section] = min(firstRemoved[section] ?? .max, location.position)
        }
        guard !doomed.isEmpty else { return }
        for identifier in doomed {
            itemLocations[identifier] = nil
        }
        for (section, start) in firstRemoved {
            sectionItems[section].removeAll { doomed.contains($0) }
            reindexItems(inSectionAt: section, from: start)
        }
        recomputeOffsets(from: firstRemoved.keys.min()! + 1)
        dropMarks(forItems: doomed)
    }

    /// Deletes every item and every section: the snapshot becomes empty, as in UIKit (where
    /// `numberOfSections` is 0 afterwards).
    public mutating func deleteAllItems() {
        self = Self()
    }

    // MARK: Moving items

    /// Moves an item just before another item, which may be in another section. Moving an item relative to
    /// itself does nothing (UIKit's behaviour is not documented).
    ///
    /// Stops with a precondition failure when either item is not in the snapshot.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        checkMoveItem(identifier, relativeTo: toIdentifier, after: false).failIfPresent()
        guard identifier != toIdentifier else { return }
        removeItemUnchecked(identifier)
        let anchor = itemLocations[toIdentifier]!
        insertItemsUnchecked([identifier], intoSectionAt: sectionIndexes[anchor.section]!, at: anchor.position)
    }

    /// Moves an item just after another item, which may be in another section. Moving an item relative to
    /// itself does nothing (UIKit's behaviour is not documented).
    ///
    /// Stops with a precondition failure when either item is not in the snapshot.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        checkMoveItem(identifier, relativeTo: toIdentifier, after: true).failIfPresent()
        guard identifier != toIdentifier else { return }
        removeItemUnchecked(identifier)
        let anchor = itemLocations[toIdentifier]!
        insertItemsUnchecked([identifier], intoSectionAt: sectionIndexes[anchor.section]!, at: anchor.position + 1)
    }

    // MARK: Marking items for update

    /// Marks items to be reloaded: when the snapshot is applied, each item gets a freshly dequeued cell from the
    /// cell provider. Stops with a precondition failure when an item is not in the snapshot.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        checkReloadItems(identifiers).failIfPresent()
        for identifier in identifiers {
            reloadMarks.insert(identifier)
        }
    }

    /// Marks items to be reconfigured (iOS 15): when the snapshot is applied, each item keeps its cell and the
    /// cell registration's handler runs again on it. Cheaper than `reloadItems(_:)`. Stops with a precondition
    /// failure when an item is not in the snapshot.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        checkReconfigureItems(identifiers).failIfPresent()
        for identifier in identifiers {
            reconfigureMarks.insert(identifier)
        }
    }

    // MARK: Internal editing for the list layer

    /// Moves an item so that it ends up at `position` in `section` (a position in the final order, clamped to
    /// the section's length). Used for interactive reordering, which speaks in destination index paths.
    /// Stops when the item or the section is unknown.
    mutating func moveItem(_ identifier: ItemIdentifierType, toSection section: SectionIdentifierType, at position: Int) {
        checkExistingItems([identifier], operation: "moveItem(_:toSection:at:)").failIfPresent()
        let sectionIndex = requireSection(section, operation: "moveItem(_:toSection:at:)")
        removeItemUnchecked(identifier)
        let clamped = max(0, min(position, sectionItems[sectionIndex].count))
        insertItemsUnchecked([identifier], intoSectionAt: sectionIndex, at: clamped)
    }

    /// Inserts already-validated items at a position of a section and updates positions and offsets.
    mutating func insertItemsUnchecked(_ identifiers: [ItemIdentifierType], intoSectionAt sectionIndex: Int, at position: Int) {
        guard !identifiers.isEmpty else { return }
        sectionItems[sectionIndex].insert(contentsOf: identifiers, at: position)
        reindexItems(inSectionAt: sectionIndex, from: position)
        recomputeOffsets(from: sectionIndex + 1)
    }

    /// Removes one existing item, keeping its marks (it is about to be re-inserted).
    mutating func removeItemUnchecked(_ identifier: ItemIdentifierType) {
        let location = itemLocations[identifier]!
        let sectionIndex = sectionIndexes[location.section]!
        sectionItems[sectionIndex].remove(at: location.position)
        itemLocations[identifier] = nil
        reindexItems(inSectionAt: sectionIndex, from: location.position)
        recomputeOffsets(from: sectionIndex + 1)
    }
}
