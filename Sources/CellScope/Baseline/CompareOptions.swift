import Foundation
import GtkSupport

/// `render`'s `--compare REF.png [--tolerance N]`: a reference image (a design export, a device
/// screenshot) to compare the rendering with, checked by its header before anything is rendered.
///
/// `--tolerance` is how far (0–255) each of a pixel's red, green, blue and alpha values may be from
/// the reference's before the pixel counts as different; the default, 2, absorbs the rounding of
/// colours that another tool's PNG export or a colour-managed screenshot adds, and nothing a person
/// can see.
@preconcurrency @MainActor
struct CompareOptions {
    static let defaultTolerance = 2

    /// The reference PNG's path, as given.
    let path: String
    /// Its size, read from its header.
    let header: PNGHeader
    /// The largest per-channel difference that still counts as the same.
    let tolerance: Int

    /// The options, or nil when `--compare` was not given (refusing `--tolerance` alone).
    init?(_ reader: ArgumentReader) throws(CommandLineError) {
        guard let path = reader.value("--compare") else {
            if let tolerance = reader.value("--tolerance") {
                throw CommandLineError("--tolerance '\(tolerance)' needs --compare REF.png: it applies to a comparison")
            }
            return nil
        }
        self.path = path
        if let value = reader.value("--tolerance") {
            guard let tolerance = Int(value), (0...255).contains(tolerance) else {
                throw CommandLineError("--tolerance '\(value)' is not a whole number from 0 to 255 (a channel's largest difference)")
            }
            self.tolerance = tolerance
        } else {
            tolerance = Self.defaultTolerance
        }
        do {
            header = try PNGHeader.checked(at: path)
        } catch {
            throw CommandLineError("--compare '\(path)' \(error.reason)")
        }
    }

    /// The reference decoded (its header was checked when the options were read).
    func reference() throws(CommandLineError) -> PixelImage {
        guard let image = header.decodedImage(at: URL(fileURLWithPath: path)) else {
            throw CommandLineError("--compare '\(path)' \(PNGHeader.undecodableReason)")
        }
        return image
    }
}
