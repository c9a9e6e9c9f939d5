import Foundation

/// The changes of one interactive reorder, like UIKit's `NSDiffableDataSourceTransaction` (iOS 14): the data
/// source's snapshot before and after, and the difference between their item identifiers.
///
/// `initialSnapshot.itemIdentifiers.applying(difference)` equals `finalSnapshot.itemIdentifiers`, so an app can
/// commit the reorder to an array-backed model in one line.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The data source's snapshot before the reorder.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The data source's snapshot after the reorder.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The difference from the initial to the final item identifiers (all sections, flattened), with moves
    /// inferred.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// One transaction per section whose items changed, in section order of the final snapshot.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    /// Creates a transaction; the difference is computed from the two snapshots.
    init(
        initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]
    ) {
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        self.difference = finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers).inferringMoves()
        self.sectionTransactions = sectionTransactions
    }

    /// The transaction for moving the item at `source` so that it ends up at `destination` (an index path in the
    /// final snapshot, as a collection view's interactive move reports it; the item index is clamped to the
    /// destination section). Returns `nil` when `source` is not an item or `destination.section` is not a section.
    ///
    /// Section transactions are produced for the source and destination sections. Their section snapshots are
    /// flat (every item a root item): UIKit's rules for reordering inside hierarchical section snapshots are not
    /// documented, so the list layer reorders outline sections as flat lists.
    package static func reordering(
        _ initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        from source: IndexPath,
        to destination: IndexPath
    ) -> Self? {
        guard let item = initial.itemIdentifier(at: source),
              destination.count == 2, initial.sectionOrder.indices.contains(destination.section)
        else { return nil }
        let sourceSection = initial.sectionOrder[source.section]
        let destinationSection = initial.sectionOrder[destination.section]
        var final = initial
        final.moveItem(item, toSection: destinationSection, at: destination.item)
        var sections = [sourceSection]
        if destinationSection != sourceSection { sections.append(destinationSection) }
        sections.sort { final.sectionIndexes[$0]! < final.sectionIndexes[$1]! }
        let transactions = sections.map { section in
            NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>(
                sectionIdentifier: section,
                initialSnapshot: .flat(initial.itemIdentifiers(inSection: section)),
                finalSnapshot: .flat(final.itemIdentifiers(inSection: section))
            )
        }
        return Self(initialSnapshot: initial, finalSnapshot: final, sectionTransactions: transactions)
    }
}

/// The changes of one interactive reorder within one section, like UIKit's
/// `NSDiffableDataSourceSectionTransaction` (iOS 14).
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The section this transaction describes.
    public let sectionIdentifier: SectionIdentifierType
    /// The section's snapshot before the reorder.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's snapshot after the reorder.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The difference from the initial to the final section items (depth first), with moves inferred.
    public let difference: CollectionDifference<ItemIdentifierType>

    /// Creates a section transaction; the difference is computed from the two section snapshots' `items`.
    init(
        sectionIdentifier: SectionIdentifierType,
        initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
        finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    ) {
        self.sectionIdentifier = sectionIdentifier
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        self.difference = finalSnapshot.items.difference(from: initialSnapshot.items).inferringMoves()
    }
}

extension NSDiffableDataSourceSectionSnapshot {
    /// A section snapshot whose items are all root items, in order.
    static func flat(_ items: [ItemIdentifierType]) -> Self {
        var snapshot = Self()
        snapshot.append(items)
        return snapshot
    }
}
