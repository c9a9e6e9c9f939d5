import CGtk
import CellKit
@testable import CellScope
import CellScopeDemos
import Foundation
import GtkSupport
import RealInput
import Testing

extension RealInputTests {
    /// Compare with Reference through real input: a PNG of the same demo rendered at another text
    /// size is opened with Ctrl+Shift+O and the open dialog, difference mode is chosen with a click,
    /// and the screen shows the difference in magenta exactly where the two differ; at the
    /// reference's text size the status line reports them identical and no magenta is left.
    @Suite @MainActor struct ReferenceCompareInput {
        func statusText(_ viewer: ViewerWindow) -> String { Gtk.text(of: viewer.statusLabel) }

        /// Opens `url` as the reference: Ctrl+Shift+O, its path typed into the open dialog, Return.
        func openReference(_ session: ViewerUnderRealInput, _ url: URL) throws {
            let before = RealInputWindows.shownToplevels()
            try session.input.key(GDK_KEY_o, modifiers: [.control, .shift])
            var dialog: UnsafeMutablePointer<GtkWidget>?
            try #require(session.input.waitUntil {
                dialog = RealInputWindows.toplevels().first { !before.contains($0) && gtk_widget_get_mapped($0) != 0 }
                return dialog != nil
            }, "Ctrl+Shift+O opened the Compare with Reference dialog")
            let shown = try #require(dialog)
            try session.input.target(shown)
            try session.input.type(url.path)
            try session.input.key(GDK_KEY_Return)
            try #require(session.input.waitUntil { gtk_widget_get_mapped(shown) == 0 }, "the dialog closed")
            try session.input.target(session.window)
        }

        /// The magenta pixels of the canvas on screen, as points of the canvas (the part of it the
        /// canvas area shows: at 100 % a narrow pane scrolls it sideways).
        func screenMagenta(_ session: ViewerUnderRealInput) throws -> (points: Set<[Int]>, area: (x: Int, y: Int, width: Int, height: Int)) {
            try session.input.settle()
            let layer = try ScreenGeometry.rootRect(of: session.viewer.canvas.referenceLayer)
            let pane = try ScreenGeometry.rootRect(of: session.viewer.canvas.widget)
            let x = max(layer.x, pane.x), y = max(layer.y, pane.y)
            let width = min(layer.x + layer.width, pane.x + pane.width) - x, height = min(layer.y + layer.height, pane.y + pane.height) - y
            let image = try ScreenPixels.image(x: x, y: y, width: width, height: height)
            var points = Set<[Int]>()
            for py in 0..<height {
                for px in 0..<width {
                    let pixel = image.pixel(x: px, y: py)
                    if pixel.red > 240, pixel.green < 16, pixel.blue > 240 { points.insert([px + x - layer.x, py + y - layer.y]) }
                }
            }
            return (points, (x - layer.x, y - layer.y, width, height))
        }

        @Test func aReferenceAtAnotherTextSizeShowsItsDifferenceOnScreenAndTheSameSizeIsIdentical() throws {
            // The reference: the demo rendered headless at XXL, as `cellscope render messages --size XXL` does.
            let folder = try ViewerUnderRealInput.emptyFolder("reference-compare")
            defer { try? FileManager.default.removeItem(at: folder) }
            let demo = try #require(BuiltInDemos.catalog.demo(withID: "messages"))
            var large = PreviewContext()
            large.contentSizeCategory = .extraExtraLarge
            let reference = folder.appendingPathComponent("messages-xxl.png")
            try PreviewRenderer.renderDemo(demo, context: large).writePNG(to: reference)

            let session = try ViewerUnderRealInput("messages")
            defer { session.close() }
            let viewer = session.viewer
            try openReference(session, reference)
            #expect(session.input.waitUntil { statusText(viewer).contains("differing area: ") }, "status: \(statusText(viewer))")
            #expect(statusText(viewer).hasPrefix("Reference messages-xxl.png (@1x, 375 × "))

            let differenceButton = try #require(viewer.referenceOverlay.bar.modeButtons[.difference])
            try session.input.click(differenceButton)
            try #require(session.input.waitUntil {
                viewer.referenceOverlay.setting?.shownMode == .difference && gtk_widget_get_visible(viewer.referenceOverlay.overPicture) != 0
                    && viewer.referenceOverlay.lastComparison != nil
            }, "the click chose difference mode")
            let comparison = try #require(viewer.referenceOverlay.lastComparison)
            #expect(comparison.comparison.differingPoints > 0 && statusText(viewer).contains("differing area: "))

            // On screen: magenta exactly where the comparison found differing pixels, within the part shown.
            let (shown, area) = try screenMagenta(session)
            var expected = Set<[Int]>()
            for y in area.y..<min(area.y + area.height, comparison.overlay.height) {
                for x in area.x..<min(area.x + area.width, comparison.overlay.width) where comparison.overlay.pixel(x: x, y: y) == (255, 0, 255, 255) {
                    expected.insert([x, y])
                }
            }
            #expect(!expected.isEmpty, "the text differs in the part of the canvas shown")
            let missing = expected.subtracting(shown).count, extra = shown.subtracting(expected).count
            #expect(missing == 0 && extra == 0,
                    "of \(expected.count) differing pixels, \(missing) are not magenta on screen; \(extra) magenta pixels do not differ")

            // The canvas at the reference's text size (Large → XL → XXL): identical, nothing magenta.
            for _ in 0..<2 { try session.input.key(GDK_KEY_equal, modifiers: [.control, .alt]) }
            #expect(session.input.waitUntil { viewer.context.contentSizeCategory == .extraExtraLarge })
            #expect(session.input.waitUntil { statusText(viewer).contains("identical within the tolerance: 0 pt² differ") },
                    "status: \(statusText(viewer))")
            #expect(try screenMagenta(session).points.isEmpty, "no magenta once they are the same")
        }
    }
}
