import CellKit
import CellScope
@testable import CellScopeDemos
import Foundation
import RenderingTestSupport
import Testing

/// The badge, progress bar and status label beside the list content follow the cell's state.
@Suite(.gtk) @MainActor struct BadgeCellStateTests {
    @Test func customViewsTurnWhiteOnTheTintedSelectedRow() throws {
        let demo = BuiltInDemos.demo("badges")
        let fixture = DemoListFixture(demo)
        let cell = try #require(fixture.cell(atRow: 0) as? SyncFolderCell)
        #expect(cell.badge.backgroundColor == .tintColor)
        #expect(cell.progressView.progressTintColor == .systemGreen)
        #expect(cell.statusLabel.text == "Up to date")
        var selected = ConfigurationStateOverrides()
        selected.force(.selected)
        cell.configurationStateOverrides = selected
        fixture.layOut()
        #expect(cell.badge.backgroundColor == .white)
        #expect(cell.badge.textColor == .tintColor)
        #expect(cell.progressView.progressTintColor == .white)
        #expect(cell.listContentView.configuration.textProperties.color == .white)
        #expect(cell.backgroundConfiguration?.backgroundColor == .tintColor)
    }

    @Test func rowsGrowWithTextSizeAndKeepTheBarUnderTheTitle() throws {
        let demo = BuiltInDemos.demo("badges")
        var ax3 = PreviewContext()
        ax3.contentSizeCategory = .accessibilityExtraLarge
        let normal = DemoListFixture(demo), large = DemoListFixture(demo, context: ax3)
        for row in demo.items.indices {
            let small = try #require(normal.cell(atRow: row) as? SyncFolderCell)
            let big = try #require(large.cell(atRow: row) as? SyncFolderCell)
            #expect(big.bounds.height > small.bounds.height)
            let text = try #require(big.listContentView.textLayoutGuide).layoutFrame
            let bar = big.progressView.convert(big.progressView.bounds, to: big.listContentView)
            #expect(abs(bar.minX - text.minX) < 0.5, "the bar starts under the title")
            let content = big.listContentView.convert(big.listContentView.bounds, to: big)
            #expect(bar.maxY <= big.bounds.height - content.minY, "the bar stays inside the row")
            let secondary = try #require(big.listContentView.secondaryTextLayoutGuide).layoutFrame
            #expect(secondary.maxY <= big.listContentView.bounds.height + 0.5, "the subtitle is not clipped")
        }
    }
}
