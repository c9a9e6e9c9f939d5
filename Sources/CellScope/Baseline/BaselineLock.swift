import Foundation

/// The lock on a baseline folder: `flock` on `DIR/.cellscope-lock`, taken before the manifest is
/// read and held until the command ends (the kernel releases it however the process ends, even by
/// SIGKILL). `record` and `verify --update` take it exclusively; `verify` takes it shared, so that
/// verifications run side by side but never read a generation while another run swaps it out.
///
/// A run that finds the lock taken waits for it, after saying so on standard error: recording shards
/// into one folder from parallel jobs then works one after another, and Ctrl+C ends the wait.
final class BaselineLock {
    /// The lock file's name inside the baseline folder.
    static let fileName = ".cellscope-lock"
    private let descriptor: Int32

    /// Takes the lock on `dir`, waiting for another run to release it (`waiting` is told once, first).
    /// A read-only verification of a folder where the lock file cannot be created (a read-only
    /// checkout) goes ahead without it: nothing can write there either. Nil in that case only.
    init?(dir: URL, exclusive: Bool, waiting: (String) -> Void) throws(CommandLineError) {
        let path = dir.appendingPathComponent(Self.fileName).path
        var opened = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        if opened < 0, !exclusive, [EACCES, EROFS, EPERM].contains(errno) {
            opened = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
            if opened < 0, [ENOENT, EACCES].contains(errno) { return nil }
        }
        guard opened >= 0 else {
            let reason = errno == ELOOP ? "it is a symbolic link" : String(cString: strerror(errno))
            throw CommandLineError("--dir: cannot lock the baseline folder \(dir.path) with its lock file \(path): \(reason)")
        }
        descriptor = opened
        let kind = exclusive ? LOCK_EX : LOCK_SH
        if flock(descriptor, kind | LOCK_NB) == 0 { return }
        guard errno == EWOULDBLOCK else { throw Self.failure(path) }
        waiting("waiting for another cellscope run that \(exclusive ? "uses" : "writes") the baseline in \(dir.path) "
            + "(it holds \(path)); this run goes on when that one ends")
        while flock(descriptor, kind) != 0 {
            guard errno == EINTR else { throw Self.failure(path) }
        }
    }

    deinit {
        close(descriptor)
    }

    private static func failure(_ path: String) -> CommandLineError {
        CommandLineError("--dir: cannot lock \(path): \(String(cString: strerror(errno)))")
    }
}
