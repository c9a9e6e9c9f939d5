import Foundation

/// What `apply(_:animatingDifferences:)` must do to turn a list showing one snapshot into a list showing another,
/// in the vocabulary of a collection view's batch update.
///
/// Coordinates follow `performBatchUpdates` conventions: deletions (of sections and items) and move sources are in
/// the old snapshot's coordinates; insertions and move destinations are in the new snapshot's coordinates. Reloads
/// and reconfigures are reported in the new snapshot's coordinates, because the list re-runs the cell provider (or
/// the registration handler) on the row as it stands after the update.
///
/// How the diff decides:
/// - Sections are matched by identifier. A surviving section is moved only when its order relative to the other
///   surviving sections changes: the longest increasing subsequence of surviving sections stays put.
/// - Items that live in a deleted or inserted section are not listed individually: the section change carries
///   them. An item that leaves a deleted section for a surviving one is an insert; an item that leaves a surviving
///   section for an inserted one is a delete.
/// - An item that stays in the same surviving section moves only when its order relative to the other items that
///   stay in that section changes (longest increasing subsequence again); an item whose section changes (both
///   sections surviving) is always a move.
/// - `reloadedItems` and `reconfiguredItems` come from the new snapshot's `reloadItems` / `reconfigureItems` marks,
///   limited to items that survive (an inserted item gets a fresh cell anyway) and that are not in a reloaded
///   section. An item marked both ways is reloaded only (a reload is the stronger update).
/// - `reloadedSections` come from the new snapshot's `reloadSections` marks, limited to surviving sections.
package struct SnapshotChanges: Hashable, Sendable {
    /// An item that moves: old index path → new index path.
    package struct ItemMove: Hashable, Sendable {
        var from: IndexPath
        package var to: IndexPath
    }

    /// A section that moves: old index → new index.
    struct SectionMove: Hashable, Sendable {
        var from: Int
        var to: Int
    }

    /// Deleted sections, old indexes, ascending.
    var deletedSections: [Int] = []
    /// Inserted sections, new indexes, ascending.
    var insertedSections: [Int] = []
    /// Moved sections, sorted by destination.
    var movedSections: [SectionMove] = []
    /// Reloaded sections, new indexes, ascending.
    package var reloadedSections: [Int] = []
    /// Deleted items, old index paths, ascending.
    package var deletedItems: [IndexPath] = []
    /// Inserted items, new index paths, ascending.
    package var insertedItems: [IndexPath] = []
    /// Moved items, sorted by destination.
    package var movedItems: [ItemMove] = []
    /// Reloaded items (fresh cell), new index paths, ascending.
    package var reloadedItems: [IndexPath] = []
    /// Reconfigured items (same cell, handler runs again), new index paths, ascending.
    package var reconfiguredItems: [IndexPath] = []

    /// No change at all: applying would touch nothing.
    var isEmpty: Bool {
        !hasStructuralChanges && reloadedSections.isEmpty && reloadedItems.isEmpty && reconfiguredItems.isEmpty
    }

    /// Whether rows are inserted, deleted or moved (anything other than reloads and reconfigures).
    var hasStructuralChanges: Bool {
        !(deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty)
    }

    /// An empty change set.
    package init() {}

    /// Computes the changes from `old` to `new`. O(items + sections · log), plus O(k log k) for reordered runs.
    package init<Section, Item>(from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>) {
        diffSections(old, new)
        diffItems(old, new)
        collectMarks(old, new)
    }

    /// The old → new index path of every item that survives from `old` to `new` in the sense above (same item,
    /// old section kept, new section not inserted); `nil` for items whose cells must go (deleted, or carried
    /// away by a section change). Lets the list move realized cells and per-item state along with their items.
    package static func indexPathMapping<Section, Item>(
        from old: NSDiffableDataSourceSnapshot<Section, Item>,
        to new: NSDiffableDataSourceSnapshot<Section, Item>
    ) -> @Sendable (IndexPath) -> IndexPath? {
        { oldPath in
            guard let item = old.itemIdentifier(at: oldPath), let destination = new.itemLocations[item],
                  new.sectionIndexes[old.sectionOrder[oldPath.section]] != nil,
                  old.sectionIndexes[destination.section] != nil
            else { return nil }
            return IndexPath(item: destination.position, section: new.sectionIndexes[destination.section]!)
        }
    }

    private mutating func diffSections<Section, Item>(_ old: NSDiffableDataSourceSnapshot<Section, Item>, _ new: NSDiffableDataSourceSnapshot<Section, Item>) {
        for (oldIndex, section) in old.sectionOrder.enumerated() where new.sectionIndexes[section] == nil {
            deletedSections.append(oldIndex)
        }
        var survivorsOld: [Int] = []
        var survivorsNew: [Int] = []
        for (newIndex, section) in new.sectionOrder.enumerated() {
            if let oldIndex = old.sectionIndexes[section] {
                survivorsOld.append(oldIndex)
                survivorsNew.append(newIndex)
            } else {
                insertedSections.append(newIndex)
            }
        }
        let staying = Set(LongestIncreasingSubsequence.positions(in: survivorsOld))
        for k in survivorsOld.indices where !staying.contains(k) {
            movedSections.append(SectionMove(from: survivorsOld[k], to: survivorsNew[k]))
        }
    }

    private mutating func diffItems<Section, Item>(_ old: NSDiffableDataSourceSnapshot<Section, Item>, _ new: NSDiffableDataSourceSnapshot<Section, Item>) {
        // New side: inserts, cross-section moves, and in-section order changes.
        for (newSection, section) in new.sectionOrder.enumerated() {
            guard let oldSection = old.sectionIndexes[section] else { continue }  // inserted section carries its items
            var stayingOld: [Int] = []
            var stayingNew: [Int] = []
            for (newPosition, item) in new.sectionItems[newSection].enumerated() {
                let destination = IndexPath(item: newPosition, section: newSection)
                // An item survives when it was in the old snapshot in a section that the new snapshot keeps.
                guard let origin = old.itemLocations[item], new.sectionIndexes[origin.section] != nil,
                      let originSection = old.sectionIndexes[origin.section]
                else {
                    insertedItems.append(destination)
                    continue
                }
                if origin.section == section {
                    stayingOld.append(origin.position)
                    stayingNew.append(newPosition)
                } else {
                    movedItems.append(ItemMove(from: IndexPath(item: origin.position, section: originSection), to: destination))
                }
            }
            let kept = Set(LongestIncreasingSubsequence.positions(in: stayingOld))
            for k in stayingOld.indices where !kept.contains(k) {
                movedItems.append(ItemMove(
                    from: IndexPath(item: stayingOld[k], section: oldSection),
                    to: IndexPath(item: stayingNew[k], section: newSection)
                ))
            }
        }
        movedItems.sort { $0.to < $1.to }
        // Old side: deletes from surviving sections.
        for (oldSection, section) in old.sectionOrder.enumerated() where new.sectionIndexes[section] != nil {
            for (oldPosition, item) in old.sectionItems[oldSection].enumerated() {
                let survives = new.itemLocations[item].map { old.sectionIndexes[$0.section] != nil } ?? false
                if !survives {
                    deletedItems.append(IndexPath(item: oldPosition, section: oldSection))
                }
            }
        }
    }

    private mutating func collectMarks<Section, Item>(_ old: NSDiffableDataSourceSnapshot<Section, Item>, _ new: NSDiffableDataSourceSnapshot<Section, Item>) {
        let reloadedSectionIDs = Set(new.sectionReloadMarks.ordered.filter { old.sectionIndexes[$0] != nil })
        reloadedSections = reloadedSectionIDs.map { new.sectionIndexes[$0]! }.sorted()

        /// The new index path of a surviving item outside the reloaded sections.
        func survivingPath(_ item: Item) -> IndexPath? {
            guard let origin = old.itemLocations[item], let destination = new.itemLocations[item],
                  new.sectionIndexes[origin.section] != nil, old.sectionIndexes[destination.section] != nil,
                  !reloadedSectionIDs.contains(destination.section)
            else { return nil }
            return IndexPath(item: destination.position, section: new.sectionIndexes[destination.section]!)
        }
        reloadedItems = new.reloadMarks.ordered.compactMap(survivingPath).sorted()
        reconfiguredItems = new.reconfigureMarks.ordered
            .filter { !new.reloadMarks.contains($0) }
            .compactMap(survivingPath)
            .sorted()
    }
}
