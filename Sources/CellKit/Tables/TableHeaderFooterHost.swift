import Foundation

/// The list supplementary view a table shows a section header or footer in: the delegate's view, or
/// a `UITableViewHeaderFooterView` showing the data source's title in the header (or footer) style
/// of the table's appearance. A height from the delegate (or the table's `sectionHeaderHeight`)
/// fixes its height; otherwise it sizes to its content.
@preconcurrency @MainActor
final class TableHeaderFooterHost: UICollectionReusableView {
    static let reuseIdentifier = "CellKit.UITableView.headerFooter"

    /// The view shown.
    private(set) var content: UIView?
    /// The height, when fixed.
    var fixedHeight: CGFloat?
    /// Called with a title view that leaves the host, so the table can reuse it.
    var onRelease: (@MainActor (UITableViewHeaderFooterView) -> Void)?

    func show(_ view: UIView) {
        guard view !== content else { return }
        if let old = content {
            if old.superview === self { old.removeFromSuperview() }
            if let header = old as? UITableViewHeaderFooterView { onRelease?(header) }
        }
        content = view
        addSubview(view)
        setNeedsLayout()
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        fixedHeight = nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        content?.frame = bounds
    }

    override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        if let fixedHeight { return CGSize(width: targetSize.width, height: fixedHeight) }
        guard let content else { return CGSize(width: targetSize.width, height: 0) }
        content.frame.size.width = targetSize.width
        let fitted = content.systemLayoutSizeFitting(CGSize(width: targetSize.width, height: 0))
        let height = fitted.height > 0 ? fitted.height : content.frame.height
        return CGSize(width: targetSize.width, height: height)
    }
}

extension UITableView {
    /// The host of a section's header or footer, showing the delegate's view or the title.
    func headerFooterHost(kind: String, section: Int) -> UICollectionReusableView {
        let indexPath = IndexPath(item: 0, section: section)
        let host = listView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: TableHeaderFooterHost.reuseIdentifier,
                                                             for: indexPath) as! TableHeaderFooterHost
        host.onRelease = { [weak self] view in self?.enqueueTitleView(view) }
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        let height = isHeader ? (delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight)
            : (delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight)
        host.fixedHeight = height >= 0 ? height : nil
        let custom = isHeader ? delegate?.tableView(self, viewForHeaderInSection: section)
            : delegate?.tableView(self, viewForFooterInSection: section)
        if let custom {
            host.show(custom)
            return host
        }
        let title = isHeader ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        let view = (host.content as? UITableViewHeaderFooterView).flatMap { $0.reuseIdentifier == Self.titleViewIdentifier ? $0 : nil }
            ?? titleViewQueue.popLast() ?? UITableViewHeaderFooterView(reuseIdentifier: Self.titleViewIdentifier)
        view.isFooter = !isHeader
        var content = view.defaultContentConfiguration()
        content.text = title
        view.contentConfiguration = content
        host.show(view)
        return host
    }

    private static let titleViewIdentifier = "CellKit.UITableView.title"

    private var titleViewQueue: [UITableViewHeaderFooterView] {
        get { headerFooterQueues[Self.titleViewIdentifier] ?? [] }
        set { headerFooterQueues[Self.titleViewIdentifier] = newValue }
    }

    private func enqueueTitleView(_ view: UITableViewHeaderFooterView) {
        if view.reuseIdentifier == Self.titleViewIdentifier { titleViewQueue.append(view) } else { enqueue(view) }
    }
}
