import Foundation

/// A stack of view controllers under a navigation bar (UIKit's `UINavigationController`).
///
/// The top controller's view fills the space below the bar; the bar shows the top controller's
/// `navigationItem`, with a back button once something was pushed. Pushing and popping happen at
/// once (no slide is drawn), in UIKit's order: the new controller is added as a child, the old top
/// disappears and the new one appears (when the navigation controller itself is shown), then
/// `didMove(toParent:)` runs; a popped controller gets `willMove(toParent: nil)` first.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The bar at the top.
    public let navigationBar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 375, height: UINavigationBar.inlineHeight))
    /// Hears about controllers being shown.
    open weak var delegate: UINavigationControllerDelegate?
    private weak var observedScrollView: UIScrollView?

    /// Creates a navigation controller whose stack holds `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// Creates a navigation controller with an empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a navigation controller from an archive (an empty stack; CellKit has no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: The stack

    /// The controllers on the stack, root first. Setting it replaces the stack without animation.
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { children.last }

    /// The controller shown: the top one, or the one it presented.
    open var visibleViewController: UIViewController? {
        var visible = topViewController
        while let presented = visible?.presentedViewController { visible = presented }
        return visible
    }

    /// Replaces the stack; the old top disappears and the new top appears.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let oldTop = topViewController
        let newTop = viewControllers.last
        for controller in children where !viewControllers.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
        }
        let added = viewControllers.filter { $0.parent !== self }
        for controller in added { addChild(controller) }
        children = viewControllers + children.filter { old in !viewControllers.contains { $0 === old } }
        let removed = children.filter { old in !viewControllers.contains { $0 === old } }
        show(newTop, replacing: oldTop, animated: animated) {
            for controller in removed { controller.removeFromParent() }
        }
        for controller in added { controller.didMove(toParent: self) }
    }

    /// Pushes a controller on the stack and shows it.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        let oldTop = topViewController
        viewController.isMovingToParent = true
        addChild(viewController)
        show(viewController, replacing: oldTop, animated: animated) {}
        viewController.didMove(toParent: self)
        viewController.isMovingToParent = false
    }

    /// Pops the top controller and returns it (nil when only the root is left).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = topViewController else { return nil }
        return pop(to: children[children.count - 2], animated: animated)?.first ?? top
    }

    /// Pops every controller above the root; returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = children.first else { return nil }
        return pop(to: root, animated: animated)
    }

    /// Pops the controllers above `viewController`; returns them.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        pop(to: viewController, animated: animated)
    }

    private func pop(to target: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = children.firstIndex(where: { $0 === target }), index < children.count - 1 else { return nil }
        let popped = Array(children[(index + 1)...])
        for controller in popped {
            controller.isMovingFromParent = true
            controller.willMove(toParent: nil)
        }
        show(target, replacing: topViewController, animated: animated) {
            for controller in popped.reversed() { controller.removeFromParent() }
        }
        for controller in popped { controller.isMovingFromParent = false }
        return popped
    }

    /// Swaps the shown controller's view with the appearance callbacks, updates the bar, then runs
    /// `finish` (which removes popped children: they get `didMove(toParent: nil)` after disappearing).
    private func show(_ newTop: UIViewController?, replacing oldTop: UIViewController?, animated: Bool, finish: () -> Void) {
        let visible = isAppeared && newTop !== oldTop
        delegateWillShow(newTop, animated: animated)
        if visible {
            oldTop?.beginAppearanceTransition(false, animated: animated)
            newTop?.beginAppearanceTransition(true, animated: animated)
        }
        if newTop !== oldTop { oldTop?.viewIfLoaded?.removeFromSuperview() }
        // The stack up to the new top (popped controllers are still children until `finish`).
        let stack = newTop.flatMap { top in children.firstIndex { $0 === top } }.map { Array(children[...$0]) } ?? []
        navigationBar.items = stack.map(\.navigationItem)
        if isViewLoaded, let newTop, newTop.view.superview !== view {
            view.insertSubview(newTop.view, belowSubview: navigationBar)
        }
        observeScrolling(of: newTop)
        if isViewLoaded {
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
        if visible {
            oldTop?.endAppearanceTransition()
            newTop?.endAppearanceTransition()
        }
        finish()
        if let newTop { delegate?.navigationController(self, didShow: newTop, animated: animated) }
    }

    private func delegateWillShow(_ controller: UIViewController?, animated: Bool) {
        if let controller { delegate?.navigationController(self, willShow: controller, animated: animated) }
    }

    // MARK: The bar

    /// Whether the bar is hidden.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar (no animation is drawn); the content takes the bar's place.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBar.isHidden = hidden
        viewIfLoaded?.setNeedsLayout()
    }

    /// The navigation controller's view: the bar on top, the top controller's view below it.
    open override func loadView() {
        let container = NavigationContainerView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        container.controller = self
        container.addSubview(navigationBar)
        navigationBar.onBack = { [weak self] in self?.popViewController(animated: true) }
        navigationBar.scrollEdgeColor = { [weak self] in self?.scrollEdgeContentColor }
        view = container
        if let top = topViewController { container.insertSubview(top.view, belowSubview: navigationBar) }
    }

    /// Places the bar below the top of the safe area (the status bar) and the top controller's view below
    /// the bar; a hidden bar leaves the whole view, status bar included, to the controller's view.
    func layoutContent(in bounds: CGRect) {
        let barHeight = navigationBar.isHidden ? 0 : navigationBar.preferredHeight
        let top = navigationBar.isHidden ? 0 : view.safeAreaInsets.top
        navigationBar.frame = CGRect(x: 0, y: top, width: bounds.width, height: barHeight)
        topViewController?.viewIfLoaded?.frame = CGRect(x: 0, y: top + barHeight, width: bounds.width,
                                                       height: max(0, bounds.height - top - barHeight))
        updateScrollEdge()
    }

    /// Follows the scrolling of the top controller's main scroll view (its view, or the first
    /// scroll view inside it), so the bar shows its chrome once content moves under it.
    private func observeScrolling(of controller: UIViewController?) {
        observedScrollView?.onContentOffsetChange = nil
        guard let view = controller?.viewIfLoaded, let scrollView = Self.firstScrollView(in: view) else { return }
        observedScrollView = scrollView
        scrollView.onContentOffsetChange = { [weak self] in self?.updateScrollEdge() }
    }

    private func updateScrollEdge() {
        if observedScrollView == nil { observeScrolling(of: topViewController) }
        guard let scrollView = observedScrollView else {
            navigationBar.isScrolledUnder = false
            return
        }
        let scrolledUnder = scrollView.contentOffset.y > -scrollView.adjustedContentInset.top + 0.5
        if navigationBar.isScrolledUnder != scrolledUnder { viewIfLoaded?.setNeedsDisplay() }
        navigationBar.isScrolledUnder = scrolledUnder
    }

    /// The color the bar shows at the scroll edge, where iOS's bar is transparent over the content: the
    /// background of the top controller's main scroll view when it reaches the top of the controller's
    /// view (a collection view pinned to the view's top runs on under the bar on iOS, over the view's own
    /// background), else the view's background.
    var scrollEdgeContentColor: UIColor? {
        guard let view = topViewController?.viewIfLoaded else { return nil }
        if let scrollView = Self.firstScrollView(in: view), scrollView !== view, !scrollView.isHidden,
           let color = scrollView.backgroundColor, scrollView.convert(scrollView.bounds, to: view).minY <= 0.5 {
            return color
        }
        return view.backgroundColor
    }

    static func firstScrollView(in view: UIView) -> UIScrollView? {
        if let scrollView = view as? UIScrollView { return scrollView }
        for subview in view.subviews {
            if let found = firstScrollView(in: subview) { return found }
        }
        return nil
    }
}

/// Hears when a navigation controller shows a controller (UIKit's `UINavigationControllerDelegate`).
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// A controller is about to be shown (pushed, popped to, or set).
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// A controller is shown.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

/// A navigation controller's view: lays out the bar and the top controller's view.
@preconcurrency @MainActor
final class NavigationContainerView: UIView {
    weak var controller: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutContent(in: bounds)
    }

    /// The status bar's strip above the navigation bar shows the bar's fill, as UIKit extends the bar's
    /// background up to the top of the screen.
    override func drawContent(in canvas: any Canvas) {
        guard let bar = controller?.navigationBar, !bar.isHidden, bar.frame.minY > 0,
              let fill = bar.currentFill else { return }
        canvas.fill(CGRect(x: 0, y: 0, width: bounds.width, height: bar.frame.minY), color: fill.rgba(resolvedWith: traitCollection))
    }
}
