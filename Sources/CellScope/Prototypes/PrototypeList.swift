import CellKit
import Foundation

/// Builds a prototype's list the way an iOS app builds one: a `UICollectionView` with a
/// compositional list layout, one cell registration whose `configurationUpdateHandler` draws each
/// row from its configuration state (custom states included), supplementary header and footer
/// registrations, swipe action providers, and a diffable data source fed with section snapshots
/// (outline children under their parents). Only CellKit's public API is used.
///
/// The list does not own its collection view; keep it alive as long as the collection view.
@preconcurrency @MainActor
final class PrototypeList {
    let prototype: Prototype
    /// Every row by id, header rows of `firstItemInSection` sections included.
    private var rows: [String: PrototypeItem] = [:]
    private var dataSource: UICollectionViewDiffableDataSource<String, String>!

    init(prototype: Prototype) {
        self.prototype = prototype
        for section in prototype.sections {
            for row in Self.topLevelRows(of: section, in: prototype) { register(row) }
        }
    }

    private func register(_ row: PrototypeItem) {
        rows[row.id] = row
        row.children.forEach(register)
    }

    /// The custom state key of the state named `name`.
    static func key(_ name: String) -> UIConfigurationStateCustomKey {
        UIConfigurationStateCustomKey("prototype.state.\(name)")
    }

    /// A section's rows at its top level: its items, or with `firstItemInSection` one header row
    /// (the section's id and header text) whose children are the items.
    static func topLevelRows(of section: PrototypeSection, in prototype: Prototype) -> [PrototypeItem] {
        guard prototype.headerMode == .firstItemInSection, let header = section.header else { return section.items }
        let isSidebar = prototype.appearance == .sidebar || prototype.appearance == .sidebarPlain
        var look = PrototypeLook()
        look.text = header
        return [PrototypeItem(id: section.id, style: isSidebar ? .sidebarHeader : .header, look: look, states: [],
                              leadingSwipeActions: [], trailingSwipeActions: [], children: section.items,
                              isExpanded: true, isSelected: false)]
    }

    /// The rows shown, in order: collapsed rows' children are left out.
    static func visibleRows(of prototype: Prototype) -> [PrototypeItem] {
        func visible(_ rows: [PrototypeItem]) -> [PrototypeItem] {
            rows.flatMap { [$0] + ($0.isExpanded ? visible($0.children) : []) }
        }
        return prototype.sections.flatMap { visible(topLevelRows(of: $0, in: prototype)) }
    }

    /// The list, `width` points wide.
    func makeCollectionView(width: CGFloat) -> UICollectionView {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 600), collectionViewLayout: makeLayout())
        let cellRegistration = UICollectionView.CellRegistration<PrototypeCell, String> { [unowned self] cell, _, id in
            guard let row = rows[id] else { return }
            cell.show(row, of: prototype, isHeader: prototype.headerMode == .firstItemInSection && prototype.sections.contains { $0.id == id })
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { [unowned self] header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = prototype.sections[indexPath.section].header
            header.contentConfiguration = content
        }
        let footerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionFooter) { [unowned self] footer, _, indexPath in
            var content = footer.defaultContentConfiguration()
            content.text = prototype.sections[indexPath.section].footer
            footer.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, id in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: id)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            kind == UICollectionView.elementKindSectionHeader
                ? collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
                : collectionView.dequeueConfiguredReusableSupplementary(using: footerRegistration, for: indexPath)
        }
        for section in prototype.sections {
            var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
            func append(_ items: [PrototypeItem], to parent: String?) {
                snapshot.append(items.map(\.id), to: parent)
                for item in items where !item.children.isEmpty {
                    append(item.children, to: item.id)
                    if item.isExpanded { snapshot.expand([item.id]) }
                }
            }
            append(Self.topLevelRows(of: section, in: prototype), to: nil)
            dataSource.apply(snapshot, to: section.id, animatingDifferences: false)
        }
        for id in Self.visibleRows(of: prototype).filter(\.isSelected).map(\.id) {
            if let indexPath = dataSource.indexPath(for: id) {
                collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
            }
        }
        return collectionView
    }

    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [unowned self] sectionIndex, environment in
            let section = prototype.sections[sectionIndex]
            var configuration = UICollectionLayoutListConfiguration(appearance: prototype.appearance.listAppearance)
            if prototype.headerMode == .firstItemInSection {
                configuration.headerMode = .firstItemInSection
            } else {
                configuration.headerMode = section.header == nil ? .none : .supplementary
            }
            configuration.footerMode = section.footer == nil ? .none : .supplementary
            configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
                self?.swipeActions(at: indexPath, leading: true)
            }
            configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
                self?.swipeActions(at: indexPath, leading: false)
            }
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    /// The row's swipe actions; each does nothing but close the row.
    private func swipeActions(at indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        guard let id = dataSource.itemIdentifier(for: indexPath), let row = rows[id] else { return nil }
        let actions = leading ? row.leadingSwipeActions : row.trailingSwipeActions
        guard !actions.isEmpty else { return nil }
        return UISwipeActionsConfiguration(actions: actions.map { action in
            let contextual = UIContextualAction(style: action.isDestructive ? .destructive : .normal, title: action.title) { _, _, completion in
                completion(true)
            }
            contextual.image = action.image.flatMap { UIImage(systemName: $0) }
            if let color = action.color { contextual.backgroundColor = color.color }
            return contextual
        })
    }
}

extension PrototypeAppearance {
    /// The list configuration's appearance.
    var listAppearance: UICollectionLayoutListConfiguration.Appearance {
        switch self {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        case .sidebar: .sidebar
        case .sidebarPlain: .sidebarPlain
        }
    }
}
