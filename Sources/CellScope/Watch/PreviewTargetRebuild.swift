import Foundation

/// The fast path of `cellscope watch`: after a full `swift build`, a save that only edits sources of
/// the preview executable's own Swift modules is rebuilt by running the compile commands of the last
/// build's plan (``BuildManifest``) directly, the way `swift build` would run them, without SwiftPM's
/// planning, and linking them against the rest (``PreviewRuntimeLibrary``, or the plan's own link).
/// The compiler builds incrementally in the same `.build`, and the next full build starts from the
/// files it left (and links the executable again its own way).
///
/// Only a module that no other module of the executable imports qualifies (a change to a module
/// others import would need them recompiled too). A save that adds or removes a file, touches
/// `Package.swift`, or edits anything the plan does not list as such a module's source is not for
/// the fast path: ``plan(for:)`` says nil and the watch runs a full build.
struct PreviewTargetRebuild {
    /// One Swift module of the executable that can be recompiled on its own.
    struct Module: Equatable {
        /// The compile command (`swiftc -module-name … -incremental -c …`).
        var compile: BuildManifest.Command
        /// The command that wraps the module for the debugger, when the plan has one (the fast path
        /// leaves it out: the debugger's copy of the module's types waits for the next full build).
        var wrap: BuildManifest.Command?
        /// Its source files, as absolute paths.
        var sources: Set<String>
    }

    /// The executable's link command.
    let link: BuildManifest.Command
    /// The modules the fast path can rebuild.
    let modules: [Module]
    let packageFolder: URL

    /// Finds, in `manifest`, the command that links `executable` and the package's own Swift modules
    /// linked into it that no other of them imports; nil when there is no such link or module.
    init?(manifest: BuildManifest, executable: URL, packageFolder: URL) {
        // `.build/debug` is a link to the folder the plan names.
        let executablePaths = [executable.path, executable.resolvingSymlinksInPath().path]
        guard let link = manifest.commands.first(where: { $0.tool == "shell" && $0.outputs.count == 1 && executablePaths.contains($0.outputs[0]) && !$0.arguments.isEmpty })
        else { return nil }
        let ownFolder = packageFolder.path + "/"
        let buildFolder = ownFolder + ".build/"
        let compiles = Self.unique(link.inputs.compactMap { manifest.command(producing: $0) }.filter { Self.isSwiftCompile($0) })
        let imported = Set(compiles.flatMap(\.inputs))
        modules = compiles.compactMap { compile -> Module? in
            let sources = compile.inputs.filter { $0.hasSuffix(".swift") && $0.hasPrefix(ownFolder) && !$0.hasPrefix(buildFolder) }
            guard !sources.isEmpty,
                  let interface = compile.outputs.first(where: { $0.hasSuffix(".swiftmodule") }), !imported.contains(interface)
            else { return nil }
            let wrap = manifest.commands.first { $0.inputs == [interface] && $0.arguments.contains("-modulewrap") }
            return Module(compile: compile, wrap: wrap, sources: Set(sources))
        }
        guard !modules.isEmpty else { return nil }
        self.link = link
        self.packageFolder = packageFolder
    }

    /// The modules to recompile for a save of `changedPaths` (relative to the package folder), or
    /// nil when the save needs a full build: a path that is not an existing source of one of
    /// ``modules`` (a new or removed file, the manifest, a folder, a file of another target).
    func plan(for changedPaths: Set<String>) -> [Module]? {
        guard !changedPaths.isEmpty else { return nil }
        var chosen: [Module] = []
        for path in changedPaths {
            let absolute = packageFolder.appendingPathComponent(path).path
            guard FileManager.default.fileExists(atPath: absolute),
                  let module = modules.first(where: { $0.sources.contains(absolute) }) else { return nil }
            if !chosen.contains(module) { chosen.append(module) }
        }
        return chosen
    }

    /// Whether `command` runs the Swift compiler on a module's sources.
    static func isSwiftCompile(_ command: BuildManifest.Command) -> Bool {
        command.tool == "shell" && command.arguments.contains("-module-name") && command.arguments.contains("-c")
            && command.outputs.contains { $0.hasSuffix(".swiftmodule") }
    }

    /// The compile command's arguments as the watch runs them: the compiler's diagnostics as text
    /// (`path:line:column: error: …`) rather than SwiftPM's machine-readable stream, and no module
    /// interface: no other module imports this one, so only its objects are needed (the compiler's
    /// job that writes the interface, a third of the time, runs at the next full build).
    static func compileArguments(_ command: BuildManifest.Command) -> [String] {
        var arguments: [String] = []
        var skipNext = false
        for argument in command.arguments {
            if skipNext { skipNext = false; continue }
            switch argument {
            case "-parseable-output", "-emit-module": continue
            case "-emit-module-path": skipNext = true; continue
            default: if !argument.hasPrefix("-emit-module-path=") { arguments.append(argument) }
            }
        }
        return arguments
    }

    /// The files in which the compiler keeps what its last incremental compile of `module` saw (its
    /// build record and dependency graph, named after the output file map's module entry). Without
    /// them the next compile compiles every source of the module.
    static func incrementalState(of module: Module) -> [URL] {
        let arguments = module.compile.arguments
        guard let index = arguments.firstIndex(of: "-output-file-map"), index + 1 < arguments.count,
              let data = FileManager.default.contents(atPath: arguments[index + 1]),
              let map = try? JSONSerialization.jsonObject(with: data) as? [String: [String: String]],
              let record = map[""]?["swift-dependencies"] else { return [] }
        let base = URL(fileURLWithPath: record).deletingPathExtension()
        return [URL(fileURLWithPath: record), base.appendingPathExtension("priors")]
    }

    private static func unique(_ commands: [BuildManifest.Command]) -> [BuildManifest.Command] {
        var seen = Set<String>()
        return commands.filter { seen.insert($0.name).inserted }
    }
}
