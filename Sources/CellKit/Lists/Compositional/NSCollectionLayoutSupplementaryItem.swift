import Foundation

/// A view a layout attaches to an item or a section (UIKit's `NSCollectionLayoutSupplementaryItem`): a
/// badge on a grid item, or the base of boundary supplementary items (headers, footers).
///
/// Attached to an item (`NSCollectionLayoutItem(layoutSize:supplementaryItems:)`), its `layoutSize` is
/// resolved against the item's cell (fractional dimensions are fractions of the cell) and it is placed by
/// putting its `itemAnchor` point on the cell's `containerAnchor` point. It is drawn above the cells when
/// `zIndex` is above 0 (the default, 1), below them otherwise.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The element kind the data source is asked for (`supplementaryViewProvider`'s `kind`).
    public let elementKind: String
    /// The point of the container (the item's cell) the supplementary item is attached to.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// The point of the supplementary item put on `containerAnchor`; nil (the default) uses the point of the
    /// same edges, so the item sits inside its container against those edges. This anchor's own offset
    /// moves the point within the supplementary item: the item moves the opposite way (CellKit's reading;
    /// UIKit does not document the direction).
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// The stacking order relative to the cells (default 1: above them).
    open var zIndex = 1

    /// A supplementary item of `layoutSize` and `elementKind` attached at `containerAnchor`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String,
                            containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// A supplementary item whose `itemAnchor` point is put on the container's `containerAnchor` point.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String,
                containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// The supplementary item as layout values, attached to an item.
    var itemSupplementarySpec: ItemSupplementarySpec {
        ItemSupplementarySpec(kind: elementKind, size: layoutSize.spec, containerAnchor: containerAnchor.spec,
                              itemAnchor: itemAnchor?.spec, zIndex: zIndex)
    }
}
