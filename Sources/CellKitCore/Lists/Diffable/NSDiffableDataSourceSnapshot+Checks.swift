import Foundation

/// Validating helpers: each returns the misuse that the matching public mutation would stop on, or `nil` when the
/// mutation is valid. The public methods call them and stop with `preconditionFailure`; the list layer can call
/// them first when it edits a snapshot on the user's behalf.
extension NSDiffableDataSourceSnapshot {
    /// Checks `appendItems(_:toSection:)`: a target section exists (the given one, or a last section when `nil`)
    /// and every identifier is new and unique.
    func checkAppendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType?) -> DiffableSnapshotMisuse? {
        let operation = "appendItems(_:toSection:)"
        if let section {
            if sectionIndexes[section] == nil {
                return misuse(.unknownSection, operation, section)
            }
        } else if sectionOrder.isEmpty {
            return DiffableSnapshotMisuse(rule: .noSections, operation: Self.operationName(operation), identifier: nil)
        }
        return checkNewItems(identifiers, operation: operation)
    }

    /// Checks `insertItems(_:beforeItem:)` and `insertItems(_:afterItem:)`: the anchor item exists and every
    /// identifier is new and unique.
    func checkInsertItems(_ identifiers: [ItemIdentifierType], relativeTo anchor: ItemIdentifierType, after: Bool) -> DiffableSnapshotMisuse? {
        let operation = after ? "insertItems(_:afterItem:)" : "insertItems(_:beforeItem:)"
        if !containsItem(anchor) {
            return misuse(.unknownItem, operation, anchor)
        }
        return checkNewItems(identifiers, operation: operation)
    }

    /// Checks `moveItem(_:beforeItem:)` and `moveItem(_:afterItem:)`: both items exist.
    func checkMoveItem(_ identifier: ItemIdentifierType, relativeTo anchor: ItemIdentifierType, after: Bool) -> DiffableSnapshotMisuse? {
        let operation = after ? "moveItem(_:afterItem:)" : "moveItem(_:beforeItem:)"
        return checkExistingItems([identifier, anchor], operation: operation)
    }

    /// Checks `reloadItems(_:)`: every item exists.
    func checkReloadItems(_ identifiers: [ItemIdentifierType]) -> DiffableSnapshotMisuse? {
        checkExistingItems(identifiers, operation: "reloadItems(_:)")
    }

    /// Checks `reconfigureItems(_:)`: every item exists.
    func checkReconfigureItems(_ identifiers: [ItemIdentifierType]) -> DiffableSnapshotMisuse? {
        checkExistingItems(identifiers, operation: "reconfigureItems(_:)")
    }

    /// Checks `appendSections(_:)`: every identifier is new and unique.
    func checkAppendSections(_ identifiers: [SectionIdentifierType]) -> DiffableSnapshotMisuse? {
        checkNewSections(identifiers, operation: "appendSections(_:)")
    }

    /// Checks `insertSections(_:beforeSection:)` and `insertSections(_:afterSection:)`: the anchor section exists
    /// and every identifier is new and unique.
    func checkInsertSections(_ identifiers: [SectionIdentifierType], relativeTo anchor: SectionIdentifierType, after: Bool) -> DiffableSnapshotMisuse? {
        let operation = after ? "insertSections(_:afterSection:)" : "insertSections(_:beforeSection:)"
        if sectionIndexes[anchor] == nil {
            return misuse(.unknownSection, operation, anchor)
        }
        return checkNewSections(identifiers, operation: operation)
    }

    /// Checks `moveSection(_:beforeSection:)` and `moveSection(_:afterSection:)`: both sections exist.
    func checkMoveSection(_ identifier: SectionIdentifierType, relativeTo anchor: SectionIdentifierType, after: Bool) -> DiffableSnapshotMisuse? {
        let operation = after ? "moveSection(_:afterSection:)" : "moveSection(_:beforeSection:)"
        return checkExistingSections([identifier, anchor], operation: operation)
    }

    /// Checks `reloadSections(_:)`: every section exists.
    func checkReloadSections(_ identifiers: [SectionIdentifierType]) -> DiffableSnapshotMisuse? {
        checkExistingSections(identifiers, operation: "reloadSections(_:)")
    }

    // MARK: Building blocks

    /// The first identifier that repeats within `identifiers` or is already in the snapshot.
    func checkNewItems(_ identifiers: [ItemIdentifierType], operation: String) -> DiffableSnapshotMisuse? {
        var seen = Set<ItemIdentifierType>(minimumCapacity: identifiers.count)
        for identifier in identifiers where containsItem(identifier) || !seen.insert(identifier).inserted {
            return misuse(.duplicateItem, operation, identifier)
        }
        return nil
    }

    /// The first identifier that is not in the snapshot.
    func checkExistingItems(_ identifiers: [ItemIdentifierType], operation: String) -> DiffableSnapshotMisuse? {
        for identifier in identifiers where !containsItem(identifier) {
            return misuse(.unknownItem, operation, identifier)
        }
        return nil
    }

    /// The first section identifier that repeats within `identifiers` or is already in the snapshot.
    func checkNewSections(_ identifiers: [SectionIdentifierType], operation: String) -> DiffableSnapshotMisuse? {
        var seen = Set<SectionIdentifierType>(minimumCapacity: identifiers.count)
        for identifier in identifiers where sectionIndexes[identifier] != nil || !seen.insert(identifier).inserted {
            return misuse(.duplicateSection, operation, identifier)
        }
        return nil
    }

    /// The first section identifier that is not in the snapshot.
    func checkExistingSections(_ identifiers: [SectionIdentifierType], operation: String) -> DiffableSnapshotMisuse? {
        for identifier in identifiers where sectionIndexes[identifier] == nil {
            return misuse(.unknownSection, operation, identifier)
        }
        return nil
    }

    private func misuse<T>(_ rule: DiffableSnapshotMisuse.Rule, _ operation: String, _ identifier: T) -> DiffableSnapshotMisuse {
        DiffableSnapshotMisuse(
            rule: rule, operation: Self.operationName(operation), identifier: DiffableSnapshotMisuse.describe(identifier)
        )
    }
}
