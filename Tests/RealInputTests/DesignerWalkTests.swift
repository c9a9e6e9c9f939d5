import CGtk
@testable import CellKit
@testable import CellScope
import CellScopeDemos
import Foundation
import GtkSupport
import RealInput
import Testing

extension RealInputTests {
    /// A designer's session, as one test, with nothing but the real pointer and keyboard: every demo
    /// picked from the demo list, three rows clicked, three states flipped in the inspector, a matrix
    /// tile clicked; then the text size slider moved to AX3 with the keyboard, the canvas made dark
    /// and the canvas exported as a PNG through Ctrl+E. Each step checks what the window shows.
    @Suite @MainActor struct DesignerWalk {
        /// Three rows of each demo that a designer would click.
        private static let rowsToClick: [String: [Int]] = [
            "sidebar": [1, 5, 12], "settings": [1, 3, 5], "messages": [0, 2, 4],
            "badges": [0, 2, 3], "custom-content": [0, 1, 2], "styles": [1, 3, 5],
        ]
        /// The inspector switches flipped in each demo.
        private static let switchesToFlip = ["highlighted", "selected", "disabled"]

        @Test func aDesignerWalksThroughEveryDemoAndExportsTheCanvas() throws {
            let session = try ViewerUnderRealInput("sidebar")
            defer { session.close() }
            let demos = BuiltInDemos.catalog.demos
            for (index, demo) in demos.enumerated() {
                try pick(demo: index, id: demo.id, title: demo.title, in: session)
                for row in Self.rowsToClick[demo.id] ?? [] {
                    try click(row: row, in: session)
                }
                for name in Self.switchesToFlip {
                    try flip(name, in: session)
                }
                try clickAMatrixTile(in: session)
            }
            try moveTheTextSizeSliderToAX3(in: session)
            try switchToDark(in: session)
            try exportThroughTheShortcut(in: session)
        }

        // MARK: Steps

