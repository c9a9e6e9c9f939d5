import Foundation
import GtkSupport

/// Writes exported images: atomically (a temporary file in the destination folder, then a rename),
/// and saying so when an existing file is replaced.
@MainActor
enum PNGExport {
    /// Why an export failed.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func write(_ image: PixelImage, to url: URL, report: (String) -> Void) throws {
        let folder = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw Failure(description: "cannot write \(url.path): the folder \(folder.path) does not exist")
        }
        let replacing = FileManager.default.fileExists(atPath: url.path)
        do {
            try image.writePNG(to: url)
        } catch {
            throw Failure(description: "cannot write \(url.path): \(error.localizedDescription)")
        }
        report("\(replacing ? "replaced" : "wrote") \(url.path) (\(image.width)×\(image.height))")
    }
}
