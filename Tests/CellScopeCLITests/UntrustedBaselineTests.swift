import Foundation
import Testing

extension CommandLineTests {
    /// A baseline that came through a pull request: a manifest leading out of its folder, numbers out
    /// of range, unknown demos and formats, a PNG claiming too many pixels, a link out of the folder.
    /// Each is refused with status 2 before anything is rendered, or (the PNG) reported from its header.
    @Suite @MainActor struct UntrustedBaselines {
        /// Records a narrow baseline into `folder/baseline`, with `outside/victim.png` and `.json` beside it.
        private func recorded(in folder: ScratchFolder) throws -> (dir: URL, manifest: [String: Any]) {
            let dir = folder.file("baseline")
            let record = try CellScopeRun.run(["baseline", "record"] + Baseline.narrow + ["--dir", dir.path], environment: CellScopeRun.noDisplay)
            try #require(record.status == 0, "\(record.standardError)")
            try FileManager.default.createDirectory(at: folder.file("outside"), withIntermediateDirectories: true)
            for name in ["victim.png", "victim.json"] { try Data("victim".utf8).write(to: folder.file("outside/\(name)")) }
            return (dir, try Baseline.manifest(in: dir))
        }

        private func write(_ manifest: [String: Any], to dir: URL) throws {
            try JSONSerialization.data(withJSONObject: manifest).write(to: dir.appendingPathComponent("current/manifest.json"))
        }

        private func verify(_ dir: URL, _ extra: [String] = []) throws -> CellScopeRun {
            try CellScopeRun.run(["baseline", "verify", "--dir", dir.path] + extra, environment: CellScopeRun.noDisplay)
        }

        @Test func anEntryLeadingOutOfTheFolderIsRefusedAndNothingOutsideIsTouched() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            var (dir, manifest) = try recorded(in: folder)
            var entries = try #require(manifest["permutations"] as? [[String: Any]])
            var extra = entries[0]
            extra["image"] = "../../outside/victim.png"
            extra["configuration"] = "../../outside/victim.json"
            entries.append(extra)
            manifest["permutations"] = entries
            try write(manifest, to: dir)
            for options in [["--update"], []] {
                let run = try verify(dir, options)
                #expect(run.status == 2, "\(options): \(run.standardOutput)\(run.standardError)")
                #expect(run.standardError.contains("its image '../../outside/victim.png' is not where its permutation's image is kept"),
                        "\(run.standardError)")
                #expect(run.xvfb == nil && run.standardOutput.isEmpty)
            }
            for name in ["victim.png", "victim.json"] {
                #expect(try Data(contentsOf: folder.file("outside/\(name)")) == Data("victim".utf8), "\(name) is untouched")
            }
        }

        @Test func aLinkOutOfTheFolderIsRefused() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let (dir, manifest) = try recorded(in: folder)
            let image = try #require((manifest["permutations"] as? [[String: Any]])?.first?["image"] as? String)
            let item = dir.appendingPathComponent("current/" + (image as NSString).deletingLastPathComponent)
            try FileManager.default.moveItem(at: item, to: folder.file("outside/item"))
            try FileManager.default.createSymbolicLink(at: item, withDestinationURL: folder.file("outside/item"))
            let run = try verify(dir)
            #expect(run.status == 2, "\(run.standardOutput)\(run.standardError)")
            #expect(run.standardError.contains("leads out of the baseline's folder (to \(folder.file("outside/item").path)"), "\(run.standardError)")
        }

        @Test(arguments: [
            ("width", "1e9", "options.width must be a number of points from 200 to 2000, not 1000000000"),
            ("width", "-1", "options.width must be a number of points from 200 to 2000, not -1"),
            ("demos", "[\"nope\"]", "options.demos: unknown demo 'nope'; valid demos: sidebar"),
            ("sizes", "[]", "options.sizes: is empty"),
            ("direction", "\"sideways\"", "options.direction: unknown direction 'sideways'"),
        ])
        func aRecordedOptionIsCheckedLikeItsCommandLineOption(key: String, json: String, message: String) throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            var (dir, manifest) = try recorded(in: folder)
            var options = try #require(manifest["options"] as? [String: Any])
            options[key] = try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)
            manifest["options"] = options
            try write(manifest, to: dir)
            let run = try verify(dir)
            #expect(run.status == 2, "\(run.standardOutput)\(run.standardError)")
            #expect(run.standardError.contains(message), "\(run.standardError)")
            #expect(run.xvfb == nil && run.standardOutput.isEmpty, "nothing is rendered")
        }

        @Test func anUnknownFormatIsRefusedBeforeAnythingElseIsRead() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            var (dir, manifest) = try recorded(in: folder)
            manifest["format"] = "cellscope baseline 9"
            manifest["permutations"] = "not even a list"
            try write(manifest, to: dir)
            let run = try verify(dir)
            #expect(run.status == 2)
            #expect(run.standardError.contains("is of the format 'cellscope baseline 9', which this cellscope does not read"), "\(run.standardError)")
        }

        @Test func aWidthWrittenInHexadecimalIsRefused() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let run = try CellScopeRun.run(["render", "sidebar", "--width", "0x177", "--output", "x.png"], in: folder.url)
            #expect(run.status == 2)
            #expect(run.standardError.contains("--width must be a number of points from 200 to 2000, not '0x177'"), "\(run.standardError)")
            #expect(folder.contents.isEmpty)
        }

        /// A 16,000 × 16,000 PNG (about 1 MB) is reported from its header, not decoded (2 GB).
        @Test func aRecordedPNGIsCheckedFromItsHeaderBeforeItIsDecoded() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let (dir, manifest) = try recorded(in: folder)
            let image = try #require((manifest["permutations"] as? [[String: Any]])?.first?["image"] as? String)
            let png = dir.appendingPathComponent("current/" + image)
            let script = """
            import struct, sys, zlib
            side = 16000
            def chunk(kind, data):
                return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff)
            z = zlib.compressobj(9)
            row = bytes(1 + side * 4)
            idat = b"".join(z.compress(row) for _ in range(side)) + z.flush()
            header = struct.pack(">IIBBBBB", side, side, 8, 6, 0, 0, 0)
            open(sys.argv[1], "wb").write(b"\\x89PNG\\r\\n\\x1a\\n" + chunk(b"IHDR", header) + chunk(b"IDAT", idat) + chunk(b"IEND", b""))
            """
            let python = try CellScopeRun([ "-c", script, png.path], executable: URL(fileURLWithPath: "/usr/bin/python3"))
            try #require(python.waitForExit() && python.status == 0, "\(python.standardError)")
            let run = try verify(dir)
            #expect(run.status == 1, "\(run.standardError)")
            #expect(run.standardOutput.contains("\(png.path) is 16,000 × 16,000 pixels, more than an image may have"), "\(run.standardOutput)")
        }
    }
}
