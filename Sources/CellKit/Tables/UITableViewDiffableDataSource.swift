import Foundation

/// A data source that drives a table from snapshots of identifiers (UIKit's
/// `UITableViewDiffableDataSource`).
///
/// It keeps the rows in a diffable list data source of the table's list, so `apply(_:animatingDifferences:)`
/// changes only what differs, exactly as for collection views: moved rows keep their cells,
/// deleted rows' cells are recycled, reconfigured rows keep their cells while the cell provider
/// configures them again, and selection moves with its rows. Subclasses override the
/// `UITableViewDataSource` methods for titles, editing and moving, as in UIKit: rows cannot be
/// edited or moved unless `tableView(_:canEditRowAt:)` / `tableView(_:canMoveRowAt:)` return true,
/// and a row the person moves is moved in the snapshot before `tableView(_:moveRowAt:to:)` is called.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource, TableDiffableBridging {
    /// Returns the configured cell for an item.
    public typealias CellProvider = @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private let rows: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
    private weak var tableView: UITableView?
    /// The animation of row changes (stored; CellKit draws none).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    var listDataSource: UICollectionViewDataSource { rows }

    /// Creates a data source for `tableView` and makes itself its data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        rows = UICollectionViewDiffableDataSource(collectionView: tableView.listView) { [weak tableView] _, indexPath, item in
            guard let tableView else { return nil }
            guard let cell = cellProvider(tableView, indexPath, item) else {
                preconditionFailure("the cell provider returned nil for item \(item) at \(indexPath); it must return a dequeued cell")
            }
            return tableView.rowCell(showing: cell, at: indexPath)
        }
        self.tableView = tableView
        super.init()
        rows.supplementaryViewProvider = { [weak tableView] _, kind, indexPath in
            tableView?.headerFooterHost(kind: kind, section: indexPath.section)
        }
        rows.reorderingHandlers.canReorderItem = { [weak self] item in
            guard let self, let tableView = self.tableView, let path = rows.indexPath(for: item) else { return false }
            return self.tableView(tableView, canMoveRowAt: path)
        }
        rows.reorderingHandlers.didReorder = { [weak self] transaction in
            guard let self, let tableView = self.tableView else { return }
            for change in transaction.difference.insertions {
                guard case .insert(_, let item, _) = change,
                      let source = transaction.initialSnapshot.indexPath(forItem: item),
                      let destination = transaction.finalSnapshot.indexPath(forItem: item) else { continue }
                self.tableView(tableView, moveRowAt: source, to: destination)
            }
        }
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the current snapshot.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { rows.snapshot() }

    /// Shows `snapshot`, changing only what differs; `completion` runs after the table was updated.
    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        rows.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot` by reloading every row.
    public func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                             completion: (() -> Void)? = nil) {
        rows.applySnapshotUsingReloadData(snapshot, completion: completion)
    }

    /// The item at an index path.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { rows.itemIdentifier(for: indexPath) }

    /// The index path of an item.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { rows.indexPath(for: itemIdentifier) }

    /// The section at an index.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { rows.sectionIdentifier(for: index) }

    /// The index of a section.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { rows.index(for: sectionIdentifier) }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { rows.snapshot().numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.collectionView(tableView.listView, numberOfItemsInSection: section)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = rows.collectionView(tableView.listView, cellForItemAt: indexPath).hostedTableViewCell else {
            preconditionFailure("the table's row at \(indexPath) shows no cell")
        }
        return cell
    }

    /// No header title (override to give one).
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title (override to give one).
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// False: rows are not editable unless a subclass says so.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// False: rows do not move unless a subclass says so.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing (override to delete or insert: change a snapshot and apply it).
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Called after a row the person moved was moved in the snapshot (override to update your model).
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