        /// Clicks the demo in the demo list: the canvas shows its list and the window its title.
        private func pick(demo index: Int, id: String, title: String, in session: ViewerUnderRealInput,
                          sourceLocation: SourceLocation = #_sourceLocation) throws {
            let row = try #require(gtk_list_box_get_row_at_index(session.viewer.sidebar.listBox.opaque, Int32(index)))
            try session.input.click(UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkWidget.self))
            #expect(session.input.waitUntil { session.viewer.demo.id == id }, "the demo list showed \(id)", sourceLocation: sourceLocation)
            #expect(gtk_window_get_title(session.window.cast()).map { String(cString: $0) } == "CellScope: \(title)",
                    sourceLocation: sourceLocation)
            #expect(session.viewer.currentTab == .inspector, sourceLocation: sourceLocation)
            #expect(session.viewer.pinned == nil, "a new demo starts with no pinned states", sourceLocation: sourceLocation)
            let first = try session.screenImage(row: 0)
            #expect(first.distinctColorCount > 20, "the canvas draws the first row of \(id) (text, not a blank)",
                    sourceLocation: sourceLocation)
        }

        /// Clicks a row: the inspector shows it; a row the demo keeps selected shows selected.
        private func click(row: Int, in session: ViewerUnderRealInput, sourceLocation: SourceLocation = #_sourceLocation) throws {
            try session.click(row: row, across: 0.35)
            #expect(session.input.waitUntil { session.viewer.inspectedRow == row }, "the inspector shows the clicked row of \(session.demo.id)",
                    sourceLocation: sourceLocation)
            #expect(!session.state(row).isHighlighted, sourceLocation: sourceLocation)
            let caption = session.viewer.resolvedPanel.configuration.map { _ in true } ?? false
            #expect(caption, "the resolved configuration panel shows a cell", sourceLocation: sourceLocation)
            if session.demo.id != "settings" {
                #expect(session.selectedRows == [row], sourceLocation: sourceLocation)
                let shown = try session.screenImage(row: row)
                let normal = try session.screenImage(row: row == 0 ? 1 : 0)
                #expect(!shown.dominantColor.isClose(to: normal.dominantColor, tolerance: 2) || session.demo.id == "sidebar" && row == 0,
                        "the selected row of \(session.demo.id) looks selected: \(shown.dominantColor)", sourceLocation: sourceLocation)
            }
        }

        /// Clicks an inspector switch: it turns on, the state is pinned on the inspected cell.
        private func flip(_ name: String, in session: ViewerUnderRealInput, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let toggle = try #require(session.viewer.stateInspector.switches[name], sourceLocation: sourceLocation)
            let wasOn = gtk_switch_get_active(toggle.opaque) != 0
            try session.input.click(toggle)
            #expect(session.input.waitUntil { (gtk_switch_get_active(toggle.opaque) != 0) != wasOn },
                    "the \(name) switch moved", sourceLocation: sourceLocation)
            try session.input.settle()
            #expect(session.viewer.pinned?.names(customStates: session.demo.customStates).contains(name) == !wasOn, sourceLocation: sourceLocation)
            let cell = try #require(session.viewer.testSeam.inspectedCell, sourceLocation: sourceLocation)
            let shown = cell.configurationStateOverrides.applied(to: cell.configurationState)
            let isOn = switch name {
            case "highlighted": shown.isHighlighted
            case "selected": shown.isSelected
            default: shown.isDisabled
            }
            #expect(isOn == !wasOn, "the inspected cell is drawn \(name)", sourceLocation: sourceLocation)
            let image = try ScreenPixels.image(of: toggle)
            #expect(image.share(of: Self.switchOnBlue, tolerance: 12) > 0.1 || wasOn, "the \(name) switch shows on",
                    sourceLocation: sourceLocation)
        }

        /// Opens the state matrix with its tab button and clicks the first tile of the second row:
        /// the inspector comes back with that combination at XS.
        private func clickAMatrixTile(in session: ViewerUnderRealInput, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let tab = try #require(WidgetSearch.button("State matrix", in: session.window), sourceLocation: sourceLocation)
            try session.input.click(tab)
            #expect(session.input.waitUntil { session.viewer.currentTab == .matrix }, "the tab button showed the matrix",
                    sourceLocation: sourceLocation)
            let matrix = session.viewer.matrix
            // Every tile drawn: tiles that arrive later reflow the grid and would move the one to click.
            #expect(session.input.waitUntil(timeout: 120) { !matrix.results.isEmpty && matrix.results.allSatisfy { $0.allSatisfy { $0 != nil } } },
                    "the matrix draws all its tiles", sourceLocation: sourceLocation)
            let tile = try #require(session.viewer.testSeam.matrixTile(row: 0, column: 0), sourceLocation: sourceLocation)
            try session.input.settle()
            #expect(try ScreenPixels.image(of: tile).distinctColorCount > 20, "the tile shows the rendered cell", sourceLocation: sourceLocation)
            let states = matrix.rows[0]
            try session.input.click(tile)
            #expect(session.input.waitUntil { session.viewer.currentTab == .inspector }, "the tile click went back to the inspector",
                    sourceLocation: sourceLocation)
            #expect(session.input.waitUntil { session.viewer.pinned == states }, sourceLocation: sourceLocation)
            #expect(session.viewer.context.contentSizeCategory == .extraSmall, sourceLocation: sourceLocation)
            #expect(Gtk.text(of: session.viewer.traitsBar.sizeLabel) == "Extra Small (XS)", sourceLocation: sourceLocation)
        }

        /// Focuses the text size slider with a click on its knob, then Right arrows to AX3.
        private func moveTheTextSizeSliderToAX3(in session: ViewerUnderRealInput) throws {
            let scale = session.viewer.traitsBar.sizeScale
            let knob = try #require(WidgetSearch.first(named: "slider", in: scale))
            let height = session.cell(session.viewer.inspectedRow).bounds.height
            try session.input.click(knob)
            #expect(gtk_widget_has_focus(scale) != 0, "the click focused the slider")
            #expect(gtk_range_get_value(scale.cast()) == 0, "clicking the knob itself moves nothing")
            for _ in 0..<9 { try session.input.key(GDK_KEY_Right) }
            #expect(session.input.waitUntil { gtk_range_get_value(scale.cast()) == 9 }, "nine Right presses reach AX3")
            #expect(session.viewer.context.contentSizeCategory == .accessibilityExtraLarge)
            #expect(Gtk.text(of: session.viewer.traitsBar.sizeLabel) == "Accessibility 3 (AX3)")
            #expect(session.cell(session.viewer.inspectedRow).bounds.height > height, "the rows grew with the text")
        }

        /// Clicks the Dark button: the canvas turns dark.
        private func switchToDark(in session: ViewerUnderRealInput) throws {
            try session.input.click(session.viewer.traitsBar.darkToggle)
            #expect(session.input.waitUntil { session.viewer.context.userInterfaceStyle == .dark }, "the Dark button made the canvas dark")
            try session.input.move(to: session.viewer.statusLabel)
            let row = session.viewer.inspectedRow == 0 ? 1 : 0
            #expect(try session.screenImage(row: row).dominantColor.luminance < 0.2, "the canvas is dark")
        }

        /// Presses Ctrl+E, types a path into the save dialog and presses Return: the PNG is written,
        /// dark and tall with AX3 rows, and the status line says so.
        private func exportThroughTheShortcut(in session: ViewerUnderRealInput) throws {
            let folder = try ViewerUnderRealInput.emptyFolder("walk")
            defer { try? FileManager.default.removeItem(at: folder) }
            let url = folder.appendingPathComponent("walk.png")
            #expect(session.viewer.currentTab == .inspector, "Ctrl+E exports the canvas from the inspector")
            let image = try session.exportThroughTheSaveDialog(to: url)
            ScreenArtifacts.save(image, named: "walk-export")
            ScreenArtifacts.saveScreen(named: "walk-end")
            #expect(image.width == Int(session.viewer.context.width))
            #expect(image.dominantColor.luminance < 0.2, "the export is dark: \(image.dominantColor)")
            #expect(session.viewer.testSeam.status.contains(url.path), "the status line names the file: \(session.viewer.testSeam.status)")
        }

        // MARK: Helpers

        /// Adwaita's accent blue, the color of a GtkSwitch that is on.
        private static let switchOnBlue = ScreenColor(hex: 0x3584E4)
    }
}
