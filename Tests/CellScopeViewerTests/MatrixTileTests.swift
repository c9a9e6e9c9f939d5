import CGtk
import CGtkShim
import CellKit
@testable import CellScope
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

extension ViewerTests {
    /// The matrix renders every combination, loads a clicked tile into the inspector and exports as one PNG.
    @Suite @MainActor struct MatrixTiles {
        /// Opens the matrix with rows for `states` only.
        private func openMatrix(states: [String], demo: String = "tasks", item: String? = nil) throws -> ViewerWindow {
            let viewer = try openViewer(demo, item: item, tab: .matrix)
            let seam = viewer.testSeam
            for name in ForcedStates.systemStateNames.map(\.name) + ["flagged"] {
                guard let check = seam.matrixCheck(name) else { continue }
                gtk_check_button_set_active(check.cast(), states.contains(name) ? 1 : 0)
            }
            seam.finishMatrix()
            return viewer
        }

        @Test func rowsAreEveryCombinationOfTheChosenStatesAndColumnsTheTwelveSizes() throws {
            let viewer = try openMatrix(states: ["selected", "flagged"])
            defer { viewer.close() }
            #expect(viewer.matrix.rows == ForcedStates.allCombinations(of: [ForcedStates(.selected), ForcedStates(customStates: [.isFlagged])]))
            #expect(viewer.matrix.columnContexts.map(\.label) == ContentSizeNames.all.map(\.name))
            #expect(viewer.matrix.results.allSatisfy { row in row.allSatisfy { (try? $0?.get()) != nil } })
        }

        @Test func clickingATileLoadsItsStatesAndSizeIntoTheInspector() throws {
            let viewer = try openMatrix(states: ["selected", "flagged"])
            defer { viewer.close() }
            let seam = viewer.testSeam
            let row = try #require(viewer.matrix.rows.firstIndex(of: ForcedStates(.selected, customStates: [.isFlagged])))
            let tile = try #require(seam.matrixTile(row: row, column: 9))

            click(tile)

            #expect(viewer.currentTab == .inspector)
            #expect(viewer.pinned == ForcedStates(.selected, customStates: [.isFlagged]))
            #expect(viewer.context.contentSizeCategory == .accessibilityExtraLarge)
            #expect(gtk_switch_get_active(seam.stateSwitch("selected")!.opaque) != 0)
            #expect(gtk_switch_get_active(seam.stateSwitch("flagged")!.opaque) != 0)
            #expect(gtk_range_get_value(seam.sizeScale.cast()) == 9)
            let cell = try #require(seam.inspectedCell)
            #expect(cell.shownState.isSelected && cell.shownState.isFlagged)
            #expect(cell.traitCollection.preferredContentSizeCategory == .accessibilityExtraLarge)
        }

        @Test func clickingALightDarkTileLoadsItsAppearance() throws {
            let viewer = try openMatrix(states: ["highlighted"])
            defer { viewer.close() }
            gtk_drop_down_set_selected(viewer.matrix.columnsDropDown.opaque, 1)
            viewer.testSeam.finishMatrix()
            #expect(viewer.matrix.columnContexts.map(\.label) == ["Light", "Dark"])

            let tile = try #require(viewer.testSeam.matrixTile(row: 1, column: 1))
            click(tile)

            #expect(viewer.pinned == ForcedStates(.highlighted))
            #expect(viewer.context.userInterfaceStyle == .dark)
            #expect(viewer.testSeam.inspectedCell?.traitCollection.userInterfaceStyle == .dark)
        }

        @Test func tilesAreTheCommandLinesPixels() throws {
            let viewer = try openMatrix(states: ["selected"])
            defer { viewer.close() }
            let tile = try #require(try viewer.matrix.results[1][3]?.get())
            let demo = TestDemos.tasksDemo
            var context = viewer.context
            context.contentSizeCategory = .large
            let reference = try PreviewRenderer.renderCell(demo, item: demo.items[0], states: ForcedStates(.selected), context: context)
            #expect(ImageComparison(actual: tile, expected: reference).matches)
        }

        @Test func exportWritesTheWholeGridAsOnePNG() throws {
            let viewer = try openMatrix(states: ["selected", "disabled"])
            defer { viewer.close() }
            let url = temporaryPNG("matrix")

            #expect(viewer.testSeam.export(.matrix, to: url))

            let image = try #require(PixelImage(contentsOf: url))
            let tiles = viewer.matrix.results.map { $0.map { try! $0!.get() } }
            let columnWidths = (0..<12).map { column in tiles.map { $0[column].width }.max()! }
            let rowHeights = tiles.map { $0.map(\.height).max()! }
            #expect(image.width == SheetComposer.labelWidth + columnWidths.reduce(0, +) + SheetComposer.gap * 13)
            #expect(image.height == SheetComposer.headerHeight + rowHeights.reduce(0, +) + SheetComposer.gap * 5)
            #expect(viewer.testSeam.status.hasPrefix("Wrote \(url.path)"))

            #expect(viewer.testSeam.export(.matrix, to: url))
            #expect(viewer.testSeam.status.hasPrefix("Replaced \(url.path)"), "a second export says it replaced the file")
        }

        @Test func aTileThatFailsShowsItsErrorAndTheViewerKeepsWorking() throws {
            let viewer = try openMatrix(states: ["selected"], demo: "broken", item: "missing")
            defer { viewer.close() }
            let result = try #require(viewer.matrix.results.first?.first ?? nil)
            #expect((try? result.get()) == nil)
            let tile = try #require(viewer.testSeam.matrixTile(row: 0, column: 0))
            let child = try #require(gtk_button_get_child(tile.cast()))
            #expect(String(cString: cgtkTypeName(child)) == "GtkLabel")
            #expect(Gtk.text(of: child).contains("Could not render"))
            #expect(viewer.testSeam.status.contains("could not be rendered"))

            // The export still succeeds, with the error drawn into the tile.
            #expect(viewer.testSeam.export(.matrix, to: temporaryPNG("broken-matrix")))
            // And the window goes on working.
            viewer.selectDemo(0)
            #expect(viewer.testSeam.inspectedCell != nil)
        }

        @Test func theStripRendersTheDemoAtTwelveSizesAndExports() throws {
            let viewer = try openViewer(tab: .strip)
            defer { viewer.close() }
            viewer.testSeam.finishStrip()
            let images = viewer.strip.results.compactMap { try? $0?.get() }
            #expect(images.count == 12)
            #expect(images.last!.height > images.first!.height)
            let url = temporaryPNG("strip")
            #expect(viewer.testSeam.export(.strip, to: url))
            let image = try #require(PixelImage(contentsOf: url))
            #expect(image.width == images.map(\.width).reduce(0, +) + SheetComposer.gap * 13)
        }
    }
}

/// Clicks a button: emits the `clicked` signal its click gesture ends in.
@MainActor
func click(_ button: UnsafeMutablePointer<GtkWidget>) {
    cgtk_emit_void(UnsafeMutableRawPointer(button), "clicked")
}

/// The GObject type name of a widget.
@MainActor
func cgtkTypeName(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafePointer<CChar> {
    g_type_name_from_instance(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self))
}
