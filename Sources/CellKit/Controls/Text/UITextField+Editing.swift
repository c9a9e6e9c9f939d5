import Foundation

extension UITextField: TextEditorClient {
    /// Creates the editor inside the field's widget (when the field is first shown or rendered).
    func installEditor(in backing: any ViewBacking) {
        guard let backing = backing as? any TextEditorHosting else { return }
        editor = backing.hostSingleLineEditor(text: textStorage, isSecure: isSecureTextEntry, isEditable: isEnabled, client: self)
        styleDidChange()
        setNeedsLayout()
    }

    /// The font the field draws with: re-resolved for the traits with `adjustsFontForContentSizeCategory`.
    var effectiveFont: UIFont {
        let font = self.font ?? .systemFont(ofSize: 17)
        return adjustsFontForContentSizeCategory ? font.resolved(for: traitCollection) : font
    }

    /// Font, colors or alignment changed: restyle the editor, measure and draw again.
    func styleDidChange() {
        if let editor {
            let traits = traitCollection
            editor.style(font: effectiveFont, textColor: (textColor ?? .label).rgba(resolvedWith: traits, tintColor: tintColor),
                         tint: tintColor.rgba(resolvedWith: traits), alignment: textAlignment,
                         isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        }
        textDidChange()
    }

    /// The text, placeholder or border changed: measure and draw again.
    func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Whether the clear button shows now (it needs text, and its mode must allow the editing state).
    var showsClearButton: Bool {
        guard !(text ?? "").isEmpty else { return false }
        switch clearButtonMode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    /// The person typed or deleted: the delegate may refuse (the edit is undone), else
    /// `.editingChanged` is sent.
    package func editorTextChanged() {
        guard let editor else { return }
        let new = editor.text
        let edit = TextEdit(from: textStorage, to: new)
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: edit.range, replacementString: edit.replacement) {
            editor.setText(textStorage)
            editor.setCaret(utf16Offset: edit.range.location + edit.range.length)
            return
        }
        textStorage = new
        textDidChange()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        AccessibilityBridge.update(self)
    }

    /// Return: the delegate is asked, then `.primaryActionTriggered` and `.editingDidEndOnExit` are
    /// sent; when something listens for the latter, the field gives up the focus (the keyboard is
    /// dismissed, in UIKit terms).
    package func editorReturned() {
        _ = delegate?.textFieldShouldReturn(self)
        returnHandler?()
        sendActions(for: .primaryActionTriggered)
        sendActions(for: .editingDidEndOnExit)
        if allControlEvents.contains(.editingDidEndOnExit) { resignFirstResponder() }
    }

    /// The editor took or lost the keyboard focus.
    package func editorFocusChanged(_ focused: Bool) {
        if focused {
            guard delegate?.textFieldShouldBeginEditing(self) ?? true else {
                editor?.unfocus()
                return
            }
            if clearsOnBeginEditing, !(text ?? "").isEmpty { text = "" }
            sendActions(for: .editingDidBegin)
            delegate?.textFieldDidBeginEditing(self)
            NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        } else {
            sendActions(for: .editingDidEnd)
            delegate?.textFieldDidEndEditing(self, reason: .committed)
            NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The caret or selection moved.
    package func editorSelectionChanged() {
        guard let range = editor?.selectedRange, range != lastSelectionRange else { return }
        lastSelectionRange = range
        delegate?.textFieldDidChangeSelection(self)
    }

    /// The clear button was clicked: empties the field unless the delegate refuses.
    func clearFromButton() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        text = ""
        sendActions(for: .editingChanged)
        becomeFirstResponder()
    }
}
