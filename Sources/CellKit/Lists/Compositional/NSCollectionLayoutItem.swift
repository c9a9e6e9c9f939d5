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
    /// Supplementary items attached to the item (badges): each is placed against the item's cell by its
    /// anchors, and the data source's `supplementaryViewProvider` is asked for its view at the item's
    /// index path.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// An item of `layoutSize`.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// An item of `layoutSize` with supplementary items attached to it (see `supplementaryItems`).
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }

    /// The item as layout values.
    var elementSpec: LayoutElementSpec {
        .item(LayoutItemSpec(size: layoutSize.spec, contentInsets: contentInsets, edgeSpacing: edgeSpacing?.spec,
                             supplementaries: supplementaryItems.map(\.itemSupplementarySpec)))
    }
}

