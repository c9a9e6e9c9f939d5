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
/// Every lookup (`indexOfItem`, `sectionIdentifier(containingItem:)`, `indexOfSection`, the checks behind
/// `append`/`insert`) is a dictionary lookup, so snapshots of 100 000 items stay fast.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// Where an item lives: its section and its position inside that section.
    struct ItemLocation: Sendable {
        var section: SectionIdentifierType
        var position: Int
    }

    /// Section identifiers in order.
    var sectionOrder: [SectionIdentifierType] = []
    /// Section identifier → index in `sectionOrder`.
    var sectionIndexes: [SectionIdentifierType: Int] = [:]
    /// Items of each section, parallel to `sectionOrder`.
    var sectionItems: [[ItemIdentifierType]] = []
    /// Flat index of each section's first item, parallel to `sectionOrder`.
    var sectionOffsets: [Int] = []
    /// Item identifier → section and position.
    var itemLocations: [ItemIdentifierType: ItemLocation] = [:]
    /// Items marked with `reloadItems`, in call order.
    var reloadMarks = IdentifierMarks<ItemIdentifierType>()
    /// Items marked with `reconfigureItems`, in call order.
    var reconfigureMarks = IdentifierMarks<ItemIdentifierType>()
    /// Sections marked with `reloadSections`, in call order.
    var sectionReloadMarks = IdentifierMarks<SectionIdentifierType>()

    /// Creates an empty snapshot: no sections, no items.
    public init() {}

    // MARK: Counts and identifiers

    /// The number of items in the snapshot, over all sections.
    public var numberOfItems: Int { itemLocations.count }

    /// The number of sections in the snapshot.
    public var numberOfSections: Int { sectionOrder.count }

    /// The section identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sectionOrder }

    /// All item identifiers, section by section, in order.
    public var itemIdentifiers: [ItemIdentifierType] {
        var all: [ItemIdentifierType] = []
        all.reserveCapacity(itemLocations.count)
        for items in sectionItems {
            all.append(contentsOf: items)
        }
        return all
    }

    /// The items marked with `reloadItems(_:)` (iOS 15), in the order they were first marked. Cleared by the data
    /// source once it applies the snapshot.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadMarks.ordered }

    /// The items marked with `reconfigureItems(_:)` (iOS 15), in the order they were first marked. Cleared by the
    /// data source once it applies the snapshot.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfigureMarks.ordered }

    /// The sections marked with `reloadSections(_:)` (iOS 15), in the order they were first marked. Cleared by the
    /// data source once it applies the snapshot.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { sectionReloadMarks.ordered }

    // MARK: Queries

    /// The number of items in a section. Stops with a precondition failure when the section is not in the
    /// snapshot (UIKit raises an exception).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionItems[requireSection(identifier, operation: "numberOfItems(inSection:)")].count
    }

    /// The items of a section, in order. Stops with a precondition failure when the section is not in the
    /// snapshot (UIKit raises an exception since iOS 14).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionItems[requireSection(identifier, operation: "itemIdentifiers(inSection:)")]
    }

    /// The section that holds an item, or `nil` when the item is not in the snapshot.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemLocations[identifier]?.section
    }

    /// The index of an item in `itemIdentifiers` (counted over all sections, as in UIKit), or `nil` when the item
    /// is not in the snapshot.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let location = itemLocations[identifier], let section = sectionIndexes[location.section] else {
            return nil
        }
        return sectionOffsets[section] + location.position
    }

    /// The index of a section, or `nil` when the section is not in the snapshot.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIndexes[identifier]
    }

    // MARK: Internal queries for the list layer

    /// The index path of an item (section index, position in section), or `nil` when it is not in the snapshot.
    package func indexPath(forItem identifier: ItemIdentifierType) -> IndexPath? {
        guard let location = itemLocations[identifier], let section = sectionIndexes[location.section] else {
            return nil
        }
        return IndexPath(item: location.position, section: section)
    }

    /// The item at an index path, or `nil` when the path is outside the snapshot.
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
    package var itemCountsBySection: [Int] {
        sectionItems.map(\.count)
    }

    /// A copy without the reload, reconfigure and section-reload marks. The data source stores this after an
    /// apply, as UIKit's `snapshot()` never reports marks that were already applied.
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
        let old = sectionItems[index]
        for item in old { itemLocations[item] = nil }
        sectionItems[index] = []
        checkNewItems(items, operation: operation).failIfPresent()
        sectionItems[index] = items
        for (position, item) in items.enumerated() {
            itemLocations[item] = ItemLocation(section: section, position: position)
        }
        let removed = Set(old).subtracting(items)
        if !removed.isEmpty { dropMarks(forItems: removed) }
        recomputeOffsets(from: index + 1)
    }

    // MARK: Storage helpers

    /// The index of a section the operation requires; stops when it is missing.
    func requireSection(_ identifier: SectionIdentifierType, operation: String) -> Int {
        guard let index = sectionIndexes[identifier] else {
            DiffableSnapshotMisuse(
                rule: .unknownSection, operation: Self.operationName(operation),
                identifier: DiffableSnapshotMisuse.describe(identifier)
            ).fail()
        }
        return index
    }

    /// `NSDiffableDataSourceSnapshot.` + the method name, as used in misuse messages.
    static func operationName(_ method: String) -> String {
        "NSDiffableDataSourceSnapshot.\(method)"
    }

    /// Recomputes the flat offsets of the sections from `start` on.
    mutating func recomputeOffsets(from start: Int) {
        guard start < sectionOrder.count else { return }
        var offset = start == 0 ? 0 : sectionOffsets[start - 1] + sectionItems[start - 1].count
        for index in start..<sectionOrder.count {
            sectionOffsets[index] = offset
            offset += sectionItems[index].count
        }
    }

    /// Recomputes `sectionIndexes` for the sections from `start` on.
    mutating func reindexSections(from start: Int) {
        guard start < sectionOrder.count else { return }
        for index in start..<sectionOrder.count {
            sectionIndexes[sectionOrder[index]] = index
        }
    }

    /// Recomputes the recorded positions of a section's items from `start` on.
    mutating func reindexItems(inSectionAt sectionIndex: Int, from start: Int) {
        let section = sectionOrder[sectionIndex]
        let items = sectionItems[sectionIndex]
        guard start < items.count else { return }
        for position in start..<items.count {
            itemLocations[items[position]] = ItemLocation(section: section, position: position)
        }
    }

    /// Forgets reload and reconfigure marks of items that left the snapshot.
    mutating func dropMarks(forItems removed: Set<ItemIdentifierType>) {
        reloadMarks.remove(removed)
        reconfigureMarks.remove(removed)
    }
}
