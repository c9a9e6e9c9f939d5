import CellKit
import Foundation
import Testing

/// The parts of configurations that name view types (`UIView`, `UIListContentView`,
/// `UIView.ContentMode`), and content-view snippets as iOS apps write them. None of these needs a display.
@Suite @MainActor struct ViewTypedConfigurationTests {
    @Test func backgroundViewPropertiesDefaultAndSurviveUpdates() {
        let clear = UIBackgroundConfiguration.clear()
        #expect(clear.customView == nil && clear.imageContentMode == .scaleToFill)
        var background = UIBackgroundConfiguration.listPlainCell()
        background.imageContentMode = .scaleAspectFill
        #expect(background.explicitlySetPropertyNames == ["imageContentMode"])
        var selected = UICellConfigurationState(traitCollection: .current)
        selected.isSelected = true
        #expect(background.updated(for: selected).imageContentMode == .scaleAspectFill)
    }

    @Test func customViewsCompareByIdentity() {
        let view = UIView()
        var a = UIBackgroundConfiguration.clear()
        a.customView = view
        var b = UIBackgroundConfiguration.clear()
        b.customView = view
        #expect(a == b)
        b.customView = UIView()
        #expect(a != b)
        var highlighted = UICellConfigurationState(traitCollection: .current)
        highlighted.isHighlighted = true
        #expect(a.updated(for: highlighted).customView === view)
    }

    @Test func contentModesKeepUIKitRawValues() {
        #expect(UIView.ContentMode.scaleAspectFit.rawValue == 1 && UIView.ContentMode.bottomRight.rawValue == 12)
    }

    @Test func makeContentViewReturnsAListContentView() {
        var content = UIListContentConfiguration.cell()
        content.text = "Hello WWDC!"
        let view = content.makeContentView()
        #expect(view is UIListContentView)
        #expect((view.configuration as? UIListContentConfiguration)?.text == "Hello WWDC!")
        #expect(view.supports(UIListContentConfiguration.valueCell()))
        #expect(!view.supports(LargeImageConfig()))
    }

    /// A list content view made directly from a configuration.
    @Test func listContentViewSnippet() {
        var content = UIListContentConfiguration.cell()

        // Set up the content configuration as desired...
        content.text = "Badge"

        let contentView = UIListContentView(configuration: content)
        #expect(contentView.configuration.text == "Badge")
    }

    /// The configuration article: the custom configuration makes its own content view.
    @Test func customConfigurationSnippet() {
        var config = LargeImageConfig()
        config.mainTitle = "Large"
        config.mainImage = UIImage(systemName: "bandage")
        let view = config.makeContentView()
        #expect(view is LargeImageContentView)
        #expect(view.supports(LargeImageConfig()))
        #expect(!view.supports(UIListContentConfiguration.cell()))
        #expect(config.updated(for: UICellConfigurationState(traitCollection: .current)).mainTitle == "Large")
    }
}
