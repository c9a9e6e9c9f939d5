import CellKit
import CellScope
import CellScopeDemos
import Foundation
import RenderingTestSupport
import Testing

/// Each demo renders as recorded at 375 points; the messages cell shows forced business states;
/// the settings page grows with accessibility text sizes instead of clipping.
@Suite(.gtk) @MainActor struct DemoRenderingTests {
    @Test(arguments: ["sidebar", "settings", "messages", "badges", "custom-content", "styles"])
    func demoMatchesItsGolden(id: String) throws {
        let image = try PreviewRenderer.renderDemo(BuiltInDemos.demo(id), context: PreviewContext())
        #expect(image.width == 375)
        GoldenImage.assertMatches(image, named: "demo-\(id)")
    }

    @Test func messageCellShowsForcedUnreadAndFlaggedStates() throws {
        let demo = BuiltInDemos.demo("messages")
        let item = try #require(demo.item(withID: "payment-received"))
        let plain = try PreviewRenderer.renderCell(demo, item: item, states: ForcedStates(), context: PreviewContext())
        let unreadAndFlagged = Set(demo.customStates.filter { ["unread", "flagged"].contains($0.name) }.map(\.key))
        let forced = try PreviewRenderer.renderCell(demo, item: item, states: ForcedStates(customStates: unreadAndFlagged),
                                                    context: PreviewContext())
        #expect(forced.pngData() != plain.pngData())
        GoldenImage.assertMatches(forced, named: "messages-payment-received-unread-flagged")
    }

    @Test func settingsRowsGrowAtAccessibilitySizesAndClipNoText() throws {
        let demo = BuiltInDemos.demo("settings")
        var large = PreviewContext()
        large.contentSizeCategory = .large
        var ax3 = PreviewContext()
        ax3.contentSizeCategory = .accessibilityExtraLarge
        let normal = DemoListFixture(demo, context: large)
        let accessible = DemoListFixture(demo, context: ax3)
        #expect(accessible.indexPaths.count == demo.items.count)
        for (row, item) in demo.items.enumerated() {
            let small = try #require(normal.cell(atRow: row)), big = try #require(accessible.cell(atRow: row))
            #expect(big.bounds.height > small.bounds.height + 20, "\(item.id): \(small.bounds.height) → \(big.bounds.height)")
            let content = try #require(big.contentView.subviews.compactMap { $0 as? UIListContentView }.first)
            let contentFrame = content.convert(content.bounds, to: big)
            #expect(contentFrame.minY >= 0 && contentFrame.maxY <= big.bounds.height + 0.5, "\(item.id): content outside its cell")
            for guide in [content.textLayoutGuide, content.secondaryTextLayoutGuide].compactMap({ $0 }) {
                #expect(guide.layoutFrame.minY >= 0 && guide.layoutFrame.maxY <= content.bounds.height + 0.5,
                        "\(item.id): text at \(guide.layoutFrame) is clipped by a \(content.bounds.height) pt tall content view")
            }
        }
        let image = try PreviewRenderer.renderDemo(demo, context: ax3)
        GoldenImage.assertMatches(image, named: "demo-settings-AX3")
    }
}
