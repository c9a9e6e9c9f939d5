import Foundation

extension UIWindow {
    /// Starts a size change to `size`: the root view controller, and every controller presented in the
    /// window, get `viewWillTransition(to:with:)` (the root passes it on to its children). Returns
    /// whether a transition began; nothing happens while no root view is loaded.
    func beginSizeTransition(to size: CGSize) -> Bool {
        guard sizeTransitionCoordinator == nil, let root = rootViewController, root.isViewLoaded else { return false }
        let coordinator = SizeTransitionCoordinator(containerView: self)
        sizeTransitionCoordinator = coordinator
        for controller in [root] + Self.presentedControllers(in: root) {
            controller.viewWillTransition(to: size, with: coordinator)
        }
        return true
    }

    /// The window has the new size: lay it out, then run the blocks the controllers registered with
    /// the coordinator (alongside blocks, then completion blocks).
    func finishSizeTransition() {
        guard let coordinator = sizeTransitionCoordinator else { return }
        layoutIfNeeded()
        coordinator.finish()
        sizeTransitionCoordinator = nil
    }

    /// The controllers presented by `controller` or any controller inside it, and those they present.
    private static func presentedControllers(in controller: UIViewController) -> [UIViewController] {
        let presented = controller.presentedViewController.map { [$0] + presentedControllers(in: $0) } ?? []
        return presented + controller.children.flatMap { presentedControllers(in: $0) }
    }
}
