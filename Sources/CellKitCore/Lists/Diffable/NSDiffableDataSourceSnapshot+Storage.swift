import Foundation

/// The snapshot's storage primitives: inserting validated identifiers, keeping positions, offsets and section
/// indexes in step, and stopping on misuse. Inlinable so that the public operations built on them are
/// specialized for the caller's identifier types.
extension NSDiffableDataSourceSnapshot {
    /// Inserts items at `position` of the section at `sectionIndex`, recording where each one lives. Each
    /// identifier goes into the item dictionary once, and that same insertion detects an identifier that repeats
    /// or is already in the snapshot: then the program stops (UIKit raises an exception), naming the first such
    /// identifier in order. Does not recompute the offsets of later sections.
    @inlinable
    mutating func insertNewItems(_ identifiers: [ItemIdentifierType], intoSectionAt sectionIndex: Int, at position: Int,
                                 operation: String) {
        guard !identifiers.isEmpty else { return }
        if let order = itemOrder {
            if insertionKeepsOrder(identifiers, sectionIndex: sectionIndex, position: position, order: order) {
                if sectionItems[sectionIndex].isEmpty {
                    sectionItems[sectionIndex] = identifiers  // shares the caller's storage: no copy
                } else {
                    sectionItems[sectionIndex].insert(contentsOf: identifiers, at: position)
                }
                return
            }
            switchToHashedIndex()
        }
        let section = sectionOrder[sectionIndex]
        itemLocations.reserveCapacity(itemLocations.count + identifiers.count)
        var next = position
        for identifier in identifiers {
            if itemLocations.updateValue(ItemLocation(section: section, position: next), forKey: identifier) != nil {
                failOnItem(.duplicateItem, identifier, operation: operation)
            }
            next += 1
        }
        let isAppend = position == sectionItems[sectionIndex].count
        sectionItems[sectionIndex].insert(contentsOf: identifiers, at: position)
        if !isAppend {
            reindexItems(inSectionAt: sectionIndex, from: next)
        }
    }

    /// Inserts sections at `index`, stopping on an identifier that repeats or is already in the snapshot.
    @inlinable
    mutating func insertNewSections(_ identifiers: [SectionIdentifierType], at index: Int, operation: String) {
        guard !identifiers.isEmpty else { return }
        for identifier in identifiers where sectionIndexes.updateValue(-1, forKey: identifier) != nil {
            failOnSection(.duplicateSection, identifier, operation: operation)
        }
        sectionOrder.insert(contentsOf: identifiers, at: index)
        sectionItems.insert(contentsOf: repeatElement([], count: identifiers.count), at: index)
        sectionOffsets.insert(contentsOf: repeatElement(0, count: identifiers.count), at: index)
        reindexSections(from: index)
        recomputeOffsets(from: index)
    }

    /// The index of the section `appendItems` targets: the named one, or the last. Stops when it is missing.
    @inlinable
    func appendTarget(_ identifier: SectionIdentifierType?, operation: String) -> Int {
        if let identifier { return requireSection(identifier, operation: operation) }
        if sectionOrder.isEmpty { failWithoutSections(operation: operation) }
        return sectionOrder.count - 1
    }

    /// The location of an item the operation requires; stops when it is missing.
    @inlinable
    func requireItem(_ identifier: ItemIdentifierType, operation: String) -> ItemLocation {
        guard let location = location(of: identifier) else { failOnItem(.unknownItem, identifier, operation: operation) }
        return location
    }

    /// The index of a section the operation requires; stops when it is missing.
    @inlinable
    func requireSection(_ identifier: SectionIdentifierType, operation: String) -> Int {
        guard let index = sectionIndexes[identifier] else { failOnSection(.unknownSection, identifier, operation: operation) }
        return index
    }

    /// Recomputes the flat offsets of the sections from `start` on.
    @inlinable
    mutating func recomputeOffsets(from start: Int) {
        guard start < sectionOrder.count else { return }
        var offset = start == 0 ? 0 : sectionOffsets[start - 1] + sectionItems[start - 1].count
        for index in start..<sectionOrder.count {
            sectionOffsets[index] = offset
            offset += sectionItems[index].count
        }
    }

    /// Recomputes `sectionIndexes` for the sections from `start` on.
    @inlinable
    mutating func reindexSections(from start: Int) {
        guard start < sectionOrder.count else { return }
        for index in start..<sectionOrder.count {
            sectionIndexes[sectionOrder[index]] = index
        }
    }

    /// Recomputes the recorded positions of a section's items from `start` on.
    @inlinable
    mutating func reindexItems(inSectionAt sectionIndex: Int, from start: Int) {
        guard itemOrder == nil else { return }  // positions are found by searching
        let items = sectionItems[sectionIndex]
        guard start < items.count else { return }
        for position in start..<items.count {
            itemLocations[items[position]]!.position = position
        }
    }

    /// Forgets reload and reconfigure marks of items that are no longer in the snapshot.
    @inlinable
    mutating func dropMarksOfRemovedItems() {
        guard !reloadMarks.isEmpty || !reconfigureMarks.isEmpty else { return }
        let snapshot = self
        reloadMarks.removeAll { !snapshot.containsItem($0) }
        reconfigureMarks.removeAll { !snapshot.containsItem($0) }
    }

    /// `NSDiffableDataSourceSnapshot.` + the method name, as used in misuse messages.
    static func operationName(_ method: String) -> String {
        "NSDiffableDataSourceSnapshot.\(method)"
    }

    // MARK: Stopping on misuse (never inlined: only reached when the program stops)

    /// Stops because of an item identifier, as UIKit raises an exception.
    @usableFromInline
    func failOnItem(_ rule: DiffableSnapshotMisuse.Rule, _ identifier: ItemIdentifierType, operation: String) -> Never {
        DiffableSnapshotMisuse(rule: rule, operation: Self.operationName(operation),
                               identifier: DiffableSnapshotMisuse.describe(identifier)).fail()
    }

    /// Stops because of a section identifier, as UIKit raises an exception.
    @usableFromInline
    func failOnSection(_ rule: DiffableSnapshotMisuse.Rule, _ identifier: SectionIdentifierType, operation: String) -> Never {
        DiffableSnapshotMisuse(rule: rule, operation: Self.operationName(operation),
                               identifier: DiffableSnapshotMisuse.describe(identifier)).fail()
    }

    /// Stops because items were added to a snapshot without sections.
    @usableFromInline
    func failWithoutSections(operation: String) -> Never {
        DiffableSnapshotMisuse(rule: .noSections, operation: Self.operationName(operation), identifier: nil).fail()
    }
}
