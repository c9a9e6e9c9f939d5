import Foundation

/// A view a compositional layout draws over a whole section rather than for an item (UIKit's
/// `NSCollectionLayoutDecorationItem`): a section background.
///
/// Its view is not asked of the data source: the layout makes one of the class registered for its
/// `elementKind` with `UICollectionViewLayout.register(_:forDecorationViewOfKind:)`. It covers the
/// section's frame — the space between the section's top and bottom boundary items' outer edges
/// (headers and footers included, the section's content insets included), across the collection view's
/// width — inset by its `contentInsets`. Set the section's content insets larger than the decoration's to
/// leave a margin of background around the items.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind the decoration's view class is registered under.
    public let elementKind: String
    /// The stacking order relative to the cells (a background's default, -1: below them; 1 or more draws
    /// it over them).
    open var zIndex = -1

    /// A section background of `elementKind`.
    open class func background(elementKind: String) -> Self {
        Self(elementKind: elementKind)
    }

    /// A decoration of `elementKind` (use `background(elementKind:)`).
    public required init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }

    /// The decoration as layout values.
    var decorationSpec: DecorationItemSpec {
        DecorationItemSpec(kind: elementKind, contentInsets: contentInsets, zIndex: zIndex)
    }
}
