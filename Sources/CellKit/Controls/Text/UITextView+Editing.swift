import Foundation

extension UITextView: TextEditorClient {
    /// Creates the editor inside the view's widget (when the view is first shown or rendered).
    func installEditor(in backing: any ViewBacking) {
        guard let backing = backing as? any TextEditorHosting else { return }
        let editor = backing.hostMultilineEditor(text: textStorage, client: self)
        self.editor = editor
        editor.setScrolls(isScrollEnabled)
        editabilityDidChange()
        marginsDidChange()
        styleDidChange()
        setNeedsLayout()
    }

    /// The font the text view draws with: the 12-point system font without one, re-resolved for the
    /// traits with `adjustsFontForContentSizeCategory`.
    var effectiveFont: UIFont {
        let font = self.font ?? .systemFont(ofSize: 12)
        return adjustsFontForContentSizeCategory ? font.resolved(for: traitCollection) : font
    }

    /// The height of the text wrapped at `width` (unwrapped without one), with the container inset;
    /// an empty text view is one line tall.
    func fittingHeight(forWidth width: CGFloat?) -> CGFloat {
        let inset = textContainerInset
        let lineWidth = width.map { max(1, $0 - inset.left - inset.right - 2 * Self.lineFragmentPadding) }
        let text = textStorageForMeasuring
        let layout = TextEngines.current.layout(TextLayoutRequest(
            text: text, font: effectiveFont, width: lineWidth, numberOfLines: 0, lineBreakMode: .byWordWrapping,
            alignment: .natural, isRightToLeft: false, attributes: nil, traits: traitCollection))
        return (layout.size.height + inset.top + inset.bottom).rounded(.up)
    }

    /// The width of the longest unwrapped line, with the insets and padding.
    func naturalWidth() -> CGFloat {
        let inset = textContainerInset
        let layout = TextEngines.current.layout(TextLayoutRequest(
            text: textStorageForMeasuring, font: effectiveFont, width: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping,
            alignment: .natural, isRightToLeft: false, attributes: nil, traits: traitCollection))
        return (layout.size.width + inset.left + inset.right + 2 * Self.lineFragmentPadding).rounded(.up)
    }

    /// The text to measure: a trailing newline counts as an empty last line, as GTK shows it.
    private var textStorageForMeasuring: String {
        let text = self.text ?? ""
        if text.isEmpty { return " " }
        return text.hasSuffix("\n") ? text + " " : text
    }

    /// Font, colors or alignment changed: restyle the editor, measure again.
    func styleDidChange() {
        if let editor {
            let traits = traitCollection
            editor.style(font: effectiveFont, textColor: (textColor ?? .label).rgba(resolvedWith: traits, tintColor: tintColor),
                         tint: tintColor.rgba(resolvedWith: traits), alignment: textAlignment,
                         isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        }
        contentDidChange()
    }

    func editabilityDidChange() {
        editor?.setEditable(isEditable, selectable: isSelectable)
    }

    func marginsDidChange() {
        editor?.setMargins(textContainerInset, padding: Self.lineFragmentPadding)
        contentDidChange()
    }

    /// The text or its look changed: a text view that sizes itself measures again.
    func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The person typed or deleted: the delegate may refuse (the edit is undone), else it hears of
    /// the change.
    package func editorTextChanged() {
        guard let editor else { return }
        let new = editor.text
        let edit = TextEdit(from: textStorage, to: new)
        if let delegate, !delegate.textView(self, shouldChangeTextIn: edit.range, replacementText: edit.replacement) {
            editor.setText(textStorage)
            editor.setCaret(utf16Offset: edit.range.location)
            return
        }
        textStorage = new
        contentDidChange()
        delegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
        AccessibilityBridge.update(self)
    }

    /// The editor took or lost the keyboard focus. Editing begins and ends only for editable text.
    package func editorFocusChanged(_ focused: Bool) {
        guard isEditable else { return }
        if focused {
            guard delegate?.textViewShouldBeginEditing(self) ?? true else {
                editor?.unfocus()
                return
            }
            delegate?.textViewDidBeginEditing(self)
            NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        } else {
            delegate?.textViewDidEndEditing(self)
            NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        }
    }

    /// The caret moved or the selection changed.
    package func editorSelectionChanged() {
        guard let range = editor?.selectedRange, range != lastSelectionRange else { return }
        lastSelectionRange = range
        delegate?.textViewDidChangeSelection(self)
    }
}
