import CGtk
@testable import CellKit
@testable import CellScope
import Foundation
import GtkSupport
import RealInput
import Testing

extension RealInputTests {
    /// The viewer's own controls answer real clicks: the demo list, the inspector's state
    /// switches, the tab switcher and the matrix tiles.
    @Suite @MainActor struct ViewerControls {
        @Test func aClickOnADemoInTheDemoListShowsIt() throws {
            let session = try ViewerUnderRealInput("sidebar")
            defer { session.close() }
            let row = try #require(gtk_list_box_get_row_at_index(session.viewer.sidebar.listBox.opaque, 2))
            try session.input.click(UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkWidget.self))
            #expect(session.viewer.demo.id == "messages")
            #expect(session.list.numberOfItems(inSection: 0) == session.demo.items.count)
            #expect(Gtk.text(of: session.viewer.statusLabel).hasPrefix("Messages"))
        }

        @Test func aClickOnAnInspectorSwitchPinsTheStateAndTheCanvasShowsIt() throws {
            let session = try ViewerUnderRealInput("badges")
            defer { session.close() }
            let toggle = try #require(session.viewer.stateInspector.switches["selected"])
            #expect(try session.screenImage(row: 0).share(of: ScreenColors.tint) < 0.05)
            try session.input.click(toggle)
            // GtkSwitch turns on at the end of its slide animation.
            #expect(session.input.waitUntil { gtk_switch_get_active(toggle.opaque) != 0 })
            try session.input.settle()
            #expect(session.viewer.pinned == StateSelection(["selected"]))
            #expect(session.viewer.testSeam.inspectedCell.map { $0.configurationStateOverrides.applied(to: $0.configurationState).isSelected } == true)
            let image = try session.screenImage(row: 0)
            ScreenArtifacts.save(image, named: "badges-pinned-selected")
            #expect(image.share(of: ScreenColors.tint) > 0.5, "the canvas shows the pinned selected look; most common: \(image.dominantColor)")
        }

        @Test func aClickOnAMatrixTileLoadsItIntoTheInspector() throws {
            let session = try ViewerUnderRealInput("sidebar", item: "mobile-app")
            defer { session.close() }
            let matrixButton = try #require(stackSwitcherButton(session, title: "State matrix"))
            try session.input.click(matrixButton)
            #expect(session.viewer.currentTab == .matrix)
            session.viewer.testSeam.finishMatrix()
            let tile = try #require(session.viewer.testSeam.matrixTile(row: 1, column: 0))
            try session.input.settle()
            try session.input.click(tile)
            #expect(session.viewer.currentTab == .inspector, "the tile opened the inspector")
            #expect(session.viewer.pinned != nil)
            #expect(session.viewer.context.contentSizeCategory == .extraSmall, "the first column is XS")
        }

        /// The GtkStackSwitcher button with a label, found by walking the window's widgets.
        private func stackSwitcherButton(_ session: ViewerUnderRealInput, title: String) -> UnsafeMutablePointer<GtkWidget>? {
            func search(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
                if String(cString: gtk_widget_get_css_name(widget)) == "label", String(cString: gtk_label_get_text(widget.opaque)) == title {
                    var ancestor = gtk_widget_get_parent(widget)
                    while let current = ancestor, String(cString: gtk_widget_get_css_name(current)) != "button" {
                        ancestor = gtk_widget_get_parent(current)
                    }
                    return ancestor
                }
                var child = gtk_widget_get_first_child(widget)
                while let current = child {
                    if let found = search(current) { return found }
                    child = gtk_widget_get_next_sibling(current)
                }
                return nil
            }
            return search(session.window)
        }
    }
}
