import Foundation
import ProcessSupport

/// Builds a watched package's preview executable with `swift build --product NAME` (incrementally,
/// in the package's own `.build`).
struct PackageBuilder {
    /// How a build ended.
    enum Outcome {
        /// The executable, and how long the build took.
        case built(URL, seconds: TimeInterval)
        /// The errors found in the output, and the output's end for a failure without any.
        case failed([BuildDiagnostic], String)
    }

    let package: WatchedPackage

    /// Runs the build and waits for it.
    func build() throws -> Outcome {
        let start = Date()
        let folder = package.folder.path
        let build = try ChildProcess.run(["swift", "build", "--package-path", folder, "--product", package.product])
        guard build.status == 0 else {
            let diagnostics = BuildDiagnostic.errors(in: build.output, packageFolder: folder)
            let tail = build.output.split(separator: "\n").suffix(12).joined(separator: "\n")
            return .failed(diagnostics, tail.isEmpty ? "swift build ended with status \(build.status)" : tail)
        }
        let seconds = Date().timeIntervalSince(start)
        let binPath = try ChildProcess.run(["swift", "build", "--package-path", folder, "--show-bin-path"])
        let bin = binPath.standardOutput.split(separator: "\n").last.map(String.init) ?? package.folder.appendingPathComponent(".build/debug").path
        return .built(URL(fileURLWithPath: bin).appendingPathComponent(package.product), seconds: seconds)
    }
}
