import Foundation
import Testing
@testable import CellKitCore

// Model-level cell configuration code as iOS apps write it, compiled as written
// (only the import differs). The snippets that need views are in CellKitViewTests.

@Suite struct IOSConfigurationSnippetTests {
    /// Default content configuration with a star image and text.
    @Test func defaultContentConfigurationSnippet() {
        var content = UIListContentConfiguration.cell()

        content.image = UIImage(systemName: "star")
        content.text = "Hello WWDC!"

        #expect(content.text == "Hello WWDC!")
        #expect(content.image?.source == .symbol(name: "star", glyph: .icon("starred-symbolic", .outline)))
    }

    /// `configuration.updated(for: state)`.
    @Test func updatedForStateSnippet() {
        var configuration = UIListContentConfiguration.sidebarCell()
        configuration.text = "Inbox"
        var state = UICellConfigurationState(traitCollection: UITraitCollection.current)
        state.isSelected = true
        let updatedConfiguration = configuration.updated(for: state)
        #expect(updatedConfiguration.text == "Inbox")
        #expect(updatedConfiguration.textProperties.color == .white)
        #expect(configuration.textProperties.color == .label)
    }

    /// The body of `updateConfiguration(using:)`.
    @Test func updateConfigurationBodySnippet() {
        struct Item { var icon: UIImage?; var title: String }
        let item = Item(icon: UIImage(systemName: "folder"), title: "Projects")
        func configure(_ state: UICellConfigurationState) -> UIListContentConfiguration {
            var content = UIListContentConfiguration.cell().updated(for: state)

            content.image = item.icon
            content.text = item.title

            if state.isHighlighted || state.isSelected {
                content.imageProperties.tintColor = .white
                content.textProperties.color = .white
            }
            return content
        }
        var highlighted = UICellConfigurationState(traitCollection: .current)
        highlighted.isHighlighted = true
        #expect(configure(highlighted).textProperties.color == .white)
        #expect(configure(highlighted).imageProperties.tintColor == .white)
        #expect(configure(UICellConfigurationState(traitCollection: .current)).textProperties.color == .label)
    }

    /// Sidebar background and content.
    @Test func sidebarStylesSnippet() {
        var background = UIBackgroundConfiguration.listSidebarCell()

        var content = UIListContentConfiguration.sidebarCell()

        background.cornerRadius = 12
        content.text = "Tag"
        #expect(background.cornerRadius == 12 && content.text == "Tag")
    }

    /// The configuration update handler's body.
    @Test func configurationUpdateHandlerBodySnippet() {
        struct Info { var title: String; var subTitle: String; var iconName: String }
        let info = Info(title: "Bike", subTitle: "Weekend", iconName: "bicycle")
        var state = UICellConfigurationState(traitCollection: .current)
        state.isDisabled = true

        var content = UIListContentConfiguration.cell().updated(for: state)
        content.text = info.title + "!"
        content.secondaryText = info.subTitle
        content.image = UIImage(systemName: info.iconName)
        if state.isDisabled {
            content.textProperties.color = .systemGray
        }

        #expect(content.text == "Bike!")
        #expect(content.textProperties.color == .systemGray)
        #expect(content.secondaryTextProperties.color == .tertiaryLabel)
        #expect(content.image?.isPlaceholderSymbol == false)
    }

    /// `defaultContentConfiguration` usage with a secondary text and a symbol by name.
    @Test func cellForItemSnippet() {
        let sampleData = [(title: "Tray", subTitle: "Inbox", iconName: "tray")]
        let indexPath = IndexPath(item: 0, section: 0)
        let info = sampleData[indexPath.row]

        var cellConfiguration = UIListContentConfiguration.cell()
        cellConfiguration.text = info.title
        cellConfiguration.secondaryText = info.subTitle
        cellConfiguration.image = UIImage(systemName: info.iconName)

        #expect(cellConfiguration.image?.source == .symbol(name: "tray", glyph: .icon("drive-removable-media-symbolic")))
    }

    /// Text properties color set to light grey.
    @Test func registrationHandlerSnippet() {
        var contentConfiguration = UIListContentConfiguration.cell()
        contentConfiguration.text = "\(42)"
        contentConfiguration.textProperties.color = UIColor.lightGray
        #expect(contentConfiguration.textProperties.resolvedColor() == .lightGray)
    }
}
