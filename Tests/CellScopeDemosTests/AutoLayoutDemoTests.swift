@testable import CellKit
import CellScope
import CellScopeDemos
import Foundation
import RenderingTestSupport
import Testing

/// The Auto Layout demo: profile rows whose cells are laid out by constraints size themselves in the list,
/// grow with Dynamic Type (switching to a stacked arrangement at accessibility sizes), mirror in right to
/// left, and indent direct reports through a constraint's constant.
@Suite(.gtk) @MainActor struct AutoLayoutDemoTests {
    static let sizes: [(name: String, category: UIContentSizeCategory)] = [
        ("XS", .extraSmall), ("L", .large), ("AX5", .accessibilityExtraExtraExtraLarge),
    ]

    @Test(arguments: ["XS", "L", "AX5"], ["light", "dark"])
    func demoMatchesItsGoldensInBothDirections(size: String, appearance: String) throws {
        for direction in ["ltr", "rtl"] {
            var context = PreviewContext()
            context.contentSizeCategory = try #require(Self.sizes.first { $0.name == size }).category
            context.userInterfaceStyle = appearance == "dark" ? .dark : .light
            context.layoutDirection = direction == "rtl" ? .rightToLeft : .leftToRight
            let (image, warnings) = try Diagnostics.capturingWarnings {
                try PreviewRenderer.renderDemo(BuiltInDemos.demo("auto-layout"), context: context)
            }
            #expect(warnings.isEmpty, "\(warnings)")
            GoldenImage.assertMatches(image, named: "demo-auto-layout-\(size)-\(appearance)-\(direction)")
        }
    }

    /// The realized profile cells, in row order, and the views inside each one.
    private func rows(_ fixture: DemoListFixture) throws -> [(cell: UICollectionViewCell, avatar: UIView, text: UIStackView)] {
        try fixture.indexPaths.indices.map { row in
            let cell = try #require(fixture.cell(atRow: row))
            let text = try #require(cell.contentView.subviews.compactMap { $0 as? UIStackView }.first)
            let avatar = try #require(cell.contentView.subviews.first { !($0 is UIStackView) })
            return (cell, avatar, text)
        }
    }

    @Test func rowsAreAsTallAsTheirConstraintsNeed() throws {
        let fixture = DemoListFixture(BuiltInDemos.demo("auto-layout"))
        for (cell, avatar, text) in try rows(fixture) {
            let labels = text.arrangedSubviews.compactMap { $0 as? UILabel }
            // At Large: a 40-point avatar at the leading margin (16, or 44 for a direct report), the text
            // 1.5 × 8 points after it, to the trailing margin at 375 − 16; margins 11 above and below.
            let textWidth = 375 - 16 - avatar.frame.maxX - 12
            #expect(avatar.frame.size == CGSize(width: 40, height: 40))
            #expect(text.frame.minX == avatar.frame.maxX + 12 && text.frame.width == textWidth)
            let heights = labels.map { $0.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height }
            let textHeight = heights[0] + 2 + heights[1]
            #expect(cell.frame.height == (11 + max(40, textHeight) + 11).rounded(.up), "\(labels[0].text ?? "")")
            #expect(labels[1].frame.height == heights[1] && labels[1].frame.minY == heights[0] + 2)
            #expect(!text.hasAmbiguousLayout && !avatar.hasAmbiguousLayout && !labels[1].hasAmbiguousLayout)
        }
        let first = try rows(fixture)[0], second = try rows(fixture)[1]
        #expect(first.avatar.frame.minX == 16 && second.avatar.frame.minX == 16 + 28, "the direct report is indented")
    }

    @Test func reportStateIndentsByTheLeadingConstantWithoutRebuildingTheLayout() throws {
        let demo = BuiltInDemos.demo("auto-layout")
        let fixture = DemoListFixture(demo)
        let lead = try rows(fixture)[0]
        let island = try #require(lead.cell.contentView.autoLayout.island)
        let rebuilds = island.rebuildCount
        let report = Set(demo.customStates.filter { $0.name == "report" }.map(\.key))
        lead.cell.configurationStateOverrides = ForcedStates(customStates: report).overrides(customStates: demo.customStates)
        fixture.layOut()
        #expect(lead.avatar.frame.minX == 44)
        #expect(lead.text.frame.minX == CGFloat(44 + 40 + 12))
        #expect(island.rebuildCount == rebuilds)
    }

    @Test func rowsGrowWithTheTextSizeAndStackAtAccessibilitySizes() throws {
        var heights: [CGFloat] = []
        for size in Self.sizes {
            var context = PreviewContext()
            context.contentSizeCategory = size.category
            let fixture = DemoListFixture(BuiltInDemos.demo("auto-layout"), context: context)
            let lead = try rows(fixture)[0]
            heights.append(lead.cell.frame.height)
            if size.name == "AX5" {
                // Under the avatar, the text takes the full width between the margins.
                #expect(lead.avatar.frame.size == CGSize(width: 64, height: 64))
                #expect(lead.text.frame.minX == 16 && lead.text.frame.width == 375 - 32)
                #expect(lead.text.frame.minY == lead.avatar.frame.maxY + 8)
            } else {
                #expect(lead.text.frame.minX == lead.avatar.frame.maxX + 12)
            }
        }
        #expect(heights[0] < heights[1] && heights[1] < heights[2], "\(heights)")
    }

    @Test func theStateMatrixShowsTheRowGrowingAcrossTextSizes() throws {
        let demo = BuiltInDemos.demo("auto-layout")
        let item = try #require(demo.item(withID: "sofia"))
        let report = Set(demo.customStates.filter { $0.name == "report" }.map(\.key))
        let sheet = try MatrixSheet(demo: demo, item: item, rows: [ForcedStates(), ForcedStates(customStates: report)],
                                    columns: .sizes(Self.sizes.map(\.category)), base: PreviewContext())
        for row in sheet.tiles {
            #expect(row[0].height < row[1].height && row[1].height < row[2].height, "\(row.map(\.height))")
        }
    }
}
