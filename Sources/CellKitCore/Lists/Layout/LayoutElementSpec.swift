import Foundation

/// One dimension of a layout element, as UIKit's `NSCollectionLayoutDimension` describes it: a fraction of
/// the container's width or height, an absolute length, or an estimate that the element's view refines by
/// measuring itself.
package enum LayoutDimensionSpec: Hashable, Sendable {
    /// This fraction of the container's effective width.
    case fractionalWidth(CGFloat)
    /// This fraction of the container's effective height.
    case fractionalHeight(CGFloat)
    /// Exactly this many points.
    case absolute(CGFloat)
    /// About this many points until the view is measured (self-sizing).
    case estimated(CGFloat)

    /// Whether the view measures itself along this dimension.
    package var isEstimated: Bool {
        if case .estimated = self { return true }
        return false
    }

    /// The length in a container of `size` (an estimate gives its estimate).
    package func resolved(in size: CGSize) -> CGFloat {
        switch self {
        case .fractionalWidth(let fraction): fraction * size.width
        case .fractionalHeight(let fraction): fraction * size.height
        case .absolute(let length), .estimated(let length): length
        }
    }
}

/// A width and a height (UIKit's `NSCollectionLayoutSize`).
package struct LayoutSizeSpec: Hashable, Sendable {
    package var width: LayoutDimensionSpec
    package var height: LayoutDimensionSpec

    package init(width: LayoutDimensionSpec, height: LayoutDimensionSpec) {
        self.width = width
        self.height = height
    }

    /// The size in a container of `size`.
    package func resolved(in size: CGSize) -> CGSize {
        CGSize(width: width.resolved(in: size), height: height.resolved(in: size))
    }

    /// The dimension along an axis.
    func dimension(along axis: LayoutAxis) -> LayoutDimensionSpec {
        axis == .horizontal ? width : height
    }
}

/// Space between elements (UIKit's `NSCollectionLayoutSpacing`): fixed, or flexible (at least this much,
/// and a share of whatever room is left).
package enum LayoutSpacingSpec: Hashable, Sendable {
    /// Exactly this many points.
    case fixed(CGFloat)
    /// At least this many points; the room left in the group is shared among flexible spacings.
    case flexible(CGFloat)

    /// The fixed length, or the least length of a flexible spacing.
    package var minimum: CGFloat {
        switch self {
        case .fixed(let length), .flexible(let length): length
        }
    }

    /// Whether the spacing takes a share of the room left over.
    package var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }
}

/// Space outside an element's edges (UIKit's `NSCollectionLayoutEdgeSpacing`); nil edges have none.
package struct LayoutEdgeSpacingSpec: Hashable, Sendable {
    package var leading: LayoutSpacingSpec?
    package var top: LayoutSpacingSpec?
    package var trailing: LayoutSpacingSpec?
    package var bottom: LayoutSpacingSpec?

    package init(leading: LayoutSpacingSpec?, top: LayoutSpacingSpec?, trailing: LayoutSpacingSpec?, bottom: LayoutSpacingSpec?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The spacing before and after an element along an axis.
    func edges(along axis: LayoutAxis) -> (before: LayoutSpacingSpec?, after: LayoutSpacingSpec?) {
        axis == .horizontal ? (leading, trailing) : (top, bottom)
    }
}

/// The axis a group lays its subitems along.
package enum LayoutAxis: Hashable, Sendable {
    /// Leading to trailing (`NSCollectionLayoutGroup.horizontal`).
    case horizontal
    /// Top to bottom (`NSCollectionLayoutGroup.vertical`).
    case vertical

    /// The other axis.
    var cross: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}

/// An item or a group of a compositional layout, as plain values (UIKit's `NSCollectionLayoutItem` and
/// `NSCollectionLayoutGroup`).
package indirect enum LayoutElementSpec: Hashable, Sendable {
    /// A leaf: one cell.
    case item(LayoutItemSpec)
    /// A group of subitems laid along an axis.
    case group(LayoutGroupSpec)

    /// The element's size.
    package var size: LayoutSizeSpec {
        switch self {
        case .item(let item): item.size
        case .group(let group): group.size
        }
    }

    /// The element's edge spacing.
    var edgeSpacing: LayoutEdgeSpacingSpec? {
        switch self {
        case .item(let item): item.edgeSpacing
        case .group(let group): group.edgeSpacing
        }
    }
}

/// A leaf of the layout (UIKit's `NSCollectionLayoutItem`).
package struct LayoutItemSpec: Hashable, Sendable {
    package var size: LayoutSizeSpec
    /// Space between the item's layout box and its cell, ignored along estimated dimensions (as in UIKit).
    package var contentInsets: NSDirectionalEdgeInsets
    package var edgeSpacing: LayoutEdgeSpacingSpec?
    /// Badges and other views attached to the item's cell.
    package var supplementaries: [ItemSupplementarySpec]

    package init(size: LayoutSizeSpec, contentInsets: NSDirectionalEdgeInsets = .zero, edgeSpacing: LayoutEdgeSpacingSpec? = nil,
                 supplementaries: [ItemSupplementarySpec] = []) {
        self.size = size
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaries = supplementaries
    }
}

/// A group (UIKit's `NSCollectionLayoutGroup`): subitems laid along `axis`.
///
/// With `count == nil` (`horizontal(layoutSize:subitems:)`), the subitems are placed in turn and repeated
/// while the next one still fits in the group; a group whose length along its axis is estimated takes one
/// pass over its subitems and grows to fit them. With a count (`horizontal(layoutSize:repeatingSubitem:count:)`),
/// the first subitem is placed exactly `count` times, sized to share the group's length equally.
package struct LayoutGroupSpec: Hashable, Sendable {
    package var size: LayoutSizeSpec
    package var axis: LayoutAxis
    package var subitems: [LayoutElementSpec]
    package var count: Int?
    package var interItemSpacing: LayoutSpacingSpec?
    /// Space between the group's box and its subitems.
    package var contentInsets: NSDirectionalEdgeInsets
    package var edgeSpacing: LayoutEdgeSpacingSpec?

    package init(size: LayoutSizeSpec, axis: LayoutAxis, subitems: [LayoutElementSpec], count: Int? = nil,
                 interItemSpacing: LayoutSpacingSpec? = nil, contentInsets: NSDirectionalEdgeInsets = .zero,
                 edgeSpacing: LayoutEdgeSpacingSpec? = nil) {
        precondition(!subitems.isEmpty, "a group needs at least one subitem")
        precondition(count.map { $0 > 0 } ?? true, "a group's count must be at least 1")
        self.size = size
        self.axis = axis
        self.subitems = subitems
        self.count = count
        self.interItemSpacing = interItemSpacing
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
    }
}
