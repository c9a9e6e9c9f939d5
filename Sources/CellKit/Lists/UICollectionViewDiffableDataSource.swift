import Foundation

/// A data source that drives a collection view from snapshots of identifiers (UIKit's
/// `UICollectionViewDiffableDataSource`).
///
/// `apply(_:animatingDifferences:)` diffs the new snapshot against the current one and changes
/// only what differs: deleted items' cells are recycled, moved items keep their cells, inserted
/// items get cells when they become visible, reloaded items get fresh cells, and reconfigured
/// items keep their cells while the cell provider configures them again. Selection, focus and the
/// other item states move with their items.
///
/// Outline sections come from `apply(_:to:)` with a `NSDiffableDataSourceSectionSnapshot`: only
/// the visible (expanded) items are rows, list cells get their indentation from `level(of:)`, and
/// `isExpanded` in their configuration state. Expanding and collapsing goes through
/// `sectionSnapshotHandlers`; interactive moves through `reorderingHandlers`.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource {
    /// Returns the configured cell for an item.
    public typealias CellProvider = @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Returns the configured header or footer for a kind and index path.
    public typealias SupplementaryViewProvider = @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?
    /// Expansion callbacks of outline sections (UIKit's `SectionSnapshotHandlers`).
    public typealias SectionSnapshotHandlers<Item: Hashable & Sendable> = DiffableSectionSnapshotHandlers<Item>
    /// Interactive reordering callbacks (UIKit's `ReorderingHandlers`).
    public typealias ReorderingHandlers = DiffableReorderingHandlers<SectionIdentifierType, ItemIdentifierType>

    @usableFromInline weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    @usableFromInline var currentSnapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    @usableFromInline var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// Builds headers and footers.
    @preconcurrency open var supplementaryViewProvider: SupplementaryViewProvider?
    /// Expansion callbacks for outline sections.
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()
    /// Reordering callbacks; set `canReorderItem` to allow interactive moves.
    open var reorderingHandlers = ReorderingHandlers()

    /// Creates a data source for `collectionView` and makes itself its data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the current snapshot.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        currentSnapshot
    }

    /// The outline snapshot of a section (a flat one when the section was applied as a whole).
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let outline = sectionSnapshots[section] { return outline }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        flat.append(currentSnapshot.itemIdentifiers(inSection: section))
        return flat
    }

    /// Shows `snapshot`, changing only what differs from the current one. Animation is not
    /// supported; the completion runs after the list was updated.
    ///
    /// Inlinable, so the diff runs specialized for the caller's identifier types; `final`, which
    /// changes nothing for subclasses (they could not override a public method anyway).
    @inlinable
    public final func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = currentSnapshot
        currentSnapshot = snapshot.clearingUpdateMarks()
        let sections = Set(snapshot.sectionIdentifiers)
        sectionSnapshots = sectionSnapshots.filter { sections.contains($0.key) }
        update(from: old, to: snapshot)
        completion?()
    }

    /// Shows `snapshot` by reloading every cell (no diff).
    public func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                             completion: (() -> Void)? = nil) {
        currentSnapshot = snapshot.clearingUpdateMarks()
        collectionView?.reloadData()
        completion?()
    }

    /// Shows an outline snapshot in one section (appending the section when it is new): its
    /// visible items become the section's rows.
    public func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var full = currentSnapshot
        if full.indexOfSection(section) == nil { full.appendSections([section]) }
        full.replaceItems(inSection: section, with: snapshot.visibleItems)
        let old = currentSnapshot
        currentSnapshot = full.clearingUpdateMarks()
        sectionSnapshots[section] = snapshot
        update(from: old, to: full)
        completion?()
    }

    @inlinable
    final func update(from old: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                        to new: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                        remapsInteraction: Bool = true) {
        guard let collectionView else { return }
        guard !collectionView.needsStructureReload else {
            collectionView.setNeedsLayout()
            return
        }
        let changes = SnapshotChanges(from: old, to: new)
        lastChanges = changes
        let oldSections = old.sectionIdentifiers
        collectionView.applyItemChanges(newCounts: new.itemCountsBySection, remapsInteraction: remapsInteraction,
                                        sectionsChanged: oldSections != new.sectionIdentifiers,
                                        sectionMapping: { index in index < oldSections.count ? new.indexOfSection(oldSections[index]) : nil },
                                        mapping: SnapshotChanges.indexPathMapping(from: old, to: new))
        let reloaded = changes.reloadedItems + changes.reloadedSections.flatMap { section in
            (0..<new.itemCountsBySection[section]).map { IndexPath(item: $0, section: section) }
        }
        if !reloaded.isEmpty { collectionView.reloadItems(at: reloaded) }
        if !changes.reconfiguredItems.isEmpty { collectionView.reconfigureItems(at: changes.reconfiguredItems) }
    }

    /// What the last `apply` changed (tests read it).
    @usableFromInline var lastChanges = SnapshotChanges()

    // MARK: Identifiers

    /// The item at an index path.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        currentSnapshot.itemIdentifier(at: indexPath)
    }

    /// The index path of an item.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        currentSnapshot.indexPath(forItem: itemIdentifier)
    }

    /// The section at an index.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        index >= 0 && index < currentSnapshot.sectionIdentifiers.count ? currentSnapshot.sectionIdentifiers[index] : nil
    }

    /// The index of a section.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        currentSnapshot.indexOfSection(sectionIdentifier)
    }

    // MARK: UICollectionViewDataSource

    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        currentSnapshot.numberOfSections
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section < currentSnapshot.numberOfSections ? currentSnapshot.itemCountsBySection[section] : 0
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = currentSnapshot.itemIdentifier(at: indexPath) else {
            preconditionFailure("the collection view asked for \(indexPath), which the snapshot does not have")
        }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            preconditionFailure("the cell provider returned nil for item \(item) at \(indexPath); it must return a dequeued cell")
        }
        if let listCell = cell as? UICollectionViewListCell {
            // The section is the index path's: no lookup of the item (which a million-item list would pay per cell).
            let outline = sectionSnapshots.isEmpty ? nil : sectionSnapshots[currentSnapshot.sectionIdentifiers[indexPath.section]]
            listCell.indentationLevel = outline.map { $0.contains(item) ? $0.level(of: item) : 0 } ?? 0
        }
        return cell
    }

    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
    }
}

