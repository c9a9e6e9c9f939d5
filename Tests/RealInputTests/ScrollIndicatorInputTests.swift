import CGtk
import CellKit
import CellKitGTK
@testable import CellScope
import Foundation
import GtkSupport
import RealInput
import Testing

extension RealInputTests {
    /// The live canvas's scroll indicator is transient, as on iOS: none at rest, shown while the real
    /// wheel scrolls the list, faded out about a second later, and never in an export of the canvas.
    @Suite @MainActor struct ScrollIndicatorInput {
        /// The settings demo is an inset grouped list: its cards stop 20 points from the screen's edges, so
        /// the 6-point strip along the trailing edge is the grouped background (#F2F2F7) except where
        /// the indicator (3 points wide, 2 from the edge) is drawn. Counted below the 20-point status bar.
        private func indicatorPixels(in image: PixelImage) -> Int {
            var count = 0
            for y in 24..<(image.height - 4) {
                for x in (image.width - 6)..<image.width {
                    let pixel = image.pixel(x: x, y: y)
                    if abs(Int(pixel.red) - 0xF2) > 3 || abs(Int(pixel.green) - 0xF2) > 3 || abs(Int(pixel.blue) - 0xF7) > 3 { count += 1 }
                }
            }
            return count
        }

        @Test func theIndicatorShowsWhileScrollingFadesAndIsNeverExported() throws {
            let session = try ViewerUnderRealInput("settings")
            defer { session.close() }
            let picker = session.viewer.traitsBar.devicePicker
            try session.input.click(picker)
            try session.input.click(try #require(WidgetSearch.label("iPhone SE", in: picker)))
            #expect(session.input.waitUntil { session.viewer.context.device == .iPhoneSE })
            let root = GtkEmbedding.widget(for: try #require(session.viewer.canvas.root))
            #expect(session.input.waitUntil { gtk_widget_get_height(root) == 667 })
            func onScreen() throws -> PixelImage {
                try session.input.settle()
                return try ScreenPixels.image(of: root)
            }
            #expect(try indicatorPixels(in: onScreen()) == 0, "no indicator at rest")

            try session.input.move(to: ViewTesting.gtkWidget(of: session.list))
            try session.input.scrollWheel(2)
            #expect(session.list.contentOffset.y > -20, "the wheel scrolled the list")
            var shown = 0
            #expect(session.input.waitUntil { shown = (try? indicatorPixels(in: onScreen())) ?? 0; return shown > 20 },
                    "the indicator appears while scrolling")
            ScreenArtifacts.save(try onScreen(), named: "scroll-indicator-shown")

            // An export made while the indicator is on screen leaves it out.
            #expect(session.list.isShowingScrollIndicator)
            let export = try session.viewer.canvasImage()
            ScreenArtifacts.save(export, named: "scroll-indicator-export")
            #expect(export.width == 375 && export.height == 667)
            #expect(indicatorPixels(in: export) == 0, "the export has no indicator pixels")

            // Scrolled again, it shows, then fades about a second after the wheel stops.
            try session.input.scrollWheel(1)
            #expect(session.input.waitUntil { ((try? indicatorPixels(in: onScreen())) ?? 0) > 20 })
            #expect(session.input.waitUntil(timeout: 10) { ((try? indicatorPixels(in: onScreen())) ?? 1) == 0 }, "the indicator fades out")
            #expect(!session.list.isShowingScrollIndicator)
        }
    }
}
