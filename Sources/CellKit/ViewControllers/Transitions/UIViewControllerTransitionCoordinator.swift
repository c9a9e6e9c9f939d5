import Foundation

/// What a transition in progress tells the blocks that run along with it (UIKit's
/// `UIViewControllerTransitionCoordinatorContext`).
///
/// CellKit applies size changes at once, without animation: a context says so (not animated, not
/// interactive, never cancelled, a duration of 0 and the transition complete).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the person drives the transition (an interactive pop, say).
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// How long the transition's animation lasts, in seconds.
    var transitionDuration: TimeInterval { get }
    /// How much of the transition is done, from 0 to 1.
    var percentComplete: CGFloat { get }
    /// The view in which the transition happens (the window, for a size change).
    var containerView: UIView { get }
}

/// Runs blocks along with a view controller transition and after it (UIKit's
/// `UIViewControllerTransitionCoordinator`). `viewWillTransition(to:with:)` receives one when the
/// window's size changes; register animations for the new size there.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` along with the transition (once the new size is laid out) and `completion`
    /// after it. Returns false, running nothing, when the transition is already over.
    @discardableResult
    func animate(alongsideTransition animation: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` along with the transition, with no completion block.
    @discardableResult
    public func animate(alongsideTransition animation: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
