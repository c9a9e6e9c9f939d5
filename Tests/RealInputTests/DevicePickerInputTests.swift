import CGtk
import CellKit
import CellKitGTK
@testable import CellScope
import Foundation
import GtkSupport
import RealInput
import Testing

extension RealInputTests {
    /// The device picker under real clicks: choosing a device gives the live canvas the device's size,
    /// and its safe area moves the list's first row below the status bar, on screen.
    @Suite @MainActor struct DevicePickerInput {
        /// The first row, in screen pixels from the top of the canvas, of the first cell of the settings
        /// demo: its white background on the grouped background, down the middle of the canvas.
        private func firstCellTop(_ session: ViewerUnderRealInput) throws -> Int? {
            let root = GtkEmbedding.widget(for: try #require(session.viewer.canvas.root))
            try session.input.settle()
            let origin = try ScreenGeometry.rootRect(of: root)
            let top = try ScreenPixels.image(x: origin.x, y: origin.y, width: origin.width, height: 200)
            ScreenArtifacts.save(top, named: "device-picker-top-\(origin.width)")
            return (0..<top.height).first { y in
                let pixel = top.pixel(x: top.width / 2, y: y)
                return pixel.red == 255 && pixel.green == 255 && pixel.blue == 255
            }
        }

        @Test func choosingADeviceResizesTheCanvasAndMovesTheFirstRowBelowTheStatusBar() throws {
            let session = try ViewerUnderRealInput("settings")
            defer { session.close() }
            let picker = session.viewer.traitsBar.devicePicker
            let freeTop = try #require(try firstCellTop(session))

            try session.input.click(picker)
            let choice = try #require(WidgetSearch.label("iPhone 15", in: picker))
            try session.input.click(choice)
            #expect(session.input.waitUntil { session.viewer.context.device == .iPhone15 })
            let root = GtkEmbedding.widget(for: try #require(session.viewer.canvas.root))
            #expect(session.input.waitUntil { gtk_widget_get_width(root) == 393 && gtk_widget_get_height(root) == 852 })
            // The drop-down's item may have been over the canvas: with the pointer left there, the row
            // under it would show its hover highlight instead of its white background.
            session.input.parkPointer()

            // iPhone 15's safe area top is 59 points: the first cell is that much lower than on a free
            // canvas, and the status bar's time is drawn above it (dark pixels in the top 54 points).
            var deviceTop = try firstCellTop(session)
            _ = session.input.waitUntil {
                deviceTop = try? firstCellTop(session)
                return deviceTop == freeTop + 59
            }
            #expect(deviceTop == freeTop + 59, "first cell at \(deviceTop.map(String.init) ?? "none") px, \(freeTop) px without a device")
            let origin = try ScreenGeometry.rootRect(of: root)
            let statusBar = try ScreenPixels.image(x: origin.x, y: origin.y, width: 393, height: 54)
            ScreenArtifacts.save(statusBar, named: "device-picker-status-bar")
            #expect(statusBar.count(of: ScreenColor(hex: 0x000000), tolerance: 40) > 40, "the time and glyphs are drawn")

            try session.input.click(session.viewer.traitsBar.landscapeToggle)
            #expect(session.input.waitUntil { gtk_widget_get_width(root) == 852 && gtk_widget_get_height(root) == 393 })
            #expect(session.viewer.canvas.root?.safeAreaInsets.left == 59)
        }
    }
}
