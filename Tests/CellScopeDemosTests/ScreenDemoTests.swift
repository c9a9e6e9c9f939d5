import CellKit
import CellScope
import CellScopeDemos
import Foundation
import RenderingTestSupport
import Testing

/// The whole-screen demo: rendered with its navigation bar at L and AX3, light and dark; its rows
/// are the demo's items, the grid's tiles first; the tiles sit two to a row lined up with the list
/// below (one to a row at accessibility sizes); forced states reach its cells.
@Suite(.gtk) @MainActor struct ScreenDemoTests {
    @Test(arguments: [("L", UIContentSizeCategory.large), ("AX3", .accessibilityExtraLarge)],
          [UIUserInterfaceStyle.light, .dark])
    func screenMatchesItsGoldens(size: (name: String, category: UIContentSizeCategory), style: UIUserInterfaceStyle) throws {
        var context = PreviewContext()
        context.contentSizeCategory = size.category
        context.userInterfaceStyle = style
        let image = try PreviewRenderer.renderDemo(BuiltInDemos.demo("screen"), context: context)
        #expect(image.width == 375)
        // The large-title bar (96 points) sits above the list, whatever the text size.
        #expect(image.height > 96 + 2 * 76 + 6 * 44)
        GoldenImage.assertMatches(image, named: "demo-screen-\(size.name)-\(style == .dark ? "dark" : "light")")
    }

    @Test func theScreensListIsTheDemosListAndItsCellsTakeForcedStates() throws {
        let demo = BuiltInDemos.demo("screen")
        #expect(demo.isScreen)
        let list = demo.makeList(PreviewContext())
        #expect(list.numberOfSections == 2)
        #expect(list.numberOfItems(inSection: 0) + list.numberOfItems(inSection: 1) == demo.items.count)
        #expect(demo.items.prefix(4).map(\.id) == ["today", "scheduled", "all", "flagged"], "the grid's tiles come first")
        let item = try #require(demo.item(withID: "groceries"))
        let plain = try PreviewRenderer.renderCell(demo, item: item, states: ForcedStates(), context: PreviewContext())
        let editing = try PreviewRenderer.renderCell(demo, item: item, states: ForcedStates([.editing]), context: PreviewContext())
        #expect(plain.width == 343)
        #expect(plain.pngData() != editing.pngData())
    }

    /// At 375 points the list's rows are inset 16 points (343 wide); the tiles share that width two to a
    /// row, 12 apart: (343 − 12) / 2 = 165.5 each, at x 16 and 16 + 165.5 + 12 = 193.5; the second row
    /// starts 12 points below the taller tile of the first. At AX3 each tile has the full 343 points.
    @Test(arguments: [(UIContentSizeCategory.large, 2), (.accessibilityExtraLarge, 1)])
    func tilesLineUpWithTheListInTwoColumnsOrOneAtAccessibilitySizes(size: UIContentSizeCategory, columns: Int) throws {
        let list = BuiltInDemos.demo("screen").makeList(PreviewContext())
        list.traitOverrides.preferredContentSizeCategory = size
        list.frame.size.height = 2_000
        list.layoutIfNeeded()
        list.layoutIfNeeded()  // the second pass places what the first measured
        let tiles = try (0..<4).map { try #require(list.cellForItem(at: IndexPath(item: $0, section: 0))?.frame) }
        let row = try #require(list.cellForItem(at: IndexPath(item: 0, section: 1))?.frame)
        #expect(row.minX == 16 && row.width == 343)
        let width = columns == 2 ? 165.5 : 343.0
        for (index, tile) in tiles.enumerated() {
            let column = CGFloat(index % columns)
            #expect(tile.minX == 16 + column * (width + 12) && tile.width == width, "tile \(index): \(tile)")
            #expect(tile.height >= 60, "tile \(index) is tall enough for its icon, count and name: \(tile)")
        }
        for index in columns..<4 {
            let above = tiles[index - columns]
            #expect(tiles[index].minY >= above.maxY + 12, "tile \(index) starts below the row above")
        }
        #expect(row.minY > tiles[3].maxY, "the list comes after the grid")
        if columns == 2 {
            #expect(tiles[0].minY == tiles[1].minY && tiles[0].height == tiles[1].height, "a row's tiles are alike")
        }
    }

    @Test func aTileRendersAsItsOwnCellAndTakesTheHighlightedState() throws {
        let demo = BuiltInDemos.demo("screen")
        let item = try #require(demo.item(withID: "today"))
        let plain = try PreviewRenderer.renderCell(demo, item: item, states: ForcedStates(), context: PreviewContext())
        let highlighted = try PreviewRenderer.renderCell(demo, item: item, states: ForcedStates([.highlighted]), context: PreviewContext())
        #expect(plain.width == 165 || plain.width == 166, "a tile is half the row's width, not a whole row: \(plain.width)")
        #expect(plain.pngData() != highlighted.pngData(), "a highlighted tile takes the grouped cell highlight")
    }
}
