import Foundation

/// The keys that move a value control's value while it has the keyboard focus (the arrows, on the
/// main block or the keypad, Home and End), as a hardware keyboard sends them to a UIKit control.
package enum ValueKey: Sendable {
    case left, right, up, down, home, end
}

/// What a value control's input tells the control: UIKit's tracking (`beginTracking(_:with:)`,
/// `continueTracking(_:with:)`, `endTracking(_:with:)`, `cancelTracking(with:)`) for a press that
/// drags, keys while it has the focus, and focus changes. The control decides what each one does.
@preconcurrency @MainActor
package protocol ValueInputClient: AnyObject {
    /// A press at `point` (in the control's coordinates); returns whether the control tracks it.
    /// A press it refuses is left to the controls beneath.
    func inputPressed(at point: CGPoint) -> Bool
    /// The tracked press moved `translation` points from where it began.
    func inputMoved(by translation: CGSize)
    /// The tracked press ended `translation` points from where it began.
    func inputReleased(movedBy translation: CGSize)
    /// The tracked press was taken away (a lost grab).
    func inputCancelled()
    /// A key while the control has the focus; returns whether the control used it.
    func inputKeyPressed(_ key: ValueKey) -> Bool
    /// The control took or lost the keyboard focus.
    func inputFocusChanged()
}

/// The pointer, keyboard and focus handling of a value control (`UISlider`) on its view's widget,
/// reporting to a `ValueInputClient`. The control owns it; it holds the control weakly.
@preconcurrency @MainActor
package protocol ValueInput: AnyObject {
    /// Whether the control has the keyboard focus.
    var hasFocus: Bool { get }
    /// Whether the focus shows: the control has it and the window shows keyboard focus (set by the
    /// keyboard), as UIKit shows focus only with a hardware keyboard.
    var showsFocus: Bool { get }
    /// Lets the control take the focus (enabled) or not (disabled).
    func setFocusable(_ focusable: Bool)
    /// Takes the keyboard focus; false when the control is not in a window.
    func focus() -> Bool
}

/// A backing that handles a value control's input on its view's widget.
@preconcurrency @MainActor
package protocol ValueInputHosting: AnyObject {
    /// Starts handling the input of the view, focusable or not, reporting to `client`.
    func attachValueInput(isFocusable: Bool, client: any ValueInputClient) -> any ValueInput
}
