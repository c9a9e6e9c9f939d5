import Foundation
import GtkSupport

/// Images placed on a plain background, drawn a band of rows at a time: an exported matrix or strip
/// is written into its PNG band by band (``write(to:)``), so the whole sheet (the messages demo's
/// strip is 4,604 × 3,108 pixels, 57 MB) is never held next to the tiles it is made of.
struct ImageSheet {
    /// One image and where its top-leading corner goes on the sheet.
    struct Placement {
        let image: PixelImage
        let x: Int
        let y: Int
    }

    /// The sheet's size in pixels.
    let width: Int
    let height: Int
    /// The colour under the images.
    let background: (UInt8, UInt8, UInt8, UInt8)
    /// The images, drawn in order (later ones over earlier ones).
    private(set) var placements: [Placement] = []

    /// How many rows of pixels ``write(to:)`` draws at a time.
    static let bandHeight = 64

    /// An empty sheet of one colour.
    init(width: Int, height: Int, background: (UInt8, UInt8, UInt8, UInt8)) {
        self.width = width
        self.height = height
        self.background = background
    }

    /// A sheet that is exactly one image.
    init(_ image: PixelImage) {
        self.init(width: image.width, height: image.height, background: (0, 0, 0, 0))
        place(image, x: 0, y: 0)
    }

    /// Puts `image` with its top-leading corner at (x, y); what falls outside the sheet is cut off.
    mutating func place(_ image: PixelImage, x: Int, y: Int) {
        placements.append(Placement(image: image, x: x, y: y))
    }

    /// The rows `top..<top + rows` of the sheet.
    func band(top: Int, rows: Int) -> PixelImage {
        var band = PixelImage(width: width, height: rows, fill: background)
        for placement in placements where placement.y < top + rows && placement.y + placement.image.height > top {
            band.draw(placement.image, atX: placement.x, y: placement.y - top)
        }
        return band
    }

    /// The whole sheet as one image.
    func image() -> PixelImage {
        band(top: 0, rows: height)
    }

    /// Writes the sheet as a PNG into `file` a band at a time, then gives the file its name;
    /// returns whether an existing file was replaced.
    func write(to file: PendingOutputFile) throws -> Bool {
        let stream = try PNGStream(file: file, width: width)
        for top in stride(from: 0, to: height, by: Self.bandHeight) {
            try stream.append(band(top: top, rows: min(Self.bandHeight, height - top)))
        }
        return try stream.finish()
    }

    /// This sheet with `band` below it, as wide as the sheet (an export's legend).
    func appending(_ band: PixelImage) -> ImageSheet {
        var sheet = ImageSheet(width: width, height: height + band.height, background: background)
        sheet.placements = placements
        sheet.place(band, x: 0, y: height)
        return sheet
    }
}
