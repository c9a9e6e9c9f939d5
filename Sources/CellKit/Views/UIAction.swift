import Foundation

/// A closure-based action with a title and image (UIKit's `UIAction`): what a control runs for an
/// event, and an item of a `UIMenu`.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// A string that identifies an action.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public let rawValue: String
        /// Creates an identifier from a string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from a string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's title.
    open var title: String
    /// A second line under the title in a menu.
    open var subtitle: String?
    /// The action's image.
    open var image: UIImage?
    /// An identifier for the action.
    public let identifier: Identifier
    /// A title that describes the action for keyboard shortcuts and accessibility.
    open var discoverabilityTitle: String?
    /// How the action appears in a menu (disabled, destructive, hidden).
    open var attributes: UIMenuElement.Attributes
    /// Whether a menu shows the action as chosen (`.on` draws a checkmark).
    open var state: UIMenuElement.State
    let handler: @MainActor (UIAction) -> Void

    /// The object that sent the action while its handler runs (UIKit's `UIAction.sender`): the
    /// control whose event fired it (a `UIButton`, a `UISwitch`…), the `UIBarButtonItem` tapped,
    /// or the control whose menu offered it; nil when the action runs without a sender.
    ///
    /// UIKit does not document how long the sender stays set; CellKit sets it for the duration of
    /// the handler and clears it afterwards, so an action never keeps its control alive (a control
    /// holds its actions).
    open var sender: Any? { currentSender }
    private var currentSender: Any?

    /// Runs the handler with `sender` as the action's `sender`, restoring the previous sender
    /// afterwards (an action that runs itself again from its handler sees each sender in turn).
    func perform(sender: Any?) {
        let previous = currentSender
        currentSender = sender
        defer { currentSender = previous }
        handler(self)
    }

    /// Creates an action that runs `handler`.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil,
                identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init()
    }
}
