import Foundation

/// The list cell a table shows each `UITableViewCell` in: tables are lists, so a table row gets
/// the list's layout, interaction states, accessories, swipe actions, editing and reordering from
/// this cell, while the `UITableViewCell` inside draws the row's background and content.
///
/// The table cell covers the whole row (its background spans the accessories, as in UIKit); its
/// content view gets the frame the accessories leave (this cell's own content view's frame). Every
/// update pass passes this row's states (selection, highlight, editing, swiped, …, and the states a
/// preview forces) on to the table cell, whose own update pass then restyles its configurations.
@preconcurrency @MainActor
final class TableRowCell: UICollectionViewListCell {
    /// The reuse identifier the table registers rows under.
    static let reuseIdentifier = "CellKit.UITableView.row"

    /// The table cell shown.
    private(set) var tableCell: UITableViewCell?
    /// The row's height when the table or its delegate fixes it (nil: self-sizing).
    var fixedHeight: CGFloat? { didSet { if oldValue != fixedHeight { setNeedsLayout() } } }
    /// Builds the accessories for the table cell's accessory types.
    var accessoryProvider: (@MainActor (UITableViewCell) -> [UICellAccessory])?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundConfiguration = nil
        // The table cell's controls, under this empty content view, take their own clicks.
        contentView.isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundConfiguration = nil
        contentView.isUserInteractionEnabled = false
    }

    /// Shows `cell` in this row.
    func host(_ cell: UITableViewCell) {
        if tableCell !== cell {
            if let old = tableCell, old.hostRow === self { releaseTableCell() }
            tableCell = cell
            cell.hostRow?.releaseTableCell()
            cell.hostRow = self
            cell.isHidden = false
            insertSubview(cell, at: 0)
        }
        refreshAccessories()
        setNeedsUpdateConfiguration()
    }

    /// Takes the table cell out of this row and returns it.
    @discardableResult
    func releaseTableCell() -> UITableViewCell? {
        guard let cell = tableCell else { return nil }
        tableCell = nil
        if cell.hostRow === self { cell.hostRow = nil }
        if cell.superview === self { cell.removeFromSuperview() }
        cell.contentAreaFrame = nil
        return cell
    }

    /// Rebuilds the accessories from the table cell's accessory types and views.
    func refreshAccessories() {
        guard let tableCell, let accessoryProvider else { return }
        accessories = accessoryProvider(tableCell)
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        tableCell?.takeRowStates(systemStates, overrides: configurationStateOverrides)
    }

    /// The table cell's content configuration: its list content margins keep the text off the accessories.
    override var accessoryLayoutContentConfiguration: UIContentConfiguration? { tableCell?.contentConfiguration }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let tableCell else { return }
        tableCell.frame = bounds
        // The row's own margins: the table cell covers the row, so its safe area (added to them) is the row's.
        if tableCell.explicitLayoutMargins != explicitLayoutMargins {
            tableCell.directionalLayoutMargins = explicitLayoutMargins
        }
        tableCell.contentAreaFrame = contentView.frame
        tableCell.configurationHost.backgroundView.groupPosition = groupPosition
        tableCell.configurationHost.backgroundView.isHovered = systemStates.contains(.hovered)
    }

    /// The table cell's content height at the width the accessories leave, and at least what the
    /// tallest accessory needs.
    override func contentHeight(fitting width: CGFloat) -> CGFloat {
        let fitting = accessoryHost.fitting(in: self, width: width)
        guard let tableCell else { return fitting.minimumHeight }
        tableCell.frame.size.width = width
        return max(tableCell.contentHeight(fitting: fitting.contentWidth), fitting.minimumHeight)
    }

    /// A fixed row height wins over self-sizing.
    override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                          verticalFittingPriority: UILayoutPriority) -> CGSize {
        if let fixedHeight {
            updateConfigurationIfNeeded()
            return CGSize(width: targetSize.width, height: fixedHeight)
        }
        return super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                             verticalFittingPriority: verticalFittingPriority)
    }

    /// The separator starts at the table cell's primary text when a list content configuration shows
    /// it, as in list cells. Otherwise (the legacy `textLabel`, or views added to the content view) it
    /// starts at the row's leading layout margin, where that text stands, and stays there while editing
    /// controls push the content aside: iOS 16 draws an editing table's separators from x 20 while its
    /// `textLabel` text starts at 59.67 after the selection circles.
    override var separatorLeadingInset: CGFloat {
        guard let tableCell else { return super.separatorLeadingInset }
        guard let listView = tableCell.configurationHost.configuredContentView as? UIListContentView,
              let text = listView.textLayoutGuide else { return directionalLayoutMargins.leading }
        let frame = listView.convert(text.layoutFrame, to: self)
        return effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.width - frame.maxX : frame.minX
    }
}

extension UICollectionViewCell {
    /// The `UITableViewCell` this cell shows, when it is a table's row (preview tools inspect it).
    public var hostedTableViewCell: UITableViewCell? { (self as? TableRowCell)?.tableCell }
}
