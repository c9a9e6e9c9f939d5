import Foundation

/// What a list (`UICollectionView`'s interaction controller) hears of the pointer, the keyboard and
/// focus over its view. Points are in the view's visible coordinates (the content offset not added).
///
/// The pointer is one drag recognizer (primary button, or touch), not a click: the same press may
/// turn into a tap, a swipe, a reorder or a sideways pan, which the list decides from the movement.
/// Controls inside cells take their own presses first (see `PressInputTarget`).
@preconcurrency @MainActor
package protocol ListInputTarget: AnyObject {
    /// The pointer moved over the view to `point`, or left it (nil).
    func pointerHovered(at point: CGPoint?)
    /// A list key was pressed while the view had keyboard focus; returns whether the list used it.
    func listKeyPressed(_ key: ListKey) -> Bool
    /// Keyboard focus entered the view.
    func focusEntered()
    /// Keyboard focus left the view.
    func focusLeft()
    /// A press went down at `point`.
    func dragBegan(at point: CGPoint)
    /// The pointer, still pressed, moved by `offset` from where the press went down.
    func dragMoved(by offset: CGSize)
    /// The press ended `offset` away from where it went down.
    func dragEnded(by offset: CGSize)
    /// The toolkit took the press away (a lost grab).
    func dragCancelled()
}

/// The list's side of the input a backing attached for a `ListInputTarget` (its recognizers are owned
/// by the backing's widget; the target is held weakly).
@preconcurrency @MainActor
package protocol ListInput: AnyObject {
    /// Keeps the press in progress from every other recognizer (the list decided what it is).
    func claimPress()
    /// Moves keyboard focus into the view, as a click into a list does, unless it has it already
    /// or the view does not take focus on click.
    func takeFocusOnClick()
    /// Whether keyboard focus is shown (set by Tab and arrow keys, not by a click or the window's
    /// start): rows show focus only then, as UIKit shows it only with a hardware keyboard.
    var isFocusVisible: Bool { get }
}
