import Foundation
import Testing
@testable import CellKitCore

@Suite struct ValueSemanticsTests {
    @Test func copyingAContentConfigurationNeverChangesTheOriginal() {
        var original = UIListContentConfiguration.cell()
        original.text = "Inbox"
        original.image = UIImage(systemName: "tray")
        var copy = original
        copy.text = "Archive"
        copy.textProperties.color = .systemRed
        copy.imageProperties.tintColor = .systemGreen
        copy.directionalLayoutMargins.leading = 40
        #expect(original.text == "Inbox")
        #expect(original.textProperties.color == .label)
        #expect(original.imageProperties.tintColor == nil)
        #expect(original.directionalLayoutMargins.leading == 16)
        #expect(!original.customizedPropertyNames.contains("textProperties.color"))
        #expect(copy.customizedPropertyNames.contains("textProperties.color"))
    }

    @Test func updatedForStateReturnsANewValue() {
        var original = UIListContentConfiguration.sidebarCell()
        original.text = "Folders"
        let selected = original.updated(for: cellState { $0.isSelected = true })
        #expect(selected.textProperties.color == .white)
        #expect(original.textProperties.color == .label)
        #expect(selected.text == "Folders")
    }

    @Test func copyingABackgroundConfigurationNeverChangesTheOriginal() {
        let original = UIBackgroundConfiguration.listGroupedCell()
        var copy = original
        copy.backgroundColor = .systemYellow
        copy.cornerRadius = 12
        copy.strokeWidth = 2
        #expect(original.backgroundColor == .secondarySystemGroupedBackground)
        #expect(original.cornerRadius == 0 && original.strokeWidth == 0)
        #expect(copy != original)
    }

    @Test func copyingStatesNeverChangesTheOriginal() {
        let original = cellState { $0.isHighlighted = true }
        var copy = original
        copy.isHighlighted = false
        copy.isEditing = true
        #expect(original.isHighlighted && !original.isEditing)
    }

    @Test func equalityIgnoresHowAValueWasBuilt() {
        var explicit = UIListContentConfiguration.cell()
        explicit.textProperties.color = .label  // same value as the default, but customized
        #expect(explicit == UIListContentConfiguration.cell())
        #expect(explicit.customizedPropertyNames == ["textProperties.color"])
    }

    @Test func configurationsAreUsableOffTheMainActor() async {
        let made = await Task.detached { () -> UIListContentConfiguration in
            var content = UIListContentConfiguration.valueCell()
            content.text = "Wi-Fi"
            content.secondaryText = "Home"
            return content.updated(for: cellState { $0.isDisabled = true })
        }.value
        #expect(made.secondaryTextProperties.color == .quaternaryLabel)
        #expect(made.secondaryText == "Home")
    }
}
