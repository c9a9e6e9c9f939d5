import CGtk
@testable import CellKit
@testable import CellScope
import Foundation
import GtkSupport
import RealInput
import Testing

extension RealInputTests {
    /// The export dialog's "Add a legend" box, ticked with the pointer, puts a band naming the demo, the
    /// item, its states and the traits below the exported canvas; the canvas above it is unchanged.
    @Suite @MainActor struct ExportLegendInput {
        @Test func aTickedLegendBoxAddsTheLegendBelowTheCanvas() throws {
            let session = try ViewerUnderRealInput("messages")
            defer { session.close() }
            let viewer = session.viewer
            let folder = try ViewerUnderRealInput.emptyFolder("export-legend")
            defer { try? FileManager.default.removeItem(at: folder) }
            let url = folder.appendingPathComponent("canvas.png")

            let dialog = try session.openSaveDialog(typing: url)
            let boxLabel = try #require(WidgetSearch.label(ViewerExport.Choice.legend.label, in: dialog), "the dialog offers a legend")
            let box = try #require(WidgetSearch.ancestor(of: boxLabel, named: "checkbutton"))
            #expect(gtk_check_button_get_active(box.cast()) == 0, "unticked at first")
            try session.input.click(boxLabel)
            #expect(session.input.waitUntil { gtk_check_button_get_active(box.cast()) != 0 }, "the click ticked the box")
            let accept = try #require(WidgetSearch.label("Export", in: dialog).flatMap { WidgetSearch.ancestor(of: $0, named: "button") })
            try session.input.click(accept)
            #expect(session.input.waitUntil { FileManager.default.fileExists(atPath: url.path) }, "the PNG was written")
            try session.input.target(session.window)

            let exported = try #require(PixelImage(contentsOf: url))
            ScreenArtifacts.save(exported, named: "export-legend")
            let canvas = try viewer.canvasImage()
            #expect(exported.width == canvas.width)
            #expect(exported.height > canvas.height + 30, "a legend band below the canvas")
            let top = (0..<canvas.height).allSatisfy { y in
                (0..<canvas.width).allSatisfy { x in exported.pixel(x: x, y: y) == canvas.pixel(x: x, y: y) }
            }
            #expect(top, "the canvas above the legend is the canvas")
            let inked = (canvas.height..<exported.height).contains { y in
                (0..<exported.width).contains { x in
                    let p = exported.pixel(x: x, y: y)
                    return Int(p.red) + Int(p.green) + Int(p.blue) < 300
                }
            }
            #expect(inked, "the legend has text")
        }
    }
}
