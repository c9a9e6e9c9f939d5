import Foundation

/// One cell of a compositional layout (UIKit's `NSCollectionLayoutItem`): its size in its group, and the
/// space around it.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    /// The item's size, relative to its group (inside the group's content insets).
    public let layoutSize: NSCollectionLayoutSize
    /// Space between the item's layout box and its cell: the cell is this much smaller than the room the
    /// item takes in its group. Ignored along an estimated dimension, as in UIKit.
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// Space outside the item, added before it is placed in its group.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// Supplementary items attached to the item. CellKit does not place item supplementaries (badges);
    /// the list is kept as given.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// An item of `layoutSize`.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// An item of `layoutSize` with supplementary items (kept, not placed; see `supplementaryItems`).
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }

    /// The item as layout values.
    var elementSpec: LayoutElementSpec {
        .item(LayoutItemSpec(size: layoutSize.spec, contentInsets: contentInsets, edgeSpacing: edgeSpacing?.spec))
    }
}

/// A view a layout attaches to an element rather than to an item (UIKit's
/// `NSCollectionLayoutSupplementaryItem`): the base of boundary supplementary items (headers, footers).
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The element kind the data source is asked for (`supplementaryViewProvider`'s `kind`).
    public let elementKind: String
    /// The stacking order relative to the cells (default 1: above them).
    open var zIndex = 1

    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}
