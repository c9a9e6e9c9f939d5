import Foundation

/// A button of an alert or an action sheet (UIKit's `UIAlertAction`): a title, a style that sets
/// how it looks and where it goes, and the handler that runs when the person taps it.
///
/// As in UIKit, the alert is dismissed first and the handler runs afterwards, with the action.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How an action looks and where it is placed.
    public enum Style: Int, Sendable {
        /// A plain button in the tint color.
        case `default` = 0
        /// The button that leaves the alert without changing anything, in bold; an alert has at most
        /// one. UIKit places it on the left of two buttons side by side, last in a stack, and in a
        /// card of its own at the bottom of an action sheet.
        case cancel = 1
        /// A button that destroys or discards something, in red.
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// The button's style.
    public let style: Style
    /// Whether the person can tap the button; a disabled button draws dimmed. Changing it while the
    /// alert is shown updates the button.
    open var isEnabled = true { didSet { if oldValue != isEnabled { onChange?() } } }

    let handler: (@MainActor (UIAlertAction) -> Void)?
    /// Called when `isEnabled` changes (the shown button redraws).
    var onChange: (@MainActor () -> Void)?

    /// Creates an action with a title, a style, and a handler that runs after the alert is dismissed.
    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
