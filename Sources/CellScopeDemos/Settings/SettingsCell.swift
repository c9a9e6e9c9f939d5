import CellKit
import Foundation

/// A settings row: icon, title and description or value, with a switch, a disclosure
/// indicator or nothing at its trailing edge. No height is fixed anywhere: the list content
/// configuration's margins and text sizes decide it, so rows grow with Dynamic Type.
final class SettingsCell: UICollectionViewListCell {
    /// The switch shown by toggle rows (a custom view accessory).
    let toggle = UISwitch()
    /// Called with the new value when the switch is flipped.
    var toggleChanged: ((Bool) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        toggle.addAction(UIAction { [unowned self] _ in
            toggleChanged?(toggle.isOn)
        }, for: .valueChanged)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with row: SettingsRow, isOn: Bool) {
        var content: UIListContentConfiguration
        switch row.kind {
        case .value(let value, _):
            content = .valueCell()
            content.secondaryText = value
        case .toggle, .disclosure:
            content = defaultContentConfiguration()
            content.secondaryText = row.detail
            content.secondaryTextProperties.font = .preferredFont(forTextStyle: .subheadline)
            content.secondaryTextProperties.color = .secondaryLabel
        }
        content.text = row.title
        content.image = UIImage(systemName: row.symbolName)
        content.imageProperties.tintColor = row.iconColor
        contentConfiguration = content

        switch row.kind {
        case .toggle:
            toggle.isOn = isOn
            accessories = [.customView(configuration: .init(customView: toggle, placement: .trailing(),
                                                            reservedLayoutWidth: .actual))]
        case .value(_, let opens):
            accessories = opens ? [.disclosureIndicator()] : []
        case .disclosure:
            accessories = [.disclosureIndicator()]
        }
    }
}
