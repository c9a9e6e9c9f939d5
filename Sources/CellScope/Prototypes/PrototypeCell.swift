import CellKit
import Foundation

/// A prototype's row: a list cell whose configuration state carries the row's custom states (as
/// an iOS cell does, by overriding `configurationState`), and whose `configurationUpdateHandler`
/// draws the row's look with every state's look that is on laid over it, in the order the file
/// declares the states.
final class PrototypeCell: UICollectionViewListCell {
    /// The custom states that are on for the row shown.
    private var customStates: [UIConfigurationStateCustomKey] = []
    /// The switch of a row with a switch accessory.
    let toggle = UISwitch()

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        for key in customStates { state[key] = true }
        return state
    }

    /// Shows `row` of `prototype` (`isHeader`: the header row of a `firstItemInSection` section).
    func show(_ row: PrototypeItem, of prototype: Prototype, isHeader: Bool) {
        customStates = row.states.map(PrototypeList.key)
        if case .toggle(let isOn)? = row.look.accessories?.first(where: { if case .toggle = $0 { true } else { false } }) {
            toggle.isOn = isOn
        }
        let paintsBackground = row.look.backgroundColor != nil || prototype.states.contains { $0.look.backgroundColor != nil }
        configurationUpdateHandler = { cell, state in
            guard let cell = cell as? PrototypeCell else { return }
            var look = row.look
            for custom in prototype.states where state[PrototypeList.key(custom.name)] as? Bool == true {
                look = look.overlaid(with: custom.look)
            }
            var content = (row.style?.configuration ?? cell.defaultContentConfiguration()).updated(for: state)
            content.text = look.text
            content.secondaryText = look.secondaryText
            content.image = look.image?.image
            if let color = look.imageColor { content.imageProperties.tintColor = color.color }
            if let color = look.textColor { content.textProperties.color = color.color }
            if let color = look.secondaryTextColor { content.secondaryTextProperties.color = color.color }
            if look.bold == true { content.textProperties.font = .preferredFont(forTextStyle: .headline) }
            if let lines = look.numberOfLines { content.textProperties.numberOfLines = lines }
            cell.contentConfiguration = content
            if paintsBackground {
                var background = cell.defaultBackgroundConfiguration().updated(for: state)
                if let color = look.backgroundColor { background.backgroundColor = color.color }
                cell.backgroundConfiguration = background
            }
            var accessories = (look.accessories ?? []).map(cell.accessory)
            if !row.children.isEmpty {
                accessories.append(.outlineDisclosure(options: .init(style: isHeader ? .header : .automatic)))
            }
            cell.accessories = accessories
        }
        setNeedsUpdateConfiguration()
    }

    private func accessory(_ accessory: PrototypeAccessory) -> UICellAccessory {
        switch accessory {
        case .disclosureIndicator: .disclosureIndicator()
        case .checkmark: .checkmark()
        case .detail: .detail()
        case .label(let text): .label(text: text)
        case .toggle: .customView(configuration: .init(customView: toggle, placement: .trailing(), reservedLayoutWidth: .actual))
        }
    }
}
