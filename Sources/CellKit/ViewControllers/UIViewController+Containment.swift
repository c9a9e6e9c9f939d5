import Foundation

extension UIViewController {
    // MARK: Children

    /// Adds `childController` as a child. As in UIKit, this calls `childController.willMove(toParent:)`
    /// first; the container adds the child's view to its own and then calls `didMove(toParent: self)`.
    func addChildController(_ childController: UIViewController) {
        guard childController.parent !== self else { return }
        if childController.parent != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent and calls `didMove(toParent: nil)`; the container calls
    /// `willMove(toParent: nil)` before and removes the view itself.
    func removeFromParentController() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    // MARK: Appearance

    /// Starts an appearance change: `viewWillAppear(_:)` (loading the view first) when `isAppearing`,
    /// else `viewWillDisappear(_:)`. A controller that is already appearing or appeared is not told
    /// again. Children whose views are inside this one's view follow.
    func beginAppearance(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearancePhase) {
        case (true, .disappeared), (true, .disappearing):
            loadViewIfNeeded()
            appearancePhase = .appearing
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearancePhase = .disappearing
            viewWillDisappear(animated)
        default:
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in appearanceChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the appearance change begun by `beginAppearanceTransition(_:animated:)`:
    /// `viewDidAppear(_:)` or `viewDidDisappear(_:)`.
    func endAppearance() {
        switch appearancePhase {
        case .appearing:
            appearancePhase = .appeared
            viewDidAppear(false)
        case .disappearing:
            appearancePhase = .disappeared
            viewDidDisappear(false)
        default:
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in appearanceChildren { child.endAppearanceTransition() }
    }

    /// The children that appear with this controller: those whose views are inside its view.
    var appearanceChildren: [UIViewController] {
        guard let view = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: view) ?? false }
    }

    /// Whether the controller's view is shown (it appeared and has not started to disappear).
    var isAppeared: Bool { appearancePhase == .appeared || appearancePhase == .appearing }

    /// Runs an appearance change from start to end, when this controller is itself shown.
    func transitionChild(_ child: UIViewController, appearing: Bool, animated: Bool, between change: () -> Void) {
        let forward = isAppeared
        if forward { child.beginAppearanceTransition(appearing, animated: animated) }
        change()
        if forward { child.endAppearanceTransition() }
    }
}
