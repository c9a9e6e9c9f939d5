import Foundation
import GtkSupport

/// Writes exported images atomically (``PendingOutputFile``), through symbolic links as `cp` does,
/// and says when an existing file was replaced.
@preconcurrency @MainActor
enum PNGExport {
    /// Writes `image` as a PNG to `url` and reports "wrote …" or "replaced …" with its size.
    static func write(_ image: PixelImage, to url: URL, report: (String) -> Void) throws {
        let destination = try OutputDestination.check(url.path, option: "the export")
        let file = try PendingOutputFile(destination)
        try write(image, to: file, report: report)
    }

    /// Writes `image` into a file reserved before the rendering.
    static func write(_ image: PixelImage, to file: PendingOutputFile, report: (String) -> Void) throws {
        let replaced = try file.commit(image.pngData())
        report("\(replaced ? "replaced" : "wrote") \(file.destination.displayName) (\(image.width)×\(image.height))")
    }
}
