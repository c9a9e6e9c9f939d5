import CellKit
import Foundation
import GtkSupport

/// Renders demos, single cells in forced states, and grids of them, to images.
@preconcurrency @MainActor
public enum PreviewRenderer {
    /// Why a preview could not be rendered.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The tallest canvas a cell is cropped from: X11 windows and cairo surfaces stop at 32,767 pixels.
    static let maximumCanvasHeight = 32_000

    /// The whole demo list at the context's width and traits, every row of it; with a device in the
    /// context, the device screen (its size, safe area and chrome) with the list scrolled to its top.
    /// The image has ``PreviewContext/renderScale`` pixels per point. A list taller than
    /// 16,000 pixels on a side (or 128 million pixels in all) is refused with an error that says how to
    /// split it, rather than cut off.
    public static func renderDemo(_ demo: PreviewDemo, context: PreviewContext) throws -> PixelImage {
        let scale = context.renderScale
        let canvas = DemoCanvas(demo: demo, context: context, maximumHeight: CGFloat(ImageLimits.maximumSide) / scale + 1,
                                asDeviceScreen: true)
        let points = canvas.isDeviceScreen ? canvas.rootView.bounds.height : max(canvas.list.contentSize.height, canvas.rootView.bounds.height)
        let height = Int((points * scale).rounded(.up))
        guard ImageLimits.allows(width: Int((context.width * scale).rounded(.up)), height: height) else {
            throw ImageTooLarge(description: "the '\(demo.id)' \(demo.isScreen ? "screen" : "list") is \(height) pixels tall at "
                + "\(ContentSizeNames.name(of: context.contentSizeCategory)), more than cellscope writes in one image "
                + "(\(ImageLimits.summary)); render it at a smaller text size, or one row at a time with --item")
        }
        return try ViewSnapshot.image(of: canvas.rootView, scale: scale)
    }

    /// One item's cell, with `states` forced on it, cropped from the demo list (however far down
    /// the list the item is, up to ``maximumCanvasHeight``). The system states not in `states` are
    /// forced off, and so are the demo's custom states not in `states`, unless `keepingOwnCustomStates`:
    /// then each keeps the value the cell gives it (a favourite stays a favourite), as the app draws the
    /// item (`cellscope render --item`).
    package static func renderCell(_ demo: PreviewDemo, item: PreviewItem, states: ForcedStates,
                                  context: PreviewContext, keepingOwnCustomStates: Bool = false) throws -> PixelImage {
        let canvas = DemoCanvas(demo: demo, context: context, maximumHeight: CGFloat(maximumCanvasHeight))
        let cell = try self.cell(in: canvas, demo: demo, item: item)
        cell.configurationStateOverrides = states.overrides(customStates: keepingOwnCustomStates ? [] : demo.customStates)
        canvas.rootView.layoutIfNeeded()
        let scale = context.renderScale
        let image = try ViewSnapshot.image(of: canvas.rootView, scale: scale)
        let frame = cell.convert(cell.bounds, to: canvas.rootView)
        return image.cropped(to: CGRect(x: frame.minX * scale, y: frame.minY * scale, width: frame.width * scale, height: frame.height * scale))
    }

    /// The realized cell of an item in a canvas.
    static func cell(in canvas: DemoCanvas, demo: PreviewDemo, item: PreviewItem) throws -> UICollectionViewCell {
        guard let row = demo.items.firstIndex(of: item) else {
            throw Failure(description: "the demo '\(demo.id)' has no item '\(item.id)'")
        }
        if let indexPath = canvas.list.indexPath(forPreviewRow: row), let cell = canvas.list.cellForItem(at: indexPath) {
            return cell
        }
        throw Failure(description: "the item '\(item.id)' of demo '\(demo.id)' is not shown in its list (row \(row)"
            + (canvas.list.contentSize.height > canvas.rootView.bounds.height ? ", which starts below the first \(maximumCanvasHeight) pixels)" : ")"))
    }
}

extension PixelImage {
    /// The part of the image inside `rect` (rounded outward to whole pixels, clipped to the image).
    func cropped(to rect: CGRect) -> PixelImage {
        let x = max(0, Int(rect.minX.rounded(.down))), y = max(0, Int(rect.minY.rounded(.down)))
        let maxX = min(width, Int(rect.maxX.rounded(.up))), maxY = min(height, Int(rect.maxY.rounded(.up)))
        var result = PixelImage(width: max(1, maxX - x), height: max(1, maxY - y))
        result.draw(self, atX: -x, y: -y)
        return result
    }
}
