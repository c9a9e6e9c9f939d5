import Foundation

/// A cell styled for a list (UIKit's `UICollectionViewListCell`): default content and background
/// configurations that match the list's appearance, a minimum height that grows with Dynamic
/// Type, indentation for outline levels, and accessories.
///
/// The list appearance comes from the `listEnvironment` trait (a list sets it for its cells; set
/// `traitOverrides.listEnvironment` to style a standalone cell).
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The outline level; content (and, with `indentsAccessories`, leading accessories) moves
    /// `indentationWidth` points per level.
    open var indentationLevel = 0 { didSet { if oldValue != indentationLevel { setNeedsLayout() } } }
    private var explicitIndentationWidth: CGFloat?
    /// Points per indentation level (10, or 20 in a sidebar).
    open var indentationWidth: CGFloat {
        get { explicitIndentationWidth ?? ListMetrics.indentationWidth(sidebar: listFamily.isSidebar) }
        set { explicitIndentationWidth = newValue; setNeedsLayout() }
    }
    /// Whether leading accessories move with the indentation (default true).
    open var indentsAccessories = true { didSet { setNeedsLayout() } }

    /// The accessories shown on the cell's leading and trailing edges, outside the content view
    /// (default none). System accessories take their system places whatever their order here;
    /// custom ones are placed by their position closures, in array order. Only one accessory of
    /// each system kind is allowed: later duplicates are dropped with a warning and reported in
    /// `accessoryErrors` (UIKit raises an exception). See `UICellAccessory`.
    open var accessories: [UICellAccessory] {
        get { accessoryHost.accessories }
        set { accessoryHost.setAccessories(newValue, in: self) }
    }

    /// Owns, styles and places the accessory views (Cells/Accessories).
    let accessoryHost = CellAccessoryHost()
    private lazy var separatorGuide: UILayoutGuide = {
        let guide = UILayoutGuide(owningView: self, identifier: "UICollectionViewListCellSeparatorLayoutGuide", fixedFrame: .zero)
        addLayoutGuide(guide)
        return guide
    }()

    /// Where the cell is in its section, so inset-grouped lists can round the section's outer corners.
    var groupPosition = GroupPosition.only {
        didSet { if oldValue != groupPosition { configurationHost.backgroundView.groupPosition = groupPosition } }
    }

    /// A content configuration with the default style for the cell's list appearance
    /// (the adaptive `cell()`: a sidebar cell in sidebars), resolved for the cell's traits. A cell
    /// shown as a section header (a header supplementary view, or the first item of a section in
    /// a list with `headerMode = .firstItemInSection`) gets the adaptive `header()`: the plain,
    /// grouped or sidebar header style of the list's appearance.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        traitCollection.resolving {
            if appearsAsSectionHeader { return .header() }
            return elementKind == UICollectionView.elementKindSectionFooter ? .footer() : .cell()
        }
    }

    /// The list background for the cell's appearance (`listCell()`, which adapts to the list
    /// environment); `listHeader()` for a cell shown as a section header.
    open override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        traitCollection.resolving {
            if appearsAsSectionHeader { return .listHeader() }
            return elementKind == UICollectionView.elementKindSectionFooter ? .listFooter() : .listCell()
        }
    }

    /// The content configuration whose margins the accessories leave room for: the cell's own (a table
    /// row: the configuration of the table cell it shows).
    var accessoryLayoutContentConfiguration: UIContentConfiguration? { contentConfiguration }

    /// Creates a list cell with the list's layout margins (16 points on the sides) and the list
    /// background (`listCell()`, which adapts to the list environment in every update pass), as
    /// UIKit gives list cells a background configuration from the start.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: ListMetrics.cellLayoutMargin,
                                                           bottom: 11, trailing: ListMetrics.cellLayoutMargin)
        backgroundConfiguration = .listCell()
    }

    /// Creates a list cell from an archive (CellKit has no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundConfiguration = .listCell()
    }

    override func elementKindDidChange() {
        // Shown as a header (also a first-item header) or footer: the background becomes the header
        // or footer style, unless the app set one of its own.
        if backgroundConfiguration == .listCell() || backgroundConfiguration == .listHeader() || backgroundConfiguration == .listFooter() {
            backgroundConfiguration = defaultBackgroundConfiguration()
        }
        super.elementKindDidChange()
    }

    /// A guide whose leading edge is where the separator below the cell starts: the primary text's
    /// leading edge when a list content view shows text, else the content's leading layout margin.
    /// The same guide every time; its frame follows the cell.
    open var separatorLayoutGuide: UILayoutGuide {
        let leading = separatorLeadingInset
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        separatorGuide.fixedFrame = CGRect(x: rtl ? 0 : leading, y: bounds.height, width: max(0, bounds.width - leading), height: 0)
        return separatorGuide
    }

    /// The separator's leading inset from the cell's leading edge (its right edge in right-to-left
    /// layouts): where the primary text starts, or the leading layout margin without system content.
    var separatorLeadingInset: CGFloat {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        if let listView = configurationHost.configuredContentView as? UIListContentView,
           let text = listView.textLayoutGuide {
            let frame = listView.convert(text.layoutFrame, to: self)
            return rtl ? bounds.width - frame.maxX : frame.minX
        }
        let content = contentView.frame
        return (rtl ? bounds.width - content.maxX : content.minX) + directionalLayoutMargins.leading
    }

    var listFamily: ListAppearanceFamily {
        ListAppearanceFamily.cell(for: traitCollection.listEnvironment)
    }

    /// Cells have UIKit's minimum list row height; list cells used as headers (first-item headers
    /// too) or footers have none.
    override var minimumHeight: CGFloat {
        elementKind == nil && !isFirstItemHeader ? ListMetrics.minimumCellHeight(for: traitCollection.preferredContentSizeCategory) : 0
    }

    /// Places the accessories and gives the content view the indented space between them.
    override func layOutContentArea() -> CGRect {
        accessoryHost.layOut(in: self)
    }

    /// The content's height at the content view's width (the cell's width less indentation and
    /// accessories), and at least what the tallest accessory needs.
    override func contentHeight(fitting width: CGFloat) -> CGFloat {
        let fitting = accessoryHost.fitting(in: self, width: width)
        return max(super.contentHeight(fitting: fitting.contentWidth), fitting.minimumHeight)
    }

    /// A cell's place in its section.
    enum GroupPosition: Hashable {
        case only, first, middle, last
    }
}
