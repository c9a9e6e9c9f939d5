import Foundation

/// The handlers a diffable data source consults when the user reorders items interactively, like UIKit's
/// `UICollectionViewDiffableDataSource.ReorderingHandlers` (iOS 14).
///
/// In UIKit this is a type nested in the data source class. The data source exposes this type under UIKit's name
/// (`UICollectionViewDiffableDataSource.ReorderingHandlers`, a typealias to
/// `DiffableReorderingHandlers<SectionIdentifierType, ItemIdentifierType>`), so
/// `dataSource.reorderingHandlers.didReorder = { transaction in … }` compiles unchanged.
///
/// As in UIKit, reordering is enabled only when both `canReorderItem` and `didReorder` are set. When the user
/// drops an item, the data source builds an `NSDiffableDataSourceTransaction`, calls `willReorder`, applies the
/// transaction's final snapshot, then calls `didReorder` so the app can commit the new order to its model.
public struct DiffableReorderingHandlers<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    /// Whether the user may pick up an item to reorder it.
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
    /// Called just before a reorder is applied.
    public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    /// Called just after a reorder was applied: commit `transaction.finalSnapshot` (or apply
    /// `transaction.difference` to your own array) to your model.
    public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

    /// Creates handlers with every handler unset (reordering disabled).
    public init() {}

    /// Whether reordering is enabled: both `canReorderItem` and `didReorder` are set.
    var isReorderingEnabled: Bool {
        canReorderItem != nil && didReorder != nil
    }

    /// Whether `item` may be picked up: reordering is enabled and `canReorderItem` allows it.
    package func canReorder(_ item: ItemIdentifierType) -> Bool {
        guard isReorderingEnabled, let canReorderItem else { return false }
        return canReorderItem(item)
    }
}
