import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// An inset grouped list of two sections with header and footer titles and one-line rows, as iOS 17.5
/// drew it on a 393-point phone (a SwiftUI `List`, which iOS 16 and later draw with a collection view
/// list; the image is monochrome with tinted boxes over the text, so only geometry is measured).
// cashapp/AccessibilitySnapshot @ 6be2f48161513bacb24dfdbc66c9f56407d1c6bc,
// Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.SwiftUIListSectionTests/testListWithHeadersAndFooters_17_5_393x852@3x.png
// (the left 393 × 852 pt of a 2127 × 2556 @3x image).
@Suite(.gtk) @MainActor struct HeaderFooterInsetListFidelityTests {
    private func list() throws -> (ReferenceScreen, UICollectionView) {
        let screen = ReferenceScreen(AccountsInsetList(), width: 393, height: 852, safeTop: 59, safeBottom: 34)
        return (screen, try #require(screen.controller.view as? UICollectionView))
    }

    private func cellFrame(_ item: Int, _ section: Int, _ screen: ReferenceScreen, _ list: UICollectionView) throws -> CGRect {
        screen.frame(of: try #require(list.cellForItem(at: IndexPath(item: item, section: section))))
    }

    // Measured: cells span x 20.0 to 373.0 and rows are 44.0 pt apart (97.67, 141.67, 185.67).
    @Test func rowsAreFortyFourPointsTallInsideTwentyPointInsets() throws {
        let (screen, list) = try list()
        let first = try cellFrame(0, 0, screen, list), second = try cellFrame(1, 0, screen, list)
        expectNear(first.minX, 20, "cell leading edge")
        expectNear(first.maxX, 373, "cell trailing edge")
        expectNear(second.minY - first.minY, 44, "row pitch")
        expectNear(second.height, 44, "row height")
    }

    // Measured: the separator between the two rows of a section runs from x 40.0 (the text's 20-pt
    // margin inside the cell) to 373.0 (the cell's trailing edge).
    @Test func separatorRunsFromTheTextMarginToTheCellEdge() throws {
        let (screen, list) = try list()
        let image = try screen.image()
        let first = try cellFrame(0, 0, screen, list)
        let columns = image.columns(showing: MeasuredColor(hex: 0xC6C6C8), atY: Int(first.maxY) - 1)
        expectNear(columns.first.map { CGFloat($0) }, 40, "separator start")
        expectNear(columns.last.map { CGFloat($0 + 1) }, 373, "separator end")
    }

    // Measured: the first row's top is at 97.67, 38.67 below the safe area's top (59) of this harness,
    // with the header's title between them (its text box from 74.0 to 93.67).
    @Test func firstRowFollowsTheHeaderTitleBelowTheSafeArea() throws {
        let (screen, list) = try list()
        expectNear(try cellFrame(0, 0, screen, list).minY, 97.67, "first row top")
    }
}
