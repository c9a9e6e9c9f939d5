import Foundation

/// A single line of editable text (UIKit's `UITextField`).
///
/// The editing is GTK's own (`GtkText`, inside the field's widget): a click focuses it, then the
/// real keyboard types, deletes, moves the caret and selects, with the clipboard and input methods
/// GTK offers. CellKit draws the rest the UIKit way: the border style, the placeholder (in
/// `placeholderText` color), the clear button and the left and right views. The caret is the tint
/// color and the selection the tint at 25 %.
///
/// Events: `.editingDidBegin` when it takes the keyboard focus, `.editingChanged` after each edit
/// by the person (setting `text` sends nothing, as in UIKit), `.editingDidEndOnExit` for Return,
/// `.editingDidEnd` when it loses the focus; the delegate is asked and told along the way.
@preconcurrency @MainActor
open class UITextField: UIControl {
    /// The style of the field's border.
    public enum BorderStyle: Int, Sendable {
        /// No border (the default).
        case none = 0
        /// A thin rectangle.
        case line
        /// A grey bezel.
        case bezel
        /// A rounded rectangle with a light border and a background, 7 points above and below the
        /// line of text (34 points tall at 17 points in UIKit, whose San Francisco line is 20.3 points;
        /// the font CellKit draws with sets the line height here).
        case roundedRect
    }

    /// When an overlay view (the clear button, left and right views) shows.
    public enum ViewMode: Int, Sendable {
        case never = 0, whileEditing, unlessEditing, always
    }

    /// Why editing ended.
    public enum DidEndEditingReason: Int, Sendable {
        /// The field gave up the focus.
        case committed = 0
        /// Editing was cancelled.
        case cancelled
    }

    var textStorage = ""
    var editor: (any SingleLineTextEditor)?
    var lastSelectionRange = NSRange(location: 0, length: 0)

