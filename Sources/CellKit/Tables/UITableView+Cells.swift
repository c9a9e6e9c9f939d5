import Foundation

extension UITableView {
    // MARK: Registration and reuse

    /// Registers a cell class for a reuse identifier; `dequeueReusableCell(withIdentifier:for:)`
    /// creates cells of it with `init(style: .default, reuseIdentifier:)`.
    public func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registeredCellClasses[identifier] = cellClass
        registeredCellNibs[identifier] = nil
    }

    /// Registers a header or footer class for a reuse identifier.
    public func register(_ aClass: UITableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooterClasses[identifier] = aClass
    }

    /// A cell of the registered class for a row: a recycled one (after `prepareForReuse()`) or a new one.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let existing = reconfiguringCells[indexPath] { return existing }
        let cell: UITableViewCell
        if let reused = dequeueReusableCell(withIdentifier: identifier) {
            cell = reused
        } else if let nib = registeredCellNibs[identifier] {
            cell = nib.instantiateView(of: UITableViewCell.self, reuseIdentifier: identifier)
        } else {
            guard let cellClass = registeredCellClasses[identifier] else {
                preconditionFailure("no cell class is registered for the reuse identifier '\(identifier)'; "
                    + "call register(_:forCellReuseIdentifier:) first")
            }
            cell = cellClass.init(registeredReuseIdentifier: identifier)
        }
        // As in UIKit, the row's selection reaches the cell before the data source configures it.
        if listView.indexPathsForSelectedItems?.contains(indexPath) == true { cell.isSelected = true }
        return cell
    }

    /// A recycled cell with the identifier (after `prepareForReuse()`), or nil when none is waiting.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard var queue = cellQueues[identifier], let cell = queue.popLast() else { return nil }
        cellQueues[identifier] = queue
        cell.isSelected = false
        cell.isHighlighted = false
        cell.prepareForReuse()
        cell.setNeedsUpdateConfiguration()
        return cell
    }

    /// A recycled header or footer of the registered class, or a new one (nil when none is registered).
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var queue = headerFooterQueues[identifier], let view = queue.popLast() {
            headerFooterQueues[identifier] = queue
            view.prepareForReuse()
            return view
        }
        return registeredHeaderFooterClasses[identifier]?.init(registeredReuseIdentifier: identifier)
    }

    /// Puts a cell that left the screen back in its reuse queue.
    func enqueue(_ cell: UITableViewCell) {
        guard let identifier = cell.reuseIdentifier else { return }
        cellQueues[identifier, default: []].append(cell)
    }

    /// Puts a header or footer that left the screen back in its reuse queue.
    func enqueue(_ view: UITableViewHeaderFooterView) {
        guard let identifier = view.reuseIdentifier else { return }
        headerFooterQueues[identifier, default: []].append(view)
    }

    // MARK: Queries

    /// The number of sections.
    public var numberOfSections: Int { listView.numberOfSections }

    /// The number of rows in a section.
    public func numberOfRows(inSection section: Int) -> Int { listView.numberOfItems(inSection: section) }

    /// The visible cell of a row, or nil when the row is not on screen.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        listView.cellForItem(at: indexPath)?.hostedTableViewCell
    }

    /// The index path of a visible cell.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        cell.hostRow.flatMap { listView.indexPath(for: $0) }
    }

    /// The row at a point in the table's content coordinates.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        listView.indexPathForItem(at: point)
    }

    /// The cells on screen (and within half a screen of it), in row order.
    public var visibleCells: [UITableViewCell] {
        listView.visibleCells.compactMap(\.hostedTableViewCell)
    }

    /// The index paths of the visible rows, in order.
    public var indexPathsForVisibleRows: [IndexPath]? {
        let paths = listView.indexPathsForVisibleItems
        return paths.isEmpty ? nil : paths
    }

    /// The header view of a section, if it is shown.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        hostedHeaderFooter(kind: UICollectionView.elementKindSectionHeader, section: section)
    }

    /// The footer view of a section, if it is shown.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        hostedHeaderFooter(kind: UICollectionView.elementKindSectionFooter, section: section)
    }

    private func hostedHeaderFooter(kind: String, section: Int) -> UITableViewHeaderFooterView? {
        let host = listView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section)) as? TableHeaderFooterHost
        return host?.content as? UITableViewHeaderFooterView
    }

    /// The frame of a row in the table's content coordinates.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        listView.layoutIfNeeded()
        return listView.engine.frame(of: indexPath) ?? .zero
    }

    // MARK: Rows

    /// Wraps the data source's cell for a row in a list cell, with the row's height and accessories.
    func rowCell(showing tableCell: UITableViewCell, at indexPath: IndexPath) -> UICollectionViewCell {
        let row = listView.dequeueReusableCell(withReuseIdentifier: TableRowCell.reuseIdentifier, for: indexPath) as! TableRowCell
        let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        row.fixedHeight = height == Self.automaticDimension || height < 0 ? nil : height
        let editingStyle = adapter.editingStyle(at: indexPath)
        let canMove = dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false
        row.accessoryProvider = { [weak self, weak row] cell in
            cell.rowAccessories(editingStyle: editingStyle, canMove: canMove,
                                multipleSelection: self?.allowsMultipleSelectionDuringEditing ?? false, detailTapped: {
                guard let self, let row, let path = self.listView.indexPath(for: row) else { return }
                self.delegate?.tableView(self, accessoryButtonTappedForRowWith: path)
            }, insertTapped: {
                guard let self, let row, let path = self.listView.indexPath(for: row) else { return }
                self.dataSource?.tableView(self, commit: .insert, forRowAt: path)
            })
        }
        row.host(tableCell)
        return row
    }
}
