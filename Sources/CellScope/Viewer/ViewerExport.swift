import CGtk
import Foundation
import GtkSupport

/// Asks where to save an export or a view, and which view to open. GTK 4's save dialog asks before
/// replacing an existing file, and the write itself (`PNGExport`) is atomic and reports "replaced"
/// in the status line when it overwrote one.
///
/// Each purpose keeps its own chooser for the window's life (see ``ViewerFileChooser`` for why none
/// is released earlier), and one dialog is shown at a time: the dialogs are modal, so GTK holds the
/// viewer's input back while one is shown, and a request that comes anyway brings the shown dialog
/// to the front instead of showing a second one.
@preconcurrency @MainActor
final class ViewerExport {
    private var choosers: [FileKind: ViewerFileChooser] = [:]
    private var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)

    /// A kind of file a dialog saves or opens: its filter's name, its extension, the accept button and
    /// whether the dialog opens files rather than saves them.
    struct FileKind: Hashable {
        let filterName: String
        let fileExtension: String
        let acceptLabel: String
        var opens = false
        /// The check boxes the dialog shows below its file list.
        var choices: [Choice] = []

        /// A PNG export, with the choice of a legend below the picture.
        static let png = FileKind(filterName: "PNG images", fileExtension: "png", acceptLabel: "_Export", choices: [.legend])
        /// A saved view (``SavedView``).
        static let view = FileKind(filterName: "CellScope views", fileExtension: "json", acceptLabel: "_Save")
        /// A saved view to open.
        static let viewToOpen = FileKind(filterName: "CellScope views", fileExtension: "json", acceptLabel: "_Open", opens: true)
        /// A PNG to compare the canvas with (``ReferenceOverlay``).
        static let referenceToOpen = FileKind(filterName: "PNG images", fileExtension: "png", acceptLabel: "_Compare", opens: true)
    }

    /// A check box in a file dialog: its id and its label.
    struct Choice: Hashable {
        let id: String
        let label: String

        /// Add a legend below an exported picture (``ExportLegend``).
        static let legend = Choice(id: "legend", label: "Add a legend: demo, item, states, traits and device")
    }

    /// Whether `choice` was ticked in the last answered dialog for `kind` (false before the first).
    func isChosen(_ choice: Choice, in kind: FileKind) -> Bool {
        choosers[kind]?.isChosen(choice) ?? false
    }

    /// Shows a save dialog for a file of `kind` named `suggestedName`; `completion` gets the chosen file.
    func askForDestination(parent: WidgetPointer, title: String, suggestedName: String, kind: FileKind = .png,
                           completion: @escaping @MainActor (URL) -> Void) {
        guard !presentShownDialog() else { return }
        chooser(for: kind, parent: parent).show(title: title, folder: folder, suggestedName: suggestedName) { [weak self] chosen in
            guard let self else { return }
            var url = chosen
            if url.pathExtension.lowercased() != kind.fileExtension {
                url.appendPathExtension(kind.fileExtension)
                // The dialog confirmed replacing the name without the extension, not this file: keep it.
                if FileManager.default.fileExists(atPath: url.path) {
                    url = ViewerExport.unusedURL(like: url)
                }
            }
            folder = url.deletingLastPathComponent()
            completion(url)
        }
    }

    /// Shows an open dialog for a file of `kind` (``FileKind/viewToOpen``); `completion` gets the chosen file.
    func askForFileToOpen(parent: WidgetPointer, title: String, kind: FileKind, completion: @escaping @MainActor (URL) -> Void) {
        guard !presentShownDialog() else { return }
        chooser(for: kind, parent: parent).show(title: title, folder: folder, suggestedName: nil, completion: completion)
    }

    /// Brings the dialog shown now to the front; false when none is shown.
    private func presentShownDialog() -> Bool {
        guard let shown = choosers.values.first(where: { $0.isShown }) else { return false }
        shown.present()
        return true
    }

    /// The chooser kept for `kind`, made the first time.
    private func chooser(for kind: FileKind, parent: WidgetPointer) -> ViewerFileChooser {
        if let chooser = choosers[kind] { return chooser }
        let chooser = ViewerFileChooser(parent: parent, action: kind.opens ? GTK_FILE_CHOOSER_ACTION_OPEN : GTK_FILE_CHOOSER_ACTION_SAVE,
                                        accept: kind.acceptLabel, filterName: kind.filterName, pattern: "*." + kind.fileExtension,
                                        choices: kind.choices)
        choosers[kind] = chooser
        return chooser
    }

    /// Destroys the dialogs (the window is closing).
    func close() {
        for chooser in choosers.values { chooser.destroy() }
        choosers = [:]
    }

    /// `name-2.png`, `name-3.png` (or the extension `url` has), … : the first name next to `url` that no file uses.
    static func unusedURL(like url: URL) -> URL {
        let base = url.deletingPathExtension().lastPathComponent
        let folder = url.deletingLastPathComponent()
        var index = 2
        while true {
            let candidate = folder.appendingPathComponent("\(base)-\(index).\(url.pathExtension)")
            if !FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            index += 1
        }
    }
}
