import CGtkShim
import Foundation
import Synchronization

/// What the command line does when it is interrupted (SIGINT, SIGTERM, SIGHUP or SIGQUIT) while
/// `render`, `matrix` or the viewer runs.
///
/// The signal handler (in C) only records the signal and writes its number to a pipe. A thread that
/// reads the pipe then does the cleanup in ordinary code: it removes the temporary file of an
/// unfinished atomic write, kills the private X server (and removes its lock file and socket), and
/// ends the process with status 128 + the signal's number (130 for SIGINT, 143 for SIGTERM), the
/// status a shell shows for a program the signal ended. The main thread may be in the middle of
/// rendering; it is never waited for.
///
/// Work that must not be cut in half by the cleanup (starting a server and recording it, renaming a
/// finished file into place) runs inside ``atomically(_:)``: the cleanup takes the same lock, so it
/// sees such work either done or not begun.
final class Termination: Sendable {
    /// The one instance: signals belong to the process.
    static let shared = Termination()

    /// The signals that end a command with a cleanup.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// What the cleanup undoes.
    struct Registry {
        /// Named temporary files to remove.
        var temporaryFiles: Set<String> = []
        /// Private X servers to stop.
        var servers: [PrivateXServer] = []
        /// Child processes to end with SIGTERM (the build and the viewers `watch` runs).
        var children: Set<Int32> = []
    }

    private let registry = Mutex(Registry())
    private let installed = Mutex(false)

    /// Catches the termination signals from now on (even those this process started with ignored,
    /// as a shell's background job does) and starts the thread that cleans up. Idempotent.
    func install() {
        let isFirst = installed.withLock { done in
            defer { done = true }
            return !done
        }
        guard isFirst else { return }
        let descriptor = Self.signals.withUnsafeBufferPointer {
            cgtk_termination_signals_install($0.baseAddress, Int32($0.count))
        }
        guard descriptor >= 0 else { return }
        let watcher = Thread { Termination.shared.waitForSignal(on: descriptor) }
        watcher.name = "termination"
        watcher.start()
        atexit { Termination.shared.stopServers(grace: 1) }
    }

    /// Runs `body` with the registry while no cleanup runs; once a cleanup has begun, waits for it
    /// to end the process.
    func atomically<Result>(_ body: (inout Registry) throws -> Result) rethrows -> Result {
        try registry.withLock { registry in try body(&registry) }
    }

    /// Stops the private X servers in an orderly way (the process is ending normally).
    func stopServers(grace: TimeInterval) {
        atomically { registry in
            for server in registry.servers { server.stop(grace: grace) }
            registry.servers = []
        }
    }

    private func waitForSignal(on descriptor: Int32) {
        var byte: UInt8 = 0
        while true {
            let count = read(descriptor, &byte, 1)
            if count == 1 { finish(signal: Int32(byte)) }
            if count == 0 || (count < 0 && errno != EINTR) { return }
        }
    }

    /// Removes what is unfinished, stops the servers, and ends the process. Never returns: the lock
    /// stays held, so no new work can start meanwhile.
    private func finish(signal: Int32) -> Never {
        registry.withLock { registry -> Never in
            for path in registry.temporaryFiles { unlink(path) }
            // Killed rather than asked: the cleanup must not wait for another process to be scheduled.
            for server in registry.servers { server.killNow() }
            for child in registry.children { kill(child, SIGTERM) }
            _exit(128 + signal)
        }
    }
}
