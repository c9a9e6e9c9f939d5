import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// Scroll indicators are transient, as in UIKit: a list taller than its view draws none at rest (so
/// snapshots and exports have none), `flashScrollIndicators()` shows the indicator, and it fades
/// away on its own about a second later.
@Suite(.gtk) @MainActor struct ScrollIndicatorTests {
    /// Pixels of the 3-point strip 2 points from the trailing edge that differ from `background`.
    private func indicatorPixels(_ image: PixelImage, background: PixelImage) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in (image.width - 5)..<(image.width - 2) where image.pixel(x: x, y: y) != background.pixel(x: x, y: y) {
                count += 1
            }
        }
        return count
    }

    @Test func aFlashShowsTheIndicatorWhichFadesOnItsOwn() throws {
        let table = FruitsViewController()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        table.view.frame = root.bounds
        root.addSubview(table.view)
        root.layoutIfNeeded()
        let list = try #require(table.tableView)
        #expect(list.contentSize.height > list.bounds.height, "the table is taller than its view")

        let atRest = try ViewSnapshot.image(of: root)
        list.flashScrollIndicators()
        #expect(list.isShowingScrollIndicator)
        let flashed = try ViewSnapshot.image(of: root)
        #expect(indicatorPixels(flashed, background: atRest) > 100, "the flashed indicator is drawn")

        #expect(MainLoop.iterate(until: { !list.isShowingScrollIndicator }, timeout: 10), "it fades out")
        let faded = try ViewSnapshot.image(of: root)
        #expect(indicatorPixels(faded, background: atRest) == 0)
    }
}
