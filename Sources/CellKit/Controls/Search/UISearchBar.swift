import Foundation

/// A bar with a search field and an optional Cancel button (UIKit's `UISearchBar`).
///
/// CellKit lays it out as iOS does for the default style: 56 points tall, the 36-point rounded
/// search field 8 points from the edges and centered vertically, "Search" as its placeholder until
/// one is set, and the Cancel button (`showsCancelButton`) in the tint color at the trailing edge,
/// the field shortened to make room. The field is a real `UISearchTextField`; what the person does in
/// it reaches the `delegate` (`UISearchBarDelegate`): editing began and ended, each change of the
/// text, Return as the search button, and a tap on Cancel.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// The bar's standard height.
    static let standardHeight: CGFloat = 56
    /// The distance from the sides to the field and the Cancel button: 8 points, or the side margin
    /// under a navigation bar.
    var horizontalInset: CGFloat = 8 { didSet { if oldValue != horizontalInset { setNeedsLayout() } } }

    /// The search field, to style or to read as a text field.
    public let searchTextField = UISearchTextField(frame: .zero)
    private let cancelButton = UIButton(type: .system)
    private let fieldDelegate = SearchFieldDelegate()

    /// The object told of the person's edits, the search button and the Cancel button.
    open weak var delegate: UISearchBarDelegate?
    /// The search controller that owns the bar, if any: it hears of the same events after the delegate.
    weak var searchController: UISearchController?

    /// The text in the search field (setting it does not call the delegate, as in UIKit).
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The text the empty field shows; nil shows "Search", as iOS does.
    open var placeholder: String? {
        didSet { searchTextField.placeholder = placeholder ?? Self.defaultPlaceholder }
    }

    /// Whether the Cancel button shows at the trailing edge (default false).
    open var showsCancelButton = false {
        didSet {
            guard oldValue != showsCancelButton else { return }
            cancelButton.isHidden = !showsCancelButton
            setNeedsLayout()
        }
    }

    /// Shows or hides the Cancel button (CellKit does not animate it).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// Creates a search bar with the given frame (give it `sizeToFit()` for the standard height).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates a search bar from an archive (CellKit has no archives; the bar is empty).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private static let defaultPlaceholder = "Search"

    private func setUp() {
        searchTextField.placeholder = Self.defaultPlaceholder
        fieldDelegate.searchBar = self
        searchTextField.delegate = fieldDelegate
        searchTextField.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            delegate?.searchBarTextDidBeginEditing(self)
            searchController?.searchBarDidBeginEditing()
        }, for: .editingDidBegin)
        searchTextField.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            delegate?.searchBarTextDidEndEditing(self)
        }, for: .editingDidEnd)
        searchTextField.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            delegate?.searchBar(self, textDidChange: text ?? "")
            searchController?.searchBarTextDidChange()
        }, for: .editingChanged)
        searchTextField.returnHandler = { [weak self] in
            guard let self else { return }
            delegate?.searchBarSearchButtonClicked(self)
        }
        cancelButton.titleLabel?.font = .systemFont(ofSize: 17)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.isHidden = true
        cancelButton.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            delegate?.searchBarCancelButtonClicked(self)
            searchController?.searchBarDidCancel()
        }, for: .primaryActionTriggered)
        addSubview(searchTextField)
        addSubview(cancelButton)
    }

    /// No intrinsic width; the standard height of 56 points.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight)
    }

    /// The width offered (the bar's own width when the offer is unbounded, so `sizeToFit()` keeps the
    /// width, as UIKit's search bar does), at the standard height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width < .greatestFiniteMagnitude ? size.width : bounds.width, height: Self.standardHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let inset = horizontalInset, height = UISearchTextField.standardHeight
        let y = ((bounds.height - height) / 2).rounded()
        var fieldWidth = bounds.width - 2 * inset
        var buttonFrame = CGRect.zero
        if showsCancelButton {
            let buttonWidth = cancelButton.intrinsicContentSize.width
            fieldWidth -= buttonWidth + inset
            buttonFrame = CGRect(x: bounds.width - inset - buttonWidth, y: y, width: buttonWidth, height: height)
        }
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let fieldX = rtl && showsCancelButton ? bounds.width - inset - fieldWidth : inset
        if rtl, showsCancelButton { buttonFrame.origin.x = inset }
        searchTextField.frame = CGRect(x: fieldX, y: y, width: max(0, fieldWidth), height: height)
        cancelButton.frame = buttonFrame
    }

    /// The search field can take the keyboard focus when it is enabled.
    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }
    /// Whether the search field has the keyboard focus.
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    /// Moves the keyboard focus into the search field (asking the delegate), as UIKit's search bar does.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    /// Takes the keyboard focus from the search field (asking the delegate); what a delegate calls in
    /// `searchBarSearchButtonClicked(_:)` to put the keyboard away.
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    /// The Cancel button as shown, for tests and accessibility.
    var cancelButtonView: UIButton { cancelButton }
}

/// Answers the search field's delegate questions with the search bar's delegate.
@MainActor
private final class SearchFieldDelegate: UITextFieldDelegate {
    weak var searchBar: UISearchBar?

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let searchBar else { return true }
        return searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let searchBar else { return true }
        return searchBar.delegate?.searchBarShouldEndEditing(searchBar) ?? true
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard let searchBar else { return true }
        return searchBar.delegate?.searchBar(searchBar, shouldChangeTextIn: range, replacementText: string) ?? true
    }
}
