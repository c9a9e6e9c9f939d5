import Foundation

extension NSDiffableDataSourceSnapshot {
    // MARK: Adding sections

    /// Adds empty sections at the end.
    ///
    /// Stops with a precondition failure (UIKit raises an exception) when an identifier repeats or is already in
    /// the snapshot.
    @inlinable
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertNewSections(identifiers, at: sectionOrder.count, operation: "appendSections(_:)")
    }

    /// Inserts empty sections just before an existing section.
    ///
    /// Stops with a precondition failure when `toIdentifier` is not in the snapshot or an identifier repeats or
    /// is already in the snapshot.
    @inlinable
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        let operation = "insertSections(_:beforeSection:)"
        insertNewSections(identifiers, at: requireSection(toIdentifier, operation: operation), operation: operation)
    }

    /// Inserts empty sections just after an existing section.
    ///
    /// Stops with a precondition failure when `toIdentifier` is not in the snapshot or an identifier repeats or
    /// is already in the snapshot.
    @inlinable
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        let operation = "insertSections(_:afterSection:)"
        insertNewSections(identifiers, at: requireSection(toIdentifier, operation: operation) + 1, operation: operation)
    }

    // MARK: Removing sections

    /// Deletes sections together with their items. Identifiers that are not in the snapshot are ignored (likely
    /// UIKit behaviour). Reload and reconfigure marks of the deleted sections and items go with them.
    @inlinable
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers.filter { sectionIndexes[$0] != nil })
        guard !doomed.isEmpty else { return }
        let firstIndex = doomed.map { sectionIndexes[$0]! }.min()!
        var keptOrder: [SectionIdentifierType] = []
        var keptItems: [[ItemIdentifierType]] = []
        keptOrder.reserveCapacity(sectionOrder.count - doomed.count)
        keptItems.reserveCapacity(sectionOrder.count - doomed.count)
        for (index, section) in sectionOrder.enumerated() {
            if doomed.contains(section) {
                sectionIndexes[section] = nil
                if itemOrder == nil {
                    for item in sectionItems[index] {
                        itemLocations[item] = nil
                    }
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
        dropMarksOfRemovedItems()
        sectionReloadMarks.removeAll { doomed.contains($0) }
    }

    // MARK: Moving sections

    /// Moves a section, with its items, just before another section. Moving a section relative to itself does
    /// nothing (UIKit's behaviour is not documented).
    ///
    /// Stops with a precondition failure when either section is not in the snapshot.
    @inlinable
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        let operation = "moveSection(_:beforeSection:)"
        _ = requireSection(identifier, operation: operation)
        _ = requireSection(toIdentifier, operation: operation)
        moveSectionUnchecked(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Moves a section, with its items, just after another section. Moving a section relative to itself does
    /// nothing (UIKit's behaviour is not documented).
    ///
    /// Stops with a precondition failure when either section is not in the snapshot.
    @inlinable
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        let operation = "moveSection(_:afterSection:)"
        _ = requireSection(identifier, operation: operation)
        _ = requireSection(toIdentifier, operation: operation)
        moveSectionUnchecked(identifier, relativeTo: toIdentifier, after: true)
    }

    // MARK: Marking sections for update

    /// Marks sections to be reloaded: when the snapshot is applied, every item of each section gets a freshly
    /// dequeued cell, and the section's supplementary views are requested again. Stops with a precondition
    /// failure when a section is not in the snapshot.
    @inlinable
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers { _ = requireSection(identifier, operation: "reloadSections(_:)") }
        for identifier in identifiers {
            sectionReloadMarks.insert(identifier)
        }
    }

    // MARK: Storage

    /// Moves an existing section relative to another existing section.
    @inlinable
    mutating func moveSectionUnchecked(_ identifier: SectionIdentifierType, relativeTo anchor: SectionIdentifierType, after: Bool) {
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
        if let order = itemOrder, !sectionsAscend(order) { switchToHashedIndex() }
    }
}
