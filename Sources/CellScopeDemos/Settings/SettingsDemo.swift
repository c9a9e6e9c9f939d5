import CellKit
import CellScope
import Foundation

/// Demo 2: a Dynamic Type-friendly settings page.
@MainActor
enum SettingsDemo {
    static let demo = PreviewDemo(
        id: "settings", title: "Settings",
        summary: "An inset grouped settings page: icon, title and description rows, values, switches, a pop-up menu and disclosure rows that grow with Dynamic Type.",
        items: SettingsSection.allCases.flatMap(\.rows).map { PreviewItem(id: $0.id, title: $0.title) }
    ) { context in
        let page = SettingsPage()
        let collectionView = page.makeCollectionView(width: context.width)
        DemoRetainer.keep(page, with: collectionView)
        return collectionView
    }
}

/// What a settings view controller would do: configure the list's data source and delegate and
/// keep the switches' values and the menus' choices. It lives as long as its collection view
/// (which it does not own).
@MainActor
final class SettingsPage: NSObject, UICollectionViewDelegate {
    private var dataSource: UICollectionViewDiffableDataSource<SettingsSection, SettingsRow>!
    /// The switches' current values, by row id.
    private(set) var switchValues: [String: Bool] = [:]
    /// The menu rows' current choices, by row id (a row missing here shows its first choice).
    private(set) var choices: [String: String] = [:]

    override init() {
        super.init()
        for row in SettingsSection.allCases.flatMap(\.rows) {
            if case .toggle(let isOn) = row.kind { switchValues[row.id] = isOn }
        }
    }

    /// An inset grouped list with section headers, and footers where a section has one. The page
    /// does not own the list; keep the page alive as long as the list.
    func makeCollectionView(width: CGFloat) -> UICollectionView {
        let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.headerMode = .supplementary
            configuration.footerMode = SettingsSection(rawValue: sectionIndex)?.footer == nil ? .none : .supplementary
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 600), collectionViewLayout: layout)
        collectionView.delegate = self
        let cellRegistration = UICollectionView.CellRegistration<SettingsCell, SettingsRow> { [weak self] cell, _, row in
            cell.configure(with: row, isOn: self?.switchValues[row.id] ?? false, choice: self?.choices[row.id])
            cell.toggleChanged = { [weak self] isOn in self?.switchValues[row.id] = isOn }
            cell.choiceChanged = { [weak self] choice in self?.choices[row.id] = choice }
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = SettingsSection(rawValue: indexPath.section)?.title
            header.contentConfiguration = content
        }
        let footerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionFooter) { footer, _, indexPath in
            var content = footer.defaultContentConfiguration()
            content.text = SettingsSection(rawValue: indexPath.section)?.footer
            footer.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, row in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: row)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            kind == UICollectionView.elementKindSectionHeader
                ? collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
                : collectionView.dequeueConfiguredReusableSupplementary(using: footerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<SettingsSection, SettingsRow>()
        snapshot.appendSections(SettingsSection.allCases)
        for section in SettingsSection.allCases {
            snapshot.appendItems(section.rows, toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        return collectionView
    }

    /// Only rows that open something (a page or a menu) respond to a tap; switch rows and plain
    /// values do not.
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        switch dataSource.itemIdentifier(for: indexPath)?.kind {
        case .disclosure, .value(_, opens: true), .menu: true
        default: false
        }
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}
