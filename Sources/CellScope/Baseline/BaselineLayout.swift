import Foundation

/// Where a baseline folder keeps what (`--dir DIR`):
///
/// ```
/// DIR/current/                the baseline: manifest.json and DEMO/ITEM/… files (``BaselineFolder``)
/// DIR/.cellscope-lock         the lock every run takes (``BaselineLock``)
/// DIR/.cellscope-next/        a generation being written; one an interrupted run left is removed by the next writer
/// DIR/.cellscope-previous/    the baseline moved aside during a swap, where two folders cannot be exchanged
/// ```
///
/// Every recording writes a whole new generation and swaps it in with one rename
/// (``BaselineGeneration``), so an interrupted run leaves the previous baseline whole.
struct BaselineLayout {
    /// The baseline folder, `--dir`.
    let dir: URL

    var current: URL { dir.appendingPathComponent("current") }
    var next: URL { dir.appendingPathComponent(".cellscope-next") }
    var previous: URL { dir.appendingPathComponent(".cellscope-previous") }

    /// What the folder holds, for a run about to read it.
    enum State {
        /// A baseline: the generation's folder.
        case baseline(URL)
        /// No baseline, but a first recording that was interrupted before it finished.
        case unfinished
        /// A baseline of format 1 (its manifest at the top of the folder), which this cellscope does not read.
        case earlierFormat
        /// Nothing of a baseline.
        case empty
    }

    /// What the folder holds. The current generation is `current`, or `.cellscope-previous` when a swap
    /// was interrupted between its two renames. A `current` that is not a folder of its own (a
    /// symbolic link, a file) is refused: a baseline's files must stay inside `--dir`.
    func state() throws(CommandLineError) -> State {
        for folder in [current, previous] {
            var info = stat()
            guard lstat(folder.path, &info) == 0 else {
                if errno == ENOENT { continue }
                throw CommandLineError("--dir: \(folder.path) \(InputFile.failure(opening: folder.path, errno: errno).reason)")
            }
            guard (info.st_mode & S_IFMT) == S_IFDIR else {
                let what = (info.st_mode & S_IFMT) == S_IFLNK ? "is a symbolic link" : InputFile.notRegular(info.st_mode)
                throw CommandLineError("--dir: \(folder.path) \(what); a baseline's generation is a folder inside --dir")
            }
            guard access(folder.path, R_OK | X_OK) == 0 else {
                throw CommandLineError("--dir: \(folder.path) cannot be read: \(String(cString: strerror(errno)))")
            }
            return .baseline(folder)
        }
        if FileManager.default.fileExists(atPath: next.path) { return .unfinished }
        if FileManager.default.fileExists(atPath: dir.appendingPathComponent(BaselineManifest.fileName).path) { return .earlierFormat }
        return .empty
    }

    /// Puts right what an interrupted writer left, before this one writes: a baseline moved aside by an
    /// interrupted swap is moved back, and an unfinished generation is removed. Returns what was done, in words.
    func recover() throws -> [String] {
        var done: [String] = []
        let manager = FileManager.default
        if !manager.fileExists(atPath: current.path), manager.fileExists(atPath: previous.path) {
            guard rename(previous.path, current.path) == 0 else { throw failure("restore \(previous.path)") }
            done.append("restored the baseline an interrupted run had moved aside")
        }
        for (leftover, isUnfinished) in [(next, true), (previous, false)] where manager.fileExists(atPath: leftover.path) {
            do { try manager.removeItem(at: leftover) } catch {
                throw BaselineFolder.Failure(description: "cannot remove \(leftover.path), left by an interrupted run: \(BaselineFolder.reason(error))")
            }
            if isUnfinished { done.append("removed an unfinished recording that an interrupted run left") }
        }
        return done
    }

    func failure(_ what: String) -> BaselineFolder.Failure {
        BaselineFolder.Failure(description: "cannot \(what): \(String(cString: strerror(errno)))")
    }
}
