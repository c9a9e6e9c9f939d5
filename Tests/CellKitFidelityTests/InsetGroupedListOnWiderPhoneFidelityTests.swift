import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// The inset grouped list of ``InsetGroupedListFidelityTests`` shown as a 375 × 812-point view on a
/// 390-point phone, where iOS 16 uses 20-point margins.
// theleftbit/BSWInterfaceKit @ 89e83618a429ad0d2129e51c29d6e103ad64688f,
// Tests/BSWInterfaceKitTests/Suite/__Snapshots__/ContentViewTests/testLayout.390x844.png
// (1125 × 2436 @3x = 375 × 812 pt, safe area top 44).
@Suite(.gtk) @MainActor struct InsetGroupedListOnWiderPhoneFidelityTests {
    private func list(renderedAtDeviceScale: Bool = false) throws -> (ReferenceScreen, UICollectionView) {
        let screen = ReferenceScreen(CheckedInsetList(), width: 375, height: 812, safeTop: 44, screenWidth: 390,
                                     renderedAtDeviceScale: renderedAtDeviceScale)
        return (screen, try #require(screen.controller.view as? UICollectionView))
    }

    // Measured: the cells are white from x 20.0 to 355.0.
    @Test func cellsAreInsetTwentyPoints() throws {
        let (screen, list) = try list()
        for item in 0..<3 {
            let frame = screen.frame(of: try #require(list.cellForItem(at: IndexPath(item: item, section: 0))))
            expectNear(frame.minX, 20, "cell \(item) leading edge")
            expectNear(frame.maxX, 355, "cell \(item) trailing edge")
        }
    }

    // Measured: "Hello" inks from x 29.33 (cell 20 + 8-pt stack margin + side bearing); the separator under
    // it (at 112.33; the row is selected, and its plain cell's background does not show it) starts at x
    // 40.0 (the cell's 20-pt layout margin).
    @Test func rowTextAndSeparatorMoveWithTheWiderMargins() throws {
        let (screen, list) = try list()
        let image = try screen.image()
        let first = screen.frame(of: try #require(list.cellForItem(at: IndexPath(item: 0, section: 0))))
        let ink = image.inkBounds(in: CGRect(x: first.minX, y: first.minY + 1, width: 120, height: first.height - 2),
                                  background: MeasuredColor(hex: 0xFFFFFF))
        expectNear(ink?.minX, 29.33, "row text ink x")
        #expect(list.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == true)
        let separator = image.columns(showing: MeasuredColor(hex: 0xC6C6C8), atY: Int(first.maxY) - 1)
        expectNear(separator.first.map { CGFloat($0) }, 40, "separator start under the selected row")
    }

    // Measured at the device's scale: each row is 36.33 pt (109 device pixels: one 20.287-pt body line,
    // rounded up to 20.333 at 3x, between 8-pt margins); the first row ends at 112.67, its separator on the
    // row's last device pixel row (337, 112.33 pt), and the second row follows at once.
    @Test func rowsAreThirtySixAndAThirdPointsTallAtTheDevicesScale() throws {
        let (screen, list) = try list(renderedAtDeviceScale: true)
        var frames: [CGRect] = []
        for item in 0..<3 { frames.append(screen.frame(of: try #require(list.cellForItem(at: IndexPath(item: item, section: 0))))) }
        for (item, frame) in frames.enumerated() {
            #expect(abs(frame.height * 3 - 109) < 0.01, "row \(item) height \(frame.height)")
        }
        #expect(abs(frames[0].maxY * 3 - 338) < 0.01, "first row bottom \(frames[0].maxY)")
        #expect(abs(frames[1].minY - frames[0].maxY) < 0.01, "second row top \(frames[1].minY)")
        let lines = try screen.image().rows(showing: MeasuredColor(hex: 0xC6C6C8), atX: 600, from: 300, to: 360)
        #expect(lines == [337], "separator pixel rows \(lines)")
    }

    // Measured: the section's outer corners are rounded with a 10.20-pt radius (a diagonal inset of 4.226
    // pt from the corner, at the top left of the first cell and the bottom left and right of the last).
    @Test func sectionCornersAreRoundedTenPoints() throws {
        let (screen, list) = try list()
        let image = try screen.image()
        let first = screen.frame(of: try #require(list.cellForItem(at: IndexPath(item: 0, section: 0))))
        let last = screen.frame(of: try #require(list.cellForItem(at: IndexPath(item: 2, section: 0))))
        let white = MeasuredColor(hex: 0xFFFFFF), background = MeasuredColor(hex: 0xF2F2F7)
        let corners = [
            ("top left", Int(first.minX), Int(first.minY), 1, 1), ("top right", Int(first.maxX) - 1, Int(first.minY), -1, 1),
            ("bottom left", Int(last.minX), Int(last.maxY) - 1, 1, -1), ("bottom right", Int(last.maxX) - 1, Int(last.maxY) - 1, -1, -1),
        ]
        for (name, x, y, stepX, stepY) in corners {
            expectNear(image.cornerRadius(x: x, y: y, stepX: stepX, stepY: stepY, fill: white, background: background), 10.2, "\(name) corner radius")
        }
    }
}
