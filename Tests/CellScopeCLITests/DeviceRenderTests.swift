import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

extension CommandLineTests {
    /// `--device`, `--orientation`, `--scale` and `--chrome`: a whole-demo rendering is the device
    /// screen, at the device's pixel size, its content below the status bar.
    @Suite @MainActor struct DeviceRendering {
        private func render(_ demo: String, _ options: [String]) throws -> (run: CellScopeRun, image: PixelImage?) {
            let output = FileManager.default.temporaryDirectory.appendingPathComponent("cellscope-device-\(UUID().uuidString).png")
            defer { try? FileManager.default.removeItem(at: output) }
            let run = try CellScopeRun.run(["render", demo] + options + ["--output", output.path], environment: CellScopeRun.noDisplay)
            return (run, PixelImage(contentsOf: output))
        }

        /// Pixel sizes: the device's points times the scale (iPhone 15: 393 x 852 pt @3x = 1179 x 2556, as
        /// Apple's device table gives it).
        @Test(arguments: [
            (["--device", "iPhone 15", "--scale", "3"], 1179, 2556),
            (["--device", "iphone-15"], 1179, 2556),
            (["--device", "iPhone 15", "--scale", "1"], 393, 852),
            (["--device", "iPhone 15", "--orientation", "landscape", "--scale", "2"], 1704, 786),
            (["--device", "iPhone SE"], 750, 1334),
            (["--device", "iPhone 15 Pro Max", "--no-chrome"], 1290, 2796),
            (["--device", "iPad mini", "--scale", "1"], 744, 1133),
            (["--device", "iPad Pro 12.9", "--orientation", "landscape", "--scale", "1"], 1366, 1024),
            (["--scale", "2"], 750, nil),
        ] as [([String], Int, Int?)])
        func renderWritesTheDeviceScreenAtItsScale(options: [String], width: Int, height: Int?) throws {
            let (run, image) = try render("settings", options)
            #expect(run.status == 0, "\(run.standardError)")
            let png = try #require(image)
            #expect(png.width == width)
            if let height { #expect(png.height == height) }
            #expect(run.standardOutput.contains("(\(png.width)×\(png.height))"))
        }

        /// The status bar and home indicator are drawn over the screen and move nothing: with and without
        /// them, every pixel row between the status bar and the home indicator is the same.
        @Test func chromeIsDrawnOverTheScreenWithoutMovingIt() throws {
            let device = ["--device", "iPhone 15", "--scale", "1"]
            let withChrome = try #require(try render("settings", device).image)
            let without = try #require(try render("settings", device + ["--no-chrome"]).image)
            func rows(_ image: PixelImage, _ range: Range<Int>) -> [[UInt8]] {
                range.map { y in (0..<image.width).flatMap { x in let p = image.pixel(x: x, y: y); return [p.red, p.green, p.blue] } }
            }
            #expect(rows(withChrome, 60..<800) == rows(without, 60..<800))
            #expect(rows(withChrome, 0..<54) != rows(without, 0..<54), "the status bar draws the time and glyphs")
            #expect(rows(withChrome, 835..<844) != rows(without, 835..<844), "the home indicator is 8 pt above the bottom")
            // The home indicator: a dark pill 134 pt wide, centered, its middle row 841.5 pt down.
            let pill = (0..<withChrome.width).filter { withChrome.pixel(x: $0, y: 841).red < 60 }
            #expect(pill.first == 130 && pill.last == 262)
        }

        /// The device's safe area reaches the list: its first row is below the 59-point status bar area
        /// (iPhone 15's safe area top), not under it.
        @Test func listStartsBelowTheStatusBar() throws {
            let image = try #require(try render("settings", ["--device", "iPhone 15", "--scale", "3", "--no-chrome"]).image)
            // The inset grouped list's first cell is white on the grouped background (#F2F2F7); the
            // first white pixel down the middle column is the first cell's top edge.
            let firstWhite = (0..<image.height).first { y in
                let p = image.pixel(x: image.width / 2, y: y)
                return p.red == 255 && p.green == 255 && p.blue == 255
            }
            #expect(try #require(firstWhite) >= 59 * 3)
        }

        /// A baseline recorded on a device keeps the device in its manifest, and verify renders it there
        /// again (clean) without being told.
        // About 12 s alone; the limit counts the wait for the main actor, which the suite's other
        // process-running tests hold for minutes under load, so it is the other baseline tests' 10 minutes.
        @Test(.timeLimit(.minutes(10))) func aBaselineRecordedOnADeviceVerifiesOnIt() throws {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cellscope-device-baseline-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: dir) }
            let narrow = ["sidebar", "--states", "selected", "--sizes", "L", "--appearances", "light"]
            let record = try CellScopeRun.run(["baseline", "record"] + narrow + ["--dir", dir.path, "--device", "iPhone 15", "--orientation", "landscape"],
                                              environment: CellScopeRun.noDisplay)
            #expect(record.status == 0, "\(record.standardError)")
            let manifest = try String(contentsOf: dir.appendingPathComponent("current/manifest.json"), encoding: .utf8)
            #expect(manifest.contains("\"device\" : \"iPhone 15\""), "\(manifest.prefix(400))")
            #expect(manifest.contains("\"orientation\" : \"landscape\""))
            let verify = try CellScopeRun.run(["baseline", "verify", "--dir", dir.path], environment: CellScopeRun.noDisplay)
            #expect(verify.status == 0, "\(verify.standardOutput)\(verify.standardError)")
            let elsewhere = try CellScopeRun.run(["baseline", "verify", "--dir", dir.path, "--device", "iPhone SE"], environment: CellScopeRun.noDisplay)
            #expect(elsewhere.status == 1, "another device's cells differ")
        }

