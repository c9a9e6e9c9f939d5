import Foundation
import Testing
@testable import CellKitCore

/// Badges and other supplementary items placed on their item's cell by UIKit's anchor rules: the
/// container anchor's point (plus its offset, in points or fractions of the badge's size) receives the
/// badge's item-anchor point. Expected frames are worked out by hand.
@Suite struct ItemSupplementaryAnchorTests {
    typealias S = LayoutSpecs
    static let cell = CGRect(x: 100, y: 200, width: 80, height: 60)
    static let badgeSize = LayoutSizeSpec(width: .absolute(20), height: .absolute(20))

    @Test func edgesNameCornersEdgeMiddlesAndTheCenter() {
        let rect = Self.cell
        #expect(LayoutAnchorSpec(edges: [.top, .leading]).point(on: rect) == CGPoint(x: 100, y: 200))
        #expect(LayoutAnchorSpec(edges: [.bottom, .trailing]).point(on: rect) == CGPoint(x: 180, y: 260))
        #expect(LayoutAnchorSpec(edges: [.top]).point(on: rect) == CGPoint(x: 140, y: 200))
        #expect(LayoutAnchorSpec(edges: [.trailing]).point(on: rect) == CGPoint(x: 180, y: 230))
        #expect(LayoutAnchorSpec(edges: []).point(on: rect) == CGPoint(x: 140, y: 230))
        #expect(LayoutAnchorSpec(edges: [.leading, .trailing]).point(on: rect) == CGPoint(x: 140, y: 230))
    }

    @Test func withoutAnItemAnchorTheBadgeSitsInsideAgainstTheAnchoredEdges() {
        let badge = ItemSupplementarySpec(kind: "badge", size: Self.badgeSize, containerAnchor: LayoutAnchorSpec(edges: [.top, .trailing]))
        expectFrame(badge.frame(in: Self.cell), CGRect(x: 180 - 20, y: 200, width: 20, height: 20))
        let centered = ItemSupplementarySpec(kind: "mark", size: Self.badgeSize, containerAnchor: LayoutAnchorSpec(edges: []))
        expectFrame(centered.frame(in: Self.cell), CGRect(x: 140 - 10, y: 230 - 10, width: 20, height: 20))
    }

    @Test func aFractionalOffsetIsAFractionOfTheBadgesSize() {
        // The common iOS badge: top trailing corner, 0.3 of its size out to the right and up.
        let badge = ItemSupplementarySpec(kind: "badge", size: Self.badgeSize,
                                          containerAnchor: LayoutAnchorSpec(edges: [.top, .trailing], offset: CGPoint(x: 0.3, y: -0.3), isFractional: true))
        expectFrame(badge.frame(in: Self.cell), CGRect(x: 180 - 20 + 6, y: 200 - 6, width: 20, height: 20))
    }

    @Test func anAbsoluteOffsetIsInPoints() {
        let badge = ItemSupplementarySpec(kind: "badge", size: Self.badgeSize,
                                          containerAnchor: LayoutAnchorSpec(edges: [.bottom, .leading], offset: CGPoint(x: 4, y: -4)))
        expectFrame(badge.frame(in: Self.cell), CGRect(x: 100 + 4, y: 260 - 20 - 4, width: 20, height: 20))
    }

    @Test func anItemAnchorPutsThatPointOfTheBadgeOnTheContainersPoint() {
        // The badge's bottom leading corner on the cell's top trailing corner: wholly outside it.
        let badge = ItemSupplementarySpec(kind: "badge", size: Self.badgeSize, containerAnchor: LayoutAnchorSpec(edges: [.top, .trailing]),
                                          itemAnchor: LayoutAnchorSpec(edges: [.bottom, .leading]))
        expectFrame(badge.frame(in: Self.cell), CGRect(x: 180, y: 200 - 20, width: 20, height: 20))
        // The item anchor's offset moves the point within the badge: the badge moves the other way.
        let moved = ItemSupplementarySpec(kind: "badge", size: Self.badgeSize, containerAnchor: LayoutAnchorSpec(edges: [.top, .trailing]),
                                          itemAnchor: LayoutAnchorSpec(edges: [.bottom, .leading], offset: CGPoint(x: 5, y: 0)))
        expectFrame(moved.frame(in: Self.cell), CGRect(x: 180 - 5, y: 200 - 20, width: 20, height: 20))
    }

    @Test func fractionalBadgeSizesAreFractionsOfTheCell() {
        let strip = ItemSupplementarySpec(kind: "strip", size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(0.25)),
                                          containerAnchor: LayoutAnchorSpec(edges: [.bottom]))
        expectFrame(strip.frame(in: Self.cell), CGRect(x: 100, y: 260 - 15, width: 80, height: 15))
    }

    @Test func theEngineAttachesBadgesToEveryItemOfAGrid() {
        let badge = ItemSupplementarySpec(kind: "badge", size: Self.badgeSize,
                                          containerAnchor: LayoutAnchorSpec(edges: [.top, .trailing], offset: CGPoint(x: 0.3, y: -0.3), isFractional: true))
        let item = LayoutElementSpec.item(LayoutItemSpec(size: LayoutSizeSpec(width: .fractionalWidth(0.25), height: .fractionalHeight(1)),
                                                         contentInsets: S.insets(5, 5, 5, 5), supplementaries: [badge]))
        let spec = LayoutSectionSpec(group: S.group(.horizontal, .fractionalWidth(1), .absolute(100), [item]))
        let engine = S.engine([(spec, 6)])
        #expect(engine.hasItemSupplementaries(inSection: 0))
        let quarter = 375.0 / 4
        for index in 0..<6 {
            let cell = CGRect(x: CGFloat(index % 4) * quarter + 5, y: CGFloat(index / 4) * 100 + 5, width: quarter - 10, height: 90)
            let elements = engine.itemSupplementaryElements(of: IndexPath(item: index, section: 0))
            #expect(elements.count == 1 && elements.first?.kind == "badge" && elements.first?.zIndex == 1)
            expectFrame(elements.first?.frame, CGRect(x: cell.maxX - 20 + 6, y: cell.minY - 6, width: 20, height: 20), "item \(index)")
        }
        #expect(engine.itemSupplementaryElements(of: IndexPath(item: 6, section: 0)).isEmpty)
        // Only the first row meets a rectangle over it.
        let firstRow = engine.itemSupplementaryElements(in: CGRect(x: 0, y: 0, width: 375, height: 50))
        #expect(firstRow.map(\.indexPath.item) == [0, 1, 2, 3])
    }

    @Test func rightToLeftPutsATrailingBadgeOnTheLeft() {
        let badge = ItemSupplementarySpec(kind: "badge", size: Self.badgeSize, containerAnchor: LayoutAnchorSpec(edges: [.top, .trailing]))
        let item = LayoutElementSpec.item(LayoutItemSpec(size: LayoutSizeSpec(width: .fractionalWidth(0.5), height: .fractionalHeight(1)),
                                                         supplementaries: [badge]))
        let spec = LayoutSectionSpec(group: S.group(.horizontal, .fractionalWidth(1), .absolute(100), [item]))
        let engine = S.engine([(spec, 2)], rightToLeft: true)
        // Item 0 is on the right half in right-to-left; its trailing edge is its left side (x 187.5).
        expectFrame(engine.itemSupplementaryElements(of: IndexPath(item: 0, section: 0)).first?.frame,
                    CGRect(x: 187.5, y: 0, width: 20, height: 20))
    }
}
