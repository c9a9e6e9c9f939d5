import CGtk
import Foundation

/// An RGBA image in memory (8 bits per channel, straight alpha), read from or written to PNG.
///
/// Used for snapshot output, golden-image comparison and composing several renderings into one
/// sheet (matrix and strip exports).
public struct PixelImage: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Rows of RGBA bytes, `width * 4` bytes each, top to bottom.
    public var rgba: [UInt8]

    /// An image of one color (default: transparent).
    public init(width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)) {
        self.width = width
        self.height = height
        rgba = [UInt8](repeating: 0, count: width * height * 4)
        guard fill != (0, 0, 0, 0) else { return }
        rgba.withUnsafeMutableBufferPointer { buffer in
            var i = 0
            while i < buffer.count {
                buffer[i] = fill.0; buffer[i + 1] = fill.1; buffer[i + 2] = fill.2; buffer[i + 3] = fill.3
                i += 4
            }
        }
    }

    /// Downloads a GDK texture (premultiplied BGRA in memory) into straight RGBA.
    @MainActor
    public init(texture: OpaquePointer) {
        let width = Int(gdk_texture_get_width(texture))
        let height = Int(gdk_texture_get_height(texture))
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { buffer in
            gdk_texture_download(texture, buffer.baseAddress, gsize(width * 4))
            // In place: BGRA to RGBA, dividing by alpha where a pixel is not opaque. A plain loop
            // through the pointer, not `stride` over the buffer: a debug build (the viewer under
            // test) otherwise spends most of a lint rendering in the generic iterator.
            guard let pixel = buffer.baseAddress else { return }
            var i = 0
            while i < buffer.count {
                let blue = pixel[i], red = pixel[i + 2]
                let alpha = Int(pixel[i + 3])
                if alpha == 255 {
                    pixel[i] = red
                    pixel[i + 2] = blue
                } else if alpha == 0 {
                    pixel[i] = 0; pixel[i + 1] = 0; pixel[i + 2] = 0
                } else {
                    pixel[i] = Self.unpremultiply(red, alpha: alpha)
                    pixel[i + 1] = Self.unpremultiply(pixel[i + 1], alpha: alpha)
                    pixel[i + 2] = Self.unpremultiply(blue, alpha: alpha)
                }
                i += 4
            }
        }
        self.width = width
        self.height = height
        rgba = pixels
    }

    /// A premultiplied channel divided by `alpha` (1…254), rounded.
    private static func unpremultiply(_ value: UInt8, alpha: Int) -> UInt8 {
        UInt8(min(255, (Int(value) * 255 + alpha / 2) / alpha))
    }

    /// Reads a PNG (or any format GDK can load); nil when the file is missing or not an image.
    @MainActor
    public init?(contentsOf url: URL) {
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_filename(url.path, &error) else {
            g_clear_error(&error)
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        self.init(texture: texture)
    }

    /// The pixel at (x, y) as RGBA.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let i = (y * width + x) * 4
        return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
    }

    /// Encodes the image as PNG bytes.
    @MainActor
    public func pngData() -> Data {
        let texture = makeTexture()
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let bytes = gdk_texture_save_to_png_bytes(texture)!
        defer { g_bytes_unref(bytes) }
        var size = 0
        let data = g_bytes_get_data(bytes, &size)!
        return Data(bytes: data, count: size)
    }

    /// Writes the image as PNG atomically (a temporary file in the same folder, then a rename).
    @MainActor
    public func writePNG(to url: URL) throws {
        try pngData().write(to: url, options: .atomic)
    }

    /// Draws `image` over this one with its top-left corner at (x, y) (source-over blending,
    /// clipped at the edges).
    public mutating func draw(_ image: PixelImage, atX x: Int, y: Int) {
        for row in 0..<image.height where y + row >= 0 && y + row < height {
            for column in 0..<image.width where x + column >= 0 && x + column < width {
                let source = (row * image.width + column) * 4
                let target = ((y + row) * width + x + column) * 4
                let alpha = Int(image.rgba[source + 3])
                if alpha == 255 {
                    for channel in 0..<4 { rgba[target + channel] = image.rgba[source + channel] }
                } else if alpha > 0 {
                    let below = Int(rgba[target + 3])
                    let outAlpha = alpha + below * (255 - alpha) / 255
                    for channel in 0..<3 {
                        let blended = (Int(image.rgba[source + channel]) * alpha
                            + Int(rgba[target + channel]) * below * (255 - alpha) / 255) / max(outAlpha, 1)
                        rgba[target + channel] = UInt8(min(255, blended))
                    }
                    rgba[target + 3] = UInt8(outAlpha)
                }
            }
        }
    }

    @MainActor
    private func makeTexture() -> OpaquePointer {
        let bytes = rgba.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }!
        defer { g_bytes_unref(bytes) }
        return gdk_memory_texture_new(Int32(width), Int32(height), GDK_MEMORY_R8G8B8A8, bytes, gsize(width * 4))
    }
}
