import Foundation

/// Badges and other supplementary items attached to items (`NSCollectionLayoutItem(layoutSize:supplementaryItems:)`):
/// their views come from the data source (`supplementaryViewProvider`, asked with the item's index path),
/// follow their items through updates, and are drawn above the cells when their `zIndex` is above 0, below
/// them otherwise. Their size is the layout size as given: an estimated dimension is taken as its estimate
/// (CellKit does not self-size item supplementaries).
extension UICollectionView {
    /// Makes the supplementary views of the items in `area` and recycles the others.
    func realizeItemSupplementaries(in area: CGRect) {
        let wanted = engine.itemSupplementaryElements(in: area)
        let wantedKeys = Set(wanted.map { ItemSupplementaryKey(kind: $0.kind, indexPath: $0.indexPath) })
        for (key, view) in visibleItemSupplementaries where !wantedKeys.contains(key) {
            visibleItemSupplementaries[key] = nil
            enqueueForReuse(view)
        }
        for element in wanted {
            let key = ItemSupplementaryKey(kind: element.kind, indexPath: element.indexPath)
            guard visibleItemSupplementaries[key] == nil else { continue }
            RegistrationPolicy.providerDepth += 1
            let view = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: element.kind, at: element.indexPath)
                ?? UICollectionReusableView(frame: .zero)
            RegistrationPolicy.providerDepth -= 1
            view.elementKind = element.kind
            if element.zIndex > 0 {
                if view.superview !== self { insertSubview(view, belowSubview: separatorOverlay) }
            } else {
                insertSubview(view, at: 0)
            }
            visibleItemSupplementaries[key] = view
        }
    }

    /// Sets the frames of the realized item supplementaries and keeps those with a positive `zIndex`
    /// above every cell.
    func placeItemSupplementaries() {
        for (key, view) in visibleItemSupplementaries {
            guard let element = engine.itemSupplementaryElements(of: key.indexPath).first(where: { $0.kind == key.kind }) else {
                continue
            }
            view.frame = element.frame
            guard element.zIndex > 0, let position = subviews.firstIndex(where: { $0 === view }) else { continue }
            if subviews[(position + 1)...].contains(where: { $0 is UICollectionViewCell && !$0.isHidden }) {
                insertSubview(view, belowSubview: separatorOverlay)
            }
        }
    }

    /// Moves the realized item supplementaries with their items; those of deleted items are recycled.
    func remapItemSupplementaries(_ mapping: (IndexPath) -> IndexPath?) {
        var remapped: [ItemSupplementaryKey: UICollectionReusableView] = [:]
        for (key, view) in visibleItemSupplementaries {
            if let destination = mapping(key.indexPath) {
                remapped[ItemSupplementaryKey(kind: key.kind, indexPath: destination)] = view
            } else {
                enqueueForReuse(view)
            }
        }
        visibleItemSupplementaries = remapped
    }

    /// Recycles every realized item supplementary (the data is read again).
    func recycleItemSupplementaries() {
        for view in visibleItemSupplementaries.values { enqueueForReuse(view) }
        visibleItemSupplementaries.removeAll()
    }
}
