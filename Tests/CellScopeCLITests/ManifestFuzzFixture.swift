@testable import CellScope
import CellScopeDemos
import Foundation
import Testing

/// The folders a fuzzed manifest is read in: `pristine` (a baseline the real command recorded),
/// `dir` (the `--dir` of every case, reset to the pristine baseline) and `outside` beside it (copies
/// of the baseline's manifest and of one item's files, which links placed in `dir` lead to).
@MainActor final class Fixture {
    /// The recorded plan: a third of one demo's items in two state combinations, one size, light, both
    /// contrasts (19 of 56 permutations), so that two thousand cases take seconds.
    static let narrow = ["sidebar", "--states", "selected", "--sizes", "L", "--appearances", "light", "--shard", "1/3"]

    let dir: URL, outside: URL
    /// The demos `cellscope` knows (built once: each read of `BuiltInDemos.catalog` builds them).
    let catalog = BuiltInDemos.catalog
    private let pristine: URL
    /// The item folder links are placed at (relative to the generation) and its files' names.
    let itemFolder: String
    let itemFiles: [String]
    /// Set by a mutation: the next manifest written is a link to the copy outside instead.
    var manifestLinksOut = false
    private var isDirty = true
    private var outsideSnapshot: [String: (Data, timespec)] = [:]

    init(in scratch: URL) throws {
        dir = scratch.appendingPathComponent("dir")
        outside = scratch.appendingPathComponent("outside")
        pristine = scratch.appendingPathComponent("pristine")
        let record = try CellScopeRun.run(["baseline", "record"] + Self.narrow + ["--dir", pristine.path], environment: CellScopeRun.noDisplay)
        try #require(record.status == 0, "\(record.standardError)")
        let current = pristine.appendingPathComponent("current")
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: current.appendingPathComponent("manifest.json"))) as? [String: Any]
        let image = try #require((manifest?["permutations"] as? [[String: Any]])?.first?["image"] as? String)
        itemFolder = (image as NSString).deletingLastPathComponent
        itemFiles = try FileManager.default.contentsOfDirectory(atPath: current.appendingPathComponent(itemFolder).path).sorted()
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: current.appendingPathComponent(itemFolder), to: outside.appendingPathComponent("item"))
        try FileManager.default.copyItem(at: current.appendingPathComponent("manifest.json"), to: outside.appendingPathComponent("manifest.json"))
        let firstFile = current.appendingPathComponent(itemFolder + "/" + itemFiles[0])
        try FileManager.default.copyItem(at: firstFile, to: outside.appendingPathComponent("victim.png"))
        try FileManager.default.copyItem(at: firstFile, to: outside.appendingPathComponent("victim.json"))
        outsideSnapshot = try snapshotOutside()
    }

    /// The pristine manifest's bytes.
    func pristineManifest() throws -> Data {
        try Data(contentsOf: pristine.appendingPathComponent("current/manifest.json"))
    }

    /// Makes `dir` the pristine baseline again (its files hard links to the pristine ones, which no
    /// case changes in place: every write is a new file renamed into place).
    func reset() throws {
        manifestLinksOut = false
        guard isDirty else { return }
        try? FileManager.default.removeItem(at: dir)
        let source = pristine.appendingPathComponent("current"), target = dir.appendingPathComponent("current")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        let walker = FileManager.default.enumerator(atPath: source.path)
        while let path = walker?.nextObject() as? String {
            var info = stat()
            lstat(source.appendingPathComponent(path).path, &info)
            if (info.st_mode & S_IFMT) == S_IFDIR {
                try FileManager.default.createDirectory(at: target.appendingPathComponent(path), withIntermediateDirectories: true)
            } else {
                try #require(link(source.appendingPathComponent(path).path, target.appendingPathComponent(path).path) == 0)
            }
        }
        isDirty = false
    }

    /// Writes the case's manifest (or, when a mutation asked, a link to the copy outside).
    func writeManifest(_ bytes: Data) throws {
        let file = dir.appendingPathComponent("current/manifest.json")
        try FileManager.default.removeItem(at: file)
        if manifestLinksOut {
            try FileManager.default.createSymbolicLink(at: file, withDestinationURL: outside.appendingPathComponent("manifest.json"))
        } else {
            try bytes.write(to: file)
        }
    }

    /// Replaces `path` (in the generation) with a link to its copy outside.
    func linkOut(_ path: String) throws {
        isDirty = true
        var info = stat()
        // Behind a folder already linked out, removing the file would remove the copy outside.
        guard lstat(dir.appendingPathComponent("current/" + itemFolder).path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return }
        let inside = dir.appendingPathComponent("current/" + path)
        let copy = path == itemFolder ? outside.appendingPathComponent("item")
            : outside.appendingPathComponent("item/" + (path as NSString).lastPathComponent)
        try? FileManager.default.removeItem(at: inside)
        try FileManager.default.createSymbolicLink(at: inside, withDestinationURL: copy)
    }

    /// Runs what `cellscope baseline MODE --dir DIR` does before it renders, then reads recorded files
    /// in scope as verify does (a configuration, and a PNG up to the header check), and for a writer
    /// carries every entry into a new generation and swaps it in.
    func run(_ mode: [String], random: inout CaseRandom) -> FuzzOutcome {
        do {
            let verb = try BaselineVerb(catalog: catalog, arguments: mode + ["--dir", dir.path], output: { _ in })
            let (lock, session) = try verb.prepare()
            defer { withExtendedLifetime(lock) {} }
            guard let current = session.current, let manifest = session.manifest else { return .checked }
            // Every entry's paths were resolved by the checks; the reads of a few (chosen by the case) keep the cases quick.
            for entry in session.entriesInScope(of: manifest).shuffled(using: &random).prefix(6) {
                _ = current.record(of: entry)
                _ = current.imageFile(of: entry)
            }
            if verb.writes {
                isDirty = true
                let generation = try BaselineGeneration(layout: session.layout)
                for entry in manifest.permutations { try generation.carry(entry, from: current) }
                try generation.commit(session.namingHeldDemos(manifest))
            }
            return .checked
        } catch let error as CommandLineError {
            return .refused(error.message)
        } catch {
            isDirty = true
            return .failed(error)
        }
    }

    /// Whether every file outside has the contents and modification time it had before the cases.
    func outsideIsUnchanged() throws -> Bool {
        let now = try snapshotOutside()
        return now.count == outsideSnapshot.count && now.allSatisfy { path, value in
            guard let before = outsideSnapshot[path] else { return false }
            return before.0 == value.0 && before.1.tv_sec == value.1.tv_sec && before.1.tv_nsec == value.1.tv_nsec
        }
    }

    private func snapshotOutside() throws -> [String: (Data, timespec)] {
        var result: [String: (Data, timespec)] = [:]
        let walker = FileManager.default.enumerator(atPath: outside.path)
        while let path = walker?.nextObject() as? String {
            let url = outside.appendingPathComponent(path)
            var info = stat()
            stat(url.path, &info)
            guard (info.st_mode & S_IFMT) == S_IFREG else { continue }
            result[path] = (try Data(contentsOf: url), info.st_mtim)
        }
        return result
    }
}

