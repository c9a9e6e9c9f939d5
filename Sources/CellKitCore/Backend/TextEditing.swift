import Foundation

/// What a text editor tells the `UITextField` or `UITextView` it edits for: the toolkit side of
/// UIKit's `UITextInputDelegate` and of the keyboard focus. The control decides what each report
/// means (asking its delegate, sending control events, posting notifications).
@preconcurrency @MainActor
package protocol TextEditorClient: AnyObject {
    /// The person typed or deleted (never sent for `TextEditor.setText(_:)`).
    func editorTextChanged()
    /// The caret moved or the selection changed.
    func editorSelectionChanged()
    /// The editor took (`true`) or lost (`false`) the keyboard focus, as the person asked for it.
    func editorFocusChanged(_ focused: Bool)
    /// The person pressed Return in a single-line editor.
    func editorReturned()
}

extension TextEditorClient {
    /// Return in a multi-line editor is a newline, reported as an edit.
    package func editorReturned() {}
}

/// The editable text inside a `UITextField` or `UITextView`: the toolkit's own text editor (caret,
/// selection, input methods, clipboard), which the control drives and which reports back to it
/// through a `TextEditorClient`. The control owns its editor; the editor holds its client weakly.
///
/// Focus follows UIKit: the editor takes the keyboard focus only when the person presses on it or the
/// control calls `focus()` (`becomeFirstResponder()`); focus the toolkit hands out by itself (to
/// the first focusable widget of a window it shows) is given back unreported.
@preconcurrency @MainActor
package protocol TextEditor: AnyObject {
    /// Where the editor sits in its control, in the control's coordinates.
    var frame: CGRect { get set }
    /// The text in the editor.
    var text: String { get }
    /// Replaces the text without it counting as typing.
    func setText(_ newText: String)
    /// Puts the caret at a UTF-16 offset of the text.
    func setCaret(utf16Offset: Int)
    /// The selection as a UTF-16 range of the text.
    var selectedRange: NSRange { get }
    /// Whether the editor has the keyboard focus (the control `isEditing`).
    var hasFocus: Bool { get }
    /// Takes the keyboard focus; false when the control is not in a window.
    func focus() -> Bool
    /// Gives the keyboard focus back to the window.
    func unfocus()
    /// Styles the text: font, color, caret and selection (`tint`), alignment.
    func style(font: UIFont, textColor: RGBA, tint: RGBA, alignment: NSTextAlignment, isRightToLeft: Bool)
}

/// The one-line editor of a `UITextField`.
@preconcurrency @MainActor
package protocol SingleLineTextEditor: TextEditor {
    /// Shows the text as dots (`isSecureTextEntry`) or as typed.
    func setSecure(_ secure: Bool)
    /// Whether typing changes the text and the editor takes the focus (`isEnabled`).
    func setEditable(_ editable: Bool)
}

/// The multi-line, wrapping editor of a `UITextView`.
@preconcurrency @MainActor
package protocol MultilineTextEditor: TextEditor {
    /// Whether typing changes the text (`isEditable`), and whether the text takes the focus at all
    /// (`isEditable` or `isSelectable`). A focused editor made read-only gives up the focus first.
    func setEditable(_ editable: Bool, selectable: Bool)
    /// Scrolls vertically inside the view (`isScrollEnabled`) or never (the view grows with its text).
    func setScrolls(_ scrolls: Bool)
    /// The space around the text: `textContainerInset` plus the line fragment padding at the sides.
    func setMargins(_ insets: UIEdgeInsets, padding: CGFloat)
    /// Inserts `typed` at the end of the text as a keystroke would (the client hears of it as an
    /// edit); the signal-level counterpart of typing, for tests.
    func insertAtEndAsTyping(_ typed: String)
}

/// A backing that shows a text editor inside its view, below the view's subviews and after its own
/// drawing (the text field draws its border and placeholder, the editor the text).
@preconcurrency @MainActor
package protocol TextEditorHosting: AnyObject {
    /// Creates a `UITextField`'s editor showing `text` and hosts it in the view.
    func hostSingleLineEditor(text: String, isSecure: Bool, isEditable: Bool,
                              client: any TextEditorClient) -> any SingleLineTextEditor
    /// Creates a `UITextView`'s editor showing `text` and hosts it in the view.
    func hostMultilineEditor(text: String, client: any TextEditorClient) -> any MultilineTextEditor
}
