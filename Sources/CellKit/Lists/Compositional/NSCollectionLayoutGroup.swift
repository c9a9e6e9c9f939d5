import Foundation

/// Items (and nested groups) laid out along an axis (UIKit's `NSCollectionLayoutGroup`). A section repeats
/// its group for as many items as it has: each instance of the group holds the next items.
///
/// - `horizontal(layoutSize:subitems:)` places its subitems leading to trailing, in turn, and starts over
///   while the next one still fits in the group (so one item a fifth as wide as the group makes a row of
///   five); a group whose width is estimated takes one pass over its subitems and grows to fit them.
/// - `horizontal(layoutSize:repeatingSubitem:count:)` places the subitem exactly `count` times, each as
///   wide as the group's width (less the spacing) divided by `count`, whatever the subitem's own width.
/// - The vertical forms do the same top to bottom.
/// Across the axis, subitems sit at the group's top (leading) edge unless their edge spacing moves them.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    let axis: LayoutAxis
    let count: Int?
    /// The group's subitems, in order.
    public let subitems: [NSCollectionLayoutItem]
    /// Space between subitems: fixed, or flexible (at least this much; leftover room is shared between the
    /// subitems, spreading them across the group).
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, axis: LayoutAxis, subitems: [NSCollectionLayoutItem], count: Int?) {
        precondition(!subitems.isEmpty, "NSCollectionLayoutGroup: a group needs at least one subitem")
        precondition(count.map { $0 > 0 } ?? true, "NSCollectionLayoutGroup: the count must be at least 1")
        self.axis = axis
        self.count = count
        self.subitems = subitems
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A group that places `subitems` leading to trailing, repeating them while they fit.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
    }

    /// A group of `count` copies of `subitem` sharing the group's width equally (iOS 13–15 spelling).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: count)
    }

    /// A group of `count` copies of `repeatingSubitem` sharing the group's width equally (iOS 16).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                               count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: count)
    }

    /// A group that places `subitems` top to bottom, repeating them while they fit.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil)
    }

    /// A group of `count` copies of `subitem` sharing the group's height equally (iOS 13–15 spelling).
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: count)
    }

    /// A group of `count` copies of `repeatingSubitem` sharing the group's height equally (iOS 16).
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                             count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: count)
    }

    /// The group as layout values.
    var groupSpec: LayoutGroupSpec {
        LayoutGroupSpec(size: layoutSize.spec, axis: axis, subitems: subitems.map(\.elementSpec), count: count,
                        interItemSpacing: interItemSpacing?.spec, contentInsets: contentInsets, edgeSpacing: edgeSpacing?.spec)
    }

    override var elementSpec: LayoutElementSpec { .group(groupSpec) }
}
