import CellKit
import Foundation

/// A settings row: icon, title and description or value, with a switch, a disclosure
/// indicator, a pop-up menu or nothing at its trailing edge. No height is fixed anywhere: the list content
/// configuration's margins and text sizes decide it, so rows grow with Dynamic Type.
final class SettingsCell: UICollectionViewListCell {
    /// The switch shown by toggle rows (a custom view accessory).
    let toggle = UISwitch()
    /// Called with the new value when the switch is flipped.
    var toggleChanged: ((Bool) -> Void)?
    /// Called with the new choice when one is picked from a menu row's pop-up menu.
    var choiceChanged: ((String) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        toggle.addAction(UIAction { [unowned self] _ in
            toggleChanged?(toggle.isOn)
        }, for: .valueChanged)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Shows `row`; `isOn` is a switch row's value and `choice` a menu row's current choice.
    func configure(with row: SettingsRow, isOn: Bool, choice: String?) {
        var content: UIListContentConfiguration
        switch row.kind {
        case .value(let value, _):
            content = .valueCell()
            content.secondaryText = value
        case .menu(let choices):
            content = .valueCell()
            content.secondaryText = choice ?? choices.first
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
        case .menu(let choices):
            accessories = [.popUpMenu(choiceMenu(choices, chosen: choice ?? choices.first))]
        }
    }

    /// A single-selection menu of `choices` with `chosen` selected; picking one shows it in the
    /// row and reports it.
    private func choiceMenu(_ choices: [String], chosen: String?) -> UIMenu {
        let actions = choices.map { choice in
            UIAction(title: choice, state: choice == chosen ? .on : .off) { [weak self] action in
                guard let self, var content = contentConfiguration as? UIListContentConfiguration else { return }
                content.secondaryText = action.title
                contentConfiguration = content
                choiceChanged?(action.title)
            }
        }
        return UIMenu(options: .singleSelection, children: actions)
    }
}
