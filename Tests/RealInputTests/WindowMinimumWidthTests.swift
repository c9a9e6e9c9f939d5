import CGtk
@testable import CellScope
import Foundation
import GtkSupport
import RealInput
import Testing

extension RealInputTests {
    /// The viewer fits a 1280-pixel-wide laptop screen: its window's minimum width, with the phone
    /// canvas, leaves room for a window frame, and at 1280×720 the phone is on screen and answers clicks.
    @Suite @MainActor struct WindowMinimumWidth {
        @Test func theViewerWindowFitsA1280PixelScreen() throws {
            let session = try ViewerUnderRealInput("settings")
            defer { session.close() }
            let minimum = Self.minimumWidth(of: session.window)
            let parts = [("header bar", gtk_window_get_titlebar(session.window.cast())), ("traits bar", session.viewer.traitsBar.widget),
                         ("inspector", session.viewer.inspectorColumns.widget)]
                .map { "\($0.0) \(Self.minimumWidth(of: $0.1!))" }.joined(separator: ", ")
            #expect(minimum <= 1260, "the window's minimum width is \(minimum) px (\(parts))")

            // At its minimum width the window still shows the phone whole. (The default size counts the
            // window's shadow, which its widget does not.)
            let shadow = Self.surfaceSize(of: session.window).width - gtk_widget_get_width(session.window)
            gtk_window_set_default_size(session.window.cast(), minimum + shadow, 720)
            #expect(session.input.waitUntil { gtk_widget_get_width(session.window) == minimum },
                    "the window shrank to \(minimum) px, not \(gtk_widget_get_width(session.window))")
            try expectDeviceShownWhole(in: session)
            ScreenArtifacts.saveScreen(named: "viewer-minimum-width")
        }

        @Test func atAWindowOf1280By720ThePhoneIsShownWholeAndARowClickSelectsIt() throws {
            let session = try ViewerUnderRealInput("messages")
            defer { session.close() }
            gtk_window_set_default_size(session.window.cast(), 1280, 720)
            #expect(session.input.waitUntil { Self.surfaceSize(of: session.window) == (1280, 720) },
                    "the window, with its shadow, is 1280×720: \(Self.surfaceSize(of: session.window))")
            #expect(!session.viewer.inspectorColumns.isSideBySide, "the inspector stacks its columns")
            let bar = session.viewer.traitsBar
            // The traits bar stays one line at 1280 px, so the canvas keeps its height (the groups' natural widths in the message).
            var groups: [Int32] = []
            var slot = gtk_widget_get_first_child(bar.widget).flatMap { gtk_widget_get_first_child($0) }
            while let current = slot {
                var natural: Int32 = 0
                gtk_widget_measure(current, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
                groups.append(natural)
                slot = gtk_widget_get_next_sibling(current)
            }
            #expect(bar.lineCount == 1, "the traits bar's groups need \(groups) px, it has \(gtk_widget_get_width(bar.widget))")
            try expectDeviceShownWhole(in: session)
            ScreenArtifacts.saveScreen(named: "viewer-1280x720")
            try session.click(row: 3, across: 0.9)
            #expect(session.input.waitUntil { session.selectedRows == [3] && session.viewer.inspectedRow == 3 },
                    "the click selected row 3: \(session.selectedRows)")

            // A wider window sets the columns side by side again.
            gtk_window_set_default_size(session.window.cast(), InspectorColumns.sideBySideWidth + 40, 720)
            #expect(session.input.waitUntil { session.viewer.inspectorColumns.isSideBySide }, "the columns stand side by side")
        }

        /// The size of the window's surface (its shadow included), as the screen holds it.
        private static func surfaceSize(of window: UnsafeMutablePointer<GtkWidget>) -> (width: Int32, height: Int32) {
            guard let surface = gtk_native_get_surface(OpaquePointer(window)) else { return (0, 0) }
            return (gdk_surface_get_width(surface), gdk_surface_get_height(surface))
        }

        private static func minimumWidth(of widget: UnsafeMutablePointer<GtkWidget>) -> Int32 {
            var minimum: Int32 = 0, natural: Int32 = 0
            gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
            return minimum
        }

        /// Expects the canvas's device frame inside the canvas pane and the window, at 100 %.
        private func expectDeviceShownWhole(in session: ViewerUnderRealInput, sourceLocation: SourceLocation = #_sourceLocation) throws {
            try session.input.settle()
            let device = try ScreenGeometry.rootRect(of: session.viewer.canvas.deviceWidget)
            let pane = try ScreenGeometry.rootRect(of: session.viewer.canvas.widget)
            let window = try ScreenGeometry.rootRect(of: session.window)
            #expect(session.viewer.canvas.shownZoom == 1, sourceLocation: sourceLocation)
            #expect(device.width == Int(session.viewer.context.width), "the device is \(device.width) px wide", sourceLocation: sourceLocation)
            #expect(device.x >= pane.x && device.x + device.width <= pane.x + pane.width, "device \(device), pane \(pane)",
                    sourceLocation: sourceLocation)
            #expect(pane.x >= window.x && pane.x + pane.width <= window.x + window.width, "pane \(pane), window \(window)",
                    sourceLocation: sourceLocation)
        }
    }
}
