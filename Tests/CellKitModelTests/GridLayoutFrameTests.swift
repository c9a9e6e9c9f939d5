import Foundation
import Testing
@testable import CellKitCore

/// Grid sections laid out by UIKit's compositional rules, with every expected frame computed by hand:
/// fractions of the container inside the insets, inter-item and inter-group spacing, item content insets,
/// boundary items above and below the content.
@Suite struct GridLayoutFrameTests {
    typealias S = LayoutSpecs

    /// Three columns: items a third of the group wide and as tall as the group, inset 4 points; groups 120
    /// tall, 8 apart; section insets 10/16; a 44-point header and a 30-point footer.
    static let threeColumns = LayoutSectionSpec(
        group: S.group(.horizontal, .fractionalWidth(1), .absolute(120), [S.item(.fractionalWidth(1.0 / 3), .fractionalHeight(1), insets: 4)]),
        interGroupSpacing: 8, contentInsets: S.insets(10, 16, 10, 16),
        boundaryItems: [BoundaryItemSpec(kind: "header", size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(44)), alignment: .top),
                        BoundaryItemSpec(kind: "footer", size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(30)), alignment: .bottom)])

    @Test func threeColumnGridItemsHeaderAndFooter() {
        let engine = S.engine([(Self.threeColumns, 7)])
        let column = (375.0 - 16 - 16) / 3  // the effective width, in thirds
        for item in 0..<7 {
            let row = CGFloat(item / 3), col = CGFloat(item % 3)
            expectFrame(engine.frame(of: IndexPath(item: item, section: 0)),
                        CGRect(x: 16 + col * column + 4, y: 44 + 10 + row * (120 + 8) + 4, width: column - 8, height: 120 - 8), "item \(item)")
        }
        #expect(engine.frame(of: IndexPath(item: 7, section: 0)) == nil)
        let body = 3 * 120 + 2 * 8.0
        expectFrame(engine.boundaryFrame(section: 0, index: 0, visibleRect: .zero), CGRect(x: 16, y: 0, width: 343, height: 44))
        expectFrame(engine.boundaryFrame(section: 0, index: 1, visibleRect: .zero), CGRect(x: 16, y: 44 + 10 + body + 10, width: 343, height: 30))
        #expect(engine.contentHeight == CGFloat(44 + 10 + body + 10 + 30))
    }

    @Test func fixedSpacingThatLeavesNoRoomForAThirdItemMakesRowsOfTwo() {
        // 3 × 114.33 + 2 × 10 > 343: the third item does not fit, so a group holds two (as in UIKit).
        let spec = LayoutSectionSpec(group: S.group(.horizontal, .fractionalWidth(1), .absolute(100),
                                                    [S.item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))], spacing: .fixed(10)),
                                     contentInsets: S.insets(0, 16, 0, 16))
        let engine = S.engine([(spec, 5)])
        let third = 343.0 / 3
        expectFrame(engine.frame(of: IndexPath(item: 1, section: 0)), CGRect(x: 16 + third + 10, y: 0, width: third, height: 100))
        expectFrame(engine.frame(of: IndexPath(item: 2, section: 0)), CGRect(x: 16, y: 100, width: third, height: 100))
        #expect(engine.contentHeight == CGFloat(300))
    }

    @Test func aCountedGroupSharesItsWidthEqually() {
        let spec = LayoutSectionSpec(group: S.group(.horizontal, .fractionalWidth(1), .absolute(80),
                                                    [S.item(.absolute(10), .fractionalHeight(1))], count: 3, spacing: .fixed(10)),
                                     contentInsets: S.insets(0, 16, 0, 16))
        let engine = S.engine([(spec, 3)])
        let width = (343.0 - 2 * 10) / 3
        for item in 0..<3 {
            expectFrame(engine.frame(of: IndexPath(item: item, section: 0)),
                        CGRect(x: 16 + CGFloat(item) * (width + 10), y: 0, width: width, height: 80))
        }
    }

    @Test func flexibleSpacingSpreadsTheItemsAcrossTheGroup() {
        let spec = LayoutSectionSpec(group: S.group(.horizontal, .fractionalWidth(1), .absolute(50),
                                                    [S.item(.absolute(100), .absolute(50))], spacing: .flexible(0)),
                                     contentInsets: S.insets(0, 16, 0, 16))
        let engine = S.engine([(spec, 3)])
        let gap = (343.0 - 300) / 2
        for item in 0..<3 {
            expectFrame(engine.frame(of: IndexPath(item: item, section: 0)),
                        CGRect(x: 16 + CGFloat(item) * (100 + gap), y: 0, width: 100, height: 50))
        }
    }

    @Test func nestedGroupsPlaceALargeItemBesideTwoSmallOnes() {
        let small = S.item(.fractionalWidth(1), .fractionalHeight(0.5))
        let column = LayoutElementSpec.group(S.group(.vertical, .fractionalWidth(1.0 / 3), .fractionalHeight(1), [small]))
        let spec = LayoutSectionSpec(group: S.group(.horizontal, .fractionalWidth(1), .absolute(200),
                                                    [S.item(.fractionalWidth(2.0 / 3), .fractionalHeight(1)), column]))
        let engine = S.engine([(spec, 6)])
        expectFrame(engine.frame(of: IndexPath(item: 0, section: 0)), CGRect(x: 0, y: 0, width: 250, height: 200))
        expectFrame(engine.frame(of: IndexPath(item: 1, section: 0)), CGRect(x: 250, y: 0, width: 125, height: 100))
        expectFrame(engine.frame(of: IndexPath(item: 2, section: 0)), CGRect(x: 250, y: 100, width: 125, height: 100))
        expectFrame(engine.frame(of: IndexPath(item: 3, section: 0)), CGRect(x: 0, y: 200, width: 250, height: 200))
        #expect(engine.contentHeight == CGFloat(400))
    }

    @Test func flexibleEdgeSpacingCentersAnItemInItsGroup() {
        let centered = LayoutEdgeSpacingSpec(leading: .flexible(0), top: .flexible(0), trailing: .flexible(0), bottom: .flexible(0))
        let spec = LayoutSectionSpec(group: S.group(.horizontal, .absolute(200), .absolute(60),
                                                    [S.item(.absolute(120), .absolute(40), edges: centered)]))
        let engine = S.engine([(spec, 2)])
        expectFrame(engine.frame(of: IndexPath(item: 0, section: 0)), CGRect(x: (200 - 120) / 2, y: (60 - 40) / 2, width: 120, height: 40))
        expectFrame(engine.frame(of: IndexPath(item: 1, section: 0)), CGRect(x: 40, y: 60 + 10, width: 120, height: 40))
    }

    @Test func aVerticalGroupStacksItsItemsWithSpacing() {
        let spec = LayoutSectionSpec(group: S.group(.vertical, .fractionalWidth(0.5), .absolute(106),
                                                    [S.item(.fractionalWidth(1), .absolute(50))], spacing: .fixed(6)))
        let engine = S.engine([(spec, 3)])
        expectFrame(engine.frame(of: IndexPath(item: 0, section: 0)), CGRect(x: 0, y: 0, width: 187.5, height: 50))
        expectFrame(engine.frame(of: IndexPath(item: 1, section: 0)), CGRect(x: 0, y: 56, width: 187.5, height: 50))
        expectFrame(engine.frame(of: IndexPath(item: 2, section: 0)), CGRect(x: 0, y: 106, width: 187.5, height: 50))
    }

    @Test func estimatedHeightsAreReplacedByMeasuredOnes() {
        let row = LayoutSizeSpec(width: .fractionalWidth(1), height: .estimated(44))
        let spec = LayoutSectionSpec(group: LayoutGroupSpec(size: row, axis: .horizontal, subitems: [.item(LayoutItemSpec(size: row))]))
        var engine = S.engine([(spec, 10)])
        #expect(engine.needsMeasurement(IndexPath(item: 1, section: 0)))
        #expect(engine.measurementTarget(IndexPath(item: 1, section: 0)) == MeasurementTarget(size: CGSize(width: 375, height: 0),
                                                                                             fitsWidth: false, fitsHeight: true))
        let moved = engine.setMeasured(CGSize(width: 375, height: 80), for: IndexPath(item: 1, section: 0))
        #expect(moved)
        #expect(!engine.needsMeasurement(IndexPath(item: 1, section: 0)))
        expectFrame(engine.frame(of: IndexPath(item: 1, section: 0)), CGRect(x: 0, y: 44, width: 375, height: 80))
        expectFrame(engine.frame(of: IndexPath(item: 2, section: 0)), CGRect(x: 0, y: 124, width: 375, height: 44))
        #expect(engine.contentHeight == CGFloat(9 * 44 + 80))
        engine.invalidateAllMeasurements()
        #expect(engine.needsMeasurement(IndexPath(item: 1, section: 0)), "new traits: measured again")
        expectFrame(engine.frame(of: IndexPath(item: 2, section: 0)), CGRect(x: 0, y: 124, width: 375, height: 44), "sizes hold meanwhile")
    }

    @Test func aRowOfSelfSizingCellsIsAsTallAsItsTallestCell() {
        let spec = LayoutSectionSpec(group: S.group(.horizontal, .fractionalWidth(1), .estimated(100),
                                                    [S.item(.fractionalWidth(0.5), .estimated(100))]), interGroupSpacing: 5)
        var engine = S.engine([(spec, 4)])
        engine.setMeasured(CGSize(width: 187.5, height: 70), for: IndexPath(item: 0, section: 0))
        engine.setMeasured(CGSize(width: 187.5, height: 130), for: IndexPath(item: 1, section: 0))
        expectFrame(engine.frame(of: IndexPath(item: 0, section: 0)), CGRect(x: 0, y: 0, width: 187.5, height: 70))
        expectFrame(engine.frame(of: IndexPath(item: 1, section: 0)), CGRect(x: 187.5, y: 0, width: 187.5, height: 130))
        expectFrame(engine.frame(of: IndexPath(item: 2, section: 0)), CGRect(x: 0, y: 135, width: 187.5, height: 100))
    }

    @Test func rightToLeftMirrorsTheGrid() {
        let engine = S.engine([(Self.threeColumns, 7)], rightToLeft: true)
        let column = 343.0 / 3
        expectFrame(engine.frame(of: IndexPath(item: 0, section: 0)),
                    CGRect(x: 375 - (16 + 4) - (column - 8), y: 58, width: column - 8, height: 112), "the first item is on the right")
        #expect(engine.item(at: CGPoint(x: 370 - 16, y: 60)) == IndexPath(item: 0, section: 0))
    }

    @Test func interSectionSpacingAndHitTesting() {
        var second = Self.threeColumns
        second.spacingBefore = 20
        let engine = S.engine([(Self.threeColumns, 3), (second, 3)])
        let first = 44 + 10 + 120 + 10 + 30.0
        #expect(engine.top(ofSection: 1) == CGFloat(first))
        expectFrame(engine.frame(of: IndexPath(item: 0, section: 1)), CGRect(x: 20, y: first + 20 + 44 + 10 + 4, width: 343.0 / 3 - 8, height: 112))
        #expect(engine.item(at: CGPoint(x: 30, y: first + 20 + 44 + 10 + 50)) == IndexPath(item: 0, section: 1))
        #expect(engine.item(at: CGPoint(x: 18, y: first + 20 + 44 + 10 + 50)) == nil, "the 4-point inset around a cell is a gap")
        #expect(engine.item(at: CGPoint(x: 30, y: first + 5)) == nil, "the spacing between sections")
    }
}
