import Foundation
import GtkSupport

/// A baseline on disk: `manifest.json` and, per demo and item, a PNG and a JSON file for each
/// recorded permutation (`DEMO/ITEM/STATES·SIZE·APPEARANCE.png`). Every file is written atomically
/// (``PendingOutputFile``): an interrupted run leaves each file either old or new, never half written.
@preconcurrency @MainActor
struct BaselineFolder {
    /// Why a baseline file could not be read or written.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The folder.
    let url: URL

    /// The folder's manifest, nil when it has none; throws when it is there but unreadable.
    func manifest() throws -> BaselineManifest? {
        let file = url.appendingPathComponent(BaselineManifest.fileName)
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        do {
            return try JSONDecoder().decode(BaselineManifest.self, from: Data(contentsOf: file))
        } catch {
            throw Failure(description: "\(file.path) is not a baseline manifest (\(Self.reason(error)))")
        }
    }

    /// Writes the manifest, its permutations sorted by key.
    func write(_ manifest: BaselineManifest) throws {
        var sorted = manifest
        sorted.permutations.sort { $0.permutation.key < $1.permutation.key }
        try write(sorted.encoded(), to: BaselineManifest.fileName)
    }

    /// Writes a rendering's PNG and JSON, creating its folders.
    func write(_ rendering: BaselineRenderer.Rendering) throws {
        let folder = url.appendingPathComponent(rendering.permutation.folder)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "cannot create \(folder.path): \(Self.reason(error))")
        }
        try write(rendering.image.pngData(), to: rendering.permutation.imagePath)
        try write(rendering.record.encoded(), to: rendering.permutation.configurationPath)
    }

    /// The recorded JSON of `entry`, or why it cannot be read.
    func record(of entry: BaselineManifest.Entry) -> Result<BaselineRecord, Failure> {
        let file = url.appendingPathComponent(entry.configuration)
        guard let data = FileManager.default.contents(atPath: file.path) else {
            return .failure(Failure(description: "\(file.path) is missing"))
        }
        do {
            return .success(try JSONDecoder().decode(BaselineRecord.self, from: data))
        } catch {
            return .failure(Failure(description: "\(file.path) is not a recorded configuration (\(Self.reason(error)))"))
        }
    }

    /// The recorded PNG of `entry`, or why it cannot be read.
    func image(of entry: BaselineManifest.Entry) -> Result<PixelImage, Failure> {
        let file = url.appendingPathComponent(entry.image)
        guard FileManager.default.fileExists(atPath: file.path) else { return .failure(Failure(description: "\(file.path) is missing")) }
        guard let image = PixelImage(contentsOf: file) else { return .failure(Failure(description: "\(file.path) is not a PNG")) }
        return .success(image)
    }

    /// Removes the files of `entry`, and its item's and demo's folders when they are left empty.
    func remove(_ entry: BaselineManifest.Entry) {
        for path in [entry.image, entry.configuration] { try? FileManager.default.removeItem(at: url.appendingPathComponent(path)) }
        var folder = url.appendingPathComponent(entry.permutation.folder)
        for _ in 0..<2 {
            guard (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true else { return }
            try? FileManager.default.removeItem(at: folder)
            folder = folder.deletingLastPathComponent()
        }
    }

    private func write(_ data: Data, to path: String) throws {
        let file = url.appendingPathComponent(path)
        try PendingOutputFile(OutputDestination(requested: file, target: file)).commit(data)
    }

    static func reason(_ error: Error) -> String {
        if let decoding = error as? DecodingError {
            switch decoding {
            case .keyNotFound(let key, _): return "no \"\(key.stringValue)\""
            case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
                let path = context.codingPath.map(\.stringValue).joined(separator: ".")
                return path.isEmpty ? context.debugDescription : "at \(path): \(context.debugDescription)"
            @unknown default: return "\(error)"
            }
        }
        return (error as NSError).localizedDescription
    }
}
