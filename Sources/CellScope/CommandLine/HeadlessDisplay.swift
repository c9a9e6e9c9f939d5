import Foundation

/// Gives the headless verbs a display: the current one when `DISPLAY` (or `WAYLAND_DISPLAY`) is
/// set, otherwise a private Xvfb server started for this process and stopped when it exits.
enum HeadlessDisplay {
    /// Why no display could be had.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    nonisolated(unsafe) private static var server: Process?

    /// Makes sure GTK will find a display; starts Xvfb when there is none.
    static func ensureDisplay() throws {
        let environment = ProcessInfo.processInfo.environment
        if environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil || server != nil { return }
        guard let xvfb = executable(named: "Xvfb") else {
            throw Failure(description: "there is no display (DISPLAY is not set) and Xvfb is not installed; "
                + "install it (apt-get install xvfb) or set DISPLAY")
        }
        for attempt in 0..<8 {
            let number = 90 + Int(ProcessInfo.processInfo.processIdentifier % 400) + attempt * 7
            let socket = "/tmp/.X11-unix/X\(number)"
            if FileManager.default.fileExists(atPath: socket) { continue }
            let process = Process()
            process.executableURL = xvfb
            process.arguments = [":\(number)", "-screen", "0", "1600x1200x24", "-nolisten", "tcp"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            let deadline = Date().addingTimeInterval(5)
            while Date() < deadline, process.isRunning, !FileManager.default.fileExists(atPath: socket) {
                usleep(20_000)
            }
            if process.isRunning, FileManager.default.fileExists(atPath: socket) {
                server = process
                setenv("DISPLAY", ":\(number)", 1)
                setenv("GDK_BACKEND", "x11", 1)
                atexit { HeadlessDisplay.server?.terminate() }
                return
            }
            process.terminate()
        }
        throw Failure(description: "could not start Xvfb for a private display; set DISPLAY or run under xvfb-run")
    }

    private static func executable(named name: String) -> URL? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
