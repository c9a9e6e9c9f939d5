import CellKit

/// A settings screen that, as soon as it is on screen, asks to confirm erasing everything: an alert
/// with a destructive action and a cancel action, presented from `viewDidAppear(_:)`.
class SettingsViewController: UICollectionViewController {

    private var dataSource: UICollectionViewDiffableDataSource<SettingsRow.Section, SettingsRow>!
    private var askedToConfirm = false

    init() {
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        configureDataSource()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !askedToConfirm else { return }
        askedToConfirm = true
        confirmErase()
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, SettingsRow> { cell, _, row in
            var content = row.value == nil ? cell.defaultContentConfiguration() : UIListContentConfiguration.valueCell()
            content.text = row.title
            content.secondaryText = row.value
            if let symbolName = row.symbolName {
                content.image = UIImage(systemName: symbolName)
            }
            if row.isDestructive {
                content.textProperties.color = .systemRed
            }
            cell.contentConfiguration = content
            cell.accessories = row.isDestructive ? [] : [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource<SettingsRow.Section, SettingsRow>(collectionView: collectionView) { collectionView, indexPath, row in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: row)
        }
        var snapshot = NSDiffableDataSourceSnapshot<SettingsRow.Section, SettingsRow>()
        for section in SettingsRow.Section.allCases {
            snapshot.appendSections([section])
            snapshot.appendItems(SettingsRow.rows[section] ?? [], toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Presents the confirmation. The destructive action is added first; UIKit still shows the
    /// cancel button on the left of a two-button alert.
    private func confirmErase() {
        let alert = UIAlertController(title: "Erase All Content and Settings?",
                                      message: "This will delete all media and data, and reset all settings.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Erase", style: .destructive) { _ in
            print("alert: chose Erase")
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in
            print("alert: chose Cancel")
        })
        let described = alert.actions.map { "\($0.title ?? "") (\(Self.describe($0.style)))" }
        print("alert: presenting \"\(alert.title ?? "")\" with \(described.joined(separator: ", "))")
        present(alert, animated: true) { [weak self] in
            print("alert: presented over \(self?.title ?? "nothing"), presented view controller is the alert \(self?.presentedViewController === alert)")
            print("alert: buttons \(Self.buttonTitles(in: alert.view).joined(separator: ", ")), left to right")
            fflush(stdout)
        }
    }

    /// The titles of the buttons shown in `view`, found as a UI test finds them (by their accessibility
    /// label and button trait), in reading order.
    private static func buttonTitles(in view: UIView) -> [String] {
        var buttons: [(frame: CGRect, title: String)] = []
        func visit(_ candidate: UIView) {
            if candidate.accessibilityTraits.contains(.button), let title = candidate.accessibilityLabel, !candidate.isHidden {
                buttons.append((candidate.convert(candidate.bounds, to: view), title))
            }
            candidate.subviews.forEach(visit)
        }
        visit(view)
        return buttons.sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }.map { $0.title }
    }

    private static func describe(_ style: UIAlertAction.Style) -> String {
        switch style {
        case .default: return "default"
        case .cancel: return "cancel"
        case .destructive: return "destructive"
        }
    }
}
