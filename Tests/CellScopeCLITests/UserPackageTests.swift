import Foundation
import RenderingTestSupport
import Testing

extension CommandLineTests {
    /// A package that depends on the CellScope product (the one `cellscope init` writes) registers its
    /// own cells in a few lines and gets the command line (and viewer) for them, baselines included.
    @Suite struct UserPackageTests {
        @Test(.timeLimit(.minutes(20))) func aUserPackageBuildsListsRendersAndBaselinesItsOwnCells() throws {
            let package = try GeneratedPreviewPackage.make(purpose: "user-package")
            let swift = try #require(Self.executable(named: "swift"), "the swift toolchain is on PATH")
            let build = try Probe.run(executable: swift, ["build", "--package-path", package.path, "--product", "user-previews"])
            #expect(build.status == 0, "\(build.standardError.suffix(2000))")
            let binary = package.appendingPathComponent(".build/debug/user-previews")

            let list = try Probe.run(executable: binary, ["list"])
            #expect(list.status == 0)
            #expect(list.standardOutput.contains("tasks"))
            #expect(list.standardOutput.contains("item task-1"))
            #expect(list.standardOutput.contains("state overdue"))

            let output = FileManager.default.temporaryDirectory.appendingPathComponent("user-previews-\(UUID().uuidString).png")
            defer { try? FileManager.default.removeItem(at: output) }
            let render = try Probe.run(executable: binary, ["render", "tasks", "--item", "task-0", "--state", "overdue",
                                                           "--output", output.path])
            #expect(render.status == 0, "\(render.standardError)")
            let overdue = try Data(contentsOf: output)
            let normal = try Probe.run(executable: binary, ["render", "tasks", "--item", "task-0", "--output", output.path])
            #expect(normal.status == 0)
            #expect(try Data(contentsOf: output) != overdue, "the user's custom state changes the cell")

            // The user's own cells get baselines too, with their custom state.
            let baseline = FileManager.default.temporaryDirectory.appendingPathComponent("user-previews-baseline-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: baseline) }
            let record = try Probe.run(executable: binary, ["baseline", "record", "tasks", "--states", "overdue", "--sizes", "L",
                                                           "--appearances", "light", "--dir", baseline.path])
            #expect(record.status == 0, "\(record.standardError)")
            #expect(FileManager.default.fileExists(atPath: baseline.appendingPathComponent("current/tasks/task-0/overdue·L·light.png").path))
            let verify = try Probe.run(executable: binary, ["baseline", "verify", "--dir", baseline.path])
            #expect(verify.status == 0, "\(verify.standardOutput)\(verify.standardError)")
            #expect(verify.standardOutput.contains(": no differences"))
        }

        static func executable(named name: String) -> URL? {
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
                .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
                .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        }
    }
}
