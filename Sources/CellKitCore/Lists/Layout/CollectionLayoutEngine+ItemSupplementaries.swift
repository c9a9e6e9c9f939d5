import Foundation

/// Badges and other supplementary items attached to items (UIKit's `NSCollectionLayoutItem`
/// `supplementaryItems`): placed against their item's cell by their anchors.
extension CollectionLayoutEngine {
    /// A supplementary item placed on an item's cell.
    package struct ItemSupplementaryElement: Hashable, Sendable {
        /// The item the supplementary item is attached to (the index path its view is asked for).
        package var indexPath: IndexPath
        /// Its index in the item's `supplementaries`.
        package var index: Int
        package var kind: String
        package var frame: CGRect
        package var zIndex: Int
    }

    /// The supplementary items attached to `indexPath`'s item, with their frames; empty when there is
    /// no such item.
    package func itemSupplementaryElements(of indexPath: IndexPath) -> [ItemSupplementaryElement] {
        guard let cellFrame = frame(of: indexPath) else { return [] }
        let section = sections[indexPath.section]
        let perGroup = section.itemsPerGroup
        let leaves = section.leaves(ofInstance: indexPath.item / perGroup)
        let leafIndex = indexPath.item % perGroup
        guard leafIndex < leaves.count else { return [] }
        // Anchors are placed in left-to-right terms, then mirrored back like every other frame.
        let container = mirrored(cellFrame)
        return leaves[leafIndex].item.supplementaries.enumerated().map { index, spec in
            ItemSupplementaryElement(indexPath: indexPath, index: index, kind: spec.kind,
                                     frame: mirrored(spec.frame(in: container)), zIndex: spec.zIndex)
        }
    }

    /// The supplementary items of the items whose cells meet `rect`, in index path order. (A badge that
    /// hangs into `rect` from a cell wholly outside it is not included; callers pass an area larger than
    /// what is shown.)
    package func itemSupplementaryElements(in rect: CGRect) -> [ItemSupplementaryElement] {
        var result: [ItemSupplementaryElement] = []
        for (indexPath, _) in items(in: rect) where hasItemSupplementaries(inSection: indexPath.section) {
            result += itemSupplementaryElements(of: indexPath)
        }
        return result
    }

    /// Whether any item of a section's group carries supplementary items.
    package func hasItemSupplementaries(inSection section: Int) -> Bool {
        Self.hasSupplementaries(.group(sections[section].spec.group))
    }

    private static func hasSupplementaries(_ element: LayoutElementSpec) -> Bool {
        switch element {
        case .item(let item): !item.supplementaries.isEmpty
        case .group(let group): group.subitems.contains(where: hasSupplementaries)
        }
    }
}
