import Foundation
import ProcessSupport

/// Runs the `gtk-probe` executable (and other programs) built next to the test bundle.
public enum Probe {
    /// What a probe run printed and how it ended.
    public struct Result: Sendable {
        public let status: Int32
        public let standardOutput: String
        public let standardError: String
    }

    /// Runs `gtk-probe` with `arguments`; `environment` changes are applied on top of this process's
    /// environment (a nil value removes the variable).
    public static func run(_ arguments: [String], environment: [String: String?] = [:]) throws -> Result {
        try run(executable: builtProductsDirectory.appendingPathComponent("gtk-probe"), arguments, environment: environment)
    }

    /// Runs any executable with `arguments` and environment changes, and collects its output.
    public static func run(executable: URL, _ arguments: [String], environment: [String: String?] = [:],
                           currentDirectory: URL? = nil) throws -> Result {
        let result = try ChildProcess.run(executable, arguments, environment: environment, in: currentDirectory)
        return Result(status: result.status, standardOutput: result.standardOutput, standardError: result.standardError)
    }

    /// The folder that holds the test bundle and the package's executables.
    public static var builtProductsDirectory: URL {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var url = URL(fileURLWithPath: executable).deletingLastPathComponent()
        // The test runner may live inside a bundle folder (*.xctest).
        while url.pathExtension == "xctest" || url.lastPathComponent == "Contents" || url.lastPathComponent == "MacOS" {
            url.deleteLastPathComponent()
        }
        return url
    }
}
