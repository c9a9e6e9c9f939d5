import Foundation

/// Draws a list's separators above its cells: a hairline under each item but the last of its
/// section, starting where the cell's `separatorLayoutGuide` says (the primary text's leading
/// edge for system content, as in UIKit) and running to the row's trailing edge.
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
        let thickness = ListMetrics.separatorThickness(displayScale: scale)
        let origin = collectionView.contentOffset
        let rtl = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (indexPath, cell) in collectionView.visibleCellsByIndexPath where !cell.isHidden && collectionView.isListSection(indexPath.section) {
            let configuration = collectionView.listConfiguration(forSection: indexPath.section)
            guard configuration.drawsSeparators else { continue }
            var separator = configuration.separatorConfiguration
            if let handler = configuration.itemSeparatorHandler { separator = handler(indexPath, separator) }
            let isLast = indexPath.item == collectionView.numberOfItems(inSection: indexPath.section) - 1
            // Headers (first-item headers too) have no separator of their own.
            let visible = separator.bottomSeparatorVisibility == .visible
                || (separator.bottomSeparatorVisibility == .automatic && !isLast && !cell.isFirstItemHeader)
            guard visible else { continue }
            let frame = cell.frame
            var leading = separator.bottomSeparatorInsets.leading
            if leading == .greatestFiniteMagnitude {
                leading = (cell as? UICollectionViewListCell)?.separatorLeadingInset ?? cell.directionalLayoutMargins.leading
            }
            var trailing = separator.bottomSeparatorInsets.trailing
            if trailing == .greatestFiniteMagnitude { trailing = 0 }
            let width = max(0, frame.width - leading - trailing)
            let x = rtl ? frame.minX + trailing : frame.minX + leading
            let rect = CGRect(x: x - origin.x, y: frame.maxY - thickness - origin.y, width: width, height: thickness)
            newLines.append(Line(rect: rect, color: separator.color))
        }
        if newLines != lines {
            lines = newLines
            setNeedsDisplay()
        }
    }

    override func drawContent(in canvas: any Canvas) {
        let traits = traitCollection
        for line in lines {
            canvas.fill(line.rect, color: line.color.rgba(resolvedWith: traits))
        }
    }
}
