import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// Renderings at 2x and 3x (`ViewSnapshot.image(of:scale:)`) are drawn at that resolution, not
/// enlarged: the image is scale times the view's size, symbols rasterized at the `displayScale` trait
/// are as sharp as at 1x, and a list separator at `displayScale` 3 is one pixel thick.
@Suite(.gtk) @MainActor struct ScaledRenderingTests {
    /// Pixels between ink and paper (luminance 60…199) and fully inked ones (below 60).
    private func edgeAndInk(_ image: PixelImage) -> (edge: Int, ink: Int) {
        var edge = 0, ink = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                let luminance = (Int(p.red) * 299 + Int(p.green) * 587 + Int(p.blue) * 114) / 1000
                if luminance < 60 { ink += 1 } else if luminance < 200 { edge += 1 }
            }
        }
        return (edge, ink)
    }

    private func symbol(displayScale: CGFloat) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        root.backgroundColor = .white
        root.traitOverrides.displayScale = displayScale
        let icon = UIImageView(image: UIImage(systemName: "wifi"))
        icon.tintColor = .black
        icon.frame = root.bounds
        root.addSubview(icon)
        return root
    }

    @Test func aSymbolAtTheDisplayScaleIsSharp() throws {
        let sharp = try ViewSnapshot.image(of: symbol(displayScale: 3), scale: 3)
        let enlarged = try ViewSnapshot.image(of: symbol(displayScale: 1), scale: 3)
        #expect(sharp.width == 72 && sharp.height == 72)
        let sharpCounts = edgeAndInk(sharp), enlargedCounts = edgeAndInk(enlarged)
        // An icon rasterized at 1x and enlarged 3 times has blurred edges three pixels wide; drawn at 3x
        // its edges are about one pixel wide and more of it is solid ink.
        #expect(sharpCounts.edge * 2 < enlargedCounts.edge, "edge pixels: \(sharpCounts.edge) at 3x, \(enlargedCounts.edge) enlarged")
        #expect(sharpCounts.ink > enlargedCounts.ink)
    }

    @Test func aSeparatorAtDisplayScaleThreeIsOnePixelThick() throws {
        let table = FruitsViewController()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
        root.traitOverrides.displayScale = 3
        table.view.frame = root.bounds
        root.addSubview(table.view)
        let image = try ViewSnapshot.image(of: root, scale: 3)
        #expect(image.width == 1125 && image.height == 900)
        // Down the column 200 points in, separators (#C6C6C8 on white cells) are single pixel rows.
        var runs: [Int] = [], run = 0
        for y in 0..<image.height {
            let p = image.pixel(x: 600, y: y)
            if p.red == 0xC6, p.green == 0xC6, p.blue == 0xC8 { run += 1 } else if run > 0 { runs.append(run); run = 0 }
        }
        #expect(!runs.isEmpty && runs.allSatisfy { $0 == 1 }, "separator thicknesses in pixels: \(runs)")
    }
}
