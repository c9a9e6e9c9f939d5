import CellKit
import Foundation

/// A sidebar row that turns its icon and text white when highlighted or selected: an
/// `updateConfiguration(using:)` override that reads the state and sets the content's colors.
final class SidebarItemCell: UICollectionViewListCell {
    var item = SidebarItem(id: "", title: "", symbolName: nil) {
        didSet { setNeedsUpdateConfiguration() }
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        var content = self.defaultContentConfiguration().updated(for: state)

        content.image = self.item.icon
        content.text = self.item.title

        if state.isHighlighted || state.isSelected {
            content.imageProperties.tintColor = .white
            content.textProperties.color = .white
        }

        self.contentConfiguration = content
    }
}