    /// The text (never nil when read; setting nil empties the field). Setting it sends no events.
    open var text: String? {
        get { editor?.text ?? textStorage }
        set {
            textStorage = newValue ?? ""
            editor?.setText(textStorage)
            textDidChange()
        }
    }
    /// The text as an attributed string in the field's font and color (attributes are not drawn).
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: text ?? "") }
        set { text = newValue?.string }
    }
    /// The grey text shown while the field is empty.
    open var placeholder: String? { didSet { textDidChange() } }
    /// The placeholder as an attributed string; its foreground color replaces `placeholderText`.
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0, attributes: placeholderColor.map { [.foregroundColor: $0] } ?? [:]) } }
        set {
            placeholderColor = newValue?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
            placeholder = newValue?.string
        }
    }
    var placeholderColor: UIColor?
    /// The font (default: the 17-point system font).
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { styleDidChange() } }
    /// The text color (default `label`).
    open var textColor: UIColor? = .label { didSet { styleDidChange() } }
    /// The horizontal alignment (default `.natural`).
    open var textAlignment: NSTextAlignment = .natural { didSet { styleDidChange() } }
    /// The border style (default `.none`).
    open var borderStyle: BorderStyle = .none { didSet { textDidChange() } }
    /// When the clear button shows (default `.never`).
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout(); setNeedsDisplay() } }
    /// Whether beginning to edit empties the field.
    open var clearsOnBeginEditing = false
    /// A view at the leading edge (shown per `leftViewMode`).
    open var leftView: UIView? { didSet { oldValue?.removeFromSuperview(); if let leftView { addSubview(leftView) }; textDidChange() } }
    /// When the left view shows (default `.never`).
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// A view at the trailing edge (shown per `rightViewMode`).
    open var rightView: UIView? { didSet { oldValue?.removeFromSuperview(); if let rightView { addSubview(rightView) }; textDidChange() } }
    /// When the right view shows (default `.never`).
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// Whether a text-style font follows the Dynamic Type size of the field's traits.
    open var adjustsFontForContentSizeCategory = false { didSet { styleDidChange() } }
    /// Whether the font shrinks to fit (stored; the text scrolls instead).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest font size for `adjustsFontSizeToFitWidth` (stored).
    open var minimumFontSize: CGFloat = 0
    /// The delegate (not retained).
    open weak var delegate: UITextFieldDelegate?
    /// Called when the person presses Return, after the delegate (a search bar hears of its search
    /// button this way).
    var returnHandler: (@MainActor () -> Void)?
    /// Whether the text is hidden behind dots.
    open var isSecureTextEntry = false { didSet { editor?.setSecure(isSecureTextEntry) } }
    /// The keyboard type (stored).
    open var keyboardType: UIKeyboardType = .default
    /// The Return key's title (stored).
    open var returnKeyType: UIReturnKeyType = .default
    /// Capitalization (stored).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Autocorrection (stored).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Spell checking (stored).
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// The content's meaning, for autofill (stored).
    open var textContentType: UITextContentType?
    /// Whether Return is disabled while the field is empty (stored).
    open var enablesReturnKeyAutomatically = false
    /// A custom input view (stored; the desktop keyboard is used).
    open var inputView: UIView?
    /// A view above the keyboard (stored).
    open var inputAccessoryView: UIView?

    /// Creates an empty field.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates an empty field from an archive (CellKit has no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Whether the field has the keyboard focus.
    public var isEditing: Bool { editor?.hasFocus ?? false }
    open override var canBecomeFirstResponder: Bool { isEnabled }
    open override var isFirstResponder: Bool { isEditing }

    /// Moves the keyboard focus into the field (false when it is not on screen, disabled, or the
    /// delegate refuses).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let editor, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        return editor.focus()
    }

    /// Gives up the keyboard focus (false when the delegate refuses).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return true }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        editor?.unfocus()
        return true
    }

    open override var isEnabled: Bool { didSet { editor?.setEditable(isEnabled); setNeedsDisplay() } }

    /// The text's natural width (or the placeholder's) and one line of the font, with the border's padding.
    open override var intrinsicContentSize: CGSize { fittingSize() }

    /// The natural size; the width offered is kept when the field has no intrinsic width of its own.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize() }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutOverlays()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        styleDidChange()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        styleDidChange()
    }

    override func backingDidLoad(_ backing: any ViewBacking) {
        super.backingDidLoad(backing)
        installEditor(in: backing)
    }

    /// A click outside the editable text (on the padding or the clear button) focuses the field,
    /// or clears it.
    override func pointerReleased(inside: Bool) {
        let wasPressed = isHighlighted
        super.pointerReleased(inside: inside)
        guard inside, wasPressed else { return }
        if let point = lastPointerLocation, showsClearButton, clearButtonRect(forBounds: bounds).insetBy(dx: -6, dy: -6).contains(point) {
            clearFromButton()
        } else {
            becomeFirstResponder()
        }
    }

    override func drawContent(in canvas: any Canvas) {
        drawBorderAndPlaceholder(in: canvas)
    }

    // MARK: Geometry (override these to move the text, as in UIKit; see UITextField+Geometry.swift)

    /// The border's rectangle: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// Where the text goes: inside the border's padding, between the left view and the clear
    /// button or right view.
    open func textRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds) }
    /// Where the placeholder goes: the text rectangle.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// Where the editable text goes while editing: the text rectangle.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// Where the clear button goes: 19 points square at the trailing edge, inside the padding.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { defaultClearButtonRect(forBounds: bounds) }
    /// Where the left view goes: its width at the leading edge, centered vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { defaultOverlayRect(leftView, leading: true, in: bounds) }
    /// Where the right view goes: its width at the trailing edge, centered vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { defaultOverlayRect(rightView, leading: false, in: bounds) }
}

extension UITextField: AccessibilityDefaults {
    var defaultAccessibilityLabel: String? { placeholder }
    var defaultAccessibilityValue: String? { isSecureTextEntry ? nil : text }
    var defaultAccessibilityTraits: UIAccessibilityTraits { [] }
}
