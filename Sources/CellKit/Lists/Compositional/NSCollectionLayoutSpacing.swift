import Foundation

/// Space between the items of a group, or around one item (UIKit's `NSCollectionLayoutSpacing`).
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject {
    let spec: LayoutSpacingSpec

    init(_ spec: LayoutSpacingSpec) {
        self.spec = spec
        super.init()
    }

    /// At least `flexibleSpacing` points; the room a group has left over is shared among its flexible
    /// spacings (so flexible inter-item spacing spreads the items across the group).
    open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(.flexible(flexibleSpacing))
    }

    /// Exactly `fixedSpacing` points.
    open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(.fixed(fixedSpacing))
    }

    /// The (least) spacing.
    open var spacing: CGFloat { spec.minimum }
    /// Whether the spacing is flexible.
    open var isFlexibleSpacing: Bool { spec.isFlexible }
    /// Whether the spacing is fixed.
    open var isFixedSpacing: Bool { !spec.isFlexible }
}

/// Space outside an item's edges, added before the item is placed in its group (UIKit's
/// `NSCollectionLayoutEdgeSpacing`). Flexible edges share the group's leftover room: flexible leading and
/// trailing spacing centers an item along a horizontal group; flexible top and bottom spacing centers it
/// across the group.
@preconcurrency @MainActor
open class NSCollectionLayoutEdgeSpacing: NSObject {
    /// The space before the leading edge.
    public let leading: NSCollectionLayoutSpacing?
    /// The space above the top edge.
    public let top: NSCollectionLayoutSpacing?
    /// The space after the trailing edge.
    public let trailing: NSCollectionLayoutSpacing?
    /// The space below the bottom edge.
    public let bottom: NSCollectionLayoutSpacing?

    /// Edge spacing; nil edges have none.
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        super.init()
    }

    var spec: LayoutEdgeSpacingSpec {
        LayoutEdgeSpacingSpec(leading: leading?.spec, top: top?.spec, trailing: trailing?.spec, bottom: bottom?.spec)
    }
}
