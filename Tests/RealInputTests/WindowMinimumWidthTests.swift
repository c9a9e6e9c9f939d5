import CGtk
@testable import CellScope
import Foundation
import GtkSupport
import RealInput
import Testing

extension RealInputTests {
    /// The viewer should fit a 1280-pixel-wide laptop screen: its window's minimum width, with the
    /// phone canvas, should leave room for a window frame (today it is 1425 px: a known issue).
    @Suite @MainActor struct WindowMinimumWidth {
        @Test func theViewerWindowFitsA1280PixelScreen() throws {
            let session = try ViewerUnderRealInput("settings")
            defer { session.close() }
            var minimum: Int32 = 0, natural: Int32 = 0
            gtk_widget_measure(session.window, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
            ScreenArtifacts.saveScreen(named: "viewer-1280")
            // The traits bar's controls on one line need 1214 px (the header bar 1213 px); a bar that
            // wraps them fits, but the inspector's two fixed columns (272 and 490 px) then leave the
            // 375-point canvas about 300 px at 1280 px and move it under the other real-input tests'
            // feet. Not fixed yet.
            withKnownIssue("the traits bar keeps the window 1425 px wide") {
                #expect(minimum <= 1260, "the window's minimum width is \(minimum) px")
            }
        }
    }
}
