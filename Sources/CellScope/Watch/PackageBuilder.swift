import Foundation
import ProcessSupport

/// Builds a watched package's preview executable, incrementally in the package's own `.build`: the
/// first time, and whenever a save needs it, with `swift build --product NAME`; a save that only edits
/// the preview target's sources with that target's own compile command (``PreviewTargetRebuild``),
/// skipping SwiftPM's planning, and a link against the rest linked once (``PreviewRuntimeLibrary``).
final class PackageBuilder {
    /// How a build ended.
    enum Outcome {
        /// The executable, and how long each step took.
        case built(URL, ReloadTimings)
        /// The errors found in the output, and the output's end for a failure without any.
        case failed([BuildDiagnostic], String)
    }

    let package: WatchedPackage
    /// The executable the last full build made.
    private var executable: URL?
    /// The last full build's compile and link commands; nil until a full build succeeded, and when
    /// its plan could not be read.
    private var rebuild: PreviewTargetRebuild?
    /// Everything but the fast-rebuilt modules, linked after the last full build.
    private var runtime: PreviewRuntimeLibrary?

    init(package: WatchedPackage) {
        self.package = package
    }

    /// Builds after a save of `changedPaths` (relative to the package folder; nil: build it all) and
    /// waits for it. The fast path runs when the last full build's plan covers every changed path.
    func build(changedPaths: Set<String>? = nil) throws -> Outcome {
        if let executable, let rebuild, let changedPaths, let modules = rebuild.plan(for: changedPaths),
           let outcome = try fastBuild(modules, with: rebuild, executable: executable) {
            return outcome
        }
        return try fullBuild()
    }

    /// Waits for the runtime library's link, if one runs (before the next full build, and before the
    /// watch ends, so that no link outlives it).
    func finishBackgroundWork() {
        _ = runtime?.executableLinkArguments()
    }

    /// `swift build --product NAME`, then the plan it wrote read for the next saves.
    private func fullBuild() throws -> Outcome {
        var timings = ReloadTimings()
        let start = Date()
        let folder = package.folder.path
        finishBackgroundWork()
        rebuild = nil
        runtime = nil
        let build = try ChildProcess.run(["swift", "build", "--package-path", folder, "--product", package.product])
        guard build.status == 0 else {
            let diagnostics = BuildDiagnostic.errors(in: build.output, packageFolder: folder)
            let tail = build.output.split(separator: "\n").suffix(12).joined(separator: "\n")
            return .failed(diagnostics, tail.isEmpty ? "swift build ended with status \(build.status)" : tail)
        }
        timings.add("swift build", since: start)
        if executable == nil {
            let binPath = try ChildProcess.run(["swift", "build", "--package-path", folder, "--show-bin-path"])
            let bin = binPath.standardOutput.split(separator: "\n").last.map(String.init) ?? package.folder.appendingPathComponent(".build/debug").path
            executable = URL(fileURLWithPath: bin).appendingPathComponent(package.product)
        }
        if let manifest = BuildManifest(contentsOf: package.folder.appendingPathComponent(".build/debug.yaml")) {
            rebuild = PreviewTargetRebuild(manifest: manifest, executable: executable!, packageFolder: package.folder)
        }
        runtime = rebuild.flatMap { PreviewRuntimeLibrary(rebuild: $0, executable: executable!) }
        return .built(executable!, timings)
    }

    /// Recompiles `modules` with the last full build's own commands and links the executable against
    /// the runtime library (with the full build's own link when there is none). A compile error is
    /// the outcome; nil when a step failed for another reason (a full build follows).
    private func fastBuild(_ modules: [PreviewTargetRebuild.Module], with rebuild: PreviewTargetRebuild,
                           executable: URL) throws -> Outcome? {
        var timings = ReloadTimings()
        for module in modules {
            let start = Date()
            let compile = try ChildProcess.run(PreviewTargetRebuild.compileArguments(module.compile))
            guard compile.status == 0 else {
                let diagnostics = BuildDiagnostic.errors(in: compile.output, packageFolder: package.folder.path)
                return diagnostics.isEmpty ? nil : .failed(diagnostics, "")
            }
            timings.add("compile", since: start)
        }
        var start = Date()
        let runtimeLink = runtime?.executableLinkArguments()
        if runtimeLink != nil, Date().timeIntervalSince(start) >= 0.001 { timings.add("runtime library", since: start) }
        start = Date()
        for arguments in [runtimeLink, rebuild.link.arguments].compactMap({ $0 }) {
            guard try ChildProcess.run(arguments).status == 0 else { continue }
            timings.add("link", since: start)
            return .built(executable, timings)
        }
        return nil
    }
}
