import CellKit
import CellScope
import CellScopeDemos
import Foundation
import SnapshotTesting
import Testing

/// The whole-screen demo: rendered with its navigation bar at L and AX3, light and dark; its rows
/// are the demo's items; forced states reach its cells; its edit button really edits.
@Suite @MainActor struct ScreenDemoTests {
    init() throws { try GtkTestEnvironment.start() }

    @Test(arguments: [("L", UIContentSizeCategory.large), ("AX3", .accessibilityExtraLarge)],
          [UIUserInterfaceStyle.light, .dark])
    func screenMatchesItsGoldens(size: (name: String, category: UIContentSizeCategory), style: UIUserInterfaceStyle) throws {
        var context = PreviewContext()
        context.contentSizeCategory = size.category
        context.userInterfaceStyle = style
        let image = try PreviewRenderer.renderDemo(BuiltInDemos.demo("screen"), context: context)
        #expect(image.width == 375)
        // The large-title bar (96 points) sits above the list, whatever the text size.
        #expect(image.height > 96 + 6 * 44)
        GoldenImage.assertMatches(image, named: "demo-screen-\(size.name)-\(style == .dark ? "dark" : "light")")
    }

    @Test func theScreensListIsTheDemosListAndItsCellsTakeForcedStates() throws {
        let demo = BuiltInDemos.demo("screen")
        #expect(demo.isScreen)
        let list = demo.makeList(PreviewContext())
        #expect(list.numberOfItems(inSection: 0) == demo.items.count)
        let item = try #require(demo.item(withID: "groceries"))
        let plain = try PreviewRenderer.renderCell(demo, item: item, states: StateSelection(), context: PreviewContext())
        let editing = try PreviewRenderer.renderCell(demo, item: item, states: StateSelection(["editing"]), context: PreviewContext())
        #expect(plain.width == 343)
        #expect(plain.pngData() != editing.pngData())
    }
}
