import Foundation
import GtkSupport

/// An in-process reload of a watched viewer: `cellscope watch` links the rebuilt preview target's
/// objects into a shared library against the same runtime library this viewer's executable links,
/// and the viewer opens it and runs its `main`. The package's own top-level code then builds its
/// catalog and calls ``CellScopeCommand/run(_:)``, which finds this load waiting (``handingOver``)
/// and hands the catalog to it instead of running a command: the window shows the new demos as it
/// showed the old ones, and the viewer's loop runs on inside that call, which returns only when the
/// viewer is closed (the package's code then exits with its status).
///
/// Loading runs from ``ViewerRunLoop/perform(_:)``, outside any GLib dispatch. A library is never
/// closed: the old demos' types and closures may still be referenced. Each load has a file of its
/// own (the loader opens a path only once).
@preconcurrency @MainActor
final class PreviewLibraryLoad {
    /// The load whose library's `main` runs now and has not handed its catalog over yet.
    private(set) static var handingOver: PreviewLibraryLoad?

    private let viewer: ViewerWindow
    private let path: String
    private var handedOver = false

    private typealias EntryPoint = @convention(c) (Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32

    private init(viewer: ViewerWindow, path: String) {
        self.viewer = viewer
        self.path = path
    }

    /// Opens the library at `path` and runs its `main`. When the library cannot be opened, has no
    /// `main`, or its `main` returns without handing a catalog over, the viewer goes on showing what
    /// it showed and reports `load-failed` with the reason, for the watch to relaunch the viewer.
    static func load(_ path: String, into viewer: ViewerWindow) {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "unknown error"
            return fail("cannot open \(path): \(reason)")
        }
        // dlsym on the handle looks in the library before its dependencies: its own `main`.
        guard let symbol = dlsym(handle, "main") else {
            return fail("\(path) has no main function")
        }
        // The loader takes a file it has loaded before for the same one (a removed library's inode
        // reused by a new file): its `main` would be the old build's.
        guard mappedFile(containing: UInt(bitPattern: symbol)) == URL(fileURLWithPath: path).resolvingSymlinksInPath().path else {
            return fail("the loader gave an already loaded library for \(path)")
        }
        let entryPoint = unsafeBitCast(symbol, to: EntryPoint.self)
        let load = PreviewLibraryLoad(viewer: viewer, path: path)
        handingOver = load
        let status = entryPoint(CommandLine.argc, CommandLine.unsafeArgv)
        handingOver = nil
        if !load.handedOver {
            fail("the main function of \(path) returned (status \(status)) without calling CellScopeCommand.run")
        }
    }

    /// Shows `catalog` (the library's), reports `loaded` and, once the window has drawn it, `ready`;
    /// then runs the viewer's loop until the viewer is closed and returns its status. A catalog
    /// without demos is refused (`load-failed`) and the loop runs on with the old one.
    func handOver(_ catalog: PreviewCatalog) -> Int32 {
        Self.handingOver = nil
        handedOver = true
        if catalog.demos.isEmpty {
            Self.fail("the catalog of \(path) has no demos")
        } else {
            WatchChannel.send(WatchMessage("loaded", path: path))
            viewer.replaceCatalog(catalog)
            Snapshotter.waitForDraw(viewer.window)
            WatchChannel.send(WatchMessage("ready", text: viewer.inspectedCellText, state: viewer.sessionState))
        }
        return ViewerRunLoop.run()
    }

    /// The file mapped at `address` in this process (`/proc/self/maps`, which names it by its real
    /// path), if any.
    private static func mappedFile(containing address: UInt) -> String? {
        // Read to its end: the kernel gives the file no size.
        guard let data = try? FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/maps")).readToEnd() else { return nil }
        let maps = String(decoding: data, as: UTF8.self)
        for line in maps.split(separator: "\n") {
            // start-end perms offset device inode path
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
            let range = fields.first?.split(separator: "-").compactMap { UInt($0, radix: 16) } ?? []
            guard fields.count == 6, range.count == 2, range[0] <= address, address < range[1] else { continue }
            return fields[5].trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    private static func fail(_ reason: String) {
        WatchChannel.send(WatchMessage("load-failed", text: reason))
    }
}
