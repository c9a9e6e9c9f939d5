import Foundation

/// The root of a view hierarchy, shown in a real toolkit window (UIKit's `UIWindow`; see `WindowHost`).
///
/// A window's traits start from CellKit's defaults (Large text, light, left to right) with its
/// `traitOverrides` on top, so `window.traitOverrides.preferredContentSizeCategory = .accessibilityLarge`
/// restyles every view inside. The host window is created by `makeKeyAndVisible()` (or when the
/// window is rendered) and destroyed with the `UIWindow`.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The toolkit window showing this window, once it was made visible or rendered (`hostWindow()`).
    package private(set) var windowHost: (any WindowHost)?
    /// Whether this is the key window (the last one made key and visible).
    public private(set) var isKeyWindow = false
    /// Called when the person closes the window (CellKit only; UIKit has no such event).
    public var closeHandler: (@MainActor () -> Void)?
    /// The window's title in the desktop's window list.
    open var title = "CellKit" { didSet { windowHost?.setTitle(title) } }

    /// The view controller whose view fills the window. While the window is visible, replacing it
    /// makes the old controller disappear and the new one appear (`viewWillAppear` … `viewDidAppear`);
    /// a window that is not shown yet makes its root controller appear in `makeKeyAndVisible()`.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            let visible = isKeyWindow
            if let oldValue {
                if visible { oldValue.beginAppearanceTransition(false, animated: false) }
                oldValue.view.removeFromSuperview()
                if visible { oldValue.endAppearanceTransition() }
            }
            guard let controller = rootViewController else { return }
            if visible { controller.beginAppearanceTransition(true, animated: false) }
            let view = controller.view!
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
            if visible {
                layoutIfNeeded()
                controller.endAppearanceTransition()
            }
        }
    }

    /// The window's own undo manager, made when first asked for (UIKit: the window's, shared by the views
    /// and view controllers in it).
    private lazy var windowUndoManager = UndoManager()

    /// The window's undo manager (or the one its host gave it).
    open override var undoManager: UndoManager? { host.undoManager ?? windowUndoManager }

    /// Creates a window with the given frame (its size is the host window's size).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
    }

    /// Creates a window that belongs to `windowScene`: it covers the scene's screen and takes its
    /// screen and safe area (UIKit's `init(windowScene:)`).
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene  // property observers do not run in an initializer
        windowScene.add(self)
    }

    /// The scene the window belongs to; nil for a window made with a frame alone. Setting it moves the
    /// window to the scene: it covers the scene's screen and takes its screen and safe area.
    open weak var windowScene: UIWindowScene? {
        didSet {
            guard oldValue !== windowScene else { return }
            oldValue?.remove(self)
            windowScene?.add(self)
        }
    }

    /// Creates a window from an archive (empty; CellKit has no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows the window on screen and makes it the key window (of its scene, when it has one: the
    /// scene's previous key window stops being key).
    /// The root view controller appears: `viewWillAppear` runs before the window is presented and
    /// `viewDidAppear` after. A window whose scene is shown by a host (a preview of the app) only becomes
    /// key: the host shows its root view controller (see `detachRootViewControllerForHost()`) and makes
    /// it appear.
    open func makeKeyAndVisible() {
        if let scene = windowScene, scene.keyWindow !== self {
            scene.keyWindow?.isKeyWindow = false
            scene.keyWindow = self
        }
        if windowScene?.presentsWindows == false {
            isKeyWindow = true
            return
        }
        let appearing = isKeyWindow ? nil : rootViewController
        isKeyWindow = true
        appearing?.beginAppearanceTransition(true, animated: false)
        layoutIfNeeded()
        hostWindow().present()
        appearing?.endAppearanceTransition()
    }

    /// Takes the root view controller's view out of the window, for a host that shows the app's first
    /// screen itself (a preview on a device). The window keeps its `rootViewController`; the view has
    /// not appeared yet when the window's scene is hosted, and the host makes it appear.
    package func detachRootViewControllerForHost() -> UIViewController? {
        guard let controller = rootViewController else { return nil }
        if controller.isViewLoaded { controller.view.removeFromSuperview() }
        return controller
    }

    /// The toolkit window hosting this view tree, created on first use.
    func hostWindow() -> any WindowHost {
        if let windowHost { return windowHost }
        let host = CurrentToolkit.makeWindowHost(for: self)
        windowHost = host
        return host
    }

    /// The host window was destroyed.
    package func hostWindowWasDestroyed() {
        closeHandler?()
    }

    /// The person closes the host window (the toolkit then hides it): the window's scene hears of it.
    package func hostWindowWillClose() {
        windowScene?.windowWasClosed?(self)
    }

    /// The window is about to take a new size (its host window was resized, or its scene moved to
    /// another device or orientation): its view controllers hear of it (UIWindow+SizeTransition.swift).
    override func sizeWillChange(to size: CGSize) -> Bool {
        beginSizeTransition(to: size)
    }

    /// The window has its new size: lay it out and finish the size transition.
    override func sizeDidSettle() {
        finishSizeTransition()
    }

    /// The coordinator of the size change in progress, if any.
    var sizeTransitionCoordinator: SizeTransitionCoordinator?

    /// Whether the host window is on screen.
    var isShownOnScreen: Bool {
        windowHost?.isShownOnScreen ?? false
    }
}