extension UICollectionViewDiffableDataSource: ListOutlineProviding {
    /// The outline facts of every row, or none at all when no section was applied as an outline (every
    /// row is then a flat row, and a million-row list keeps no per-row outline array).
    func outlineRows(in collectionView: UICollectionView) -> [ListOutlineRowInfo] {
        guard !sectionSnapshots.isEmpty else { return [] }
        var rows: [ListOutlineRowInfo] = []
        for section in currentSnapshot.sectionIdentifiers {
            if let outline = sectionSnapshots[section] {
                rows += outline.outlineRows(startingAt: rows.count)
            } else {
                rows += Array(repeating: .flat, count: currentSnapshot.numberOfItems(inSection: section))
            }
        }
        return rows
    }

    func setExpanded(_ expanded: Bool, at indexPath: IndexPath, in collectionView: UICollectionView) {
        guard let item = currentSnapshot.itemIdentifier(at: indexPath),
              let section = currentSnapshot.sectionIdentifier(containingItem: item),
              let outline = sectionSnapshots[section] else { return }
        let changed = expanded ? sectionSnapshotHandlers.expanding(item, in: outline) : sectionSnapshotHandlers.collapsing(item, in: outline)
        guard let changed else { return }
        apply(changed, to: section, animatingDifferences: true)
        if let path = currentSnapshot.indexPath(forItem: item) { collectionView.reconfigureItems(at: [path]) }
    }
}

extension UICollectionViewDiffableDataSource: ListReorderHandling {
    func canReorderItem(at indexPath: IndexPath, in collectionView: UICollectionView) -> Bool {
        guard let item = currentSnapshot.itemIdentifier(at: indexPath) else { return false }
        return reorderingHandlers.canReorder(item)
    }

    func moveItem(from source: IndexPath, to destination: IndexPath, in collectionView: UICollectionView) {
        guard let transaction = NSDiffableDataSourceTransaction.reordering(currentSnapshot, from: source, to: destination) else { return }
        reorderingHandlers.willReorder?(transaction)
        let old = currentSnapshot
        currentSnapshot = transaction.finalSnapshot.clearingUpdateMarks()
        // Reordering treats an outline section as a flat list (UIKit's rules for moving inside a hierarchy
        // are not documented): only the sections the item left and entered become flat; others keep their trees.
        let touched = Set([source.section, destination.section].compactMap { index in
            index < transaction.finalSnapshot.sectionIdentifiers.count ? transaction.finalSnapshot.sectionIdentifiers[index] : nil
        }).union([old.sectionIdentifiers[source.section]])
        for section in touched where sectionSnapshots[section] != nil {
            var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            flat.append(transaction.finalSnapshot.itemIdentifiers(inSection: section))
            sectionSnapshots[section] = flat
        }
        update(from: old, to: currentSnapshot, remapsInteraction: false)
        reorderingHandlers.didReorder?(transaction)
    }
}
