import CGtk
import Foundation
import GtkSupport

/// One GTK file chooser for one purpose (export a PNG, save a view, open a view), made the first
/// time it is needed and kept for the window's life: each request shows it again, its answer hides
/// it, and only the window's closing destroys it.
///
/// Why it is kept: GTK 4.8's chooser works asynchronously on the folder it shows (listing it,
/// querying each file, watching it for changes, and a second listing for the name entry's
/// completion), and that work's handlers run later from GIO's sources. The viewer used to release
/// the previous chooser (a plain unref, without destroying it) whenever a new dialog was asked for,
/// often just after writing into the folder that chooser showed (the PNG and the view beside it).
/// Under storms of real input aimed at the dialogs that crashed in `g_file_equal`, called from a
/// GTK signal handler that a GIO source ran, or failed `gtk_window_has_group` on a window already
/// gone; with the choosers kept, the same storms pass. ``destroy()``, at the window's close, first
/// disconnects the viewer's handler and has GTK destroy the dialog before the last reference goes.
@preconcurrency @MainActor
final class ViewerFileChooser {
    /// The `GtkFileChooserNative`.
    private let chooser: OpaquePointer
    private let action: GtkFileChooserAction
    private let parent: WidgetPointer
    private var response: SignalConnection?
    private var completion: (@MainActor (URL) -> Void)?
    private var keepsFocus = false

    /// A modal chooser for `parent` that saves or opens (`action`) files matching `pattern`, with a
    /// check box for each of `choices` (GTK keeps each box's value from one request to the next).
    init(parent: WidgetPointer, action: GtkFileChooserAction, accept: String, filterName: String, pattern: String,
         choices: [ViewerExport.Choice] = []) {
        self.parent = parent
        self.action = action
        chooser = gtk_file_chooser_native_new(nil, parent.cast(), action, accept, "_Cancel")!
        gtk_native_dialog_set_modal(nativeDialog, 1)
        let filter = gtk_file_filter_new()!
        gtk_file_filter_set_name(filter, filterName)
        gtk_file_filter_add_pattern(filter, pattern)
        gtk_file_chooser_add_filter(chooser, filter)
        g_object_unref(UnsafeMutableRawPointer(filter))
        for choice in choices {
            gtk_file_chooser_add_choice(chooser, choice.id, choice.label, nil, nil)
        }
        response = Signals.connect(UnsafeMutableRawPointer(chooser), "response", integer: { [weak self] response in
            self?.answer(response)
        })
    }

    /// Whether the dialog is on screen, waiting for an answer.
    var isShown: Bool { gtk_native_dialog_get_visible(nativeDialog) != 0 }

    /// Shows the dialog titled `title` in `folder` (never in GTK's Recent list, whose list and its
    /// watch on the recent files GTK would start otherwise), with `suggestedName` in the name field
    /// of a save dialog; `completion` gets the chosen file, and is not called when it is cancelled.
    func show(title: String, folder: URL, suggestedName: String?, completion: @escaping @MainActor (URL) -> Void) {
        self.completion = completion
        gtk_native_dialog_set_title(nativeDialog, title)
        let folderFile = g_file_new_for_path(folder.path)
        gtk_file_chooser_set_current_folder(chooser, folderFile, nil)
        g_object_unref(UnsafeMutableRawPointer(folderFile))
        if let suggestedName, action == GTK_FILE_CHOOSER_ACTION_SAVE {
            gtk_file_chooser_set_current_name(chooser, suggestedName)
        }
        gtk_native_dialog_show(nativeDialog)
        if action == GTK_FILE_CHOOSER_ACTION_SAVE, !keepsFocus {
            keepsFocus = SaveDialogFocus.keep(inDialogFor: parent)
        }
    }

    /// Whether the check box of `choice` was ticked when the dialog was last answered.
    func isChosen(_ choice: ViewerExport.Choice) -> Bool {
        gtk_file_chooser_get_choice(chooser, choice.id).map { String(cString: $0) == "true" } ?? false
    }

    /// Brings the shown dialog to the front (a second request while it is shown).
    func present() {
        SaveDialogFocus.shownFileChooserDialog(transientFor: parent).map { gtk_window_present($0.cast()) }
    }

    /// Hides the dialog and hands the chosen file, if any, to the request's completion.
    private func answer(_ response: Int32) {
        gtk_native_dialog_hide(nativeDialog)
        let completion = self.completion
        self.completion = nil
        guard response == GTK_RESPONSE_ACCEPT.rawValue, let url = chosenFile() else { return }
        completion?(url)
    }

    /// The file chosen in the dialog.
    private func chosenFile() -> URL? {
        guard let file = gtk_file_chooser_get_file(chooser) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let path = g_file_get_path(file) else { return nil }
        defer { g_free(path) }
        return URL(fileURLWithPath: String(cString: path))
    }

    /// Disconnects the response handler, destroys the dialog (hiding it if shown) and releases it.
    func destroy() {
        response?.disconnect()
        response = nil
        completion = nil
        gtk_native_dialog_destroy(nativeDialog)
        g_object_unref(UnsafeMutableRawPointer(chooser))
    }

    /// The chooser as a `GtkNativeDialog *`.
    private var nativeDialog: UnsafeMutablePointer<GtkNativeDialog> {
        UnsafeMutableRawPointer(chooser).assumingMemoryBound(to: GtkNativeDialog.self)
    }
}
