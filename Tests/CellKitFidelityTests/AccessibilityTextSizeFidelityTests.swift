import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// Body text at the largest accessibility text size, as iOS 13 drew it on an iPhone SE.
@Suite(.gtk) @MainActor struct AccessibilityTextSizeFidelityTests {
    // pointfreeco/swift-snapshot-testing @ fb70100e9f15e014bd0707575756f6812e2ec827,
    // Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testTraits.iphone-se.png and
    // testTraits.iphone-se-accessibility-extra-extra-extra-large.png (960 × 1704 @3x): a body label "the"
    // inks 12.00 pt tall at the default size and 37.67 at accessibility XXXL: × 3.14, so the 17-pt body
    // style grows to about 53 pt (17 × 3.14 = 53.4).
    @Test func bodyTextGrowsFromSeventeenToFiftyThreePoints() throws {
        let large = UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
        let largest = UIFont.preferredFont(forTextStyle: .body,
                                           compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
        expectNear(large.pointSize, 17, "body at Large")
        expectNear(largest.pointSize, 53, "body at accessibility XXXL")
    }

    // pointfreeco/swift-snapshot-testing @ 3c80b70c849df05217b9c5db0e2b8436bdbe58b4,
    // Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testTableViewControllerTraits.2.png
    // (640 × 1136 @2x = iPhone SE at accessibility XXXL; rows use preferredFont(.body) and adjust to the
    // content size category): the "0" of row 0 inks from x 18.5.
    @Test func tableTextKeepsItsMarginAtTheLargestSize() throws {
        let controller = PlainNumbersTable(style: .plain)
        controller.textStyle = .body
        let screen = ReferenceScreen(controller, width: 320, height: 568, safeTop: 20, scale: 2,
                                     contentSize: .accessibilityExtraExtraExtraLarge)
        let image = try screen.image()
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.textLabel?.font.pointSize == 53)
        let row = screen.frame(of: cell)
        let ink = image.inkBounds(in: CGRect(x: 0, y: row.minY + 1, width: 160, height: row.height - 2), background: MeasuredColor(hex: 0xFFFFFF))
        expectNear(ink?.minX, 18.5, "ink x")
    }
}
