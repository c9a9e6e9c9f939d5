import Foundation

/// How a section scrolls across the layout's scrolling axis (UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`). CellKit settles the way
/// `CollectionLayoutEngine`'s orthogonal scrolling documents: at once, since nothing animates.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section does not scroll sideways: its groups stack down the layout.
    case none = 0
    /// The groups lie in one row that scrolls sideways freely.
    case continuous = 1
    /// Scrolls freely and comes to rest with a group's leading edge at the section's leading edge.
    case continuousGroupLeadingBoundary = 2
    /// Scrolls a page (the collection view's width) at a time.
    case paging = 3
    /// Scrolls one group at a time, resting on a group's leading edge.
    case groupPaging = 4
    /// Scrolls one group at a time, resting with the group centered (the first group starts centered).
    case groupPagingCentered = 5

    var spec: OrthogonalScrollingSpec {
        switch self {
        case .none: .none
        case .continuous: .continuous
        case .continuousGroupLeadingBoundary: .continuousGroupLeadingBoundary
        case .paging: .paging
        case .groupPaging: .groupPaging
        case .groupPagingCentered: .groupPagingCentered
        }
    }
}

/// What a section's leading and trailing content insets are measured from (UIKit's
/// `UIContentInsetsReference`); see `UICollectionView.referenceInsets(for:listAppearance:)` for each case.
public enum UIContentInsetsReference: Int, Sendable {
    case automatic = 0
    case none = 1
    case safeArea = 2
    case layoutMargins = 3
    case readableContent = 4
}

/// One section of a compositional layout (UIKit's `NSCollectionLayoutSection`): a group repeated for the
/// section's items, stacked down the layout with `interGroupSpacing` between groups, or in one row that
/// scrolls sideways (`orthogonalScrollingBehavior`); `contentInsets` around the groups and boundary
/// supplementary items (headers, footers) on its edges. See `LayoutSectionSpec` for the arithmetic.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    /// The section's group (nil for list sections).
    let group: NSCollectionLayoutGroup?
    /// The list configuration of a list section.
    let listConfiguration: UICollectionLayoutListConfiguration?
    private var storedContentInsets: NSDirectionalEdgeInsets
    /// Whether `contentInsets` was set (list sections otherwise keep their appearance's insets).
    private(set) var hasCustomContentInsets = false

    /// Space between the section's edges and its groups. The groups' container is the collection view's
    /// size less these insets. For a list section, the appearance's row insets until set.
    open var contentInsets: NSDirectionalEdgeInsets {
        get { storedContentInsets }
        set {
            storedContentInsets = newValue
            hasCustomContentInsets = true
        }
    }
    /// Space between consecutive groups (default 0).
    open var interGroupSpacing: CGFloat = 0
    /// Whether and how the section scrolls sideways (default `.none`).
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// Headers, footers and other views on the section's edges. List sections take theirs from the list
    /// configuration's `headerMode` and `footerMode` instead.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Views drawn over the whole section, such as a background (`NSCollectionLayoutDecorationItem.background(elementKind:)`),
    /// made from the classes registered with the layout's `register(_:forDecorationViewOfKind:)`.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Whether boundary items are inset by the section's leading and trailing content insets (default true).
    open var supplementariesFollowContentInsets = true
    /// What the leading and trailing content insets are measured from (default `.automatic`: the layout
    /// configuration's reference, and for that `.automatic` too, the safe area for grids and inset-grouped
    /// lists, the edges for plain and grouped lists).
    open var contentInsetsReference = UIContentInsetsReference.automatic

    /// The reference in effect: the section's own, or the layout's when the section's is `.automatic`.
    func effectiveContentInsetsReference(_ layoutReference: UIContentInsetsReference?) -> UIContentInsetsReference {
        contentInsetsReference == .automatic ? (layoutReference ?? .automatic) : contentInsetsReference
    }

    /// A section that repeats `group` for its items.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        listConfiguration = nil
        storedContentInsets = .zero
        super.init()
    }

    init(listConfiguration: UICollectionLayoutListConfiguration, insets: NSDirectionalEdgeInsets) {
        group = nil
        self.listConfiguration = listConfiguration
        storedContentInsets = insets
        super.init()
    }

    /// A list section with `configuration` (appearance, headers and footers, separators, swipe actions),
    /// laid out like `UICollectionViewCompositionalLayout.list(using:)` lays out every section.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let sideMargin = (layoutEnvironment as? CollectionLayoutEnvironment)?.sideMargin
            ?? ListSectionLayout.cellLayoutMargin(forWidth: layoutEnvironment.container.contentSize.width)
        let inset = ListSectionLayout.horizontalInset(for: configuration.appearance.listEnvironment, sideMargin: sideMargin)
        return NSCollectionLayoutSection(listConfiguration: configuration,
                                         insets: NSDirectionalEdgeInsets(top: 0, leading: inset, bottom: 0, trailing: inset))
    }
}
