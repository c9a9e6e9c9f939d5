import CGtk
import GtkSupport

/// Keeps a widget focused in GTK's save dialog.
///
/// GTK 4.8's file chooser decides what its Save button (or Return) means from the focused widget,
/// and asks whether that widget is inside its name entry without checking that there is one
/// (`gtk_file_chooser_widget_should_respond`): with nothing focused it fails
/// `gtk_widget_is_ancestor: assertion 'GTK_IS_WIDGET (widget)'`. The focus goes when the focused
/// widget does: a file removed from the list through its context menu, a path bar button replaced.
/// Whenever the dialog's focus becomes empty, this moves it to the dialog's first focusable widget
/// (the name entry), as a click there would, so Return saves under the typed name.
///
/// `GtkFileChooserNative` does not expose the dialog it shows when no portal is used; the dialog
/// is found among the top-level windows as the file chooser dialog transient for the viewer. A
/// portal's dialog is another process's, and is left alone.
@preconcurrency @MainActor
enum SaveDialogFocus {
    /// Watches the focus of the file chooser dialog just shown for `parent`; false when there is no
    /// such dialog (a portal's). A kept chooser shows the same dialog again: watch it once.
    @discardableResult
    static func keep(inDialogFor parent: WidgetPointer) -> Bool {
        guard let dialog = shownFileChooserDialog(transientFor: parent) else { return false }
        Signals.connect(UnsafeMutableRawPointer(dialog), "notify::focus-widget", object: { _ in
            guard gtk_widget_get_mapped(dialog) != 0, gtk_window_get_focus(dialog.cast()) == nil else { return }
            _ = gtk_widget_child_focus(dialog, GTK_DIR_TAB_FORWARD)
        })
        return true
    }

    /// The shown `GtkFileChooserDialog` whose transient parent is `parent` (kept, hidden ones aside).
    static func shownFileChooserDialog(transientFor parent: WidgetPointer) -> WidgetPointer? {
        let windows = gtk_window_get_toplevels()!
        for index in 0..<g_list_model_get_n_items(windows) {
            guard let item = g_list_model_get_item(windows, index) else { continue }
            g_object_unref(item)
            let window = item.assumingMemoryBound(to: GtkWidget.self)
            if window.isA(gtk_file_chooser_dialog_get_type()), gtk_widget_get_visible(window) != 0,
               gtk_window_get_transient_for(window.cast()).map({ UnsafeMutableRawPointer($0) }) == UnsafeMutableRawPointer(parent) {
                return window
            }
        }
        return nil
    }
}
