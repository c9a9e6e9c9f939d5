import Foundation

/// The coordinator of a window's size change: it collects the blocks registered in
/// `viewWillTransition(to:with:)`, then, once the window has its new size and is laid out, runs
/// every alongside block and after them every completion block, in the order they were registered.
@MainActor
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    private enum Phase { case collecting, animating, finished }

    let containerView: UIView
    var isAnimated: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { phase == .collecting ? 0 : 1 }

    private var phase = Phase.collecting
    private var animations: [@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(containerView: UIView) {
        self.containerView = containerView
    }

    @discardableResult
    func animate(alongsideTransition animation: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard phase != .finished else { return false }
        if let animation {
            // Registered while the alongside blocks run: it runs with them.
            if phase == .animating { animation(self) } else { animations.append(animation) }
        }
        if let completion { completions.append(completion) }
        return true
    }

    /// The new size is applied and laid out: run the alongside blocks, then the completion blocks.
    func finish() {
        phase = .animating
        animations.forEach { $0(self) }
        animations = []
        phase = .finished
        let completions = self.completions
        self.completions = []
        completions.forEach { $0(self) }
    }
}
