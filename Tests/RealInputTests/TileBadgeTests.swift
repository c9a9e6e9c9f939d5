import CGtk
@testable import CellKit
@testable import CellScope
import Foundation
import GtkSupport
import RealInput
import Testing

extension RealInputTests {
    /// Once the Checks tab has checked a demo, the state matrix's tiles of a permutation with an
    /// error carry a red badge, and the tiles of one without (the disabled rows, exempt) carry none.
    @Suite @MainActor struct TileBadges {
        @Test func matrixTilesWithAnErrorCarryABadgeOnlyOnceTheDemoIsChecked() throws {
            let session = try ViewerUnderRealInput("faint", catalog: PreviewCatalog([ChecksPanel.faintDemo]))
            defer { session.close() }
            let viewer = session.viewer
            let matrix = viewer.matrix
            func tilesRendered() -> Bool { !matrix.results.isEmpty && matrix.results.allSatisfy { $0.allSatisfy { $0 != nil } } }

            try session.input.key(GDK_KEY_2, modifiers: [.control])
            #expect(viewer.currentTab == .matrix)
            #expect(session.input.waitUntil(timeout: 120) { tilesRendered() }, "the matrix rendered")
            try session.input.settle()
            #expect(WidgetSearch.all(withClass: "tile-badge", in: matrix.widget).isEmpty, "no badge before the checks ran")
            #expect(Self.redPixels(in: try ScreenPixels.image(of: matrix.widget)) == 0)

            try session.input.key(GDK_KEY_4, modifiers: [.control])
            #expect(viewer.currentTab == .checks)
            #expect(session.input.waitUntil(timeout: 240) { viewer.checks.report != nil }, "the checks finished")
            try session.input.key(GDK_KEY_2, modifiers: [.control])
            #expect(viewer.currentTab == .matrix)
            try session.input.settle()

            // Rows: every combination of disabled, highlighted and selected; the four without
            // disabled have the faint text's contrast error, at every text size.
            let badges = WidgetSearch.all(withClass: "tile-badge", in: matrix.widget)
            #expect(badges.count == 4 * ContentSizeNames.all.count, "\(badges.count) badges")
            #expect(badges.allSatisfy { gtk_widget_has_css_class($0, "finding-error") != 0 })
            let screen = try ScreenPixels.image(of: matrix.widget)
            ScreenArtifacts.save(screen, named: "matrix-tile-badges")
            #expect(Self.redPixels(in: screen) > 150, "the badges are red on screen")
        }

        /// Pixels of a strong red (a badge's error color), which the faint demo's tiles never show.
        static func redPixels(in image: PixelImage) -> Int {
            stride(from: 0, to: image.rgba.count, by: 4).filter { index in
                image.rgba[index] > 150 && image.rgba[index + 1] < 90 && image.rgba[index + 2] < 90
            }.count
        }
    }
}
