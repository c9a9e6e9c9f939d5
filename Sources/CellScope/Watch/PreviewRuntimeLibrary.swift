import Foundation
import ProcessSupport

/// Everything the preview executable links besides its own fast-rebuilt modules (CellScope, CellKit,
/// GTK's bindings, the package's other targets), linked once into one shared library beside the
/// executable, so that the fast path (``PreviewTargetRebuild``) links only the preview target's few
/// objects against it: a link of a few files instead of every object of CellScope and CellKit.
///
/// It is linked on a thread of its own after each full build (and only when one of its objects is
/// newer than it, or the list of them changed), while the viewer opens; a fast build that needs it
/// waits for it. With `ld.lld` beside the compiler, both links use it.
final class PreviewRuntimeLibrary: @unchecked Sendable {
    /// The library's name, as `-l` takes it.
    static let name = "cellscopewatchruntime"

    /// The folder beside the executable that holds the library and its object lists.
    let folder: URL
    private let executableArguments: [String]
    private let finished = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var linked: Bool?

    /// Splits the executable's link (its object list) into the library's objects and the fast
    /// modules' own, writes both lists, and starts linking the library when it is not up to date.
    /// Nil when the link has no object list this can read.
    init?(rebuild: PreviewTargetRebuild, executable: URL) {
        let link = rebuild.link.arguments
        guard let listArgument = link.first(where: { $0.hasPrefix("@") && $0.hasSuffix(".LinkFileList") }),
              let listText = try? String(contentsOfFile: String(listArgument.dropFirst()), encoding: .utf8) else { return nil }
        let objects = listText.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
        guard !objects.contains(where: { $0.hasPrefix("\"") || $0.hasPrefix("'") }) else { return nil }
        let own = Set(rebuild.modules.flatMap { $0.compile.outputs.filter { $0.hasSuffix(".o") } })
        let wrapped = Set(rebuild.modules.flatMap { $0.wrap?.outputs ?? [] })
        let runtimeObjects = objects.filter { !own.contains($0) && !wrapped.contains($0) }
        let ownObjects = objects.filter { own.contains($0) }
        guard !runtimeObjects.isEmpty, !ownObjects.isEmpty else { return nil }

        folder = executable.deletingLastPathComponent().appendingPathComponent("cellscope-watch")
        let library = folder.appendingPathComponent("lib\(Self.name).so")
        let runtimeList = folder.appendingPathComponent("runtime.LinkFileList")
        let ownList = folder.appendingPathComponent("own.LinkFileList")
        let linker = Self.linkerChoice(compiler: link[0])
        executableArguments = link.map { $0 == listArgument ? "@" + ownList.path : $0 }
            + ["-L", folder.path, "-l\(Self.name)", "-Xlinker", "-rpath=\(folder.path)"] + linker
        let libraryArguments = Self.libraryArguments(link, list: listArgument, output: library.path, objects: runtimeList.path) + linker
        let runtimeText = runtimeObjects.joined(separator: "\n") + "\n"
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data((ownObjects.joined(separator: "\n") + "\n").utf8).write(to: ownList, options: .atomic)
        } catch {
            return nil
        }
        if Self.isUpToDate(library, list: runtimeList, text: runtimeText, objects: runtimeObjects) {
            linked = true
            finished.signal()
            return
        }
        try? FileManager.default.removeItem(at: library)
        Thread.detachNewThread { [self] in
            var succeeded = false
            if (try? Data(runtimeText.utf8).write(to: runtimeList, options: .atomic)) != nil {
                succeeded = (try? ChildProcess.run(libraryArguments))?.status == 0
            }
            if !succeeded { try? FileManager.default.removeItem(at: runtimeList) }
            lock.withLock { linked = succeeded }
            finished.signal()
        }
    }

    /// Waits until the library is linked, and gives the arguments that link the executable from the
    /// fast modules' objects and the library; nil when the library could not be linked.
    func executableLinkArguments() -> [String]? {
        finished.wait()
        finished.signal()
        return lock.withLock { linked == true } ? executableArguments : nil
    }

    /// Waits until the library is linked, and gives the arguments that link the fast modules' objects
    /// against it into the shared library `output`, for a viewer started from such an executable to
    /// load in its own process: the executable's link made a library's, which keeps its `main` (the
    /// viewer runs it), binds its own symbols to its own definitions (not to the running
    /// executable's older ones of the same names) and leaves no symbol undefined, so that a missing
    /// one fails the link rather than the load. Nil when the library could not be linked.
    func libraryLinkArguments(output: URL) -> [String]? {
        guard let link = executableLinkArguments() else { return nil }
        var arguments: [String] = []
        var index = 0
        while index < link.count {
            switch link[index] {
            case "-emit-executable": arguments.append("-emit-library")
            case "-o" where index + 1 < link.count:
                arguments += ["-o", output.path]
                index += 1
            default: arguments.append(link[index])
            }
            index += 1
        }
        return arguments + ["-Xlinker", "-Bsymbolic", "-Xlinker", "-z", "-Xlinker", "defs"]
    }

    /// The executable's link made a shared library's: the object list replaced, no entry point.
    static func libraryArguments(_ link: [String], list: String, output: String, objects: String) -> [String] {
        var arguments: [String] = []
        var index = 0
        while index < link.count {
            let argument = link[index]
            if argument == "-Xlinker", index + 3 < link.count, link[index + 1] == "--defsym", link[index + 3].hasPrefix("main=") {
                index += 4
                continue
            }
            switch argument {
            case "-emit-executable": arguments.append("-emit-library")
            case list: arguments.append("@" + objects)
            default: arguments.append(argument)
            }
            if argument == "-o", index + 1 < link.count {
                arguments.append(output)
                index += 1
            }
            index += 1
        }
        return arguments
    }

    /// `-use-ld=lld` when the toolchain has `ld.lld` beside the compiler (it links a large library
    /// several times faster than the system's default linker).
    static func linkerChoice(compiler: String) -> [String] {
        let lld = URL(fileURLWithPath: compiler).deletingLastPathComponent().appendingPathComponent("ld.lld")
        return FileManager.default.isExecutableFile(atPath: lld.path) ? ["-use-ld=lld"] : []
    }

    /// Whether the library was linked from this very list and no object is newer than it.
    private static func isUpToDate(_ library: URL, list: URL, text: String, objects: [String]) -> Bool {
        guard let built = modificationDate(library.path), (try? String(contentsOf: list, encoding: .utf8)) == text else { return false }
        return objects.allSatisfy { (modificationDate($0) ?? .distantFuture) <= built }
    }

    private static func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}
