import CGtk
@testable import CellKit
@testable import CellScope
import Foundation
import GtkSupport
import RealInput
import RenderingTestSupport
import Testing

extension RealInputTests {
    /// The canvas zoom under real keys and clicks: it scales the canvas on screen only. The cells keep
    /// their size in points, clicks land on the row under the pointer, exports keep the device scale.
    @Suite @MainActor struct CanvasZoomInput {
        /// The device frame's rectangle on screen, once a frame shows `zoom`.
        private func shownDevice(_ session: ViewerUnderRealInput, at zoom: Double,
                                 sourceLocation: SourceLocation = #_sourceLocation) throws -> (x: Int, y: Int, width: Int, height: Int) {
            let device = session.viewer.canvas.deviceWidget
            try #require(session.input.waitUntil { abs(session.viewer.canvas.shownZoom - zoom) < 0.001 },
                         "the canvas is shown at \(zoom), not \(session.viewer.canvas.shownZoom)", sourceLocation: sourceLocation)
            try session.input.settle()
            return try ScreenGeometry.rootRect(of: device)
        }

        /// Expects the device frame `width` points wide to be `zoom` times as wide on screen (±1 px).
        private func expectShown(_ session: ViewerUnderRealInput, at zoom: Double, label: String,
                                 sourceLocation: SourceLocation = #_sourceLocation) throws {
            #expect(session.input.waitUntil { session.viewer.zoomControl.label == label },
                    "the zoom control shows \(label), not \(session.viewer.zoomControl.label)", sourceLocation: sourceLocation)
            let device = session.viewer.canvas.deviceWidget
            let rect = try shownDevice(session, at: zoom, sourceLocation: sourceLocation)
            let expected = Double(gtk_widget_get_width(device)) * zoom
            #expect(abs(Double(rect.width) - expected) <= 1, "on screen \(rect.width) px wide, \(expected) expected",
                    sourceLocation: sourceLocation)
            let expectedHeight = Double(gtk_widget_get_height(device)) * zoom
            #expect(abs(Double(rect.height) - expectedHeight) <= 1, "on screen \(rect.height) px tall, \(expectedHeight) expected",
                    sourceLocation: sourceLocation)
        }

        @Test func controlPlusMinusAndZeroZoomTheCanvasOnScreenOnly() throws {
            let session = try ViewerUnderRealInput("messages")
            defer { session.close() }
            let cellSize = session.cell(0).bounds.size
            let width = session.list.bounds.width
            try expectShown(session, at: 1, label: "100%")
            try session.input.key(GDK_KEY_equal, modifiers: [.control])
            try expectShown(session, at: 1.1, label: "110%")
            try session.input.key(GDK_KEY_plus, modifiers: [.control, .shift])
            try expectShown(session, at: 1.25, label: "125%")
            ScreenArtifacts.saveScreen(named: "zoom-125")
            #expect(session.viewer.context.contentSizeCategory == .large, "the text size keeps its own shortcuts")
            #expect(session.cell(0).bounds.size == cellSize && session.list.bounds.width == width,
                    "the cells keep their size in points")
            for _ in 0..<3 { try session.input.key(GDK_KEY_minus, modifiers: [.control]) }
            try expectShown(session, at: 0.9, label: "90%")
            try session.input.key(GDK_KEY_0, modifiers: [.control])
            try expectShown(session, at: 1, label: "100%")
            #expect(session.cell(0).bounds.size == cellSize)
        }

        @Test func theZoomStopsAt50And200Percent() throws {
            let session = try ViewerUnderRealInput("messages")
            defer { session.close() }
            for _ in 0..<6 { try session.input.key(GDK_KEY_equal, modifiers: [.control]) }
            try expectShown(session, at: 2, label: "200%")
            for _ in 0..<10 { try session.input.key(GDK_KEY_minus, modifiers: [.control]) }
            try expectShown(session, at: 0.5, label: "50%")
        }

        @Test func aClickSelectsTheRowUnderThePointerAt200And50Percent() throws {
            let session = try ViewerUnderRealInput("messages")
            defer { session.close() }
            for _ in 0..<5 { try session.input.key(GDK_KEY_equal, modifiers: [.control]) }
            try expectShown(session, at: 2, label: "200%")
            try expectClickSelects(row: 1, in: session, zoom: 2)
            ScreenArtifacts.saveScreen(named: "zoom-200")

            for _ in 0..<9 { try session.input.key(GDK_KEY_minus, modifiers: [.control]) }
            try expectShown(session, at: 0.5, label: "50%")
            try expectClickSelects(row: 3, in: session, zoom: 0.5)
            ScreenArtifacts.saveScreen(named: "zoom-50")
        }

        @Test func theZoomMenuShowsTheChosenZoomAndFit() throws {
            let session = try ViewerUnderRealInput("messages")
            defer { session.close() }
            try chooseZoom("150%", in: session)
            try expectShown(session, at: 1.5, label: "150%")
            try chooseZoom("Fit", in: session, shows: "Fit (")
            #expect(session.input.waitUntil {
                session.viewer.zoomControl.label == "Fit (\(CanvasZoom.percentage(session.viewer.canvas.shownZoom)))"
            }, "the menu shows the scale Fit chose: \(session.viewer.zoomControl.label)")
        }

        @Test func anExportAt200PercentIsTheExportAt100Percent() throws {
            let session = try ViewerUnderRealInput("settings")
            defer { session.close() }
            var context = session.viewer.context
            context.device = .iPhone15
            session.viewer.setContext(context)
            let folder = try ViewerUnderRealInput.emptyFolder("zoom-export")
            defer { try? FileManager.default.removeItem(at: folder) }
            let actualSize = try session.exportThroughTheSaveDialog(to: folder.appendingPathComponent("100.png"))
            for _ in 0..<6 { try session.input.key(GDK_KEY_equal, modifiers: [.control]) }
            try expectShown(session, at: 2, label: "200%")
            let zoomed = try session.exportThroughTheSaveDialog(to: folder.appendingPathComponent("200.png"))
            #expect(zoomed.width == actualSize.width && zoomed.height == actualSize.height,
                    "\(zoomed.width)×\(zoomed.height) at 200%, \(actualSize.width)×\(actualSize.height) at 100%")
            expectSamePixels(zoomed, actualSize, "the export does not see the zoom")
            #expect(actualSize.width == 393 * Int(gtk_widget_get_scale_factor(session.window)), "the device's width")
        }

        @Test func controlNineFitsTheDeviceInThePaneAgainAfterAResizeAndControlZeroGoesBackTo100Percent() throws {
            let session = try ViewerUnderRealInput("messages")
            defer { session.close() }
            var context = session.viewer.context
            context.device = .iPhone15
            session.viewer.setContext(context)
            try expectShown(session, at: 1, label: "100%")
            try session.input.key(GDK_KEY_9, modifiers: [.control])
            #expect(session.input.waitUntil { session.viewer.zoomControl.label.hasPrefix("Fit (") })
            let scrolled = session.viewer.canvas.widget
            #expect(session.input.waitUntil {
                let shown = session.viewer.canvas.shownZoom
                return shown < 1 && session.viewer.zoomControl.label == "Fit (\(CanvasZoom.percentage(shown)))"
            }, "the tall device is shrunk to fit: \(session.viewer.zoomControl.label)")
            let shown = session.viewer.canvas.shownZoom
            let device = try shownDevice(session, at: shown)
            let pane = try ScreenGeometry.rootRect(of: scrolled)
            ScreenArtifacts.saveScreen(named: "zoom-fit")
            #expect(device.x >= pane.x && device.x + device.width <= pane.x + pane.width, "device \(device), pane \(pane)")
            #expect(device.y >= pane.y && device.y + device.height <= pane.y + pane.height, "device \(device), pane \(pane)")
            let room = try ScreenGeometry.rootRect(of: session.viewer.canvas.zoomBin)
            #expect(abs(device.width - room.width) <= 2 || abs(device.height - room.height) <= 2,
                    "the device fills the room's width or height: device \(device), room \(room)")
            for adjustment in [gtk_scrolled_window_get_hadjustment(scrolled.opaque), gtk_scrolled_window_get_vadjustment(scrolled.opaque)] {
                #expect(gtk_adjustment_get_upper(adjustment) <= gtk_adjustment_get_page_size(adjustment) + 0.5, "nothing to scroll")
            }
            try expectClickSelects(row: 2, in: session, zoom: shown)

            // A shorter window: Fit scales the device down again to fit the shorter pane.
            let window = session.window
            gtk_window_set_default_size(window.cast(), gtk_widget_get_width(window), gtk_widget_get_height(window) - 120)
            #expect(session.input.waitUntil {
                let smaller = session.viewer.canvas.shownZoom
                return smaller < shown - 0.05 && session.viewer.zoomControl.label == "Fit (\(CanvasZoom.percentage(smaller)))"
            }, "the device shrank with the pane: \(session.viewer.zoomControl.label), \(session.viewer.canvas.shownZoom)")
            let shorter = try shownDevice(session, at: session.viewer.canvas.shownZoom)
            let shorterPane = try ScreenGeometry.rootRect(of: scrolled)
            ScreenArtifacts.saveScreen(named: "zoom-fit-shorter")
            #expect(shorter.y + shorter.height <= shorterPane.y + shorterPane.height, "device \(shorter), pane \(shorterPane)")
            try session.input.key(GDK_KEY_0, modifiers: [.control])
            try expectShown(session, at: 1, label: "100%")
        }

        /// Opens the zoom control with the pointer and clicks `label` in its list.
        private func chooseZoom(_ label: String, in session: ViewerUnderRealInput, shows shown: String? = nil,
                                sourceLocation: SourceLocation = #_sourceLocation) throws {
            let control = session.viewer.zoomControl.widget
            try session.input.click(control)
            var entry: UnsafeMutablePointer<GtkWidget>?
            try #require(session.input.waitUntil {
                entry = WidgetSearch.first(named: "popover", in: control).flatMap { WidgetSearch.label(label, in: $0) }
                return entry.map { gtk_widget_get_mapped($0) != 0 && gtk_widget_get_width($0) > 0 } ?? false
            }, "the zoom control lists \(label)", sourceLocation: sourceLocation)
            try session.input.settle()
            try session.input.click(try #require(entry, sourceLocation: sourceLocation))
            try #require(session.input.waitUntil { session.viewer.zoomControl.label.hasPrefix(shown ?? label) },
                         "the zoom control shows \(shown ?? label), not \(session.viewer.zoomControl.label)", sourceLocation: sourceLocation)
        }

        /// The on-screen image of the part of a row's cell that the canvas pane shows (at 200 % the
        /// row is wider than the pane), after the frames.
        private func shownPart(of row: Int, in session: ViewerUnderRealInput) throws -> PixelImage {
            let widget = session.cellWidget(row)
            try session.input.settle()
            let cell = try ScreenGeometry.rootRect(of: widget)
            let pane = try ScreenGeometry.rootRect(of: session.viewer.canvas.widget)
            let left = max(cell.x, pane.x), right = min(cell.x + cell.width, pane.x + pane.width)
            let top = max(cell.y, pane.y), bottom = min(cell.y + cell.height, pane.y + pane.height)
            return try ScreenPixels.image(x: left, y: top, width: right - left, height: bottom - top)
        }

        /// The share of a selected row's fill in `image`: the tint while the list has the keyboard
        /// focus, gray otherwise.
        private func selectedFill(in image: PixelImage) -> Double {
            max(image.share(of: ScreenColors.tint), image.share(of: ScreenColors.cellSelected))
        }

        /// Clicks a row with the real pointer and expects it selected, its cell still its size in
        /// points, and the row filled on screen at `zoom` times its size.
        private func expectClickSelects(row: Int, in session: ViewerUnderRealInput, zoom: Double,
                                        sourceLocation: SourceLocation = #_sourceLocation) throws {
            let size = session.cell(row).bounds.size
            #expect(selectedFill(in: try shownPart(of: row, in: session)) < 0.05, sourceLocation: sourceLocation)
            try session.click(row: row, across: 0.3)
            #expect(session.input.waitUntil { session.selectedRows == [row] }, "row \(row) is selected: \(session.selectedRows)",
                    sourceLocation: sourceLocation)
            #expect(session.viewer.inspectedRow == row, sourceLocation: sourceLocation)
            #expect(session.cell(row).bounds.size == size, "the cell keeps its size in points", sourceLocation: sourceLocation)
            try session.input.move(to: session.viewer.statusLabel)
            let image = try shownPart(of: row, in: session)
            ScreenArtifacts.save(image, named: "zoom-\(Int(zoom * 100))-selected-row")
            let onScreen = try ScreenGeometry.rootRect(of: session.cellWidget(row))
            #expect(abs(Double(onScreen.width) - size.width * zoom) <= 1 && abs(Double(onScreen.height) - size.height * zoom) <= 1,
                    "the row is \(onScreen.width)×\(onScreen.height) px on screen", sourceLocation: sourceLocation)
            #expect(selectedFill(in: image) > 0.3, "the selected fill; most common: \(image.dominantColor)",
                    sourceLocation: sourceLocation)
        }
    }
}
