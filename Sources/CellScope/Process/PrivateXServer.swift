import CGtkShim
import Foundation

/// A private Xvfb started for this process (see ``HeadlessDisplay``): its pid and display number,
/// and how to stop it.
///
/// It is started by `cgtk_spawn_bound_child`, so the kernel kills it when this process ends in any
/// way, even by SIGKILL; ``stop(grace:)`` is the orderly way, which lets Xvfb remove its lock file
/// and socket.
struct PrivateXServer: Sendable, Equatable {
    /// The server's process id.
    let pid: pid_t
    /// Its display number (`:N`).
    let display: Int

    /// The lock file Xvfb writes for its display.
    var lockFile: String { "/tmp/.X\(display)-lock" }
    /// The socket Xvfb listens on.
    var socketFile: String { "/tmp/.X11-unix/X\(display)" }

    /// Asks the server to stop (SIGTERM), which lets it remove its own files, waits up to `grace`
    /// seconds, then kills it. Always reaps the process.
    func stop(grace: TimeInterval) {
        kill(pid, SIGTERM)
        if waitForExit(within: grace) { return }
        killNow()
    }

    /// Kills the server at once (SIGKILL), reaps it and removes the lock file and socket it had no
    /// chance to remove: what an interrupt does, which must not wait for the server's own shutdown.
    func killNow() {
        kill(pid, SIGKILL)
        _ = waitForExit(within: 2)
        if Self.lockOwner(lockFile) == pid {
            unlink(lockFile)
            unlink(socketFile)
        }
    }

    /// Whether the process ended (and was reaped) within `seconds`.
    func waitForExit(within seconds: TimeInterval) -> Bool {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, seconds) * 1e9)
        while true {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid || (result < 0 && errno == ECHILD) { return true }
            if DispatchTime.now().uptimeNanoseconds >= deadline { return false }
            usleep(2_000)
        }
    }

    /// The pid written in an X lock file, or nil when there is none.
    static func lockOwner(_ path: String) -> pid_t? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Whether a live X server holds display `number` (a lock file naming a running process).
    static func isDisplayTaken(_ number: Int) -> Bool {
        guard let owner = lockOwner("/tmp/.X\(number)-lock") else { return false }
        return kill(owner, 0) == 0 || errno == EPERM
    }
}
