import CellKitCore
import Foundation

/// GTK's editors, hosted inside the view's widget: a `GtkText` for a text field, a `GtkTextView`
/// in a `GtkScrolledWindow` for a text view.
extension GtkViewBacking: TextEditorHosting {
    func hostSingleLineEditor(text: String, isSecure: Bool, isEditable: Bool,
                              client: any TextEditorClient) -> any SingleLineTextEditor {
        let editor = GtkTextFieldEditor(text: text, isSecure: isSecure, isEditable: isEditable, client: client)
        host(editor.hosted)
        return editor
    }

    func hostMultilineEditor(text: String, client: any TextEditorClient) -> any MultilineTextEditor {
        let editor = GtkTextViewEditor(text: text, client: client)
        host(editor.hosted)
        return editor
    }
}
