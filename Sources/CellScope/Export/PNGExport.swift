import Foundation
import GtkSupport

/// Writes exported images atomically (``PendingOutputFile``), through symbolic links as `cp` does,
/// and says when an existing file was replaced.
@preconcurrency @MainActor
enum PNGExport {
    /// Writes `sheet` as a PNG to `url`, a band at a time, and reports "wrote …" or "replaced …"
    /// with its size.
    static func write(_ sheet: ImageSheet, to url: URL, report: (String) -> Void) throws {
        let destination = try OutputDestination.check(url.path, option: "the export")
        let file = try PendingOutputFile(destination)
        let replaced = try sheet.write(to: file)
        report(message(replaced: replaced, file: file, width: sheet.width, height: sheet.height))
    }

    /// Writes `image` into a file reserved before the rendering.
    static func write(_ image: PixelImage, to file: PendingOutputFile, report: (String) -> Void) throws {
        let replaced = try file.commit(image.pngData())
        report(message(replaced: replaced, file: file, width: image.width, height: image.height))
    }

    private static func message(replaced: Bool, file: PendingOutputFile, width: Int, height: Int) -> String {
        "\(replaced ? "replaced" : "wrote") \(file.destination.displayName) (\(width)×\(height))"
    }
}
