import Foundation

/// Draws a list's separators above its cells: a hairline under each item, starting where the cell's
/// `separatorLayoutGuide` says (the primary text's leading edge for system content, as in UIKit) and
/// running to the row's trailing edge (iOS 26 look: a lighter one-point band to its trailing layout margin).
///
/// With `.automatic` visibility, as iOS draws them: the last item of a plain section has one (iOS 13,
/// 17.5 and 26.2 tables all draw it), the last item of a grouped or inset-grouped section has none (the
/// section ends there); a highlighted (pressed) or selected item whose background shows that state hides
/// the separators above and below it (see `hidesAdjacentSeparators(_:)`).
@preconcurrency @MainActor
final class ListSeparatorOverlay: UIView {
    private struct Line: Equatable {
        var rect: CGRect
        var color: UIColor
    }

    private var lines: [Line] = []
    /// Where the separators are drawn, in the overlay's coordinates (tests read it).
    var lineRects: [CGRect] { lines.map(\.rect) }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { fatalError("ListSeparatorOverlay is created in code") }

    /// Recomputes the lines for the collection view's realized cells.
    func update(for collectionView: UICollectionView) {
        var newLines: [Line] = []
        let scale = max(1, collectionView.traitCollection.displayScale)
        let look = collectionView.systemLook
        let thickness = ListMetrics.separatorThickness(displayScale: scale, look: look)
        let origin = collectionView.contentOffset
        let rtl = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (indexPath, cell) in collectionView.visibleCellsByIndexPath where !cell.isHidden && collectionView.isListSection(indexPath.section) {
            let configuration = collectionView.listConfiguration(forSection: indexPath.section)
            guard configuration.drawsSeparators else { continue }
            var separator = configuration.separatorConfiguration
            if let handler = configuration.itemSeparatorHandler { separator = handler(indexPath, separator) }
            let isLast = indexPath.item == collectionView.numberOfItems(inSection: indexPath.section) - 1
            let endsSection = isLast && configuration.appearance != .plain
            // Headers (first-item headers too) have no separator of their own.
            let visible = separator.bottomSeparatorVisibility == .visible
                || (separator.bottomSeparatorVisibility == .automatic && !endsSection && !cell.isFirstItemHeader
                    && !Self.hidesAdjacentSeparators(cell)
                    && !(collectionView.visibleCellsByIndexPath[IndexPath(item: indexPath.item + 1, section: indexPath.section)]
                        .map(Self.hidesAdjacentSeparators) ?? false))
            guard visible else { continue }
            let frame = cell.frame
            var leading = separator.bottomSeparatorInsets.leading
            if leading == .greatestFiniteMagnitude {
                leading = (cell as? UICollectionViewListCell)?.separatorLeadingInset ?? cell.directionalLayoutMargins.leading
            }
            var trailing = separator.bottomSeparatorInsets.trailing
            if trailing == .greatestFiniteMagnitude {
                trailing = collectionView.systemLook == .iOS26 ? cell.directionalLayoutMargins.trailing : 0
            }
            let width = max(0, frame.width - leading - trailing)
            let x = rtl ? frame.minX + trailing : frame.minX + leading
            let rect = CGRect(x: x - origin.x, y: frame.maxY - thickness - origin.y, width: width, height: thickness)
            let color = look == .iOS26 && separator.color == .separator ? Self.iOS26Separator : separator.color
            newLines.append(Line(rect: rect, color: color))
        }
        if newLines != lines {
            lines = newLines
            setNeedsDisplay()
        }
    }

    /// The default separator color of the iOS 26 look: #E7E7E7 in light mode (iOS 26.2's separator band
    /// under a 20 % blue hit-target tint reads #B9B9EC, simulator rendering of a plain table), `.separator`
    /// in dark mode, which no iOS 26 rendering measured here shows.
    private static let iOS26Separator = UIColor { traits in
        traits.userInterfaceStyle == .dark ? .separator : UIColor(red: 231 / 255, green: 231 / 255, blue: 231 / 255, alpha: 1)
    }

    /// Whether a cell hides the separators on both sides of it: it is highlighted or selected and its
    /// background shows that state. That is a table row (unless its `selectionStyle` is `.none`) or a
    /// cell with a background configuration (a list cell's default one fills a pressed or selected row
    /// gray). A selected cell whose background does not change (a plain `UICollectionViewCell` with a
    /// custom content view and no background configuration) keeps them: iOS 16 draws the separator under
    /// such a selected cell of an inset-grouped list.
    private static func hidesAdjacentSeparators(_ cell: UICollectionViewCell) -> Bool {
        let state = cell.configurationState
        guard state.isHighlighted || state.isSelected else { return false }
        if let row = cell as? TableRowCell { return row.tableCell.map { $0.selectionStyle != .none } ?? false }
        return cell.backgroundConfiguration != nil
    }

    override func drawContent(in canvas: any Canvas) {
        let traits = traitCollection
        for line in lines {
            canvas.fill(line.rect, color: line.color.rgba(resolvedWith: traits))
        }
    }
}
