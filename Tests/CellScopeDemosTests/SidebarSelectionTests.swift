import CellKit
import CellScope
@testable import CellScopeDemos
import Foundation
import RenderingTestSupport
import Testing

/// Sidebar rows turn icon and text white when selected or highlighted, from
/// `updateConfiguration(using:)`; headers start expanded and collapsed folders hide their children.
@Suite(.gtk) @MainActor struct SidebarSelectionTests {
    private func content(_ cell: UICollectionViewCell?) throws -> UIListContentConfiguration {
        try #require(cell?.contentConfiguration as? UIListContentConfiguration)
    }

    @Test func selectedAndHighlightedRowsAreWhiteOthersAreNot() throws {
        let demo = BuiltInDemos.demo("sidebar")
        let fixture = DemoListFixture(demo)
        let row = { (id: String) in try #require(demo.items.firstIndex { $0.id == id }) }
        let selected = fixture.cell(atRow: try row("mobile-app"))
        #expect(selected?.isSelected == true)
        #expect(try content(selected).textProperties.color == .white)
        #expect(try content(selected).imageProperties.tintColor == .white)
        let ideas = try #require(fixture.cell(atRow: try row("ideas")))
        #expect(try content(ideas).textProperties.color != .white)
        #expect(try content(ideas).text == "Ideas")
        var highlighted = ConfigurationStateOverrides()
        highlighted.force(.highlighted)
        ideas.configurationStateOverrides = highlighted
        fixture.layOut()
        #expect(try content(ideas).textProperties.color == .white)
        #expect(try content(ideas).imageProperties.tintColor == .white)
    }

    @Test func outlineShowsExpandedSectionsAndHidesTheCollapsedArchive() {
        let visible = SidebarSection.folders.snapshot.visibleItems.map(\.id)
        #expect(visible == ["folders", "documents", "invoices", "contracts", "photos", "archive"])
        #expect(SidebarSection.folders.snapshot.items.map(\.id).contains("archive-2023"))
    }
}