/// Every file event (open, read, write, create, delete, rename, attribute change) in a folder and its
/// subfolders, through inotify: what no case may cause outside `--dir`.
final class OutsideWatch {
    private let descriptor: Int32
    private var folders: [Int32: String] = [:]

    init(_ folder: URL) throws {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        try #require(descriptor >= 0)
        let mask = UInt32(IN_ACCESS | IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_OPEN | IN_MOVED_FROM | IN_MOVED_TO | IN_CREATE
            | IN_DELETE | IN_DELETE_SELF | IN_MOVE_SELF)
        var paths = [folder.path]
        let walker = FileManager.default.enumerator(atPath: folder.path)
        while let path = walker?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let full = folder.appendingPathComponent(path).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), isDirectory.boolValue { paths.append(full) }
        }
        for path in paths {
            let watch = inotify_add_watch(descriptor, path, mask)
            try #require(watch >= 0)
            folders[watch] = path
        }
    }

    deinit { close(descriptor) }

    /// The events since the last call, as "folder/name (mask)".
    func events() -> [String] {
        var found: [String] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { return found }
            var offset = 0
            while offset < count {
                let event = buffer.withUnsafeBytes { $0.load(fromByteOffset: offset, as: inotify_event.self) }
                let nameStart = offset + MemoryLayout<inotify_event>.size
                let nameBytes = buffer[nameStart..<nameStart + Int(event.len)].prefix { $0 != 0 }
                found.append("\(folders[event.wd] ?? "?")/\(String(decoding: nameBytes, as: UTF8.self)) (mask \(String(event.mask, radix: 16)))")
                offset = nameStart + Int(event.len)
            }
        }
    }
}

/// Reproducible random numbers for the cases: the n-th is the 64-bit FNV-1a hash that shards use
/// (``BaselineShard/hash(_:)``) of "SEED/n", so a seed replays every case.
struct CaseRandom: RandomNumberGenerator {
    private let seed: UInt64
    private var count: UInt64 = 0

    init(seed: UInt64) { self.seed = seed }

    mutating func next() -> UInt64 {
        count += 1
        return BaselineShard.hash("\(seed)/\(count)")
    }

    /// A number in 0..<bound.
    mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
