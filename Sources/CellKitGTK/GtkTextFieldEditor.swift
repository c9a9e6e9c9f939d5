import CGtk
import CGtkShim
import CellKitCore
import Foundation
import GtkSupport

/// The `GtkText` inside a `UITextField`'s widget: GTK's single-line editor, styled like the field,
/// reporting edits, Return, focus and selection changes back to it.
@preconcurrency @MainActor
final class GtkTextFieldEditor: SingleLineTextEditor {
    let hosted: HostedWidget
    private weak var client: (any TextEditorClient)?
    /// Set while CellKit itself changes the text, so the change is not taken for typing.
    private var isSettingText = false

    init(text: String, isSecure: Bool, isEditable: Bool, client: any TextEditorClient) {
        self.client = client
        hosted = HostedWidget(gtk_text_new())
        let widget = hosted.gtkWidget
        EditableTextStyle.useLabelFontRendering(widget)
        gtk_editable_set_text(editable, text)
        gtk_text_set_visibility(gtkText, isSecure ? 0 : 1)
        gtk_editable_set_editable(editable, isEditable ? 1 : 0)
        Signals.connect(widget.raw, "changed") { [weak self] in self?.changed() }
        Signals.connect(widget.raw, "activate") { [weak self] in self?.client?.editorReturned() }
        Signals.connect(widget.raw, "notify::cursor-position", object: { [weak self] _ in self?.client?.editorSelectionChanged() })
        Signals.connect(widget.raw, "notify::selection-bound", object: { [weak self] _ in self?.client?.editorSelectionChanged() })
        requestedFocus = RequestedFocus(of: widget) { [weak self] in self?.client?.editorFocusChanged($0) }
    }

    /// The keyboard focus, taken only when asked for (UIKit never makes a field first responder itself).
    private var requestedFocus: RequestedFocus!

    var frame: CGRect {
        get { hosted.frame }
        set { hosted.frame = newValue }
    }

    private var editable: OpaquePointer { OpaquePointer(hosted.gtkWidget) }
    private var gtkText: UnsafeMutablePointer<GtkText> { hosted.gtkWidget.cast() }

    /// The text in the editor.
    var text: String { String(cString: gtk_editable_get_text(editable)) }

    /// Replaces the text without it counting as typing.
    func setText(_ newText: String) {
        guard newText != text else { return }
        isSettingText = true
        gtk_editable_set_text(editable, newText)
        isSettingText = false
    }

    /// Puts the caret at a UTF-16 offset of the text.
    func setCaret(utf16Offset: Int) {
        let characters = String(text.utf16.prefix(utf16Offset)) ?? text
        gtk_editable_set_position(editable, Int32(characters.count))
    }

    /// The selection as a UTF-16 range of the text.
    var selectedRange: NSRange {
        var start: Int32 = 0, end: Int32 = 0
        if gtk_editable_get_selection_bounds(editable, &start, &end) == 0 {
            start = gtk_editable_get_position(editable)
            end = start
        }
        let characters = Array(text)
        func utf16(_ index: Int32) -> Int { String(characters.prefix(Int(index))).utf16.count }
        return NSRange(location: utf16(start), length: utf16(end) - utf16(start))
    }

    func setSecure(_ secure: Bool) { gtk_text_set_visibility(gtkText, secure ? 0 : 1) }
    func setEditable(_ editable: Bool) {
        gtk_editable_set_editable(self.editable, editable ? 1 : 0)
        gtk_widget_set_can_focus(hosted.gtkWidget, editable ? 1 : 0)
    }

    /// Whether the editor has the keyboard focus.
    var hasFocus: Bool { requestedFocus.hasFocus }

    /// Takes the keyboard focus; false when the field is not in a window.
    func focus() -> Bool { requestedFocus.take() }

    /// Gives the keyboard focus back to the window.
    func unfocus() { requestedFocus.giveUp() }

    /// Styles the text: font, color, caret and selection, alignment.
    func style(font: UIFont, textColor: RGBA, tint: RGBA, alignment: NSTextAlignment, isRightToLeft: Bool) {
        hosted.style(css: EditableTextStyle.css(node: "text", font: font, textColor: textColor, tint: tint))
        let xalign: Float = switch alignment {
        case .center: 0.5
        case .right: 1
        case .left: 0
        default: isRightToLeft ? 1 : 0
        }
        gtk_editable_set_alignment(editable, xalign)
    }

    private func changed() {
        guard !isSettingText else { return }
        client?.editorTextChanged()
    }
}
