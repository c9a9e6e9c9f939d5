import CGtk
import CellKit
import Foundation
import GtkSupport

/// Reloads the viewer's prototype demos when their files are saved: the file is read again and,
/// when it reads, its demo replaces the old one with the viewer's state kept (item, pinned states,
/// traits, tab, selection and scroll position); when it has a mistake, the banner at the top of
/// the window names the line and column while the last good picture stays. The status line, and a
/// line on standard output, say how long the reload took from the save (the file's modification
/// time) to the frame that shows it.
@preconcurrency @MainActor
final class PrototypeReloader {
    /// What a save led to.
    enum Outcome: Equatable {
        /// The demo was replaced and drawn, this many milliseconds after the save.
        case reloaded(demo: String, milliseconds: Int)
        /// The file had a mistake; the old demo stays.
        case refused(demo: String, error: PrototypeError)
    }

    private weak var viewer: ViewerWindow?
    private var watches: [PrototypeFileWatch] = []
    private let output: (String) -> Void
    /// Called after each save has been handled (after the frame, for a reload).
    var onOutcome: ((Outcome) -> Void)?

    /// Watches the files of the prototype demos in the viewer's catalog (`files`: demo id → file).
    init(viewer: ViewerWindow, files: [String: URL], output: @escaping (String) -> Void) throws(CommandLineError) {
        self.viewer = viewer
        self.output = output
        for (id, url) in files.sorted(by: { $0.key < $1.key }) where viewer.catalog.demo(withID: id) != nil {
            watches.append(try PrototypeFileWatch(file: url) { [weak self] in
                MainLoop.schedule { [weak self] in self?.reload(id: id, from: url) }
            })
        }
    }

    /// The reloader of the prototype demos this process read, or nil when there are none.
    static func start(for viewer: ViewerWindow, output: @escaping (String) -> Void) throws(CommandLineError) -> PrototypeReloader? {
        PrototypeDemo.files.isEmpty ? nil : try PrototypeReloader(viewer: viewer, files: PrototypeDemo.files, output: output)
    }

    deinit {
        for watch in watches { watch.stop() }
    }

    /// Reads the file again and shows it, or its mistake.
    func reload(id: String, from url: URL) {
        guard let viewer else { return }
        let saved = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date ?? Date()
        let name = url.lastPathComponent
        let prototype: Prototype
        do {
            prototype = try PrototypeReader.read(contentsOf: url)
        } catch {
            let diagnostics = error.position.map { [BuildDiagnostic(file: name, line: $0.line, column: $0.column, message: error.message)] } ?? []
            viewer.buildErrorBanner.show(diagnostics, fallback: "\(name): \(error.message)",
                                         heading: "\(name) has a mistake; showing the last version that read.")
            viewer.status("\(name): \(error.description)", isError: true)
            output("error: \(id): \(error.description)")
            onOutcome?(.refused(demo: id, error: error))
            return
        }
        viewer.buildErrorBanner.hide()
        viewer.replaceDemo(PrototypeDemo.demo(id: id, prototype: prototype))
        FrameTick.afterNextFrame(of: viewer.window) { [weak self, weak viewer] in
            let milliseconds = Int((Date().timeIntervalSince(saved) * 1000).rounded())
            viewer?.status("Reloaded \(name) in \(milliseconds) ms.")
            self?.output("reloaded \(id) in \(milliseconds) ms")
            self?.onOutcome?(.reloaded(demo: id, milliseconds: milliseconds))
        }
    }
}
