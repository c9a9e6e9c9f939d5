import Foundation
import GtkSupport

/// One generation of a baseline on disk (`DIR/current`, or a new one being written): `manifest.json`
/// and, per demo and item, a PNG and a JSON file for each recorded permutation
/// (`DEMO/ITEM/STATES·SIZE·APPEARANCE.png`). Every file is written atomically (``PendingOutputFile``).
///
/// Every path a manifest names is resolved inside the generation's folder before it is read
/// (``BaselinePath``), and every file is read as ``InputFile`` with a limit; a PNG's size is checked
/// from its header against ``ImageLimits`` before it is decoded.
@preconcurrency @MainActor
struct BaselineFolder {
    /// Why a baseline file could not be read or written.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The largest recorded configuration read.
    static let recordSizeLimit = 16 << 20

    /// The generation's folder, its links resolved.
    let root: URL

    init(root: URL) {
        self.root = BaselinePath.resolvedFolder(root) ?? root
    }

    /// The manifest's path, for messages.
    var manifestPath: String { root.appendingPathComponent(BaselineManifest.fileName).path }

    /// The manifest, its format checked first; nil when there is none. It too must stay inside the folder
    /// (a `manifest.json` that is a link out of it is refused).
    func manifest() throws(CommandLineError) -> BaselineManifest? {
        guard let file = try resolve(BaselineManifest.fileName) else { return nil }
        let data: Data
        do { data = try InputFile.read(file.path, limit: BaselineManifest.sizeLimit) } catch {
            if error.isMissing { return nil }
            throw CommandLineError("--dir: \(manifestPath) \(error.reason)")
        }
        return try BaselineManifest.decode(data, name: manifestPath)
    }

    /// Where `path` (relative, from a manifest) leads inside the generation, nil when nothing is there;
    /// throws when it leads out of it.
    func resolve(_ path: String) throws(CommandLineError) -> URL? {
        do { return try BaselinePath.resolve(path, in: root) } catch {
            throw CommandLineError("--dir: \(manifestPath) names a file that may not be read: \(error.message)")
        }
    }

    /// The recorded JSON of `entry`, or why it cannot be read.
    func record(of entry: BaselineManifest.Entry) -> Result<BaselineRecord, Failure> {
        let data: Data
        switch readable(entry.configuration) {
        case .failure(let failure): return .failure(failure)
        case .success(let url):
            do { data = try InputFile.read(url.path, limit: Self.recordSizeLimit) } catch {
                return .failure(Failure(description: "\(url.path) \(error.reason)"))
            }
        }
        do {
            return .success(try JSONDecoder().decode(BaselineRecord.self, from: data))
        } catch {
            return .failure(Failure(description: "\(root.path)/\(entry.configuration) is not a recorded configuration (\(Self.reason(error)))"))
        }
    }

    /// The recorded PNG of `entry`, or why it cannot be read; its size is checked before it is decoded.
    func image(of entry: BaselineManifest.Entry) -> Result<PixelImage, Failure> {
        switch imageFile(of: entry) {
        case .failure(let failure): return .failure(failure)
        case .success(let url):
            guard let image = PixelImage(contentsOf: url) else { return .failure(Failure(description: "\(url.path) is not a PNG")) }
            return .success(image)
        }
    }

    /// The recorded PNG file of `entry` once its header shows a PNG within ``ImageLimits``, or why not.
    func imageFile(of entry: BaselineManifest.Entry) -> Result<URL, Failure> {
        let url: URL
        switch readable(entry.image) {
        case .failure(let failure): return .failure(failure)
        case .success(let found): url = found
        }
        do {
            _ = try PNGHeader.checked(at: url.path)
        } catch {
            return .failure(Failure(description: "\(url.path) \(error.reason)"))
        }
        return .success(url)
    }

    /// The resolved file of `path`, or why there is none (it is missing, or leads out of the folder).
    private func readable(_ path: String) -> Result<URL, Failure> {
        do {
            guard let url = try resolve(path) else { return .failure(Failure(description: "\(root.path)/\(path) is missing")) }
            return .success(url)
        } catch {
            return .failure(Failure(description: error.message))
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
        try createFolder(for: rendering.permutation)
        try write(rendering.image.pngData(), to: rendering.permutation.imagePath)
        try write(rendering.record.encoded(), to: rendering.permutation.configurationPath)
    }

    /// Creates the folder of a permutation's files.
    func createFolder(for permutation: BaselinePermutation) throws {
        let folder = root.appendingPathComponent(permutation.folder)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "cannot create \(folder.path): \(Self.reason(error))")
        }
    }

    /// Writes `data` to `path` inside the folder, atomically.
    func write(_ data: Data, to path: String) throws {
        let file = root.appendingPathComponent(path)
        try PendingOutputFile(OutputDestination(requested: file, target: file)).commit(data)
    }

    nonisolated static func reason(_ error: Error) -> String {
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
