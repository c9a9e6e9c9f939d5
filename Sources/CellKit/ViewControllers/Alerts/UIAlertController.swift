import Foundation

/// A controller that shows an alert or an action sheet (UIKit's `UIAlertController`): a title, a
/// message, text fields (alerts only) and the buttons of its actions.
///
/// Present it with `present(_:animated:completion:)`. CellKit draws it the way iOS does: an alert is
/// a 270-point rounded card in the middle of a dimmed screen, with the title in bold, the message
/// under it, then the buttons, side by side when there are two whose titles fit and stacked
/// otherwise; an action sheet rises from the bottom, its cancel button in a card of its own. A tap on
/// a button dismisses the controller and then runs the action's handler, as in UIKit. On an action
/// sheet with a cancel action, a tap on the dimmed screen outside it does the same for the cancel
/// action.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// Whether the controller shows an alert or an action sheet.
    public enum Style: Int, Sendable {
        /// A sheet of buttons that rises from the bottom of the screen.
        case actionSheet = 0
        /// A card in the middle of the screen.
        case alert = 1
    }

    /// The text under the title, in a smaller font.
    open var message: String? { didSet { contentDidChange() } }
    /// Whether the controller is an alert or an action sheet.
    open private(set) var preferredStyle: Style = .alert
    /// The actions, in the order they were added (the buttons follow UIKit's order, which puts the
    /// cancel action last or on the left; see `addAction(_:)`).
    open private(set) var actions: [UIAlertAction] = []
    private var fields: [UITextField] = []

    /// The title, in bold above the message.
    open override var title: String? { didSet { contentDidChange() } }

    /// The action the alert emphasizes (a semibold title) instead of the cancel action; it must be
    /// one of `actions`, as UIKit requires.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let preferredAction {
                precondition(actions.contains { $0 === preferredAction },
                             "UIAlertController: the preferred action must be added with addAction(_:) first")
            }
            contentDidChange()
        }
    }

    /// The text fields added with `addTextField(configurationHandler:)`, in order; nil when there are none.
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }

    /// Creates an alert or an action sheet with a title and a message (either may be nil).
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// Adds a button for `action`. As in UIKit, a controller has at most one `.cancel` action: adding
    /// a second one stops the program with a precondition failure (UIKit raises an exception).
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel {
            precondition(!actions.contains { $0.style == .cancel },
                         "UIAlertController can only have one action with a style of UIAlertAction.Style.cancel")
        }
        actions.append(action)
        contentDidChange()
    }

    /// Adds a text field under the message and lets `configurationHandler` set it up (placeholder,
    /// secure entry…). Only alerts have text fields: on an action sheet this stops the program with a
    /// precondition failure, as UIKit raises an exception.
    open func addTextField(configurationHandler: (@MainActor (UITextField) -> Void)? = nil) {
        precondition(preferredStyle == .alert,
                     "UIAlertController: text fields can only be added to an alert controller of style .alert")
        let field = UITextField(frame: .zero)
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .none
        field.backgroundColor = .systemBackground
        field.layer.borderColor = UIColor.separator.cgColor
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 24))
        field.leftViewMode = .always
        configurationHandler?(field)
        fields.append(field)
        contentDidChange()
    }

    /// Makes the view that covers the presenting screen: a dimming layer and the alert's card.
    open override func loadView() {
        view = AlertView(controller: self)
    }

    /// The action's button was tapped: dismiss, then run its handler (nothing for a disabled action).
    func perform(_ action: UIAlertAction) {
        guard action.isEnabled else { return }
        dismiss(animated: true) { action.handler?(action) }
    }

    /// The actions in the order their buttons are shown, and whether they sit side by side.
    var orderedActions: [UIAlertAction] {
        let cancel = actions.filter { $0.style == .cancel }
        let others = actions.filter { $0.style != .cancel }
        if preferredStyle == .alert, actions.count == 2 { return cancel + others }
        return others + cancel
    }

    /// The action whose title is semibold: the preferred one, else the cancel one.
    var emphasizedAction: UIAlertAction? {
        preferredAction ?? actions.first { $0.style == .cancel }
    }

    private func contentDidChange() {
        (viewIfLoaded as? AlertView)?.reload()
    }
}
