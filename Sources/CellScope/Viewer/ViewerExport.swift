import CGtk
import Foundation
import GtkSupport

/// Asks where to save an export. GTK 4's save dialog asks before replacing an existing file, and the
/// write itself (`PNGExport`) is atomic and reports "replaced" in the status line when it overwrote one.
@preconcurrency @MainActor
final class ViewerExport {
    private var dialog: OpaquePointer?
    private var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)

    /// Shows a save dialog for a PNG named `suggestedName`; `completion` gets the chosen file.
    func askForDestination(parent: WidgetPointer, title: String, suggestedName: String,
                           completion: @escaping @MainActor (URL) -> Void) {
        if let dialog { g_object_unref(UnsafeMutableRawPointer(dialog)) }
        let chooser = gtk_file_chooser_native_new(title, parent.cast(), GTK_FILE_CHOOSER_ACTION_SAVE, "_Export", "_Cancel")!
        dialog = chooser
        gtk_native_dialog_set_modal(nativeDialog(chooser), 1)
        gtk_file_chooser_set_current_name(chooser, suggestedName)
        let folderFile = g_file_new_for_path(folder.path)
        gtk_file_chooser_set_current_folder(chooser, folderFile, nil)
        g_object_unref(UnsafeMutableRawPointer(folderFile))
        let filter = gtk_file_filter_new()!
        gtk_file_filter_set_name(filter, "PNG images")
        gtk_file_filter_add_pattern(filter, "*.png")
        gtk_file_chooser_add_filter(chooser, filter)
        g_object_unref(UnsafeMutableRawPointer(filter))
        Signals.connect(UnsafeMutableRawPointer(chooser), "response", integer: { [weak self] response in
            guard let self, let dialog = self.dialog else { return }
            gtk_native_dialog_hide(nativeDialog(dialog))
            guard response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(dialog) else { return }
            defer { g_object_unref(UnsafeMutableRawPointer(file)) }
            guard let path = g_file_get_path(file) else { return }
            defer { g_free(path) }
            var url = URL(fileURLWithPath: String(cString: path))
            if url.pathExtension.lowercased() != "png" {
                url.appendPathExtension("png")
                // The dialog confirmed replacing the name without ".png", not this file: keep it.
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

    /// `name-2.png`, `name-3.png`, … : the first name next to `url` that no file uses.
    static func unusedURL(like url: URL) -> URL {
        let base = url.deletingPathExtension().lastPathComponent
        let folder = url.deletingLastPathComponent()
        var index = 2
        while true {
            let candidate = folder.appendingPathComponent("\(base)-\(index).png")
            if !FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            index += 1
        }
    }
}
