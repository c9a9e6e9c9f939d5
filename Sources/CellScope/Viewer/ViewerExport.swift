import CGtk
import Foundation
import GtkSupport

/// Asks where to save an export. GTK 4's save dialog asks before replacing an existing file, and the
/// write itself (`PNGExport`) is atomic and reports "replaced" in the status line when it overwrote one.
@preconcurrency @MainActor
final class ViewerExport {
    private var dialog: OpaquePointer?
    private var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)

    /// A kind of file the dialog saves: its filter's name, its extension and the accept button.
    struct FileKind {
        let filterName: String
        let fileExtension: String
        let acceptLabel: String

        /// A PNG export.
        static let png = FileKind(filterName: "PNG images", fileExtension: "png", acceptLabel: "_Export")
        /// A saved view (``SavedView``).
        static let view = FileKind(filterName: "CellScope views", fileExtension: "json", acceptLabel: "_Save")
    }

    /// Shows a save dialog for a file of `kind` named `suggestedName`; `completion` gets the chosen file.
    func askForDestination(parent: WidgetPointer, title: String, suggestedName: String, kind: FileKind = .png,
                           completion: @escaping @MainActor (URL) -> Void) {
        let chooser = newChooser(title: title, parent: parent, action: GTK_FILE_CHOOSER_ACTION_SAVE, accept: kind.acceptLabel)
        gtk_file_chooser_set_current_name(chooser, suggestedName)
        let filter = gtk_file_filter_new()!
        gtk_file_filter_set_name(filter, kind.filterName)
        gtk_file_filter_add_pattern(filter, "*." + kind.fileExtension)
        gtk_file_chooser_add_filter(chooser, filter)
        g_object_unref(UnsafeMutableRawPointer(filter))
        Signals.connect(UnsafeMutableRawPointer(chooser), "response", integer: { [weak self] response in
            guard let self, var url = chosenFile(response: response) else { return }
            if url.pathExtension.lowercased() != kind.fileExtension {
                url.appendPathExtension(kind.fileExtension)
                // The dialog confirmed replacing the name without the extension, not this file: keep it.
                if FileManager.default.fileExists(atPath: url.path) {
                    url = ViewerExport.unusedURL(like: url)
                }
            }
            folder = url.deletingLastPathComponent()
            completion(url)
        })
        gtk_native_dialog_show(nativeDialog(chooser))
        SaveDialogFocus.keep(inDialogFor: parent)
    }

    /// Shows an open dialog for a file of `kind`; `completion` gets the chosen file.
    func askForFileToOpen(parent: WidgetPointer, title: String, kind: FileKind, completion: @escaping @MainActor (URL) -> Void) {
        let chooser = newChooser(title: title, parent: parent, action: GTK_FILE_CHOOSER_ACTION_OPEN, accept: "_Open")
        Signals.connect(UnsafeMutableRawPointer(chooser), "response", integer: { [weak self] response in
            guard let url = self?.chosenFile(response: response) else { return }
            completion(url)
        })
        gtk_native_dialog_show(nativeDialog(chooser))
    }

    /// A modal file chooser in the folder of the last export, replacing the previous one.
    private func newChooser(title: String, parent: WidgetPointer, action: GtkFileChooserAction, accept: String) -> OpaquePointer {
        if let dialog { g_object_unref(UnsafeMutableRawPointer(dialog)) }
        let chooser = gtk_file_chooser_native_new(title, parent.cast(), action, accept, "_Cancel")!
        dialog = chooser
        gtk_native_dialog_set_modal(nativeDialog(chooser), 1)
        let folderFile = g_file_new_for_path(folder.path)
        gtk_file_chooser_set_current_folder(chooser, folderFile, nil)
        g_object_unref(UnsafeMutableRawPointer(folderFile))
        return chooser
    }

    /// Hides the dialog after its `response`; the file chosen, or nil when it was cancelled.
    private func chosenFile(response: Int32) -> URL? {
        guard let dialog else { return nil }
        gtk_native_dialog_hide(nativeDialog(dialog))
        guard response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(dialog) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let path = g_file_get_path(file) else { return nil }
        defer { g_free(path) }
        return URL(fileURLWithPath: String(cString: path))
    }

    /// Releases the dialog.
    func close() {
        if let dialog {
            gtk_native_dialog_destroy(nativeDialog(dialog))
            g_object_unref(UnsafeMutableRawPointer(dialog))
        }
        dialog = nil
    }

    /// The chooser as a `GtkNativeDialog *`.
    private func nativeDialog(_ chooser: OpaquePointer) -> UnsafeMutablePointer<GtkNativeDialog> {
        UnsafeMutableRawPointer(chooser).assumingMemoryBound(to: GtkNativeDialog.self)
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
