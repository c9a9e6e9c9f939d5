import Foundation

/// The state of a list's data at one point in time, like UIKit's `NSDiffableDataSourceSnapshot`: an ordered list
/// of sections, each holding an ordered list of items, all named by identifiers.
///
/// A value type: changing a copy never changes the original. Build one (or take the data source's current one with
/// `snapshot()`), edit it with the `append…`, `insert…`, `delete…`, `move…`, `reload…` and `reconfigure…` methods,
/// and hand it to the data source's `apply(_:animatingDifferences:)`, which touches only what changed.
///
/// Rules, as in UIKit:
/// - Section identifiers are unique; item identifiers are unique across the whole snapshot (not per section).
/// - Items always live in a section.
/// - Misuse (a duplicate identifier, an identifier the operation needs that is not in the snapshot, appending
///   items when there is no section) raises an exception in UIKit. CellKit keeps UIKit's non-throwing signatures
///   and stops with `preconditionFailure`, whose message names the identifier and the rule.
/// - Deleting identifiers that are not in the snapshot is ignored (likely UIKit behaviour; not documented).
///
/// Every lookup (`indexOfItem`, `sectionIdentifier(containingItem:)`, `indexOfSection`, the duplicate checks behind
/// `append`/`insert`) is one dictionary lookup. Appending n items costs O(n) (one hash insertion each, which also
/// detects duplicates); inserting or deleting in the middle of a section also re-indexes the items after it.
///
/// The methods are inlinable, so they are specialized for the caller's identifier types: with `Int` or `UUID`
/// identifiers no generic metadata lookups or value-witness calls run per item.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// Where an item lives: its section and its position inside that section.
    @usableFromInline
    struct ItemLocation: Sendable {
        @usableFromInline var section: SectionIdentifierType
        @usableFromInline var position: Int

        @inlinable
        init(section: SectionIdentifierType, position: Int) {
            self.section = section
            self.position = position
        }
    }

    /// Section identifiers in order.
    @usableFromInline var sectionOrder: [SectionIdentifierType]
    /// Section identifier → index in `sectionOrder`.
    @usableFromInline var sectionIndexes: [SectionIdentifierType: Int]
    /// Items of each section, parallel to `sectionOrder`.
    @usableFromInline var sectionItems: [[ItemIdentifierType]]
    /// Flat index of each section's first item, parallel to `sectionOrder`.
    @usableFromInline var sectionOffsets: [Int]
    /// Item identifier → section and position; empty while `itemOrder` indexes the items (see
    /// `NSDiffableDataSourceSnapshot+ItemIndex.swift`).
    @usableFromInline var itemLocations: [ItemIdentifierType: ItemLocation]
    /// The identifiers' order while every item is less than the next (then lookups search by order), or nil.
    @usableFromInline var itemOrder: IdentifierOrder<ItemIdentifierType>?
    /// Items marked with `reloadItems`, in call order.
    @usableFromInline var reloadMarks: IdentifierMarks<ItemIdentifierType>
    /// Items marked with `reconfigureItems`, in call order.
    @usableFromInline var reconfigureMarks: IdentifierMarks<ItemIdentifierType>
    /// Sections marked with `reloadSections`, in call order.
    @usableFromInline var sectionReloadMarks: IdentifierMarks<SectionIdentifierType>

    /// Creates an empty snapshot: no sections, no items.
    @inlinable
    public init() {
        sectionOrder = []
        sectionIndexes = [:]
        sectionItems = []
        sectionOffsets = []
        itemLocations = [:]
        itemOrder = IdentifierOrder()
        reloadMarks = IdentifierMarks()
        reconfigureMarks = IdentifierMarks()
        sectionReloadMarks = IdentifierMarks()
    }

    // MARK: Counts and identifiers

    /// The number of items in the snapshot, over all sections.
    @inlinable
    public var numberOfItems: Int { itemCount }

    /// The number of sections in the snapshot.
    @inlinable
    public var numberOfSections: Int { sectionOrder.count }

    /// The section identifiers, in order.
    @inlinable
    public var sectionIdentifiers: [SectionIdentifierType] { sectionOrder }

    /// All item identifiers, section by section, in order.
    @inlinable
    public var itemIdentifiers: [ItemIdentifierType] {
        if sectionItems.count == 1 { return sectionItems[0] }
        var all: [ItemIdentifierType] = []
        all.reserveCapacity(itemCount)
        for items in sectionItems {
            all.append(contentsOf: items)
        }
        return all
    }

    /// The items marked with `reloadItems(_:)` (iOS 15), in the order they were first marked. Cleared by the data
    /// source once it applies the snapshot.
    @inlinable
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadMarks.ordered }

    /// The items marked with `reconfigureItems(_:)` (iOS 15), in the order they were first marked. Cleared by the
    /// data source once it applies the snapshot.
    @inlinable
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfigureMarks.ordered }

    /// The sections marked with `reloadSections(_:)` (iOS 15), in the order they were first marked. Cleared by the
    /// data source once it applies the snapshot.
    @inlinable
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { sectionReloadMarks.ordered }

    // MARK: Queries

    /// The number of items in a section. Stops with a precondition failure when the section is not in the
    /// snapshot (UIKit raises an exception).
    @inlinable
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionItems[requireSection(identifier, operation: "numberOfItems(inSection:)")].count
    }

    /// The items of a section, in order. Stops with a precondition failure when the section is not in the
    /// snapshot (UIKit raises an exception since iOS 14).
    @inlinable
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionItems[requireSection(identifier, operation: "itemIdentifiers(inSection:)")]
    }

    /// The section that holds an item, or `nil` when the item is not in the snapshot.
    @inlinable
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        location(of: identifier)?.section
    }

    /// The index of an item in `itemIdentifiers` (counted over all sections, as in UIKit), or `nil` when the item
    /// is not in the snapshot.
    @inlinable
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let location = location(of: identifier), let section = sectionIndexes[location.section] else {
            return nil
        }
        return sectionOffsets[section] + location.position
    }

    /// The index of a section, or `nil` when the section is not in the snapshot.
    @inlinable
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIndexes[identifier]
    }

    // MARK: Internal queries for the list layer

    /// The index path of an item (section index, position in section), or `nil` when it is not in the snapshot.
    @inlinable
    package func indexPath(forItem identifier: ItemIdentifierType) -> IndexPath? {
        guard let location = location(of: identifier), let section = sectionIndexes[location.section] else {
            return nil
        }
        return IndexPath(item: location.position, section: section)
    }

    /// The item at an index path, or `nil` when the path is outside the snapshot.
    @inlinable
    package func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, sectionItems.indices.contains(indexPath.section) else { return nil }
        let items = sectionItems[indexPath.section]
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// The item at a flat index (its index in `itemIdentifiers`), or `nil` when out of range. O(log sections).
    func itemIdentifier(atFlatIndex index: Int) -> ItemIdentifierType? {
        guard let path = indexPath(forFlatIndex: index) else { return nil }
        return sectionItems[path.section][path.item]
    }

    /// Converts a flat item index into an index path, or `nil` when out of range. O(log sections).
    @inlinable
    func indexPath(forFlatIndex index: Int) -> IndexPath? {
        guard index >= 0, index < numberOfItems else { return nil }
        // The last section whose first item is at or before `index`. An empty section shares its offset with the
        // next section, so the search always lands on a section that holds `index`.
        var low = 0
        var high = sectionOffsets.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sectionOffsets[mid] <= index { low = mid } else { high = mid - 1 }
        }
        return IndexPath(item: index - sectionOffsets[low], section: low)
    }

    /// Converts an index path into a flat item index, or `nil` when the path is outside the snapshot.
    func flatIndex(for indexPath: IndexPath) -> Int? {
        guard itemIdentifier(at: indexPath) != nil else { return nil }
        return sectionOffsets[indexPath.section] + indexPath.item
    }

    /// The number of items of each section, in section order.
    @inlinable
    package var itemCountsBySection: [Int] {
        sectionItems.map(\.count)
    }

    /// A copy without the reload, reconfigure and section-reload marks. The data source stores this after an
    /// apply, as UIKit's `snapshot()` never reports marks that were already applied.
    @inlinable
    package func clearingUpdateMarks() -> Self {
        var copy = self
        copy.reloadMarks = IdentifierMarks()
        copy.reconfigureMarks = IdentifierMarks()
        copy.sectionReloadMarks = IdentifierMarks()
        return copy
    }

    /// Replaces every item of a section with `items`, keeping the section where it is. The data source uses this
    /// to splice a section snapshot's visible items into the whole-list snapshot. Stops when the section is
    /// unknown or an item is already in another section.
    package mutating func replaceItems(inSection section: SectionIdentifierType, with items: [ItemIdentifierType]) {
        let operation = "apply(_:to:)"
        let index = requireSection(section, operation: operation)
        if itemOrder == nil {
            for item in sectionItems[index] { itemLocations[item] = nil }
        }
        sectionItems[index] = []
        insertNewItems(items, intoSectionAt: index, at: 0, operation: operation)
        recomputeOffsets(from: index + 1)
        dropMarksOfRemovedItems()
    }
}
