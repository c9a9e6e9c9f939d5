import Foundation

/// Section backgrounds and other decoration items (`NSCollectionLayoutSection.decorationItems`): their views
/// are made by the layout from the class registered for their kind, kept per section and kind, and placed
/// below the cells (a `zIndex` of 0 or less, the default) or above them.
extension UICollectionView {
    /// Makes the decoration views of the sections in `area`, places them, and removes the others.
    func realizeDecorations(in area: CGRect) {
        let wanted = engine.decorationElements(in: area)
        let wantedKeys = Set(wanted.map { SupplementaryKey(kind: $0.kind, section: $0.section) })
        for (key, view) in visibleDecorations where !wantedKeys.contains(key) {
            visibleDecorations[key] = nil
            view.removeFromSuperview()
        }
        for element in wanted {
            let key = SupplementaryKey(kind: element.kind, section: element.section)
            let view: UICollectionReusableView
            if let existing = visibleDecorations[key] {
                view = existing
            } else {
                // UIKit raises when a decoration's kind has no registered class; so does CellKit.
                guard let viewClass = collectionViewLayout.decorationViewClasses[element.kind] else {
                    preconditionFailure("could not dequeue a decoration view of kind: \(element.kind) - must register a class "
                                        + "with the layout's register(_:forDecorationViewOfKind:)")
                }
                view = viewClass.init(reuseFrame: element.frame)
                view.elementKind = element.kind
                if element.zIndex > 0 { insertSubview(view, belowSubview: separatorOverlay) } else { insertSubview(view, at: 0) }
                visibleDecorations[key] = view
            }
            view.frame = element.frame
        }
    }
}
