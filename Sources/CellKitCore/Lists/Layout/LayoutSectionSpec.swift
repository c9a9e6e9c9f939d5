import Foundation

/// How a section scrolls across the layout's axis (UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`).
package enum OrthogonalScrollingSpec: Hashable, Sendable {
    /// The section does not scroll sideways: its groups are stacked down the layout.
    case none
    /// Scrolls freely and stops where the person leaves it.
    case continuous
    /// Scrolls freely and settles on the leading edge of a group.
    case continuousGroupLeadingBoundary
    /// Scrolls a page (the visible width) at a time.
    case paging
    /// Scrolls one group at a time, settling on a group's leading edge.
    case groupPaging
    /// Scrolls one group at a time, settling with the group centered.
    case groupPagingCentered
}

/// Where a boundary supplementary item sits on its section (UIKit's `NSRectAlignment`).
package enum BoundaryAlignmentSpec: Hashable, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    /// Whether the item sits above the section's content.
    var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
    /// Whether the item sits below the section's content.
    var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
    /// Whether the item hugs the leading edge.
    var isLeading: Bool { self == .topLeading || self == .leading || self == .bottomLeading }
    /// Whether the item hugs the trailing edge.
    var isTrailing: Bool { self == .topTrailing || self == .trailing || self == .bottomTrailing }
}

/// A header, footer or other view on a section's edge (UIKit's `NSCollectionLayoutBoundarySupplementaryItem`).
package struct BoundaryItemSpec: Hashable, Sendable {
    /// The element kind the data source is asked for.
    package var kind: String
    package var size: LayoutSizeSpec
    package var alignment: BoundaryAlignmentSpec
    /// Moves the item from its aligned position.
    package var offset: CGPoint
    /// Whether the item takes room on the section's edge (true) or floats over the content (false).
    package var extendsBoundary: Bool
    /// Whether the item stays in view while its section scrolls through (sticky headers).
    package var pinsToVisibleBounds: Bool

    package init(kind: String, size: LayoutSizeSpec, alignment: BoundaryAlignmentSpec, offset: CGPoint = .zero,
                 extendsBoundary: Bool = true, pinsToVisibleBounds: Bool = false) {
        self.kind = kind
        self.size = size
        self.alignment = alignment
        self.offset = offset
        self.extendsBoundary = extendsBoundary
        self.pinsToVisibleBounds = pinsToVisibleBounds
    }

    /// Whether the item stacks above or below the content, taking room.
    var takesRoom: Bool { extendsBoundary && (alignment.isTop || alignment.isBottom) }
}

/// One section of a layout as plain values (UIKit's `NSCollectionLayoutSection`, and list sections expressed
/// the same way).
///
/// Vertically, a section is: `spacingBefore`, the boundary items aligned to the top, `contentInsets.top`,
/// the groups (stacked with `interGroupSpacing`, or one row of them that scrolls sideways), `contentInsets.bottom`,
/// the boundary items aligned to the bottom. Boundary items span the section's width inside its leading and
/// trailing insets when `supplementariesFollowContentInsets` (UIKit's default), the whole width otherwise.
package struct LayoutSectionSpec: Hashable, Sendable {
    package var group: LayoutGroupSpec
    package var interGroupSpacing: CGFloat
    package var contentInsets: NSDirectionalEdgeInsets
    package var orthogonalScrolling: OrthogonalScrollingSpec
    package var boundaryItems: [BoundaryItemSpec]
    package var supplementariesFollowContentInsets: Bool
    /// Space above the section (the layout's inter-section spacing, or a list appearance's spacing).
    package var spacingBefore: CGFloat
    /// Views drawn behind (or over) the whole section: section backgrounds.
    package var decorationItems: [DecorationItemSpec] = []

    package init(group: LayoutGroupSpec, interGroupSpacing: CGFloat = 0, contentInsets: NSDirectionalEdgeInsets = .zero,
                 orthogonalScrolling: OrthogonalScrollingSpec = .none, boundaryItems: [BoundaryItemSpec] = [],
                 supplementariesFollowContentInsets: Bool = true, spacingBefore: CGFloat = 0) {
        self.group = group
        self.interGroupSpacing = interGroupSpacing
        self.contentInsets = contentInsets
        self.orthogonalScrolling = orthogonalScrolling
        self.boundaryItems = boundaryItems
        self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        self.spacingBefore = spacingBefore
    }

    /// Whether the section's groups scroll sideways.
    package var scrollsOrthogonally: Bool { orthogonalScrolling != .none }
}
