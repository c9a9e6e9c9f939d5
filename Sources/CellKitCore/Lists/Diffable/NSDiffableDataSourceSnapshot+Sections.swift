import Foundation

extension NSDiffableDataSourceSnapshot {
    // MARK: Adding sections

    /// Adds empty sections at the end.
    ///
    /// Stops with a precondition failure (UIKit raises an exception) when an identifier repeats or is already in
    /// the snapshot.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        checkAppendSections(identifiers).failIfPresent()
        insertSectionsUnchecked(identifiers, at: sectionOrder.count)
    }

    /// Inserts empty sections just before an existing section.
    ///
    /// Stops with a precondition failure when `toIdentifier` is not in the snapshot or an identifier repeats or
    /// is already in the snapshot.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        checkInsertSections(identifiers, relativeTo: toIdentifier, after: false).failIfPresent()
        insertSectionsUnchecked(identifiers, at: sectionIndexes[toIdentifier]!)
    }

    /// Inserts empty sections just after an existing section.
    ///
    /// Stops with a precondition failure when `toIdentifier` is not in the snapshot or an identifier repeats or
    /// is already in the snapshot.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        checkInsertSections(identifiers, relativeTo: toIdentifier, after: true).failIfPresent()
        insertSectionsUnchecked(identifiers, at: sectionIndexes[toIdentifier]! + 1)
    }

    // MARK: Removing sections

    /// Deletes sections together with their items. Identifiers that are not in the snapshot are ignored (likely
    /// UIKit behaviour). Reload and reconfigure marks of the deleted sections and items go with them.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers.filter { sectionIndexes[$0] != nil })
        guard !doomed.isEmpty else { return }
        let firstIndex = doomed.map { sectionIndexes[$0]! }.min()!
        var removedItems = Set<ItemIdentifierType>()
        var keptOrder: [SectionIdentifierType] = []
        var keptItems: [[ItemIdentifierType]] = []
        keptOrder.reserveCapacity(sectionOrder.count - doomed.count)
        keptItems.reserveCapacity(sectionOrder.count - doomed.count)
        for (index, section) in sectionOrder.enumerated() {
            if doomed.contains(section) {
                sectionIndexes[section] = nil
                for item in sectionItems[index] {
                    itemLocations[item] = nil
                    removedItems.insert(item)
                }
            } else {
                keptOrder.append(section)
                keptItems.append(sectionItems[index])
            }
        }
        sectionOrder = keptOrder
        sectionItems = keptItems
        sectionOffsets = Array(repeating: 0, count: keptOrder.count)
        reindexSections(from: firstIndex)
        recomputeOffsets(from: 0)
        dropMarks(forItems: removedItems)
        sectionReloadMarks.remove(doomed)
    }

    // MARK: Moving sections

    /// Moves a section, with its items, just before another section. Moving a section relative to itself does
    /// nothing (UIKit's behaviour is not documented).
    ///
    /// Stops with a precondition failure when either section is not in the snapshot.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        checkMoveSection(identifier, relativeTo: toIdentifier, after: false).failIfPresent()
        moveSectionUnchecked(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Moves a section, with its items, just after another section. Moving a section relative to itself does
    /// nothing (UIKit's behaviour is not documented).
    ///
    /// Stops with a precondition failure when either section is not in the snapshot.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        checkMoveSection(identifier, relativeTo: toIdentifier, after: true).failIfPresent()
        moveSectionUnchecked(identifier, relativeTo: toIdentifier, after: true)
    }

    // MARK: Marking sections for update

    /// Marks sections to be reloaded: when the snapshot is applied, every item of each section gets a freshly
    /// dequeued cell, and the section's supplementary views are requested again. Stops with a precondition
    /// failure when a section is not in the snapshot.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        checkReloadSections(identifiers).failIfPresent()
        for identifier in identifiers {
            sectionReloadMarks.insert(identifier)
        }
    }

    // MARK: Storage

    /// Inserts already-validated empty sections at an index.
    mutating func insertSectionsUnchecked(_ identifiers: [SectionIdentifierType], at index: Int) {
        guard !identifiers.isEmpty else { return }
        sectionOrder.insert(contentsOf: identifiers, at: index)
        sectionItems.insert(contentsOf: repeatElement([], count: identifiers.count), at: index)
        sectionOffsets.insert(contentsOf: repeatElement(0, count: identifiers.count), at: index)
        reindexSections(from: index)
        recomputeOffsets(from: index)
    }

    /// Moves an existing section relative to another existing section.
    private mutating func moveSectionUnchecked(_ identifier: SectionIdentifierType, relativeTo anchor: SectionIdentifierType, after: Bool) {
        guard identifier != anchor else { return }
        let from = sectionIndexes[identifier]!
        let items = sectionItems.remove(at: from)
        sectionOrder.remove(at: from)
        sectionOffsets.remove(at: from)
        var destination = sectionIndexes[anchor]!
        if destination > from { destination -= 1 }
        if after { destination += 1 }
        sectionOrder.insert(identifier, at: destination)
        sectionItems.insert(items, at: destination)
        sectionOffsets.insert(0, at: destination)
        let start = min(from, destination)
        reindexSections(from: start)
        recomputeOffsets(from: start)
    }
}
