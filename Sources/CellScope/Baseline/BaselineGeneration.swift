import Foundation
import GtkSupport

/// A new generation of a baseline being written (`DIR/.cellscope-next`, ``BaselineLayout``): each new
/// rendering's files, the files of the permutations it keeps (hard links to the current generation's,
/// or copies where links cannot be made), and last the manifest, which names only files written before
/// it. ``commit(_:)`` then swaps it in for `DIR/current` with one rename (`renameat2` with
/// `RENAME_EXCHANGE`) and removes the old one.
///
/// Until that rename the current baseline is untouched, so a run interrupted at any moment, even by
/// SIGKILL, leaves it whole and verifiable; the unfinished generation is removed by the next writer. On
/// a file system that cannot exchange two folders, the current one is first renamed aside
/// (`.cellscope-previous`); a run interrupted between the two renames leaves it there, where verify
/// reads it and the next writer moves it back.
@preconcurrency @MainActor
final class BaselineGeneration {
    let layout: BaselineLayout
    /// The generation's folder, as a ``BaselineFolder`` to write into.
    private let folder: BaselineFolder

    /// Starts an empty generation; `recover()` must have run under the exclusive lock.
    init(layout: BaselineLayout) throws {
        self.layout = layout
        do {
            try FileManager.default.createDirectory(at: layout.next, withIntermediateDirectories: false)
        } catch {
            throw BaselineFolder.Failure(description: "cannot create \(layout.next.path): \(BaselineFolder.reason(error))")
        }
        folder = BaselineFolder(root: layout.next)
    }

    /// Writes a rendering's PNG and JSON.
    func write(_ rendering: BaselineRenderer.Rendering) throws {
        try folder.write(rendering)
    }

    /// Brings the files of `entry` over from `source`, the current generation, unchanged: a hard link
    /// to each (the files are never changed in place), or a copy. A file that is not there stays absent.
    func carry(_ entry: BaselineManifest.Entry, from source: BaselineFolder) throws {
        try folder.createFolder(for: entry.permutation)
        for path in [entry.image, entry.configuration] {
            guard let resolved = try source.resolve(path) else { continue }
            let target = layout.next.path + "/" + path
            if link(resolved.path, target) == 0 { continue }
            let data: Data
            do { data = try InputFile.read(resolved.path, limit: Int(Int32.max)) } catch {
                throw BaselineFolder.Failure(description: "cannot carry \(resolved.path) over: it \(error.reason)")
            }
            try folder.write(data, to: path)
        }
    }

    /// Removes the unfinished generation (a run that failed, for example on a full disk), leaving the
    /// current baseline as it was.
    func discard() {
        try? FileManager.default.removeItem(at: layout.next)
    }

    /// Runs `body` with the generation; when it throws, the generation is discarded before the error goes on.
    func filling<Result>(_ body: () throws -> Result) throws -> Result {
        do { return try body() } catch {
            discard()
            throw error
        }
    }

    /// Writes `manifest` last, then swaps the generation in and removes the one it replaces.
    func commit(_ manifest: BaselineManifest) throws {
        try folder.write(manifest)
        Self.sync(layout.next.path)
        let current = layout.current.path, next = layout.next.path
        if FileManager.default.fileExists(atPath: current) {
            if Self.exchange(next, current) != 0 {
                guard [EINVAL, ENOSYS, ENOTSUP].contains(errno) else { throw layout.failure("swap \(next) in for \(current)") }
                guard rename(current, layout.previous.path) == 0 else { throw layout.failure("move \(current) aside") }
                guard rename(next, current) == 0 else { throw layout.failure("rename \(next) to \(current)") }
                try? FileManager.default.removeItem(at: layout.previous)
            } else {
                try? FileManager.default.removeItem(at: layout.next)
            }
        } else {
            guard rename(next, current) == 0 else { throw layout.failure("rename \(next) to \(current)") }
        }
        Self.sync(layout.dir.path)
    }

    /// `renameat2(from, to, RENAME_EXCHANGE)`: both names stay, their folders swap in one step. glibc has
    /// it since 2.28, but Swift's Glibc module does not declare it, so it is looked up by name.
    private static func exchange(_ from: String, _ to: String) -> Int32 {
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else {
            errno = ENOSYS
            return -1
        }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let renameExchange: UInt32 = 1 << 1
        return renameat2(AT_FDCWD, from, AT_FDCWD, to, renameExchange)
    }

    /// Flushes a folder's entries to disk.
    private static func sync(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
