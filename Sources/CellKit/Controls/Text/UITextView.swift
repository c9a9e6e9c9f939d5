import Foundation

/// A scrollable, multi-line region of text, editable by default (UIKit's `UITextView`).
///
/// The editing is GTK's own (`GtkTextView`, inside the view's widget): a click focuses it, then the
/// real keyboard types, deletes, moves the caret and selects, with the clipboard and input methods
/// GTK offers; Return starts a new line. The caret is the tint color and the selection the tint at
/// 25 %. The text sits `textContainerInset` (default 8 points above and below) plus a 5-point line
/// fragment padding at the sides inside the bounds, as in UIKit.
///
/// With `isScrollEnabled` (the default) the text scrolls inside the view and the view has no
/// intrinsic size. With `isScrollEnabled` false the view never scrolls and its intrinsic height is
/// the height of its text wrapped at the width Auto Layout gives it, so a text view in a
/// self-sizing cell grows as the person types, as in UIKit.
///
/// The font defaults to the 12-point system font, UIKit's default for a text view without a font.
/// The delegate hears of editing beginning, each change, selection changes and editing ending, and
/// may refuse an edit (`textView(_:shouldChangeTextIn:replacementText:)`). Setting `text` in code
/// tells it nothing, as in UIKit.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    var textStorage = ""
    var editor: (any MultilineTextEditor)?
    var lastSelectionRange = NSRange(location: 0, length: 0)
    /// The width Auto Layout last gave a text view that does not scroll (its height is measured there).
    var automaticLayoutWidth: CGFloat?

    /// The text (never nil when read; setting nil empties the view). Setting it tells the delegate nothing.
    open var text: String! {
        get { editor?.text ?? textStorage }
        set {
            textStorage = newValue ?? ""
            editor?.setText(textStorage)
            contentDidChange()
        }
    }
    /// The text as an attributed string in the view's font and color (attributes are not drawn).
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: text ?? "") }
        set { text = newValue?.string }
    }
    /// The font (nil: the 12-point system font).
    open var font: UIFont? { didSet { styleDidChange() } }
    /// The text color (nil: `label`).
    open var textColor: UIColor? { didSet { styleDidChange() } }
    /// The horizontal alignment (default `.natural`).
    open var textAlignment: NSTextAlignment = .natural { didSet { styleDidChange() } }
    /// Whether the person can change the text (default true).
    open var isEditable = true { didSet { editabilityDidChange() } }
    /// Whether the person can select the text when it is not editable (default true).
    open var isSelectable = true { didSet { editabilityDidChange() } }
    /// The space between the bounds and the text (default 8 points top and bottom, 0 at the sides).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { marginsDidChange() } }
    /// Whether a text-style font follows the Dynamic Type size of the view's traits.
    open var adjustsFontForContentSizeCategory = false { didSet { styleDidChange() } }
    /// The delegate (not retained).
    open weak var delegate: UITextViewDelegate?
    /// Whether editing clears the text's attributes (stored; attributes are not drawn).
    open var clearsOnInsertion = false
    /// The keyboard type (stored).
    open var keyboardType: UIKeyboardType = .default
    /// The Return key's title (stored).
    open var returnKeyType: UIReturnKeyType = .default
    /// Capitalization (stored).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Autocorrection (stored).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// A custom input view (stored; the desktop keyboard is used).
    open var inputView: UIView?
    /// A view above the keyboard (stored).
    open var inputAccessoryView: UIView?

    /// Whether the text scrolls inside the view (true) or the view sizes itself to its text (false).
    open override var isScrollEnabled: Bool {
        didSet {
            editor?.setScrolls(isScrollEnabled)
            contentDidChange()
        }
    }

    /// The padding at each side of a line, inside the container inset (UIKit's `lineFragmentPadding`).
    public static let lineFragmentPadding: CGFloat = 5

    /// Creates an empty, editable text view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates an empty text view from an archive (CellKit has no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The selection as a UTF-16 range of the text.
    open var selectedRange: NSRange {
        get { editor?.selectedRange ?? lastSelectionRange }
        set { editor?.setCaret(utf16Offset: newValue.location + newValue.length) }
    }

    /// Whether the text view has the keyboard focus.
    public var isEditing: Bool { editor?.hasFocus ?? false }
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }
    open override var isFirstResponder: Bool { isEditing }

    /// Moves the keyboard focus into the text view (false when it is not on screen or the delegate refuses).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let editor else { return false }
        if isEditable, !(delegate?.textViewShouldBeginEditing(self) ?? true) { return false }
        return editor.focus()
    }

    /// Gives up the keyboard focus (false when the delegate refuses).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return true }
        if isEditable, !(delegate?.textViewShouldEndEditing(self) ?? true) { return false }
        editor?.unfocus()
        return true
    }

    /// With scrolling off, no intrinsic width and the height of the text wrapped at the width the
    /// view has (or was given by Auto Layout); with scrolling on, no intrinsic size.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let width = automaticLayoutWidth ?? (bounds.width > 0 ? bounds.width : nil)
        return CGSize(width: UIView.noIntrinsicMetric, height: fittingHeight(forWidth: width))
    }

    /// The offered width by the height of the text wrapped at it (UIKit's answer for any text view).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width < .greatestFiniteMagnitude ? size.width : nil
        return CGSize(width: width ?? naturalWidth(), height: fittingHeight(forWidth: width))
    }

    /// Without scrolling: the target width (or the natural width) by the height of the text wrapped
    /// at it, as a self-sizing cell asks; with scrolling, what any view answers.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        guard !isScrollEnabled else { return super.systemLayoutSizeFitting(targetSize) }
        let width = targetSize.width > 0 && targetSize.width < UIView.layoutFittingExpandedSize.width ? targetSize.width : naturalWidth()
        return CGSize(width: width, height: fittingHeight(forWidth: width))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        editor?.frame = CGRect(origin: .zero, size: bounds.size)
        contentSize = bounds.size
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
}

extension UITextView: AccessibilityDefaults {
    var defaultAccessibilityLabel: String? { nil }
    var defaultAccessibilityValue: String? { text }
    var defaultAccessibilityTraits: UIAccessibilityTraits { [] }
}
