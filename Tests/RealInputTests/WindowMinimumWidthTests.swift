import CGtk
@testable import CellScope
import Foundation
import GtkSupport
import RealInput
import Testing

extension RealInputTests {
    /// The viewer fits a 1280-pixel-wide laptop screen: its window's minimum width, with the phone
    /// canvas, leaves room for a window frame.
    @Suite @MainActor struct WindowMinimumWidth {
        @Test func theViewerWindowFitsA1280PixelScreen() throws {
            let session = try ViewerUnderRealInput("settings")
            defer { session.close() }
            var minimum: Int32 = 0, natural: Int32 = 0
            gtk_widget_measure(session.window, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
            ScreenArtifacts.saveScreen(named: "viewer-1280")
            print("the viewer window's minimum width: \(minimum) px")
            #expect(minimum <= 1260, "the window's minimum width is \(minimum) px")
        }
    }
}
