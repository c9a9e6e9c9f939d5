import CGtk
import CGtkShim
import CellKitCore
import Foundation
import GtkSupport

/// The `GtkTextView` inside a `UITextView`'s widget (in a `GtkScrolledWindow`, which scrolls only
/// when the text view's `isScrollEnabled` is on): GTK's multi-line editor, styled like the text
/// view, reporting edits, focus and selection changes back to it.
@preconcurrency @MainActor
final class GtkTextViewEditor: MultilineTextEditor {
    let hosted: HostedWidget
    let textView: UnsafeMutablePointer<GtkWidget>
    private weak var client: (any TextEditorClient)?
    private var isSettingText = false
    /// The keyboard focus, taken only when asked for (UIKit never makes a text view first responder
    /// itself).
    private var requestedFocus: RequestedFocus!

    init(text: String, client: any TextEditorClient) {
        self.client = client
        hosted = HostedWidget(gtk_scrolled_window_new())
        textView = gtk_text_view_new()
        gtk_scrolled_window_set_child(OpaquePointer(hosted.gtkWidget), textView)
        gtk_text_view_set_wrap_mode(textView.cast(), GTK_WRAP_WORD_CHAR)
        EditableTextStyle.useLabelFontRendering(textView)
        gtk_text_buffer_set_text(buffer, text, -1)
        Signals.connect(UnsafeMutableRawPointer(buffer), "changed") { [weak self] in self?.changed() }
        for property in ["notify::cursor-position", "notify::has-selection"] {
            Signals.connect(UnsafeMutableRawPointer(buffer), property, object: { [weak self] _ in self?.client?.editorSelectionChanged() })
        }
        requestedFocus = RequestedFocus(of: textView) { [weak self] in self?.client?.editorFocusChanged($0) }
    }

    var frame: CGRect {
        get { hosted.frame }
        set { hosted.frame = newValue }
    }

    private var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(textView.cast())! }

    /// The text in the editor.
    var text: String {
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        let characters = gtk_text_buffer_get_text(buffer, &start, &end, 1)!
        defer { g_free(characters) }
        return String(cString: characters)
    }

    /// Replaces the text without it counting as typing.
    func setText(_ newText: String) {
        guard newText != text else { return }
        isSettingText = true
        gtk_text_buffer_set_text(buffer, newText, -1)
        isSettingText = false
    }

    /// Inserts `typed` at the end of the text as a keystroke would (the text view hears of it as an
    /// edit); the signal-level counterpart of typing, for tests.
    func insertAtEndAsTyping(_ typed: String) {
        var end = GtkTextIter()
        gtk_text_buffer_get_end_iter(buffer, &end)
        gtk_text_buffer_insert(buffer, &end, typed, -1)
    }

    /// Puts the caret at a UTF-16 offset of the text.
    func setCaret(utf16Offset: Int) {
        let characters = (String(text.utf16.prefix(utf16Offset)) ?? text).count
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &iter, Int32(characters))
        gtk_text_buffer_place_cursor(buffer, &iter)
    }

    /// The selection as a UTF-16 range of the text.
    var selectedRange: NSRange {
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_selection_bounds(buffer, &start, &end)
        let characters = Array(text)
        func utf16(_ offset: Int32) -> Int { String(characters.prefix(Int(offset))).utf16.count }
        let lower = utf16(gtk_text_iter_get_offset(&start)), upper = utf16(gtk_text_iter_get_offset(&end))
        return NSRange(location: lower, length: upper - lower)
    }

    /// Whether typing changes the text, and whether the text takes the focus at all.
    /// Editing ends first when the editor has the focus (as in UIKit, where a text view made
    /// read-only stops editing; GTK also must not hide a blinking caret of a focused view).
    func setEditable(_ editable: Bool, selectable: Bool) {
        if !editable, hasFocus { unfocus() }
        gtk_text_view_set_editable(textView.cast(), editable ? 1 : 0)
        gtk_widget_set_can_focus(textView, editable || selectable ? 1 : 0)
        gtk_widget_set_can_target(textView, editable || selectable ? 1 : 0)
    }

    /// Scrolls vertically inside the view (true) or never (false: the view grows with its text).
    func setScrolls(_ scrolls: Bool) {
        gtk_scrolled_window_set_policy(OpaquePointer(hosted.gtkWidget), GTK_POLICY_NEVER, scrolls ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER)
    }

    /// The space around the text: the container inset plus the line fragment padding at the sides.
    func setMargins(_ insets: UIEdgeInsets, padding: CGFloat) {
        let view: UnsafeMutablePointer<GtkTextView> = textView.cast()
        gtk_text_view_set_top_margin(view, Int32(insets.top.rounded()))
        gtk_text_view_set_bottom_margin(view, Int32(insets.bottom.rounded()))
        gtk_text_view_set_left_margin(view, Int32((insets.left + padding).rounded()))
        gtk_text_view_set_right_margin(view, Int32((insets.right + padding).rounded()))
    }

    /// Styles the text: font, color, caret and selection, alignment.
    func style(font: UIFont, textColor: RGBA, tint: RGBA, alignment: NSTextAlignment, isRightToLeft: Bool) {
        hosted.style(css: EditableTextStyle.css(node: "textview", font: font, textColor: textColor, tint: tint))
        hosted.shareStyle(with: textView)
        let justification: GtkJustification = switch alignment {
        case .center: GTK_JUSTIFY_CENTER
        case .right: GTK_JUSTIFY_RIGHT
        case .left: GTK_JUSTIFY_LEFT
        case .justified: GTK_JUSTIFY_FILL
        default: isRightToLeft ? GTK_JUSTIFY_RIGHT : GTK_JUSTIFY_LEFT
        }
        gtk_text_view_set_justification(textView.cast(), justification)
    }

    /// Whether the editor has the keyboard focus.
    var hasFocus: Bool { requestedFocus.hasFocus }

    /// Takes the keyboard focus; false when the text view is not in a window.
    func focus() -> Bool { requestedFocus.take() }

    /// Gives the keyboard focus back to the window.
    func unfocus() { requestedFocus.giveUp() }


    private func changed() {
        guard !isSettingText else { return }
        client?.editorTextChanged()
    }
}
