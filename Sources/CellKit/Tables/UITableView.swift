import Foundation

/// A scrolling table of rows in sections (UIKit's `UITableView`), in the plain, grouped or
/// inset-grouped style.
///
/// A table is a list: it is built on a `UICollectionView` with a list layout of the same
/// appearance, inside the table view and filling it. Each `UITableViewCell` the data source returns
/// is shown in one of that list's cells, so rows are virtualized and recycled, self-size (or take
/// `rowHeight` / `tableView(_:heightForRowAt:)`), and get the list's selection, highlight, keyboard
/// focus, hover, accessories (`accessoryType`, `accessoryView`), swipe actions, editing controls and
/// reordering. Cells leaving the screen go back to their reuse identifier's queue and
/// `prepareForReuse()` runs before `dequeueReusableCell(withIdentifier:for:)` hands them out again.
/// The scrolling properties (`contentOffset`, `contentSize`, `contentInset`) are the list's.
///
/// Structural updates (`insertRows`, `deleteRows`, `moveRow`, the section variants, and
/// `performBatchUpdates`) read the data source again at once, without animation; rows keep their
/// selection when they stay at the same index path. `UITableViewDiffableDataSource` updates the
/// rows by diffing instead, as a diffable collection view does.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The table's look.
    public enum Style: Int, Sendable {
        /// Full-width rows; section headers on the plain background.
        case plain
        /// Full-width rows in sections on the grouped background.
        case grouped
        /// Sections inset from the edges, with rounded corners.
        case insetGrouped
    }

    /// Where `scrollToRow` and `selectRow` put the row.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// The animations of structural updates (CellKit draws none).
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// The value meaning "as tall as the content needs" for heights.
    public nonisolated static let automaticDimension: CGFloat = -1

    /// The style chosen at creation.
    public let style: Style
    /// The object that supplies sections, rows and cells.
    open weak var dataSource: UITableViewDataSource? { didSet { dataSourceDidChange() } }
    /// The object that answers height, selection and editing questions.
    open weak var delegate: UITableViewDelegate? { didSet { reloadData() } }
    /// Every row's height (default `automaticDimension`: rows size themselves).
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }
    /// The estimated row height (stored; CellKit measures realized rows).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// Every header's height (default `automaticDimension`).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }
    /// Every footer's height (default `automaticDimension`).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }
    /// The space above each section's header (default `automaticDimension`). In a plain table the
    /// automatic value is 22 points, and the first section gets it even without a header: iOS 17 and 18
    /// put the first row of a plain `UITableViewController` 22 points below the safe area (measured on
    /// simulator renderings). Grouped and inset-grouped tables keep their own section spacing (35 points
    /// above a section without a header) unless a value is set, which then replaces that spacing.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }
    /// The separators' style (default `.singleLine`).
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { reloadData() } }
    /// The separators' color (nil: the system separator color).
    open var separatorColor: UIColor? { didSet { reloadData() } }

    /// The list that lays out and shows the rows.
    let listView: UICollectionView
    let adapter = TableListAdapter()
    var registeredCellClasses: [String: UITableViewCell.Type] = [:]
    /// Nibs registered for reuse identifiers (see UITableView+Nibs.swift).
    var registeredCellNibs: [String: UINib] = [:]
    var registeredHeaderFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    var cellQueues: [String: [UITableViewCell]] = [:]
    var headerFooterQueues: [String: [UITableViewHeaderFooterView]] = [:]
    var reconfiguringCells: [IndexPath: UITableViewCell] = [:]
    var batchDepth = 0

    /// Creates a table with a style.
    public init(frame: CGRect, style: Style) {
        self.style = style
        listView = UICollectionView(frame: CGRect(origin: .zero, size: frame.size),
                                    collectionViewLayout: UICollectionViewLayout())
        super.init(frame: frame)
        setUp()
    }

    /// Creates a plain table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Creates a plain table from an archive (CellKit has no archives).
    public required init?(coder: NSCoder) {
        style = .plain
        listView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        adapter.table = self
        listView.collectionViewLayout = UICollectionViewCompositionalLayout { [weak self] section, environment in
            guard let self else { return nil }
            return adapter.layoutSection(forSection: section, environment: environment)
        }
        listView.register(TableRowCell.self, forCellWithReuseIdentifier: TableRowCell.reuseIdentifier)
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            listView.register(TableHeaderFooterHost.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: TableHeaderFooterHost.reuseIdentifier)
        }
        listView.delegate = adapter
        listView.dataSource = adapter
        listView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        listView.onContentOffsetChange = { [weak self] in self?.onContentOffsetChange?() }
        listView.onAdjustedContentInsetChange = { [weak self] in self?.adjustedContentInsetDidChange() }
        addSubview(listView)
    }

    private func dataSourceDidChange() {
        let bridged = (dataSource as? TableDiffableBridging)?.listDataSource
        listView.dataSource = bridged ?? adapter
        reloadData()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if listView.frame != bounds.offsetBy(dx: -bounds.minX, dy: -bounds.minY) {
            listView.frame = CGRect(origin: .zero, size: bounds.size)
        }
    }

    // MARK: Scrolling is the list's

    /// The point of the content shown at the top-left corner.
    open override var contentOffset: CGPoint {
        get { listView.contentOffset }
        set { listView.contentOffset = newValue }
    }

    /// The size of the rows' content (set by the table).
    open override var contentSize: CGSize {
        get { listView.contentSize }
        set {}
    }

    /// Extra space around the rows.
    open override var contentInset: UIEdgeInsets {
        get { listView.contentInset }
        set { listView.contentInset = newValue }
    }

    /// How the safe area adds to the content insets (the list's; default `.automatic`: the rows start
    /// below a status bar and scroll under it).
    open override var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { listView.contentInsetAdjustmentBehavior }
        set { listView.contentInsetAdjustmentBehavior = newValue }
    }

    /// The content insets with the safe area's part (the list's).
    open override var adjustedContentInset: UIEdgeInsets { listView.adjustedContentInset }

    override var adjustsOwnContentInset: Bool { false }

    /// Whether the person can scroll the table.
    open override var isScrollEnabled: Bool {
        get { listView.isScrollEnabled }
        set { listView.isScrollEnabled = newValue }
    }

    /// Whether a vertical scroll indicator is drawn.
    open override var showsVerticalScrollIndicator: Bool {
        get { listView.showsVerticalScrollIndicator }
        set { listView.showsVerticalScrollIndicator = newValue }
    }

    /// Scrolls the least distance that makes `rect` visible.
    open override func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        listView.scrollRectToVisible(rect, animated: animated)
    }

    override var maximumVerticalOffset: CGFloat { listView.maximumVerticalOffset }

    /// The list draws its own scroll indicator.
    override func drawOverlay(in canvas: any Canvas) {}

    /// The table's background: its list's (the style's system background unless set).
    open override var backgroundColor: UIColor? {
        get { listView.backgroundColor }
        set { listView.backgroundColor = newValue }
    }

    // MARK: Editing

    /// Whether the table is in editing mode: rows show their editing controls and accessories.
    open var isEditing: Bool {
        get { listView.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode (animation is not drawn).
    open func setEditing(_ editing: Bool, animated: Bool) {
        listView.isEditing = editing
    }

    /// Whether rows can be selected (default true).
    open var allowsSelection: Bool {
        get { listView.allowsSelection }
        set { listView.allowsSelection = newValue }
    }

    /// Whether several rows can be selected (default false).
    open var allowsMultipleSelection: Bool {
        get { listView.allowsMultipleSelection }
        set { listView.allowsMultipleSelection = newValue }
    }

    /// Whether rows can be selected in editing mode (default false).
    open var allowsSelectionDuringEditing: Bool {
        get { listView.allowsSelectionDuringEditing }
        set { listView.allowsSelectionDuringEditing = newValue }
    }

    /// Whether several rows can be selected in editing mode (default false).
    open var allowsMultipleSelectionDuringEditing: Bool {
        get { listView.allowsMultipleSelectionDuringEditing }
        set { listView.allowsMultipleSelectionDuringEditing = newValue }
    }
}

/// A table data source that keeps its rows in a list data source of its own (the diffable one).
@preconcurrency @MainActor
protocol TableDiffableBridging: AnyObject {
    var listDataSource: UICollectionViewDataSource { get }
}
