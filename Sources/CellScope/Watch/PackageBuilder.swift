import Foundation
import ProcessSupport

/// Builds a watched package's preview executable, incrementally in the package's own `.build`: the
/// first time, and whenever a save needs it, with `swift build --product NAME`; a save that only edits
/// the preview target's sources with that target's own compile command (``PreviewTargetRebuild``),
/// skipping SwiftPM's planning, and a link against the rest linked once (``PreviewRuntimeLibrary``):
/// into an executable, or, for a viewer that can load it, into a shared library of its own.
final class PackageBuilder {
    /// How a build ended.
    enum Outcome {
        /// An executable to start a viewer from, and how long each step took. `linksRuntime`: it links
        /// the runtime library, so a viewer started from it can load rebuilt libraries (``library``).
        case built(URL, ReloadTimings, linksRuntime: Bool)
        /// A shared library of the rebuilt preview target, linked against the runtime library, for
        /// the running viewer to load in its own process; and how long each step took.
        case library(URL, ReloadTimings)
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
    /// When the last build's compile started. The compiler's incremental build tells a changed source
    /// by its modification time to the second: a save in the second the last compile started in
    /// would be taken for unchanged, so the module is then compiled whole.
    private var lastCompileStart: Date?
    /// How many libraries were linked for viewers to load (each gets a file of its own).
    private var libraries = 0
    /// Where a step that fails and is replaced by another is said.
    private let report: (String) -> Void

    init(package: WatchedPackage, report: @escaping (String) -> Void) {
        self.package = package
        self.report = report
    }

    /// Builds after a save of `changedPaths` (relative to the package folder; nil: build it all) and
    /// waits for it. The fast path runs when the last full build's plan covers every changed path;
    /// with `library`, it links a library for the running viewer to load rather than an executable.
    func build(changedPaths: Set<String>? = nil, library: Bool = false) throws -> Outcome {
        if let executable, let rebuild, let changedPaths, let modules = rebuild.plan(for: changedPaths),
           let outcome = try fastBuild(modules, with: rebuild, executable: executable, library: library) {
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
        lastCompileStart = start
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
        if let folder = runtime?.folder { removeLeftoverLibraries(in: folder) }
        return .built(executable!, timings, linksRuntime: false)
    }

    /// Recompiles `modules` with the last full build's own commands and links them: with `library`,
    /// into a library against the runtime library; otherwise (or when that link fails) the executable
    /// against the runtime library, or with the full build's own link when there is none. A compile
    /// error is the outcome; nil when a step failed for another reason (a full build follows).
    private func fastBuild(_ modules: [PreviewTargetRebuild.Module], with rebuild: PreviewTargetRebuild,
                           executable: URL, library: Bool) throws -> Outcome? {
        var timings = ReloadTimings()
        let previousCompile = lastCompileStart
        lastCompileStart = Date()
        for module in modules {
            let start = Date()
            if let previousCompile,
               module.sources.contains(where: { Self.modified($0).map { abs($0.timeIntervalSince(previousCompile)) < 1 } ?? true }) {
                for file in PreviewTargetRebuild.incrementalState(of: module) { try? FileManager.default.removeItem(at: file) }
            }
            let compile = try ChildProcess.run(PreviewTargetRebuild.compileArguments(module.compile))
            guard compile.status == 0 else {
                let diagnostics = BuildDiagnostic.errors(in: compile.output, packageFolder: package.folder.path)
                return diagnostics.isEmpty ? nil : .failed(diagnostics, "")
            }
            timings.add("compile", since: start)
        }
        if library, let runtime {
            libraries += 1
            let output = runtime.folder.appendingPathComponent("lib\(package.product)-\(getpid())-\(libraries).so")
            let start = Date()
            if let arguments = runtime.libraryLinkArguments(output: output) {
                let link = try ChildProcess.run(arguments)
                if link.status == 0 {
                    timings.add("link", since: start)
                    return .library(output, timings)
                }
                let tail = link.output.split(separator: "\n").suffix(3).joined(separator: " | ")
                report("warning: linking the rebuilt previews as a library to load failed (\(tail)); the viewer is relaunched instead")
            }
        }
        guard let linked = try linkExecutable(rebuild: rebuild, executable: executable) else { return nil }
        timings.append(linked.timings)
        return .built(executable, timings, linksRuntime: linked.linksRuntime)
    }

    /// Removes the libraries earlier watches linked for their viewers (`lib<product>-<pid>-<n>.so`
    /// of another process; a watch ended by a signal leaves its own).
    private func removeLeftoverLibraries(in folder: URL) {
        let own = "lib\(package.product)-\(getpid())-"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        where name.hasPrefix("lib\(package.product)-") && name.hasSuffix(".so") && !name.hasPrefix(own) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    private static func modified(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }

    /// Links the executable from the objects the last fast build compiled, as ``fastBuild`` does
    /// without a library, for a viewer that could not load the library; nil when no link worked.
    func relinkExecutable() throws -> Outcome? {
        guard let executable, let rebuild, let linked = try linkExecutable(rebuild: rebuild, executable: executable) else { return nil }
        return .built(executable, linked.timings, linksRuntime: linked.linksRuntime)
    }

    /// Links the executable against the runtime library, or with the full build's own link when
    /// there is none or that failed; nil when neither worked.
    private func linkExecutable(rebuild: PreviewTargetRebuild, executable: URL) throws -> (timings: ReloadTimings, linksRuntime: Bool)? {
        var timings = ReloadTimings()
        var start = Date()
        let runtimeLink = runtime?.executableLinkArguments()
        if runtimeLink != nil, Date().timeIntervalSince(start) >= 0.001 { timings.add("runtime library", since: start) }
        start = Date()
        if let runtimeLink, try ChildProcess.run(runtimeLink).status == 0 {
            timings.add("link", since: start)
            return (timings, true)
        }
        guard try ChildProcess.run(rebuild.link.arguments).status == 0 else { return nil }
        timings.add("link", since: start)
        return (timings, false)
    }
}
