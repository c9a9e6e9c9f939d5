import Foundation

/// Where a boundary supplementary item sits on its section (UIKit's `NSRectAlignment`).
public enum NSRectAlignment: Int, Sendable {
    /// No edge (CellKit places it at the top of the section's content, over it).
    case none = 0
    /// Above the content, centered (a section header).
    case top = 1
    /// Above the content, at the leading edge.
    case topLeading = 2
    /// At the leading edge of the content's top, over it.
    case leading = 3
    /// Below the content, at the leading edge.
    case bottomLeading = 4
    /// Below the content, centered (a section footer).
    case bottom = 5
    /// Below the content, at the trailing edge.
    case bottomTrailing = 6
    /// At the trailing edge of the content's top, over it.
    case trailing = 7
    /// Above the content, at the trailing edge.
    case topTrailing = 8

    var spec: BoundaryAlignmentSpec {
        switch self {
        case .none: .none
        case .top: .top
        case .topLeading: .topLeading
        case .leading: .leading
        case .bottomLeading: .bottomLeading
        case .bottom: .bottom
        case .bottomTrailing: .bottomTrailing
        case .trailing: .trailing
        case .topTrailing: .topTrailing
        }
    }
}

/// A header, footer or other view on the edge of a section (UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`). The data source's `supplementaryViewProvider` is asked
/// for a view of `elementKind` at the section's index path.
///
/// Items aligned to the top stack above the section's content (before its top content inset), in the order
/// of `boundarySupplementaryItems`; items aligned to the bottom stack below it (after the bottom inset).
/// Horizontally, the item's width is resolved against the section's width inside its leading and trailing
/// insets (when `supplementariesFollowContentInsets`, the default) and aligned leading, centered or
/// trailing. An estimated height self-sizes (`systemLayoutSizeFitting`).
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// The edge the item sits on.
    public let alignment: NSRectAlignment
    /// How far the item is moved from its aligned position.
    public let offset: CGPoint
    /// Whether the item takes room on the section's edge (default true); false floats it over the content.
    open var extendsBoundary = true
    /// Whether the item stays in view while its section scrolls through (a sticky header; default false).
    open var pinToVisibleBounds = false

    /// A boundary item of `layoutSize` and `elementKind` aligned to `alignment`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// A boundary item moved by `absoluteOffset` from its aligned position.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        // A boundary item is placed on its section by `alignment`; the anchor names the same corner.
        super.init(layoutSize: layoutSize, elementKind: elementKind,
                   containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .leading]), itemAnchor: nil)
    }

    var boundarySpec: BoundaryItemSpec {
        BoundaryItemSpec(kind: elementKind, size: layoutSize.spec, alignment: alignment.spec, offset: offset,
                         extendsBoundary: extendsBoundary, pinsToVisibleBounds: pinToVisibleBounds)
    }
}
