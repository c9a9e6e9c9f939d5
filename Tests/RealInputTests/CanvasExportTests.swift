import CGtk
@testable import CellKit
import CellKitGTK
@testable import CellScope
import Foundation
import GtkSupport
import RealInput
import RenderingTestSupport
import Testing

extension RealInputTests {
    /// The canvas export (Ctrl+E on the inspector) holds the demo alone: not the red outline of a
    /// finding shown over it, nor the list's scroll indicator.
    @Suite @MainActor struct CanvasExport {
        @Test func theCanvasExportHoldsNeitherTheFindingsOutlineNorTheScrollIndicator() throws {
            let session = try ViewerUnderRealInput("settings")
            defer { session.close() }
            let viewer = session.viewer
            let list = session.list
            try #require(list.contentSize.height > list.bounds.height, "the list scrolls, so it draws a scroll indicator")
            let root = try #require(viewer.canvas.root)
            let cell = session.cell(1)
            viewer.canvas.outline(cell.convert(cell.bounds, to: root))
            let folder = try ViewerUnderRealInput.emptyFolder("canvas-export")
            defer { try? FileManager.default.removeItem(at: folder) }
            let url = folder.appendingPathComponent("canvas.png")
            let exported = try session.exportThroughTheSaveDialog(to: url)
            ScreenArtifacts.save(exported, named: "canvas-export")

            // The same canvas with the outline removed and no indicator, drawn afresh.
            viewer.canvas.outline(nil)
            list.showsVerticalScrollIndicator = false
            list.setNeedsDisplay()
            let widget = ViewTesting.gtkWidget(of: root)
            try session.input.settle()
            let clean = try Snapshotter.render(widget: widget)
            #expect(exported.width == clean.width && exported.height == clean.height)
            expectSamePixels(exported, clean, "the export is the demo alone")
        }
    }
}
