@testable import CellKit
import CellKitGTK
import Foundation
import RenderingTestSupport
import Testing

/// List rows size themselves to their text, measured by `GridTextEngine` (text on a fixed grid: 10 points a
/// character, 20 a line), so heights and frames are exact numbers, with no display and no Pango.
@Suite @MainActor struct ListSelfSizingWithGridTextTests {
    /// A data source of list cells, one per content configuration.
    final class Rows: UICollectionViewDataSource {
        let contents: [UIListContentConfiguration]
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }

        init(_ contents: [UIListContentConfiguration]) { self.contents = contents }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { contents.count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
            cell.contentConfiguration = contents[indexPath.item]
            return cell
        }
    }

    static func content(_ text: String, secondary: String? = nil, value: Bool = false) -> UIListContentConfiguration {
        var content: UIListContentConfiguration = value ? .valueCell() : .cell()
        content.text = text
        content.secondaryText = secondary
        return content
    }

    /// Ten six-letter words: four to a line at the 288-point text width of a 320-point plain list.
    static let tenWords = Array(repeating: "abcdef", count: 10).joined(separator: " ")

    /// A 320-point plain list of `contents`, laid out with `engine` (all of the list's text is measured
    /// inside `body`, which runs with the engine bound).
    private func withList(_ contents: [UIListContentConfiguration], engine: GridTextEngine,
                          traits: (inout UITraitOverrides) -> Void = { _ in },
                          _ body: (UICollectionView) throws -> Void) rethrows {
        let rows = Rows(contents)
        let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 800),
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        traits(&list.traitOverrides)
        list.dataSource = rows
        try TextEngines.$current.withValue(engine) {
            list.layoutIfNeeded()
            try body(list)
        }
        withExtendedLifetime(rows) {}
    }

    private func contentView(_ list: UICollectionView, _ item: Int) throws -> UIListContentView {
        let cell = try #require(list.cellForItem(at: IndexPath(item: item, section: 0)))
        return try #require(cell.contentView.subviews.first as? UIListContentView)
    }

    @Test func rowsAreAsTallAsTheirWrappedTextAndStackWithoutGaps() throws {
        let engine = GridTextEngine()
        try withList([Self.content("Short"), Self.content(Self.tenWords), Self.content("abcdef abcdef abcdef abcdef abcdef")],
                     engine: engine) { list in
            let frames = (0..<3).map { list.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
            // One line is shorter than the 44-point minimum row; three lines are 11 + 3 × 20 + 11, two 11 + 2 × 20 + 11.
            #expect(frames == [CGRect(x: 0, y: 0, width: 320, height: 44), CGRect(x: 0, y: 44, width: 320, height: 82),
                               CGRect(x: 0, y: 126, width: 320, height: 62)])
            #expect(list.contentSize.height == 188)
            // Text starts at the 16-point layout margin and spans to the trailing one, centered in the row.
            let texts = try (0..<3).map { try contentView(list, $0).textLayoutGuide?.layoutFrame }
            #expect(texts == [CGRect(x: 16, y: 12, width: 288, height: 20), CGRect(x: 16, y: 11, width: 288, height: 60),
                              CGRect(x: 16, y: 11, width: 288, height: 40)])
            #expect(!ViewTesting.hasWidget(list), "laid out without creating a widget")
        }
        #expect(engine.requests.contains { $0.text == Self.tenWords && $0.width == 288 })
    }

    @Test func valueCellsPutTheTextsSideBySideWhenBothFitAndStackThemOtherwise() throws {
        let long = "abcdefghij abcdefghij"
        try withList([Self.content("abc", secondary: "de", value: true), Self.content(long, secondary: long, value: true)],
                     engine: GridTextEngine()) { list in
            let sideBySide = try contentView(list, 0)
            #expect(sideBySide.textLayoutGuide?.layoutFrame == CGRect(x: 16, y: 12, width: 30, height: 20))
            #expect(sideBySide.secondaryTextLayoutGuide?.layoutFrame == CGRect(x: 284, y: 12, width: 20, height: 20),
                    "the value ends at the trailing margin")
            let stacked = try contentView(list, 1)
            #expect(stacked.textLayoutGuide?.layoutFrame == CGRect(x: 16, y: 11, width: 288, height: 20))
            #expect(stacked.secondaryTextLayoutGuide?.layoutFrame == CGRect(x: 16, y: 34, width: 288, height: 20),
                    "under the text, 3 points apart")
            #expect(list.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.height == 65)
        }
    }

    @Test func theEngineIsAskedForTheDynamicTypeFontOfTheRowsTraits() throws {
        let engine = GridTextEngine()
        try withList([Self.content("Short")], engine: engine, traits: { $0.preferredContentSizeCategory = .accessibilityExtraLarge }) { list in
            // At AX3 the row's vertical margins grow with the text size around the one 20-point line.
            let height = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.height)
            let margin = ListMetrics.cellVerticalMargin(for: .accessibilityExtraLarge)
            #expect(margin > 11)
            #expect(height == max(ListMetrics.minimumCellHeight(for: .accessibilityExtraLarge), margin + 20 + margin))
            let text = try contentView(list, 0).textLayoutGuide?.layoutFrame
            #expect(text?.height == 20)
        }
        let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge))
        #expect(engine.requests.map(\.font.pointSize).allSatisfy { $0 == body.pointSize })
        #expect(!engine.requests.isEmpty)
    }

    /// The first measurement of a row, before its content view was ever laid out, uses the row's final text
    /// width: the trailing layout margin the content view preserves from the cell (16 points, not its own
    /// 8) applies already, so text that wraps within those 8 points gets its second line's height.
    @Test func aRowMeasuredBeforeItsFirstLayoutFitsItsFinalTextWidth() throws {
        let straddling = Array(repeating: "abcd", count: 6).joined(separator: " ")  // 29 characters
        try withList([Self.content(straddling)], engine: GridTextEngine()) { list in
            let row = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)))
            let text = try #require(contentView(list, 0).textLayoutGuide?.layoutFrame)
            #expect(text.maxY + 11 <= row.frame.height, "the text (\(text)) fits its row (\(row.frame))")
        }
    }

    /// Laying out with another engine needs no display at all: a fresh process without `DISPLAY` lays out
    /// the rows of the first test the same way.
    @Test func listLayoutWithTheGridEngineRunsWithoutADisplay() throws {
        let result = try Probe.run(["grid-text-list"], environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "rows 0+44 44+82 126+62; text 288x20 288x60 288x40; widgets none\n")
    }
}
