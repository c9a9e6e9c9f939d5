import Foundation

/// Turns a table's data source and delegate into the data source and delegate of the list that
/// shows its rows: sections and rows, cells (wrapped in row cells), headers and footers, section
/// configurations (appearance, separators, swipe actions), selection, display and reordering.
@preconcurrency @MainActor
final class TableListAdapter: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    weak var table: UITableView?

    // MARK: Sections

    /// The list configuration of a section: the table's style, its separators, headers and footers
    /// where the section has them, and the delegate's swipe actions.
    func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration {
        guard let table else { return .init(appearance: .plain) }
        let appearance: UICollectionLayoutListConfiguration.Appearance = switch table.style {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        }
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.showsSeparators = table.separatorStyle != .none
        if let color = table.separatorColor { configuration.separatorConfiguration.color = color }
        configuration.headerMode = hasSupplementary(UICollectionView.elementKindSectionHeader, section: section) ? .supplementary : .none
        configuration.footerMode = hasSupplementary(UICollectionView.elementKindSectionFooter, section: section) ? .supplementary : .none
        configuration.leadingSwipeActionsConfigurationProvider = { [weak table] indexPath in
            guard let table else { return nil }
            return table.delegate?.tableView(table, leadingSwipeActionsConfigurationForRowAt: indexPath)
        }
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in self?.trailingSwipeActions(at: indexPath) }
        return configuration
    }

    /// The layout section of a table section: the list section of the table's style, with
    /// `sectionHeaderTopPadding` above its header. In a plain table a section whose delegate answers for
    /// a header with no view and a zero height still gets the padding (iOS 16 puts the first row of such
    /// a table 22 points below the safe area), while a section the delegate says nothing about has no
    /// header and no padding: its first row sits at the safe area's top.
    func layoutSection(forSection section: Int, environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        var configuration = listConfiguration(forSection: section)
        guard let table else { return .list(using: configuration, layoutEnvironment: environment) }
        let explicitPadding: CGFloat? = table.sectionHeaderTopPadding == UITableView.automaticDimension ? nil : table.sectionHeaderTopPadding
        if let explicitPadding { configuration.headerTopPadding = explicitPadding }
        let layoutSection = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        if table.style == .plain, configuration.headerMode == .none, delegateAnswersForEmptyHeader(inSection: section) {
            var insets = layoutSection.contentInsets
            insets.top = explicitPadding ?? ListMetrics.plainHeaderTopPadding
            layoutSection.contentInsets = insets
        }
        return layoutSection
    }

    /// Whether the delegate gives a section's header a height of its own (zero included) rather than
    /// leaving it to the table's `sectionHeaderHeight`: a header that is there but draws nothing.
    private func delegateAnswersForEmptyHeader(inSection section: Int) -> Bool {
        guard let table, let height = table.delegate?.tableView(table, heightForHeaderInSection: section) else { return false }
        return height != table.sectionHeaderHeight
    }

    /// The delegate's trailing actions, or "Delete" for a row whose editing style is `.delete`.
    private func trailingSwipeActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let table else { return nil }
        if let configuration = table.delegate?.tableView(table, trailingSwipeActionsConfigurationForRowAt: indexPath) {
            return configuration
        }
        guard editingStyle(at: indexPath) == .delete else { return nil }
        let title = table.delegate?.tableView(table, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak table] _, _, completion in
            guard let table else { return completion(false) }
            table.dataSource?.tableView(table, commit: .delete, forRowAt: indexPath)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    /// The editing style of a row: none unless the data source lets it be edited.
    func editingStyle(at indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        guard let table, table.dataSource?.tableView(table, canEditRowAt: indexPath) ?? false else { return .none }
        return table.delegate?.tableView(table, editingStyleForRowAt: indexPath) ?? .delete
    }

    private func hasSupplementary(_ kind: String, section: Int) -> Bool {
        guard let table else { return false }
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        let title = isHeader ? table.dataSource?.tableView(table, titleForHeaderInSection: section)
            : table.dataSource?.tableView(table, titleForFooterInSection: section)
        if title != nil { return true }
        let height = isHeader ? table.delegate?.tableView(table, heightForHeaderInSection: section)
            : table.delegate?.tableView(table, heightForFooterInSection: section)
        if let height, height > 0 { return true }
        return (isHeader ? table.delegate?.tableView(table, viewForHeaderInSection: section)
            : table.delegate?.tableView(table, viewForFooterInSection: section)) != nil
    }

    // MARK: UICollectionViewDataSource

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        guard let table else { return 0 }
        return table.dataSource?.numberOfSections(in: table) ?? 0
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard let table else { return 0 }
        return table.dataSource?.tableView(table, numberOfRowsInSection: section) ?? 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let table, let dataSource = table.dataSource else { preconditionFailure("a table with rows needs a data source") }
        return table.rowCell(showing: dataSource.tableView(table, cellForRowAt: indexPath), at: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        guard let table else { return UICollectionReusableView(frame: .zero) }
        return table.headerFooterHost(kind: kind, section: indexPath.section)
    }

    // MARK: UICollectionViewDelegate

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        guard let table else { return true }
        return table.delegate?.tableView(table, shouldHighlightRowAt: indexPath) ?? true
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        guard let table else { return }
        table.delegate?.tableView(table, didHighlightRowAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        guard let table else { return }
        table.delegate?.tableView(table, didUnhighlightRowAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        guard let table, let delegate = table.delegate else { return true }
        return delegate.tableView(table, willSelectRowAt: indexPath) != nil
    }

    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        guard let table, let delegate = table.delegate else { return true }
        return delegate.tableView(table, willDeselectRowAt: indexPath) != nil
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let table else { return }
        table.delegate?.tableView(table, didSelectRowAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        guard let table else { return }
        table.delegate?.tableView(table, didDeselectRowAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        guard let table, let tableCell = cell.hostedTableViewCell else { return }
        table.delegate?.tableView(table, willDisplay: tableCell, forRowAt: indexPath)
    }

    /// A row left the screen: its table cell goes back to the table's reuse queue.
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        guard let table, let row = cell as? TableRowCell, let tableCell = row.releaseTableCell() else { return }
        table.delegate?.tableView(table, didEndDisplaying: tableCell, forRowAt: indexPath)
        table.enqueue(tableCell)
    }
}

extension TableListAdapter: ListReorderHandling {
    func canReorderItem(at indexPath: IndexPath, in collectionView: UICollectionView) -> Bool {
        guard let table else { return false }
        return table.dataSource?.tableView(table, canMoveRowAt: indexPath) ?? false
    }

    /// The person moved a row: the list shows the move, then the data source changes its model.
    func moveItem(from source: IndexPath, to destination: IndexPath, in collectionView: UICollectionView) {
        guard let table else { return }
        var counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        counts[source.section] -= 1
        counts[destination.section] += 1
        collectionView.applyItemChanges(newCounts: counts, remapsInteraction: false) { path in
            TableRowMove.destination(of: path, movingFrom: source, to: destination)
        }
        table.dataSource?.tableView(table, moveRowAt: source, to: destination)
    }
}

/// Where rows go when one row moves.
enum TableRowMove {
    static func destination(of path: IndexPath, movingFrom source: IndexPath, to destination: IndexPath) -> IndexPath {
        if path == source { return destination }
        var result = path
        if path.section == source.section, path.item > source.item { result.item -= 1 }
        if result.section == destination.section, result.item >= destination.item { result.item += 1 }
        return result
    }
}
