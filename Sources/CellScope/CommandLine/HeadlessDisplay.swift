import CGtkShim
import Foundation

/// Gives the headless verbs a display: the current X display when `DISPLAY` is set, otherwise a
/// private Xvfb started for this process. `WAYLAND_DISPLAY` alone does not count: the headless verbs
/// render on X11 (`GDK_BACKEND=x11`), as baselines are recorded, so a Wayland session, or a variable
/// left over from one, gets a private Xvfb as no display does.
///
/// The server is stopped in an orderly way when the process exits or is interrupted
/// (``Termination``), and the kernel kills it if this process dies any other way, even by SIGKILL
/// (`cgtk_spawn_bound_child`). It starts with default signal dispositions, in this process's
/// process group, so a terminal's Ctrl+C reaches it too.
@preconcurrency @MainActor
enum HeadlessDisplay {
    /// Why no display could be had.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private static var server: PrivateXServer?

    /// Makes sure GTK will find a display; starts Xvfb when there is none. Runs on the main thread,
    /// which lives as long as the process (the kernel's parent-death signal follows the thread that
    /// started the server).
    static func ensureDisplay() throws {
        let environment = ProcessInfo.processInfo.environment
        if environment["DISPLAY"] != nil || server != nil { return }
        guard let xvfb = executable(named: "Xvfb") else {
            throw Failure(description: "there is no display (DISPLAY is not set) and Xvfb is not installed; "
                + "install it (apt-get install xvfb) or set DISPLAY")
        }
        Termination.shared.install()
        let first = 90 + Int(ProcessInfo.processInfo.processIdentifier % 400)
        for attempt in 0..<8 {
            let number = first + attempt * 7
            if PrivateXServer.isDisplayTaken(number) { continue }
            if let started = try start(xvfb, display: number) {
                server = started
                setenv("DISPLAY", ":\(number)", 1)
                setenv("GDK_BACKEND", "x11", 1)
                return
            }
        }
        throw Failure(description: "could not start Xvfb for a private display; set DISPLAY or run under xvfb-run")
    }

    /// Starts Xvfb on `display` and waits until it accepts connections (it writes its display number
    /// to descriptor 3 then); nil when it could not take that display.
    private static func start(_ xvfb: URL, display: Int) throws -> PrivateXServer? {
        var pipe: [Int32] = [-1, -1]
        guard Glibc.pipe(&pipe) == 0 else { throw Failure(description: "cannot start Xvfb: \(String(cString: strerror(errno)))") }
        for end in pipe { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let arguments = [xvfb.path, ":\(display)", "-screen", "0", "1600x1200x24", "-nolisten", "tcp", "-displayfd", "3"]
        let server = try Termination.shared.atomically { registry -> PrivateXServer in
            var cArguments = arguments.map { strdup($0) } + [nil]
            defer { cArguments.forEach { free($0) } }
            var pid: pid_t = 0
            let status = cgtk_spawn_bound_child(xvfb.path, &cArguments, pipe[1], &pid)
            guard status == 0 else {
                close(pipe[0]); close(pipe[1])
                throw Failure(description: "cannot start Xvfb: \(String(cString: strerror(status)))")
            }
            let server = PrivateXServer(pid: pid, display: display)
            registry.servers.append(server)
            return server
        }
        close(pipe[1])
        defer { close(pipe[0]) }
        if readLine(from: pipe[0], timeout: 10) == "\(display)" { return server }
        Termination.shared.atomically { registry in
            server.stop(grace: 1)
            registry.servers.removeAll { $0 == server }
        }
        return nil
    }

    /// The first line written to `descriptor` before it closes or `timeout` seconds pass.
    private static func readLine(from descriptor: Int32, timeout: TimeInterval) -> String? {
        var bytes: [UInt8] = []
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, 100)
            if ready < 0 && errno != EINTR { return nil }
            guard ready > 0 else { continue }
            var byte: UInt8 = 0
            let count = read(descriptor, &byte, 1)
            if count == 0 { return nil }
            if count < 0 { if errno == EINTR { continue } else { return nil } }
            if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
        return nil
    }

    private static func executable(named name: String) -> URL? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