        @Test func listDevicesPrintsEveryPreset() throws {
            let result = try CellScopeRun.run(["list", "--devices"])
            #expect(result.status == 0)
            for name in ["iPhone SE", "iPhone 15", "iPhone 15 Pro Max", "iPad mini", "iPad Pro 12.9"] {
                #expect(result.standardOutput.split(separator: "\n").contains { $0 == name }, "\(name)")
            }
            #expect(result.standardOutput.contains("393 x 852 pt @3x (1179 x 2556 px)"))
            #expect(result.standardOutput.contains("safe area landscape: top 0, left 59, bottom 21, right 59"))
        }

        @Test(arguments: [
            (["render", "settings", "--device", "iPhone 16", "--output", "x.png"],
             "unknown device 'iPhone 16'; valid devices: iPhone SE, iPhone 15, iPhone 15 Pro Max, iPad mini, iPad Pro 12.9"),
            (["render", "settings", "--orientation", "landscape", "--output", "x.png"], "--orientation 'landscape' needs --device"),
            (["render", "settings", "--device", "iPhone 15", "--orientation", "sideways", "--output", "x.png"],
             "unknown orientation 'sideways'; valid orientations: portrait, landscape"),
            (["render", "settings", "--device", "iPhone 15", "--width", "400", "--output", "x.png"], "--width and --device cannot be given together"),
            (["render", "settings", "--scale", "4", "--output", "x.png"], "unknown scale '4'; valid scales: 1, 2, 3"),
            (["render", "settings", "--no-chrome", "--output", "x.png"], "--chrome and --no-chrome need --device"),
            (["matrix", "sidebar", "--item", "projects", "--device", "Pixel 8", "--output", "x.png"], "unknown device 'Pixel 8'"),
            (["lint", "sidebar", "--device", "iPhone", "--sizes", "L"], "unknown device 'iPhone'"),
            (["baseline", "record", "sidebar", "--dir", "/tmp", "--device", "iPhone 15", "--width", "320"], "--width and --device"),
            (["view", "sidebar", "--device", "Galaxy", "--screenshot", "x.png"], "unknown device 'Galaxy'"),
        ] as [([String], String)])
        func badDeviceOptionsExitWithStatus2(arguments: [String], message: String) throws {
            let result = try CellScopeRun.run(arguments)
            #expect(result.status == 2)
            #expect(result.standardError.contains(message), "\(result.standardError)")
        }
    }
}
