import CellKit
import CellScope
import CellScopeDemos
import Foundation
import RenderingTestSupport
import Testing

/// The catalog lists the seven demos in order, and every demo's items are exactly its rows.
@Suite(.gtk) @MainActor struct BuiltInDemoCatalogTests {
    @Test func listsTheEightDemosInOrder() {
        #expect(BuiltInDemos.catalog.demos.map(\.id) == ["sidebar", "settings", "messages", "badges", "custom-content", "styles",
                                                          "auto-layout", "screen"])
        for demo in BuiltInDemos.catalog.demos {
            #expect(!demo.title.isEmpty && !demo.summary.isEmpty, "\(demo.id) needs a title and a summary")
        }
    }

    @Test func itemIDsAreUniqueShortKebabCaseAndTitlesAreHuman() throws {
        let kebab = try Regex("^[a-z0-9]+(-[a-z0-9]+)*$")
        for demo in BuiltInDemos.catalog.demos {
            let ids = demo.items.map(\.id)
            #expect(Set(ids).count == ids.count, "\(demo.id) repeats an item id")
            #expect(!ids.isEmpty, "\(demo.id) has no items")
            for item in demo.items {
                #expect(item.id.wholeMatch(of: kebab) != nil, "\(demo.id): '\(item.id)' is not kebab-case")
                #expect(item.id.count <= 40, "\(demo.id): '\(item.id)' is too long")
                #expect(!item.title.isEmpty && item.title != item.id, "\(demo.id): '\(item.id)' needs a human title")
            }
        }
    }

    @Test func everyItemIsARealizedRowAndEveryRowIsAnItem() throws {
        for demo in BuiltInDemos.catalog.demos {
            let fixture = DemoListFixture(demo)
            #expect(fixture.indexPaths.count == demo.items.count,
                    "\(demo.id) shows \(fixture.indexPaths.count) rows for \(demo.items.count) items")
            for (row, item) in demo.items.enumerated() {
                let image = try PreviewRenderer.renderCell(demo, item: item, states: ForcedStates(), context: PreviewContext())
                // A list row spans the list (at least 280 points); a grid tile is as wide as its cell.
                let cellWidth = try #require(fixture.cell(atRow: row)).bounds.width
                #expect(abs(CGFloat(image.width) - cellWidth) <= 1 && (cellWidth >= 280 || !(fixture.cell(atRow: row) is UICollectionViewListCell)),
                        "\(demo.id)/\(item.id) rendered \(image.width) wide for a \(cellWidth)-point cell")
                #expect(image.height >= 20, "\(demo.id)/\(item.id) rendered \(image.width)×\(image.height)")
            }
        }
    }

    @Test func styleDemoCoversEveryContentAndBackgroundStyle() {
        let ids = Set(BuiltInDemos.demo("styles").items.map(\.id))
        let content = ["cell", "subtitle-cell", "value-cell", "sidebar-cell", "sidebar-subtitle-cell",
                       "accompanied-sidebar-cell", "accompanied-sidebar-subtitle-cell", "plain-header", "plain-footer",
                       "grouped-header", "grouped-footer", "prominent-inset-grouped-header",
                       "extra-prominent-inset-grouped-header", "sidebar-header", "header", "footer"]
        let background = ["list-plain-cell", "list-grouped-cell", "list-sidebar-cell", "list-accompanied-sidebar-cell",
                          "list-plain-header-footer", "list-grouped-header-footer", "list-sidebar-header", "clear",
                          "list-cell", "list-header", "list-footer"]
        #expect(ids == Set(content + background))
        #expect(ids.count == 27)
    }

    @Test func messagesDeclareTheirFourBusinessStates() {
        let states = BuiltInDemos.demo("messages").customStates
        #expect(states.map(\.name) == ["unread", "flagged", "archived", "processed"])
        #expect(Set(states.map(\.key)).count == 4)
    }
}
