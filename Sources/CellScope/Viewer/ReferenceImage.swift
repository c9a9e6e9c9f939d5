import CGtk
import Foundation
import GtkSupport

/// A PNG opened as the canvas's reference (a design export, a device screenshot), checked as
/// `render --compare` checks one: its header first (a PNG, within ``ImageLimits``), then its pixels.
///
/// The viewer draws the canvas at one pixel per point, so the reference is shown resampled to its
/// size in points (``ReferenceAlignment``).
struct ReferenceImage {
    /// Why a file cannot be a reference, in words that follow its name.
    struct Failure: Error, Equatable, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }

    /// The file it was read from.
    let url: URL
    /// The pixels as the file holds them.
    let pixels: PixelImage

    /// The file's name, for the status line and the bar.
    var name: String { url.lastPathComponent }

    /// Reads and checks the PNG at `url`; the failure says what is wrong with it ("is not a PNG").
    @MainActor
    init(contentsOf url: URL) throws(Failure) {
        let header: PNGHeader
        do { header = try PNGHeader.checked(at: url.path) } catch { throw Failure(reason: error.reason) }
        guard let pixels = header.decodedImage(at: url) else { throw Failure(reason: PNGHeader.undecodableReason) }
        self.url = url
        self.pixels = pixels
    }

    /// The reference at one pixel per point, as `alignment` places it (resampled when its scale is not 1).
    @MainActor
    func pointImage(_ alignment: ReferenceAlignment) -> PixelImage {
        let width = max(1, Int(alignment.pointSize.width.rounded())), height = max(1, Int(alignment.pointSize.height.rounded()))
        return pixels.resampled(width: width, height: height)
    }
}

extension PixelImage {
    /// The image resampled to `width` × `height` pixels (gdk-pixbuf's bilinear filter); the image
    /// itself when it has that size.
    @MainActor
    func resampled(width newWidth: Int, height newHeight: Int) -> PixelImage {
        guard newWidth != width || newHeight != height else { return self }
        let bytes = rgba.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }!
        defer { g_bytes_unref(bytes) }
        let source = gdk_pixbuf_new_from_bytes(bytes, GDK_COLORSPACE_RGB, 1, 8, Int32(width), Int32(height), Int32(width * 4))!
        defer { g_object_unref(UnsafeMutableRawPointer(source)) }
        let scaled = gdk_pixbuf_scale_simple(source, Int32(newWidth), Int32(newHeight), GDK_INTERP_BILINEAR)!
        defer { g_object_unref(UnsafeMutableRawPointer(scaled)) }
        let stride = Int(gdk_pixbuf_get_rowstride(scaled))
        let channels = Int(gdk_pixbuf_get_n_channels(scaled))
        var result = PixelImage(width: newWidth, height: newHeight)
        let pixels = gdk_pixbuf_read_pixels(scaled)!
        for y in 0..<newHeight {
            for x in 0..<newWidth {
                let source = y * stride + x * channels, target = (y * newWidth + x) * 4
                for channel in 0..<channels { result.rgba[target + channel] = pixels[source + channel] }
                if channels == 3 { result.rgba[target + 3] = 255 }
            }
        }
        return result
    }
}
