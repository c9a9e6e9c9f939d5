import Foundation
import Testing
@testable import CellKitCore

/// List sections expressed as layout sections keep the list metrics: row insets, spacing above sections,
/// headers and footers of an estimated 38 points, the grouped bottom padding. And a million rows cost a
/// screenful.
@Suite struct ListSectionLayoutTests {
    static func list(_ appearance: UIListEnvironment, header: Bool = false, footer: Bool = false, section: Int, width: CGFloat = 375) -> LayoutSectionSpec {
        ListSectionLayout.spec(appearance: appearance, headerTopPadding: nil, headerKind: header ? "header" : nil,
                               footerKind: footer ? "footer" : nil, sectionIndex: section,
                               sideMargin: ListSectionLayout.cellLayoutMargin(forWidth: width))
    }

    @Test func insetGroupedSectionsWithAndWithoutHeaders() {
        let engine = CollectionLayoutEngine(specs: [Self.list(.insetGrouped, section: 0), Self.list(.insetGrouped, header: true, footer: true, section: 1)],
                                            counts: [3, 2], size: CGSize(width: 375, height: 667),
                                            trailingPadding: ListSectionLayout.bottomPadding(.insetGrouped))
        expectFrame(engine.frame(of: IndexPath(item: 0, section: 0)), CGRect(x: 16, y: 35, width: 343, height: 44), "35 above a section without a header")
        let second = 35 + 3 * 44.0
        expectFrame(engine.boundaryFrame(section: 1, index: 0, visibleRect: .zero), CGRect(x: 16, y: second + 8, width: 343, height: 38))
        expectFrame(engine.frame(of: IndexPath(item: 1, section: 1)), CGRect(x: 16, y: second + 8 + 38 + 44, width: 343, height: 44))
        expectFrame(engine.boundaryFrame(section: 1, index: 1, visibleRect: .zero), CGRect(x: 16, y: second + 8 + 38 + 88, width: 343, height: 38))
        #expect(engine.contentHeight == CGFloat(second + 8 + 38 + 88 + 38 + 35))
    }

    @Test func rowInsetsPerAppearance() {
        #expect(ListSectionLayout.horizontalInset(for: .plain, sideMargin: 16) == 0)
        #expect(ListSectionLayout.horizontalInset(for: .sidebar, sideMargin: 16) == 10)
        #expect(ListSectionLayout.horizontalInset(for: .insetGrouped, sideMargin: 20) == 20)
        #expect(ListSectionLayout.spacingBefore(appearance: .plain, headerTopPadding: nil, hasHeader: true, sectionIndex: 0) == 22)
        #expect(ListSectionLayout.spacingBefore(appearance: .sidebar, headerTopPadding: nil, hasHeader: false, sectionIndex: 1) == 10)
    }

    @Test func aMillionRowsLayOutLazily() {
        var engine = CollectionLayoutEngine(specs: [Self.list(.sidebar, section: 0)], counts: [1_000_000], size: CGSize(width: 375, height: 667))
        #expect(engine.contentHeight == 44_000_000)
        let screen = engine.items(in: CGRect(x: 0, y: 22_000_000, width: 375, height: 667))
        #expect(screen.first?.indexPath.item == 500_000)
        #expect(screen.count == 16, "667 / 44 rounded up, plus the row cut at the bottom")
        engine.setMeasured(CGSize(width: 355, height: 60), for: IndexPath(item: 10, section: 0))
        expectFrame(engine.frame(of: IndexPath(item: 999_999, section: 0)), CGRect(x: 10, y: 999_999 * 44 + 16, width: 355, height: 44))
        #expect(engine.item(at: CGPoint(x: 100, y: 999_999 * 44 + 16 + 1)) == IndexPath(item: 999_999, section: 0))
        #expect(engine.sections[0].extents.setLengths.count == 1, "only the measured row is stored")
    }
}
