import Foundation
import Testing
@testable import CellKitCore

@Suite struct BackgroundConfigurationTests {
    @Test func factoryDefaults() {
        let clear = UIBackgroundConfiguration.clear()
        #expect(clear.backgroundColor == .clear && clear.strokeColor == .clear)
        #expect(clear.cornerRadius == 0 && clear.strokeWidth == 0 && clear.strokeOutset == 0)
        #expect(clear.image == nil && clear.visualEffect == nil)
        #expect(clear.backgroundInsets == .zero && clear.edgesAddingLayoutMarginsToBackgroundInsets == [])
        #expect(clear.shadowProperties == UIShadowProperties() && clear.shadowProperties.opacity == 0)
        #expect(UIBackgroundConfiguration.listPlainCell().backgroundColor == .systemBackground)
        #expect(UIBackgroundConfiguration.listGroupedCell().backgroundColor == .secondarySystemGroupedBackground)
        #expect(UIBackgroundConfiguration.listSidebarCell().cornerRadius == 10)
        #expect(UIBackgroundConfiguration.listAccompaniedSidebarCell().backgroundColor == .clear)
        #expect(UIBackgroundConfiguration.listPlainHeaderFooter().backgroundColor == .clear)
        #expect(UIBackgroundConfiguration.listGroupedHeaderFooter().cornerRadius == 10)
        #expect(UIBackgroundConfiguration.listSidebarHeader().cornerRadius == 10)
        #expect(UIBackgroundConfiguration.listPlainCell().customizedPropertyNames.isEmpty)
    }

    @Test func adaptiveFactoriesFollowTheListEnvironment() {
        #expect(UIBackgroundConfiguration.listCell().backgroundColor == .systemBackground)
        let grouped = with(UITraitCollection(listEnvironment: .insetGrouped)) { UIBackgroundConfiguration.listCell() }
        #expect(grouped.backgroundColor == .secondarySystemGroupedBackground)
        let sidebar = with(UITraitCollection(listEnvironment: .sidebar)) { UIBackgroundConfiguration.listCell() }
        #expect(sidebar.backgroundColor == .clear && sidebar.cornerRadius == 10)
        // updated(for:) re-adapts to the state's environment.
        let moved = UIBackgroundConfiguration.listCell().updated(for: cellState(UITraitCollection(listEnvironment: .grouped)))
        #expect(moved.backgroundColor == .secondarySystemGroupedBackground)
        let header = UIBackgroundConfiguration.listHeader().updated(for: cellState(UITraitCollection(listEnvironment: .grouped)))
        #expect(header.cornerRadius == 10)
        let footer = UIBackgroundConfiguration.listFooter().updated(for: cellState(UITraitCollection(listEnvironment: .sidebar)))
        #expect(footer.cornerRadius == 0 && footer.backgroundColor == .clear)
    }

    @Test func nilColorsMeanTheTintColor() {
        var background = UIBackgroundConfiguration.clear()
        background.backgroundColor = nil
        background.strokeColor = nil
        #expect(background.resolvedBackgroundColor(for: .systemGreen) == .systemGreen)
        #expect(background.resolvedStrokeColor(for: .systemRed) == .systemRed)
        background.backgroundColorTransformer = .grayscale
        #expect(components(background.resolvedBackgroundColor(for: .red)) == [0.299, 0.299, 0.299, 1])
        background.backgroundColor = .white
        #expect(background.resolvedBackgroundColor(for: .red) == .white)
        background.strokeColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        #expect(components(background.resolvedStrokeColor(for: .blue)) == [0, 0, 1, 0.5])
        #expect(background.resolvedBackgroundColor(for: .tintColor) == .white)
        background.backgroundColor = nil
        background.backgroundColorTransformer = nil
        #expect(background.resolvedBackgroundColor(for: .tintColor).isTintColorPlaceholder)
    }

    @Test func everyPropertyIsSettableAndTracked() {
        var background = UIBackgroundConfiguration.listPlainCell()
        background.image = UIImage(named: "cellkit-test-swatch")
        background.visualEffect = UIBlurEffect(style: .systemMaterial)
        background.edgesAddingLayoutMarginsToBackgroundInsets = [.leading, .trailing]
        background.strokeOutset = 3
        background.shadowProperties.opacity = 0.4
        background.shadowProperties.radius = 6
        #expect(background.customizedPropertyNames == [
            "image", "visualEffect", "edgesAddingLayoutMarginsToBackgroundInsets",
            "strokeOutset", "shadowProperties",
        ])
        let selected = background.updated(for: cellState { $0.isSelected = true })
        #expect(selected.backgroundColor == .systemGray4)
        #expect(selected.shadowProperties.radius == 6)
        #expect(selected.visualEffect == UIBlurEffect(style: .systemMaterial))
        #expect(selected.image != nil)
    }
}
