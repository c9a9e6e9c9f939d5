import Foundation
import GtkSupport

/// Screen images a person can look at: with `REAL_INPUT_ARTIFACTS=/some/folder` set, tests save
/// the screen images they check there (nothing is written otherwise).
@MainActor
public enum ScreenArtifacts {
    /// The folder from `REAL_INPUT_ARTIFACTS`, if set.
    public static var folder: URL? {
        ProcessInfo.processInfo.environment["REAL_INPUT_ARTIFACTS"].map { URL(fileURLWithPath: $0, isDirectory: true) }
    }

    /// Saves `image` as `NAME.png` in the artifacts folder, when one is set.
    public static func save(_ image: PixelImage, named name: String) {
        guard let folder else { return }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? image.writePNG(to: folder.appendingPathComponent("\(name).png"))
    }

    /// Saves the whole screen as `NAME.png` in the artifacts folder, when one is set.
    public static func saveScreen(named name: String) {
        guard folder != nil else { return }
        let input = try? RealInput.start()
        guard let size = input?.screenSize, let image = try? ScreenPixels.image(x: 0, y: 0, width: size.width, height: size.height) else {
            return
        }
        save(image, named: name)
    }
}
