import CellKit
@testable import CellScope
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// The folder of the example prototypes.
let prototypeExamples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Resources/Prototypes").standardizedFileURL

extension ViewerTests {
    /// The example prototypes build into lists that render as their goldens, and a custom state's
    /// look changes the cell when the state is on.
    @Suite(.gtk) @MainActor struct PrototypeRendering {
        private func demo(_ name: String) throws -> PreviewDemo {
            PrototypeDemo.demo(id: name, prototype: try PrototypeReader.read(contentsOf: prototypeExamples.appendingPathComponent("\(name).json")))
        }

        @Test(arguments: ["settings", "inbox", "sidebar"])
        func examplesRenderAsTheirGoldens(_ name: String) throws {
            GoldenImage.assertMatches(try PreviewRenderer.renderDemo(try demo(name), context: PreviewContext()), named: "prototype-\(name)")
        }

        @Test func theInboxInDarkAtAX3() throws {
            var context = PreviewContext()
            context.userInterfaceStyle = .dark
            context.contentSizeCategory = .accessibilityLarge
            GoldenImage.assertMatches(try PreviewRenderer.renderDemo(try demo("inbox"), context: context), named: "prototype-inbox-dark-AX3")
        }

        @Test func customStatesChangeTheLook() throws {
            let inbox = try demo("inbox")
            let canvas = DemoCanvas(demo: inbox, context: PreviewContext(), maximumHeight: 2000)
            let item = try #require(inbox.item(withID: "garden-club"))
            let cell = try PreviewRenderer.cell(in: canvas, demo: inbox, item: item)
            func look(_ states: ForcedStates) -> UIListContentConfiguration? {
                cell.configurationStateOverrides = states.overrides(customStates: inbox.customStates)
                cell.layoutIfNeeded()
                return cell.listContent
            }
            let unreadKey = try #require(inbox.customState(named: "unread")).key
            let flaggedKey = try #require(inbox.customState(named: "flagged")).key
            let normal = try #require(look(ForcedStates()))
            #expect(normal.textProperties.font == UIListContentConfiguration.subtitleCell().textProperties.font)
            #expect(normal.imageProperties.tintColor == .clear)
            let unread = try #require(look(ForcedStates(customStates: [unreadKey])))
            #expect(unread.textProperties.font == .preferredFont(forTextStyle: .headline))
            #expect(unread.imageProperties.tintColor == .systemBlue)
            let both = try #require(look(ForcedStates(customStates: [unreadKey, flaggedKey])))
            #expect(both.textProperties.font == .preferredFont(forTextStyle: .headline))
            #expect(both.imageProperties.tintColor == .systemOrange, "flagged is declared after unread, so its image wins")

            let plain = try PreviewRenderer.renderCell(inbox, item: item, states: ForcedStates(), context: PreviewContext())
            let marked = try PreviewRenderer.renderCell(inbox, item: item, states: ForcedStates(customStates: [unreadKey]), context: PreviewContext())
            #expect(ImageComparison(actual: marked, expected: plain, tolerance: 0).differingPixels > 200)
        }

        @Test func aRowsOwnStatesAreOnInItsConfigurationState() throws {
            let inbox = try demo("inbox")
            let canvas = DemoCanvas(demo: inbox, context: PreviewContext(), maximumHeight: 2000)
            let cell = try PreviewRenderer.cell(in: canvas, demo: inbox, item: try #require(inbox.item(withID: "flight")))
            let state = cell.shownState
            #expect(state[try #require(inbox.customState(named: "unread")).key] as? Bool == true)
            #expect(state[try #require(inbox.customState(named: "flagged")).key] as? Bool == true)
        }
    }
}
