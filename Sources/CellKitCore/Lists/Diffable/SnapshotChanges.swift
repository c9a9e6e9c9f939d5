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
@usableFromInline
package struct SnapshotChanges: Hashable, Sendable {
    /// An item that moves: old index path → new index path.
    @usableFromInline
    package struct ItemMove: Hashable, Sendable {
        @usableFromInline var from: IndexPath
        @usableFromInline package var to: IndexPath

        @inlinable
        init(from: IndexPath, to: IndexPath) {
            self.from = from
            self.to = to
        }
    }

    /// A section that moves: old index → new index.
    @usableFromInline
    struct SectionMove: Hashable, Sendable {
        @usableFromInline var from: Int
        @usableFromInline var to: Int

        @inlinable
        init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// Deleted sections, old indexes, ascending.
    @usableFromInline var deletedSections: [Int] = []
    /// Inserted sections, new indexes, ascending.
    @usableFromInline var insertedSections: [Int] = []
    /// Moved sections, sorted by destination.
    @usableFromInline var movedSections: [SectionMove] = []
    /// Reloaded sections, new indexes, ascending.
    @usableFromInline package var reloadedSections: [Int] = []
    /// Deleted items, old index paths, ascending, as runs.
    @usableFromInline var deletedItemRuns = IndexPathRuns()
    /// Inserted items, new index paths, ascending, as runs.
    @usableFromInline var insertedItemRuns = IndexPathRuns()
    /// Deleted items, old index paths, ascending.
    package var deletedItems: [IndexPath] { deletedItemRuns.indexPaths }
    /// Inserted items, new index paths, ascending.
    package var insertedItems: [IndexPath] { insertedItemRuns.indexPaths }
    /// Moved items, sorted by destination.
    @usableFromInline package var movedItems: [ItemMove] = []
    /// Reloaded items (fresh cell), new index paths, ascending.
    @usableFromInline package var reloadedItems: [IndexPath] = []
    /// Reconfigured items (same cell, handler runs again), new index paths, ascending.
    @usableFromInline package var reconfiguredItems: [IndexPath] = []

    /// No change at all: applying would touch nothing.
    var isEmpty: Bool {
        !hasStructuralChanges && reloadedSections.isEmpty && reloadedItems.isEmpty && reconfiguredItems.isEmpty
    }

    /// Whether rows are inserted, deleted or moved (anything other than reloads and reconfigures).
    var hasStructuralChanges: Bool {
        !(deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
            && deletedItemRuns.isEmpty && insertedItemRuns.isEmpty && movedItems.isEmpty)
    }

    /// An empty change set.
    @inlinable
    package init() {}

    /// Computes the changes from `old` to `new`. O(items + sections · log), plus O(k log k) for reordered runs.
    /// Inlinable, so the data source's `apply` runs it specialized for its identifier types.
    @inlinable
    package init<Section, Item>(from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>) {
        diffSections(old, new)
        diffItems(old, new)
        collectMarks(old, new)
    }

    /// The old → new index path of every item that survives from `old` to `new` in the sense above (same item,
    /// old section kept, new section not inserted); `nil` for items whose cells must go (deleted, or carried
    /// away by a section change). Lets the list move realized cells and per-item state along with their items.
    @inlinable
    package static func indexPathMapping<Section, Item>(
        from old: NSDiffableDataSourceSnapshot<Section, Item>,
        to new: NSDiffableDataSourceSnapshot<Section, Item>
    ) -> @Sendable (IndexPath) -> IndexPath? {
        { oldPath in
            guard let item = old.itemIdentifier(at: oldPath), let destination = new.location(of: item),
                  new.sectionIndexes[old.sectionOrder[oldPath.section]] != nil,
                  old.sectionIndexes[destination.section] != nil
            else { return nil }
            return IndexPath(item: destination.position, section: new.sectionIndexes[destination.section]!)
        }
    }

    @inlinable
    mutating func diffSections<Section, Item>(_ old: NSDiffableDataSourceSnapshot<Section, Item>, _ new: NSDiffableDataSourceSnapshot<Section, Item>) {
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
        LongestIncreasingSubsequence.forEachPositionOutside(survivorsOld) { k in
            movedSections.append(SectionMove(from: survivorsOld[k], to: survivorsNew[k]))
        }
    }

    /// Items, section by section (sections that survive). Runs of items that stay in place at the start and
    /// at the end of a section are matched by comparing identifiers in step, with a dictionary lookup only for
    /// an item that was deleted or inserted there; only the part in between gets one lookup per item and the
    /// move analysis. (Staying items before that part all come from old positions before it, and those after it
    /// from positions after it, so the longest increasing run of the whole section is the front run, the
    /// longest run of the middle, and the back run: the result is the same as analysing every item.)
    /// Old positions that no surviving new item claimed are the deletions.
    @inlinable
    mutating func diffItems<Section, Item>(_ old: NSDiffableDataSourceSnapshot<Section, Item>, _ new: NSDiffableDataSourceSnapshot<Section, Item>) {
        // claimed[s][p]: the item at old position p of old section s survives (only for sections that survive).
        var claimed: [[Bool]] = old.sectionItems.indices.map { index in
            new.sectionIndexes[old.sectionOrder[index]] == nil ? [] : Array(repeating: false, count: old.sectionItems[index].count)
        }
        for (newSection, section) in new.sectionOrder.enumerated() {
            guard let oldSection = old.sectionIndexes[section] else { continue }  // inserted section carries its items
            let newItems = new.sectionItems[newSection]
            let oldItems = old.sectionItems[oldSection]
            if old.itemCount == 0 {
                insertedItemRuns.append(section: newSection, items: newItems.indices)
                continue
            }
            // Front run.
            var oldStart = 0, newStart = 0
            while oldStart < oldItems.count, newStart < newItems.count {
                if oldItems[oldStart] == newItems[newStart] {
                    claimed[oldSection][oldStart] = true
                    oldStart += 1
                    newStart += 1
                } else if !new.containsItem(oldItems[oldStart]) {
                    oldStart += 1
                } else if !old.containsItem(newItems[newStart]) {
                    insertedItemRuns.append(section: newSection, item: newStart)
                    newStart += 1
                } else {
                    break
                }
            }
            // Back run.
            var oldEnd = oldItems.count, newEnd = newItems.count
            var backInsertions: [Int] = []
            while oldEnd > oldStart, newEnd > newStart {
                if oldItems[oldEnd - 1] == newItems[newEnd - 1] {
                    claimed[oldSection][oldEnd - 1] = true
                    oldEnd -= 1
                    newEnd -= 1
                } else if !new.containsItem(oldItems[oldEnd - 1]) {
                    oldEnd -= 1
                } else if !old.containsItem(newItems[newEnd - 1]) {
                    backInsertions.append(newEnd - 1)
                    newEnd -= 1
                } else {
                    break
                }
            }
            diffMiddle(old, new, section: section, oldSection: oldSection, newSection: newSection,
                       newPositions: newStart..<newEnd, claimed: &claimed)
            for position in backInsertions.reversed() { insertedItemRuns.append(section: newSection, item: position) }
        }
        movedItems.sort { $0.to < $1.to }
        // Old side: deletes from surviving sections are the positions no surviving item claimed.
        for (oldSection, flags) in claimed.enumerated() {
            for (oldPosition, survives) in flags.enumerated() where !survives {
                deletedItemRuns.append(section: oldSection, item: oldPosition)
            }
        }
    }

    /// The new items at `newPositions` of a surviving section: inserts, cross-section moves, and in-section
    /// order changes (the items that leave the longest increasing run of old positions move).
    @inlinable
    mutating func diffMiddle<Section, Item>(
        _ old: NSDiffableDataSourceSnapshot<Section, Item>, _ new: NSDiffableDataSourceSnapshot<Section, Item>,
        section: Section, oldSection: Int, newSection: Int, newPositions: Range<Int>, claimed: inout [[Bool]]
    ) {
        guard !newPositions.isEmpty else { return }
        let newItems = new.sectionItems[newSection]
        var stayingOld: [Int] = []
        var stayingNew: [Int] = []
        for newPosition in newPositions {
            let item = newItems[newPosition]
            guard let origin = old.location(of: item) else {
                insertedItemRuns.append(section: newSection, item: newPosition)
                continue
            }
            if origin.section == section {
                claimed[oldSection][origin.position] = true
                stayingOld.append(origin.position)
                stayingNew.append(newPosition)
                continue
            }
            // An item from another section survives when that section is in both snapshots.
            guard new.sectionIndexes[origin.section] != nil, let originSection = old.sectionIndexes[origin.section] else {
                insertedItemRuns.append(section: newSection, item: newPosition)
                continue
            }
            claimed[originSection][origin.position] = true
            movedItems.append(ItemMove(from: IndexPath(item: origin.position, section: originSection),
                                       to: IndexPath(item: newPosition, section: newSection)))
        }
        LongestIncreasingSubsequence.forEachPositionOutside(stayingOld) { k in
            movedItems.append(ItemMove(
                from: IndexPath(item: stayingOld[k], section: oldSection),
                to: IndexPath(item: stayingNew[k], section: newSection)
            ))
        }
    }

    @inlinable
    mutating func collectMarks<Section, Item>(_ old: NSDiffableDataSourceSnapshot<Section, Item>, _ new: NSDiffableDataSourceSnapshot<Section, Item>) {
        guard !(new.sectionReloadMarks.isEmpty && new.reloadMarks.isEmpty && new.reconfigureMarks.isEmpty) else { return }
        let reloadedSectionIDs = Set(new.sectionReloadMarks.ordered.filter { old.sectionIndexes[$0] != nil })
        reloadedSections = reloadedSectionIDs.map { new.sectionIndexes[$0]! }.sorted()

        /// The new index path of a surviving item outside the reloaded sections.
        func survivingPath(_ item: Item) -> IndexPath? {
            guard let origin = old.location(of: item), let destination = new.location(of: item),
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
