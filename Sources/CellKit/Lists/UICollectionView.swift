import Foundation

/// A scrolling collection of cells (UIKit's `UICollectionView`), laid out by a compositional layout:
/// lists, grids, sections that scroll sideways, or a mix.
///
/// Items are virtualized and recycled: only the items inside the visible area (plus half a screen
/// on every side) have cells; a cell that scrolls away goes back to its registration's reuse
/// queue and `prepareForReuse()` runs before it is handed out again. Estimated sizes (44 points for
/// list rows) hold until a cell is realized, then the cell is measured with
/// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` (self-sizing).
/// The layout is lazy (`CollectionLayoutEngine`): nothing is stored per item until it is measured, so
/// the first screen of a million items costs what the first screen of a thousand does.
///
/// As in UIKit unit tests, `layoutIfNeeded()` lays out synchronously: right after it returns the
/// visible cells exist, are configured and have their final frames. Pointer and keyboard input
/// arrive through GTK controllers (see `ListInteractionController`) and become selection,
/// highlight, focus, swipe and reorder states on the cells.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The element kind of section headers.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The element kind of section footers.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Where `scrollToItem` puts the item.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No scrolling.
        public static let none = ScrollPosition([])
        /// The item's top at the top of the view.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centered vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the view.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's leading edge at the left of a section that scrolls sideways.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centered horizontally in a section that scrolls sideways.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's trailing edge at the right of a section that scrolls sideways.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The layout.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { collectionViewLayout.collectionView = self; reloadData() }
    }
    /// The object that supplies items and cells.
    open weak var dataSource: UICollectionViewDataSource? { didSet { reloadData() } }
    /// The object that answers selection questions.
    open weak var delegate: UICollectionViewDelegate?

    /// Whether items can be selected (default true).
    open var allowsSelection = true
    /// Whether several items can be selected at once (default false).
    open var allowsMultipleSelection = false
    /// Whether items can be selected in editing mode (default false).
    open var allowsSelectionDuringEditing = false
    /// Whether several items can be selected in editing mode (default false).
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the list is in editing mode; cells show their editing accessories.
    open var isEditing = false { didSet { if oldValue != isEditing { send(.setEditing(isEditing)) } } }
    /// Called after each input event the list handled, once its effects are performed, with what it did
    /// to the items (a tap, selection, highlight, primary actions); previews follow clicks with it (not UIKit).
    package var interactionCommitHandler: (@MainActor (ListInteractionCommit) -> Void)?
    /// States forced on the cells of items, for previews (not UIKit); see `UICollectionView+StateOverrides.swift`.
    package var configurationStateOverridesByItem: [IndexPath: ConfigurationStateOverrides]? {
        didSet { stateOverridesDidChange(from: oldValue) }
    }

    // Reuse
    var reuseQueues: [String: [UICollectionReusableView]] = [:]
    var registeredCellClasses: [String: UICollectionViewCell.Type] = [:]
    /// Nibs registered for reuse identifiers (see UICollectionView+Nibs.swift).
    var registeredCellNibs: [String: UINib] = [:]
    var registeredSupplementaryNibs: [String: UINib] = [:]
    var registeredSupplementaryClasses: [String: UICollectionReusableView.Type] = [:]
    /// How many cells and supplementary views were ever created (virtualization keeps this small).
    package internal(set) var createdReusableViewCount = 0

    // Realized content
    var visibleCellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
    var visibleSupplementaries: [SupplementaryKey: UICollectionReusableView] = [:]
    var visibleItemSupplementaries: [ItemSupplementaryKey: UICollectionReusableView] = [:]
    var visibleDecorations: [SupplementaryKey: UICollectionReusableView] = [:]
    var reconfiguringCells: [IndexPath: UICollectionViewCell] = [:]

    // Structure and geometry
    /// The items counted as flat rows (the interaction state's rows), from the number of items per section.
    var rowIndex = FlatRowIndex()
    /// The number of items in each section.
    var sectionItemCounts: [Int] {
        get { rowIndex.sectionItemCounts }
        set { rowIndex = FlatRowIndex(sectionItemCounts: newValue) }
    }
    /// The list configuration of each list section; nil for grid sections.
    var sectionConfigurations: [UICollectionLayoutListConfiguration?] = []
    @usableFromInline var needsStructureReload = true
    /// Whether the layout's sections must be read again (size, traits or `invalidateLayout()`).
    var needsSectionLayoutRefresh = false
    var isUsingListBackground = false
    var engine = CollectionLayoutEngine()
    let separatorOverlay = ListSeparatorOverlay()

    // Interaction: one row-indexed state (rows count items across sections), changed by the
    // reducer for input and by the selection API for code.
    var interactionState = ListInteractionState(itemCount: 0)
    /// Whether the outline facts must be read again from the data source (its items changed).
    var needsOutlineSync = true
    lazy var interaction = ListInteractionController(collectionView: self)
    /// Wheel amounts not yet making a whole notch, for the section they were turned over.
    var orthogonalWheelRemainder: CGFloat = 0
    var orthogonalWheelSection = -1
    lazy var swipeActions = SwipeActionsPresenter(collectionView: self)

    /// Creates a collection view with a layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        addSubview(separatorOverlay)
    }

    /// Creates a collection view from an archive (with a plain list layout; CellKit has no archives).
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
        super.init(coder: coder)
        addSubview(separatorOverlay)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        realizeVisibleContent()
    }

    /// New traits (text size, bold text, …) change row heights: every row is measured again, and the
    /// layout is asked for its sections again (its section provider sees the new traits).
    override func viewTraitsDidChange(from previous: UITraitCollection) {
        engine.invalidateAllMeasurements()
        needsSectionLayoutRefresh = true
        setNeedsLayout()
    }

    /// A collection view's layout scrolls vertically: `.automatic` and `.scrollableAxes` adjust its top and
    /// bottom by the safe area even when its content fits (UIKit lists start below a status bar).
    override var scrollsVerticallyForInsetAdjustment: Bool { true }

    /// Another screen or look changes margins, insets and row heights: as for new traits.
    override func hostEnvironmentDidChange() {
        engine.invalidateAllMeasurements()
        needsSectionLayoutRefresh = true
    }

    override func contentOffsetDidChange() {
        interaction.contentDidScroll()
    }

    /// The wheel over a section that scrolls sideways moves it sideways (horizontal wheel, or Shift with
    /// the wheel); the rest scrolls the collection view.
    override func scrollWheel(dx: CGFloat, dy: CGFloat, shifted: Bool) -> Bool {
        let sideways = scrollOrthogonalSection(dx: dx, dy: dy, shifted: shifted)
        let vertical = sideways.remainingDY != 0 && super.scrollWheel(dx: 0, dy: sideways.remainingDY, shifted: shifted)
        return sideways.used || vertical
    }

    override func backingDidLoad(_ backing: any ViewBacking) {
        super.backingDidLoad(backing)
        interaction.attach(to: backing)
    }

    // MARK: Queries

    /// The number of sections.
    public var numberOfSections: Int {
        reloadStructureIfNeeded()
        return sectionItemCounts.count
    }

    /// The number of items in a section.
    public func numberOfItems(inSection section: Int) -> Int {
        reloadStructureIfNeeded()
        return section < sectionItemCounts.count ? sectionItemCounts[section] : 0
    }

    /// The visible cell for an item, or nil when the item is not on screen.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleCellsByIndexPath[indexPath]
    }

    /// The index path of a visible cell.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The item at a point in the collection view's bounds (content coordinates: the visible
    /// origin is `contentOffset`), or nil over a header, a footer, a gap or outside the items.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        layoutIfNeeded()
        return engine.item(at: point)
    }

    /// The cells that are realized (on screen or within half a screen of it), in item order.
    public var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap { visibleCellsByIndexPath[$0] }
    }

    /// The index paths of the realized items, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        visibleCellsByIndexPath.keys.sorted()
    }

    /// The realized supplementary view of `elementKind` at `indexPath`: a badge on that item, or else the
    /// header or footer of its section.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleItemSupplementaries[ItemSupplementaryKey(kind: elementKind, indexPath: indexPath)]
            ?? visibleSupplementaries[SupplementaryKey(kind: elementKind, section: indexPath.section)]
    }

    /// The list configuration of a section (a plain one for grid sections; see `isListSection(_:)`).
    func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration {
        (section >= 0 && section < sectionConfigurations.count ? sectionConfigurations[section] : nil) ?? .init(appearance: .plain)
    }

    /// Scrolls so the item is visible at `scrollPosition`. An item of a section that scrolls sideways is
    /// also scrolled into view sideways (to the horizontal position asked for, or the least distance).
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        revealSideways(indexPath, at: scrollPosition)
        guard let frame = engine.frame(of: indexPath) else { return }
        var offset = contentOffset
        if scrollPosition.contains(.top) {
            offset.y = frame.minY
        } else if scrollPosition.contains(.centeredVertically) {
            offset.y = frame.midY - bounds.height / 2
        } else if scrollPosition.contains(.bottom) {
            offset.y = frame.maxY - bounds.height
        } else {
            scrollRectToVisible(frame, animated: animated)
            return
        }
        contentOffset = offset
        layoutIfNeeded()
    }
}

/// Identifies a realized header or footer.
struct SupplementaryKey: Hashable {
    var kind: String
    var section: Int
}

/// A realized supplementary view attached to an item (a badge).
struct ItemSupplementaryKey: Hashable {
    var kind: String
    var indexPath: IndexPath
}
