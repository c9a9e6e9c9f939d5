import Foundation

/// The handlers a diffable data source consults when the user expands or collapses an outline item, like UIKit's
/// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers` (iOS 14).
///
/// In UIKit this is a type nested in the data source class. The data source exposes this type under UIKit's name
/// (`UICollectionViewDiffableDataSource.SectionSnapshotHandlers<ItemIdentifierType>`, a generic typealias), so
/// `dataSource.sectionSnapshotHandlers.shouldCollapseItem = { … }` compiles unchanged.
///
/// Order of calls when the user expands an item (outline disclosure tap, Right arrow): `shouldExpandItem`
/// (veto), `willExpandItem`, `snapshotForExpandingParent` (replace the children, e.g. load them lazily), then the
/// item is expanded and the section snapshot applied. Collapsing: `shouldCollapseItem`, `willCollapseItem`, then
/// the item is collapsed and applied. A missing handler means "allow" / "do nothing" / "keep the children".
public struct DiffableSectionSnapshotHandlers<ItemIdentifierType: Hashable & Sendable> {
    /// Whether an item may expand. `nil` allows every item.
    public var shouldExpandItem: ((ItemIdentifierType) -> Bool)?
    /// Called just before an item expands.
    public var willExpandItem: ((ItemIdentifierType) -> Void)?
    /// Whether an item may collapse. `nil` allows every item.
    public var shouldCollapseItem: ((ItemIdentifierType) -> Bool)?
    /// Called just before an item collapses.
    public var willCollapseItem: ((ItemIdentifierType) -> Void)?
    /// Returns the children to show under a parent that is expanding, given its current children as a section
    /// snapshot (`snapshot(of: parent)`). Return the argument unchanged to keep them.
    public var snapshotForExpandingParent: ((ItemIdentifierType, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)?

    /// Creates handlers with every handler unset.
    public init() {}

    // MARK: The flows the data source runs

    /// Runs the expand flow for `item` on `snapshot`: asks `shouldExpandItem`, calls `willExpandItem`, lets
    /// `snapshotForExpandingParent` replace the children, and expands the item. Returns the section snapshot to
    /// apply, or `nil` when the item is unknown, already expanded, or the expansion was vetoed.
    package func expanding(_ item: ItemIdentifierType, in snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>? {
        guard snapshot.contains(item), !snapshot.isExpanded(item) else { return nil }
        if let shouldExpandItem, !shouldExpandItem(item) { return nil }
        willExpandItem?(item)
        var result = snapshot
        if let snapshotForExpandingParent {
            let children = snapshotForExpandingParent(item, snapshot.snapshot(of: item))
            result.replace(childrenOf: item, using: children)
        }
        result.expand([item])
        return result
    }

    /// Runs the collapse flow for `item` on `snapshot`: asks `shouldCollapseItem`, calls `willCollapseItem`, and
    /// collapses the item. Returns the section snapshot to apply, or `nil` when the item is unknown, already
    /// collapsed, or the collapse was vetoed.
    package func collapsing(_ item: ItemIdentifierType, in snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>? {
        guard snapshot.contains(item), snapshot.isExpanded(item) else { return nil }
        if let shouldCollapseItem, !shouldCollapseItem(item) { return nil }
        willCollapseItem?(item)
        var result = snapshot
        result.collapse([item])
        return result
    }
}
