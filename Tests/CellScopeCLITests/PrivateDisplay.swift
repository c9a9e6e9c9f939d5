import CRealInput
import Foundation
import GtkSupport
import ProcessSupport

/// An Xvfb of the test's own, so that the windows a command-line test opens and the keys it
/// presses cannot meet the windows of the tests that run meanwhile on the shared display. It
/// carries the command-line tests' marker, so the process-table check finds it if it is left behind.
final class PrivateDisplay {
    /// `:N`.
    let name: String
    private let number: Int
    private let server: ChildProcess

    struct Failure: Error, CustomStringConvertible { let description: String }

    /// Starts Xvfb (1600×1000, 24-bit) on the first free display number from 140 and waits for its socket.
    init(marker: String) throws {
        let number = (140..<240).first { !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\($0)") && !FileManager.default.fileExists(atPath: "/tmp/.X\($0)-lock") } ?? 239
        self.number = number
        name = ":\(number)"
        server = ChildProcess(searchingPath: ["Xvfb", name, "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
                              environment: [CellScopeRun.markerVariable: marker], standardOutput: .discarded, standardError: .discarded)
        try server.start()
        let ready = ProcessTable.wait(timeout: 20) { FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") && self.screen() != nil }
        guard ready else {
            stop()
            throw Failure(description: "Xvfb did not start on \(name)")
        }
    }

    /// Stops the server, waits for it, and removes its lock file and socket. It is killed (SIGKILL):
    /// it inherits the test process's signal mask, in which SIGTERM may be blocked.
    func stop() {
        guard server.isRunning else { return }
        server.signal(SIGKILL)
        server.waitForExit(timeout: 10)
        unlink("/tmp/.X\(number)-lock")
        unlink("/tmp/.X11-unix/X\(number)")
    }

    deinit { stop() }

    /// The whole screen, or nil when it cannot be read.
    func screen() -> Grab? {
        var width: Int32 = 0, height: Int32 = 0
        var words = [UInt32](repeating: 0, count: 1600 * 1000)
        let ok = words.withUnsafeMutableBufferPointer { cri_read_display(name, &width, &height, $0.baseAddress, $0.count) }
        guard ok else { return nil }
        return Grab(width: Int(width), height: Int(height), words: words.prefix(Int(width * height)).map { $0 & 0xFF_FFFF })
    }

    /// The screen once it has stopped changing (two grabs 200 ms apart are equal; at most `timeout`
    /// seconds): the frame a person sees after the windows have drawn.
    func settledScreen(timeout: TimeInterval = 10) -> Grab? {
        let deadline = Date().addingTimeInterval(timeout)
        var last = screen()
        while Date() < deadline {
            usleep(200_000)
            let next = screen()
            if let next, let previous = last, next.words == previous.words { return next }
            last = next
        }
        return last
    }

    /// Runs xdotool on this display (keys through XTest, as a keyboard types them); its output.
    @discardableResult
    func xdotool(_ arguments: [String]) throws -> String {
        try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["xdotool"] + arguments, environment: ["DISPLAY": name]).standardOutput
    }

    /// Gives an X window the keyboard focus (what a window manager does on click) and types `keys`
    /// (xdotool names: `ctrl+d`) through XTest.
    func press(_ keys: String, in window: String) throws {
        try xdotool(["windowfocus", "--sync", window])
        try xdotool(["key", "--clearmodifiers", keys])
    }

    /// A screen image as 0xRRGGBB words, row by row.
    struct Grab {
        let width: Int, height: Int
        let words: [UInt32]

        /// How many pixels are within `tolerance` (per channel) of `color` (0xRRGGBB).
        func count(of color: UInt32, tolerance: Int32 = 3) -> Int {
            let wanted = Self.channels(color)
            return words.count { word in
                let found = Self.channels(word)
                return abs(found.0 - wanted.0) <= tolerance && abs(found.1 - wanted.1) <= tolerance && abs(found.2 - wanted.2) <= tolerance
            }
        }

        private static func channels(_ word: UInt32) -> (Int32, Int32, Int32) {
            (Int32((word >> 16) & 0xFF), Int32((word >> 8) & 0xFF), Int32(word & 0xFF))
        }

        /// With `REAL_INPUT_ARTIFACTS=/some/folder` set, saves the image there as `NAME.png` for a
        /// person to look at (nothing is written otherwise).
        @MainActor func saveArtifact(named name: String) {
            guard let folder = ProcessInfo.processInfo.environment["REAL_INPUT_ARTIFACTS"] else { return }
            var image = PixelImage(width: width, height: height)
            for (index, word) in words.enumerated() {
                image.rgba[index * 4] = UInt8((word >> 16) & 0xFF)
                image.rgba[index * 4 + 1] = UInt8((word >> 8) & 0xFF)
                image.rgba[index * 4 + 2] = UInt8(word & 0xFF)
                image.rgba[index * 4 + 3] = 255
            }
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try? image.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png"))
        }

        /// How many pixels differ from another grab.
        func differingPixels(from other: Grab) -> Int {
            zip(words, other.words).count { $0 != $1 }
        }
    }
}
