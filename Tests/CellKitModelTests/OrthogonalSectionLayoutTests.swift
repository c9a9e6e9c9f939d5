import Foundation
import Testing
@testable import CellKitCore

/// A section whose groups scroll sideways: frames follow the sideways offset, and drags and wheel notches
/// settle by the section's behavior. Expected offsets are computed by hand.
@Suite struct OrthogonalSectionLayoutTests {
    typealias S = LayoutSpecs

    /// Five cards 80% of the effective width (343 × 0.8 = 274.4) and 150 tall, 10 apart, insets 16.
    static func cards(_ behavior: OrthogonalScrollingSpec) -> LayoutSectionSpec {
        LayoutSectionSpec(group: S.group(.horizontal, .fractionalWidth(0.8), .absolute(150), [S.item(.fractionalWidth(1), .fractionalHeight(1))]),
                          interGroupSpacing: 10, contentInsets: S.insets(0, 16, 0, 16), orthogonalScrolling: behavior)
    }

    static let card = 343 * 0.8
    static let contentWidth = 16 + 5 * card + 4 * 10 + 16
    static let maximumOffset = contentWidth - 375

    @Test func groupsLieInOneRowThatScrollsSideways() {
        var engine = S.engine([(Self.cards(.continuous), 5), (GridLayoutFrameTests.threeColumns, 3)])
        #expect(engine.sections[0].height == 150, "one row of groups")
        for item in 0..<5 {
            expectFrame(engine.frame(of: IndexPath(item: item, section: 0)),
                        CGRect(x: 16 + CGFloat(item) * (Self.card + 10), y: 0, width: Self.card, height: 150))
        }
        #expect(abs(engine.maximumOrthogonalOffset(ofSection: 0) - Self.maximumOffset) < 0.001)
        let scrolled = engine.setOrthogonalOffset(100, ofSection: 0)
        #expect(scrolled)
        expectFrame(engine.frame(of: IndexPath(item: 1, section: 0)), CGRect(x: 16 + Self.card + 10 - 100, y: 0, width: Self.card, height: 150))
        #expect(engine.items(in: CGRect(x: 0, y: 0, width: 375, height: 150)).map(\.indexPath.item) == [0, 1])
        #expect(engine.orthogonalSection(at: CGPoint(x: 10, y: 149)) == 0)
        #expect(engine.orthogonalSection(at: CGPoint(x: 10, y: 151)) == nil)
        engine.setOrthogonalOffset(10_000, ofSection: 0)
        #expect(abs(engine.orthogonalOffset(ofSection: 0) - Self.maximumOffset) < 0.001, "clamped to the content")
    }

    @Test func groupPagingMovesOneGroupPerDrag() {
        let engine = S.engine([(Self.cards(.groupPaging), 5)])
        let step = Self.card + 10
        #expect(abs(engine.settledOrthogonalOffset(section: 0, proposed: 60, start: 0) - step) < 0.001,
                "a 60-point drag turns a group although it ends nearer the first")
        #expect(engine.settledOrthogonalOffset(section: 0, proposed: 10, start: 0) == 0, "a nudge stays")
        #expect(abs(engine.settledOrthogonalOffset(section: 0, proposed: 900, start: step) - 2 * step) < 0.001, "at most one group")
        #expect(abs(engine.orthogonalOffsetAfterWheel(section: 0, current: 0, notches: 1) - step) < 0.001)
        #expect(abs(engine.orthogonalOffsetAfterWheel(section: 0, current: 50, notches: 1) - step) < 0.001, "from between groups, the next")
        #expect(engine.orthogonalOffsetAfterWheel(section: 0, current: step, notches: -1) == 0)
        let end = engine.orthogonalOffsetAfterWheel(section: 0, current: 0, notches: 10)
        #expect(abs(end - Self.maximumOffset) < 0.001, "the last groups rest at the end of the content")
        #expect(abs(engine.orthogonalOffsetAfterWheel(section: 0, current: end, notches: -1) - 3 * step) < 0.001,
                "back from the end goes to the group before the ones resting there")
    }

    @Test func pagingMovesByTheVisibleWidth() {
        let engine = S.engine([(Self.cards(.paging), 5)])
        #expect(engine.orthogonalOffsetAfterWheel(section: 0, current: 0, notches: 1) == 375)
        #expect(engine.settledOrthogonalOffset(section: 0, proposed: 300, start: 0) == 375)
        #expect(engine.settledOrthogonalOffset(section: 0, proposed: 700, start: 0) == 750, "a long drag can turn two pages")
    }

    @Test func leadingBoundarySettlesOnTheNearestGroup() {
        let engine = S.engine([(Self.cards(.continuousGroupLeadingBoundary), 5)])
        #expect(abs(engine.settledOrthogonalOffset(section: 0, proposed: 300, start: 0) - (Self.card + 10)) < 0.001)
        #expect(engine.settledOrthogonalOffset(section: 0, proposed: 100, start: 0) == 0)
    }

    @Test func groupPagingCenteredStartsWithTheFirstGroupCentered() {
        var engine = S.engine([(Self.cards(.groupPagingCentered), 5)])
        let padding = (343 - Self.card) / 2
        expectFrame(engine.frame(of: IndexPath(item: 0, section: 0)), CGRect(x: 16 + padding, y: 0, width: Self.card, height: 150))
        #expect(abs(engine.frame(of: IndexPath(item: 0, section: 0))!.midX - 187.5) < 0.001)
        let next = engine.orthogonalOffsetAfterWheel(section: 0, current: 0, notches: 1)
        engine.setOrthogonalOffset(next, ofSection: 0)
        #expect(abs(engine.frame(of: IndexPath(item: 1, section: 0))!.midX - 187.5) < 0.001, "the second group is centered")
    }

    @Test func selfSizingCardsSetTheRowsHeight() {
        let spec = LayoutSectionSpec(group: S.group(.horizontal, .estimated(100), .estimated(40), [S.item(.estimated(100), .estimated(40))]),
                                     interGroupSpacing: 8, contentInsets: S.insets(0, 16, 0, 16), orthogonalScrolling: .continuous)
        var engine = S.engine([(spec, 3)])
        #expect(engine.measurementTarget(IndexPath(item: 0, section: 0)) == MeasurementTarget(size: .zero, fitsWidth: true, fitsHeight: true))
        engine.setMeasured(CGSize(width: 64, height: 30), for: IndexPath(item: 0, section: 0))
        engine.setMeasured(CGSize(width: 120, height: 52), for: IndexPath(item: 1, section: 0))
        expectFrame(engine.frame(of: IndexPath(item: 1, section: 0)), CGRect(x: 16 + 64 + 8, y: 0, width: 120, height: 52))
        expectFrame(engine.frame(of: IndexPath(item: 2, section: 0)), CGRect(x: 16 + 64 + 8 + 120 + 8, y: 0, width: 100, height: 40))
        #expect(engine.contentHeight == 52, "the tallest measured card")
    }

    @Test func rightToLeftScrollsFromTheRight() {
        var engine = S.engine([(Self.cards(.continuous), 5)], rightToLeft: true)
        expectFrame(engine.frame(of: IndexPath(item: 0, section: 0)), CGRect(x: 375 - 16 - Self.card, y: 0, width: Self.card, height: 150))
        engine.setOrthogonalOffset(100, ofSection: 0)
        expectFrame(engine.frame(of: IndexPath(item: 0, section: 0)), CGRect(x: 375 - 16 - Self.card + 100, y: 0, width: Self.card, height: 150),
                    "scrolling toward the trailing end moves the content right")
    }
}
