import CGtk
@testable import CellKit
import CellKitGTK
@testable import CellScope
import CellScopeDemos
import Foundation
import GtkSupport
import RealInput
import RenderingTestSupport
import Testing

extension RealInputTests {
    /// The frame after a click on a bar button shows what the click changed, with no forced
    /// repaint: the screen demo's Edit button reads "Done" at once (and "Edit" again after the
    /// second click), the rows show their editing controls and lose them, and the separators follow.
    @Suite @MainActor struct BarButtonRepaint {
        @Test func theFrameAfterAClickOnEditShowsDoneAndTheFrameAfterDoneShowsEdit() throws {
            let session = try ViewerUnderRealInput("screen")
            defer { session.close() }
            let navigation = try #require(session.viewer.canvas.screen as? UINavigationController)
            let controller = try #require(navigation.topViewController)
            let bar = navigation.navigationBar
            let canvas = ViewTesting.gtkWidget(of: try #require(session.viewer.canvas.root))
            let notEditing = try ScreenPixels.image(of: canvas)
            let barBefore = try ScreenPixels.image(of: ViewTesting.gtkWidget(of: bar))
            for (editing, title) in [(true, "Done"), (false, "Edit")] {
                let button = try #require(bar.trailingButtons.first)
                try session.input.click(ViewTesting.gtkWidget(of: button))
                #expect(controller.isEditing == editing)
                #expect(controller.editButtonItem.title == title)
                try session.input.settle()
                for view in bar.leadingButtons + bar.trailingButtons {
                    let shownTitle = view.subviews.compactMap { ($0 as? UILabel)?.text }.first
                    #expect(shownTitle == view.item?.displayTitle, "the bar button shows its item's title “\(title)”")
                }
                let barShown = try ScreenPixels.image(of: ViewTesting.gtkWidget(of: bar))
                let barUnchanged = barShown.rgba == barBefore.rgba
                #expect(barUnchanged == !editing, "the bar reads “\(title)” in the frame after the click")
                let list = try #require(session.viewer.canvas.list)
                for (indexPath, cell) in list.visibleCellsByIndexPath {
                    guard let listCell = cell as? UICollectionViewListCell, indexPath.section == 1 else { continue }
                    let expected = cell.frame.minX + listCell.separatorLeadingInset - list.contentOffset.x
                    let line = list.separatorOverlay.lineRects.first { abs($0.maxY - (cell.frame.maxY - list.contentOffset.y)) < 1 }
                    if let line {
                        #expect(abs(line.minX - expected) < 0.5, "row \(indexPath.item)'s separator starts at its text (\(title))")
                    }
                }
                let shown = try ScreenPixels.image(of: canvas)
                ScreenArtifacts.save(shown, named: "edit-\(title)-shown")
                let redrawn = try Self.imageAfterRedrawingEverything(canvas, input: session.input)
                expectSamePixels(shown, redrawn, "the frame after the click is the one a full repaint draws (\(title))")
                if !editing {
                    expectSamePixels(shown, notEditing, "after Done, the canvas is as before Edit")
                }
            }
        }

        /// The on-screen image of `widget` after every widget under it was asked to draw again.
        static func imageAfterRedrawingEverything(_ widget: UnsafeMutablePointer<GtkWidget>, input: RealInput) throws -> PixelImage {
            func redraw(_ widget: UnsafeMutablePointer<GtkWidget>) {
                gtk_widget_queue_draw(widget)
                var child = gtk_widget_get_first_child(widget)
                while let current = child {
                    redraw(current)
                    child = gtk_widget_get_next_sibling(current)
                }
            }
            redraw(widget)
            try input.settle()
            return try ScreenPixels.image(of: widget)
        }
    }
}
